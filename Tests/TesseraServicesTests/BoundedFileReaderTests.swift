import Foundation
import Glibc
import TesseraServices
import Testing

/// Every reader of a user's file refuses a path that is not a regular file — a named pipe without
/// waiting for a writer — and a file over its size limit before reading it.
@Suite struct BoundedFileReaderTests {
    /// A named pipe nobody writes to: opening it for reading the ordinary way blocks forever.
    private func namedPipe(in directory: TemporaryDirectory, _ name: String) throws -> URL {
        let url = directory.file(name)
        try #require(mkfifo(url.path, 0o600) == 0)
        return url
    }

    /// A sparse file of `byteCount` bytes (nothing written, so it costs no disk or time).
    private func sparseFile(in directory: TemporaryDirectory, _ name: String, byteCount: Int) throws -> URL {
        let url = directory.file(name)
        try #require(FileManager.default.createFile(atPath: url.path, contents: nil))
        try #require(truncate(url.path, off_t(byteCount)) == 0)
        return url
    }

    @Test func namedPipesAreRefusedWithoutWaitingForAWriter() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let pipe = try namedPipe(in: directory, "input")
        let reasons = await HangGuard.run(limit: .seconds(20)) { () -> [String] in
            var reasons: [String] = []
            do { _ = try GPXTrack(contentsOf: pipe) } catch { reasons.append("\(error)") }
            do { _ = try CalendarDocument(contentsOf: pipe, floatingTimeZone: TimeZone(secondsFromGMT: 0)!) } catch {
                reasons.append("\(error)")
            }
            do { _ = try ProductCatalog(contentsOf: pipe) } catch { reasons.append("\(error)") }
            return reasons
        }
        let found = try #require(reasons, "a reader blocked on the named pipe")
        #expect(found.count == 3)
        #expect(found.allSatisfy { $0.contains("it is a named pipe, not a regular file") }, "\(found)")
    }

    @Test func aDirectoryIsNotARegularFile() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let error = try #require(throws: GPXError.self) { try GPXTrack(contentsOf: directory.url) }
        #expect(error == .unreadableFile(path: directory.url.path, reason: "it is a directory, not a regular file"))
    }

    @Test func filesOverTheLimitAreRefusedBeforeReading() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let calendar = try sparseFile(in: directory, "huge.ics", byteCount: CalendarDocument.maximumByteCount + 1)
        #expect(
            throws: CalendarError.tooLarge(
                byteCount: CalendarDocument.maximumByteCount + 1,
                limit: CalendarDocument.maximumByteCount)
        ) {
            _ = try CalendarDocument(contentsOf: calendar, floatingTimeZone: TimeZone(secondsFromGMT: 0)!)
        }
        let track = try sparseFile(in: directory, "huge.gpx", byteCount: GPXTrack.maximumByteCount + 1)
        #expect(throws: GPXError.tooLarge(byteCount: GPXTrack.maximumByteCount + 1, limit: GPXTrack.maximumByteCount)) {
            _ = try GPXTrack(contentsOf: track)
        }
        let catalog = try sparseFile(in: directory, "huge.storekit", byteCount: ProductCatalog.maximumByteCount + 1)
        #expect(
            throws: StoreConfigurationError.tooLarge(
                byteCount: ProductCatalog.maximumByteCount + 1,
                limit: ProductCatalog.maximumByteCount)
        ) {
            _ = try ProductCatalog(contentsOf: catalog)
        }
    }

    @Test func dataOverTheLimitIsRefusedToo() {
        let calendarData = Data(count: CalendarDocument.maximumByteCount + 1)
        #expect(throws: CalendarError.tooLarge(byteCount: calendarData.count, limit: CalendarDocument.maximumByteCount))
        {
            _ = try CalendarDocument(icsData: calendarData, floatingTimeZone: TimeZone(secondsFromGMT: 0)!)
        }
        let trackData = Data(count: GPXTrack.maximumByteCount + 1)
        #expect(throws: GPXError.tooLarge(byteCount: trackData.count, limit: GPXTrack.maximumByteCount)) {
            _ = try GPXTrack(data: trackData)
        }
        let catalogData = Data(count: ProductCatalog.maximumByteCount + 1)
        #expect(
            throws: StoreConfigurationError.tooLarge(
                byteCount: catalogData.count, limit: ProductCatalog.maximumByteCount)
        ) {
            _ = try ProductCatalog(data: catalogData)
        }
    }
}
