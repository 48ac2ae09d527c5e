import Foundation
import Testing

@testable import TesseraImage

/// The cache deletes only files it wrote.
@Suite struct DataCacheOwnershipTests {
    static let digest = SHA256.hexDigest(of: Array("k".utf8))

    /// Names a user's or another program's files might have in the cache folder, none the cache's own.
    static let foreignNames = [
        String(repeating: "a", count: 64), String(repeating: "0", count: 64), digest,
        String(repeating: "A", count: 64), String(repeating: "a", count: 63), String(repeating: "a", count: 65),
        digest + ".png", digest + ".tmp", "." + digest, digest.uppercased() + ".tesseracache",
        String(repeating: "a", count: 63) + ".tesseracache", "x.tesseracache", ".tesseracache",
        digest + ".TESSERACACHE", digest + ".tesseracache~", digest + ".tesseracache.part", "README",
    ]

    static func plantForeignFiles(in folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in foreignNames { try Data("keep \(name)".utf8).write(to: folder.appendingPathComponent(name)) }
    }

    static func expectForeignFilesKept(in folder: URL) throws {
        for name in foreignNames {
            #expect(try Data(contentsOf: folder.appendingPathComponent(name)) == Data("keep \(name)".utf8))
        }
    }

    @Test func foreignFilesSurviveEvictionRemovalAndRemoveAll() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        try Self.plantForeignFiles(in: folder.url)
        _ = try DataCache(directory: folder.url, sizeLimit: 0)  // evicts everything it indexed
        let cache = try DataCache(directory: folder.url, sizeLimit: 10)
        #expect(cache.count == 0)
        for key in ["k", "l", "m"] { cache.store(Data(count: 6), for: key) }  // each store evicts
        #expect(cache.count == 1)
        cache.removeData(for: "m")
        cache.store(Data(count: 6), for: "k")
        cache.removeAll()
        #expect(cache.count == 0)
        try Self.expectForeignFilesKept(in: folder.url)
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
        #expect(Set(left) == Set(Self.foreignNames))
    }

    @Test func entriesOfEarlierVersionsAreIgnored() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        let earlier = folder.url.appendingPathComponent(Self.digest)
        try Data("old entry".utf8).write(to: earlier)
        let cache = try DataCache(directory: folder.url, sizeLimit: 0)
        #expect(!cache.contains("k"))
        #expect(cache.data(for: "k") == nil)
        cache.removeAll()
        #expect(try Data(contentsOf: earlier) == Data("old entry".utf8))
    }
}
