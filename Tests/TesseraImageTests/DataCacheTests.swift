import Foundation
import Testing

@testable import TesseraImage

@Suite struct DataCacheTests {
    @Test func sha256MatchesTheStandardTestVectors() {
        // FIPS 180-4 examples (NIST CSRC "SHA256.pdf") and the empty string.
        #expect(
            SHA256.hexDigest(of: Array("abc".utf8))
                == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.hexDigest(of: []) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(
            SHA256.hexDigest(of: Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(
            SHA256.hexDigest(of: [UInt8](repeating: 0x61, count: 1_000_000))
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test func storesUnderTheHashOfTheKey() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let cache = try DataCache(directory: folder.url)
        cache.store(Data([1, 2, 3]), for: "abc")
        #expect(cache.data(for: "abc") == Data([1, 2, 3]))
        #expect(
            DataCache.filename(for: "abc")
                == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad.tesseracache")
        let file = folder.url.appendingPathComponent(DataCache.filename(for: "abc"))
        #expect(FileManager.default.fileExists(atPath: file.path))
        #expect(cache.data(for: "abd") == nil)
    }

    @Test func survivesARestart() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        try DataCache(directory: folder.url).store(Data("hello".utf8), for: "https://example.com/a.png")
        let reopened = try DataCache(directory: folder.url)
        #expect(reopened.data(for: "https://example.com/a.png") == Data("hello".utf8))
        #expect(reopened.totalSize == 5)
    }

    @Test func evictsLeastRecentlyUsedOverTheSizeLimit() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let cache = try DataCache(directory: folder.url, sizeLimit: 25)
        cache.store(Data(count: 10), for: "a")
        cache.store(Data(count: 10), for: "b")
        _ = cache.data(for: "a")
        cache.store(Data(count: 10), for: "c")
        #expect(cache.contains("a"))
        #expect(!cache.contains("b"))
        #expect(cache.contains("c"))
        #expect(cache.totalSize == 20)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
        #expect(Set(files) == [DataCache.filename(for: "a"), DataCache.filename(for: "c")])
    }

    @Test func restartWithASmallerLimitEvictsTheOldest() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let cache = try DataCache(directory: folder.url)
        for (index, key) in ["old", "middle", "new"].enumerated() {
            cache.store(Data(count: 10), for: key)
            let date = Date(timeIntervalSince1970: 1_000_000 + Double(index) * 60)
            try FileManager.default.setAttributes(
                [.modificationDate: date],
                ofItemAtPath: folder.url.appendingPathComponent(DataCache.filename(for: key)).path)
        }
        let smaller = try DataCache(directory: folder.url, sizeLimit: 20)
        #expect(!smaller.contains("old"))
        #expect(smaller.contains("middle"))
        #expect(smaller.contains("new"))
        #expect(
            !FileManager.default.fileExists(
                atPath: folder.url.appendingPathComponent(DataCache.filename(for: "old")).path))
    }

    @Test func readRefreshesRecencyAcrossRestarts() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let cache = try DataCache(directory: folder.url)
        for (index, key) in ["a", "b"].enumerated() {
            cache.store(Data(count: 10), for: key)
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSince1970: 1_000_000 + Double(index))],
                ofItemAtPath: folder.url.appendingPathComponent(DataCache.filename(for: key)).path)
        }
        _ = try DataCache(directory: folder.url).data(for: "a")  // touches a: now newer than b
        let smaller = try DataCache(directory: folder.url, sizeLimit: 10)
        #expect(smaller.contains("a"))
        #expect(!smaller.contains("b"))
    }

    @Test func entryLargerThanTheLimitIsNotStored() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let cache = try DataCache(directory: folder.url, sizeLimit: 5)
        cache.store(Data(count: 6), for: "big")
        #expect(cache.count == 0)
    }

    @Test func foreignFilesAreIgnoredAndKept() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        try Data("notes".utf8).write(to: folder.url.appendingPathComponent("README"))
        let cache = try DataCache(directory: folder.url, sizeLimit: 0)
        #expect(cache.count == 0)
        #expect(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("README").path))
    }

    @Test func fileDeletedBehindTheCacheIsAMiss() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let cache = try DataCache(directory: folder.url)
        cache.store(Data([9]), for: "k")
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent(DataCache.filename(for: "k")))
        #expect(cache.data(for: "k") == nil)
        #expect(!cache.contains("k"))
    }

    @Test func removeAllDeletesEveryEntry() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let cache = try DataCache(directory: folder.url)
        cache.store(Data([1]), for: "a")
        cache.store(Data([2]), for: "b")
        cache.removeData(for: "a")
        #expect(cache.count == 1)
        cache.removeAll()
        #expect(cache.count == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).isEmpty)
    }

    @Test func directoryThatIsAFileIsUnusable() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        try Data().write(to: folder.url)
        #expect(throws: DataCache.Error.self) { try DataCache(directory: folder.url) }
    }

    /// Issue 19: eviction removed a directory named like an entry with everything in it.
    @Test func aDirectoryNamedLikeAnEntryIsNeverRemoved() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let planted = folder.url.appendingPathComponent(DataCache.filename(for: "a"))
        try FileManager.default.createDirectory(
            at: planted.appendingPathComponent("inner"), withIntermediateDirectories: true)
        try Data("keep me".utf8).write(to: planted.appendingPathComponent("inner/thesis.docx"))
        let cache = try DataCache(directory: folder.url, sizeLimit: 0)  // evicts everything it indexed
        cache.removeAll()
        cache.removeData(for: "a")
        #expect(try Data(contentsOf: planted.appendingPathComponent("inner/thesis.docx")) == Data("keep me".utf8))
    }

    @Test func anEntryThatIsASymbolicLinkGoesButItsTargetStays() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let target = folder.url.appendingPathComponent("thesis.docx")
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        try Data("keep me".utf8).write(to: target)
        let link = folder.url.appendingPathComponent(DataCache.filename(for: "a"))
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        let cache = try DataCache(directory: folder.url)
        #expect(cache.contains("a"))
        cache.removeData(for: "a")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: link.path)) == nil)
        #expect(try Data(contentsOf: target) == Data("keep me".utf8))
    }

    @Test func storingThroughAnEntryThatIsALinkWritesItsTargetAndKeepsTheLink() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let elsewhere = folder.url.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        let target = elsewhere.appendingPathComponent("blob")
        try Data("old".utf8).write(to: target)
        let cacheFolder = folder.url.appendingPathComponent("cache")
        try FileManager.default.createDirectory(at: cacheFolder, withIntermediateDirectories: true)
        let link = cacheFolder.appendingPathComponent(DataCache.filename(for: "k"))
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "../elsewhere/blob")

        let cache = try DataCache(directory: cacheFolder)
        cache.store(Data("new".utf8), for: "k")

        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "../elsewhere/blob")
        #expect(try Data(contentsOf: target) == Data("new".utf8))
        #expect(cache.data(for: "k") == Data("new".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path) == ["blob"])
    }
}
