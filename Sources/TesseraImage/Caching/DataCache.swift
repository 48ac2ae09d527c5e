public import Foundation
import Glibc
import TesseraCore

/// A size-bounded disk cache: one file per entry, named by the SHA-256 of its key (content-addressed
/// by URL) and the extension `tesseracache`, evicted least-recently-used first. It survives
/// restarts: a new instance on the same directory indexes its files there, ordered by modification
/// date, which each read refreshes.
///
/// ```swift
/// let cache = try DataCache(directory: cachesURL.appendingPathComponent("images"), sizeLimit: 100 << 20)
/// cache.store(pngData, for: "https://example.com/a.png")
/// cache.data(for: "https://example.com/a.png")   // the bytes, also after the app restarts
/// DataCache.filename(for: "abc")   // "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad.tesseracache"
/// ```
///
/// Writes are atomic (a temporary file renamed into place), so a crash never leaves a half-written
/// entry; an entry that is a symbolic link stays one, and the file it points to is written.
///
/// **Not files.** A directory, named pipe, socket or device under an entry's name is not indexed,
/// reads as a miss without being opened for blocking I/O, is not replaced by a store, and is never
/// deleted: the cache unlinks only files (and links) under its entry names.
///
/// **Other files.** The cache reads, evicts and deletes only names of the form it writes: 64
/// lowercase hexadecimal digits and `.tesseracache`. Every other name in the directory is ignored
/// and never deleted, whatever its content, so the cache can share a folder with other files (a
/// file someone else gives such a name is taken for an entry). Entries written by Tessera versions
/// before the extension was added (the 64 digits alone) are ignored as well: they are neither read
/// nor counted against ``sizeLimit`` any more, and stay until removed by hand.
///
/// Thread-safe; file reads and writes happen outside the lock.
public final class DataCache: DataCaching {
    /// Why a cache could not be opened.
    public enum Error: Swift.Error, Hashable, Sendable {
        /// The directory is missing and could not be made, or is not a directory; `reason` says why.
        case unusableDirectory(URL, reason: String)
    }

    /// Where the files are.
    public let directory: URL
    /// The most bytes of file content kept.
    public let sizeLimit: Int

    private struct Entry {
        var size: Int
    }

    private let index: Lock<LRUList<String, Entry>>

    /// Opens (creating if needed) a cache in `directory`, indexing the files already there and evicting
    /// down to `sizeLimit` if a previous instance had a larger limit.
    ///
    /// - Throws: ``Error/unusableDirectory(_:reason:)`` when the directory cannot be made or read.
    /// - Precondition: `sizeLimit` ≥ 0.
    public init(directory: URL, sizeLimit: Int = 150 << 20) throws(DataCache.Error) {
        precondition(sizeLimit >= 0, "sizeLimit must not be negative, got \(sizeLimit)")
        self.directory = directory
        self.sizeLimit = sizeLimit
        let files: [URL]
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            files = try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
        } catch {
            throw .unusableDirectory(directory, reason: "\(error)")
        }
        var found: [(name: String, size: Int, date: Date)] = []
        for file in files {
            let name = file.lastPathComponent
            // `stat` follows a link: an entry that is a link to a regular file counts, one to a pipe does not.
            var status = stat()
            guard Self.isEntryName(name), stat(file.path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
                continue
            }
            let modified = status.st_mtim
            let date = Date(timeIntervalSince1970: Double(modified.tv_sec) + Double(modified.tv_nsec) / 1e9)
            found.append((name, Int(status.st_size), date))
        }
        var list = LRUList<String, Entry>()
        for file in found.sorted(by: { ($0.date, $0.name) < ($1.date, $1.name) }) {
            list.insert(Entry(size: file.size), for: file.name, cost: file.size)
        }
        let evicted = list.trim(toCost: sizeLimit, count: .max)
        index = Lock(list)
        evicted.forEach(deleteFile)
    }

    /// The file name of `key`: 64 lowercase hex digits of SHA-256 over its UTF-8 bytes, then
    /// `.tesseracache`.
    public static func filename(for key: String) -> String {
        SHA256.hexDigest(of: Array(key.utf8)) + entrySuffix
    }

    /// Ends every entry's name: the cache's files are told from others by it.
    private static let entrySuffix = ".tesseracache"

    public func data(for key: String) -> Data? {
        let name = Self.filename(for: key)
        guard index.withLock({ $0.value(for: name) != nil }) else { return nil }
        let url = directory.appendingPathComponent(name)
        // Opened without blocking and read only when a regular file: a named pipe put in the entry's
        // place is not waited on, a directory not read; either is a miss and stays where it is.
        guard let data = try? BoundedFileReader.contents(of: url, limit: sizeLimit) else {
            index.withLock { _ = $0.remove(name) }  // deleted or replaced behind our back
            return nil
        }
        try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: url.path)
        return data
    }

    public func store(_ data: Data, for key: String) {
        guard data.count <= sizeLimit else { return }
        let name = Self.filename(for: key)
        do {
            try AtomicFileWriter.write(data, to: directory.appendingPathComponent(name))
        } catch {
            return  // a full or read-only disk only costs a future download
        }
        let evicted = index.withLock { list in
            list.insert(Entry(size: data.count), for: name, cost: data.count)
            return list.trim(toCost: sizeLimit, count: .max)
        }
        evicted.forEach(deleteFile)
    }

    public func removeData(for key: String) {
        let name = Self.filename(for: key)
        if index.withLock({ $0.remove(name) }) != nil { deleteFile(name) }
    }

    public func removeAll() {
        let names = index.withLock { list in
            defer { list.removeAll() }
            return list.keysOldestFirst
        }
        names.forEach(deleteFile)
    }

    /// Whether an entry for `key` is indexed.
    public func contains(_ key: String) -> Bool {
        index.withLock { $0.contains(Self.filename(for: key)) }
    }

    /// Bytes of all entries.
    public var totalSize: Int { index.withLock { $0.totalCost } }

    /// How many entries are indexed.
    public var count: Int { index.withLock { $0.count } }

    /// Unlinks the entry file `name`; something else under that name (a directory, a pipe) stays.
    private func deleteFile(_ name: String) {
        _ = try? OwnedFileRemover.removeFile(at: directory.appendingPathComponent(name))
    }

    /// Whether `name` is one ``filename(for:)`` gives: 64 lowercase hex digits and the suffix.
    private static func isEntryName(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        guard bytes.count == 64 + entrySuffix.utf8.count, bytes[64...].elementsEqual(entrySuffix.utf8) else {
            return false
        }
        return bytes[..<64].allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }
}
