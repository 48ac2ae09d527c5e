import Foundation
import Glibc
import Testing

@testable import TesseraImage

/// A named pipe or directory under an entry's name is a miss: never waited on, replaced or deleted.
@Suite struct DataCacheSpecialFileTests {
    func kind(of url: URL) -> mode_t {
        var status = stat()
        return lstat(url.path, &status) == 0 ? status.st_mode & S_IFMT : 0
    }

    /// A cache in `folder` that stored "k", with the file of that entry deleted behind its back;
    /// returns the cache and where the entry was.
    func cacheWithEntryRemoved(in folder: TemporaryFolder) throws -> (DataCache, URL) {
        let cache = try DataCache(directory: folder.url, sizeLimit: 100)
        cache.store(Data("bytes".utf8), for: "k")
        let entry = folder.url.appendingPathComponent(DataCache.filename(for: "k"))
        try FileManager.default.removeItem(at: entry)
        return (cache, entry)
    }

    @Test func aNamedPipeFoundAtOpeningIsNotIndexedReadReplacedOrDeleted() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        let pipe = folder.url.appendingPathComponent(DataCache.filename(for: "k"))
        try #require(mkfifo(pipe.path, 0o600) == 0)

        let cache = try DataCache(directory: folder.url, sizeLimit: 100)
        #expect(cache.count == 0)
        #expect(cache.data(for: "k") == nil)
        cache.store(Data("new".utf8), for: "k")  // the pipe is not replaced: nothing is stored
        #expect(!cache.contains("k"))
        cache.removeData(for: "k")
        cache.removeAll()
        _ = try DataCache(directory: folder.url, sizeLimit: 0)
        #expect(kind(of: pipe) == S_IFIFO)
    }

    @Test func aNamedPipeSwappedInForAnEntryReadsAsAMissAndStays() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let (cache, entry) = try cacheWithEntryRemoved(in: folder)
        try #require(mkfifo(entry.path, 0o600) == 0)

        #expect(cache.data(for: "k") == nil)  // returns at once: nobody writes to the pipe
        #expect(cache.count == 0)
        cache.store(Data("other".utf8), for: "l")
        cache.removeAll()
        #expect(kind(of: entry) == S_IFIFO)
    }

    @Test func aDirectoryUnderAnEntryNameIsAMissAndKeepsItsContents() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let (cache, entry) = try cacheWithEntryRemoved(in: folder)
        try FileManager.default.createDirectory(at: entry, withIntermediateDirectories: true)
        try Data("keep me".utf8).write(to: entry.appendingPathComponent("thesis.docx"))

        #expect(cache.data(for: "k") == nil)
        cache.store(Data("new".utf8), for: "k")
        #expect(!cache.contains("k"))
        cache.removeAll()
        let reopened = try DataCache(directory: folder.url, sizeLimit: 0)
        #expect(reopened.count == 0)
        #expect(kind(of: entry) == S_IFDIR)
        #expect(try Data(contentsOf: entry.appendingPathComponent("thesis.docx")) == Data("keep me".utf8))
    }
}
