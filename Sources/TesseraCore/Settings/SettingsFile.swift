import Foundation
import Glibc

/// A property-list file holding one dictionary, as ``SettingsStorage``: the storage of
/// `SettingsStore(fileURL:)`.
///
/// Values are kept in memory; every change rewrites the whole file atomically (a temporary file
/// renamed over it), creating its directory when missing. Before each access the file's identity
/// (device, inode, size, modification time) is compared with what was last read or written, and the
/// file is read again when another store or process changed it.
///
/// A symbolic link at the path is followed: the file at the end of its chain of links is read and
/// replaced (through ``AtomicFileWriter``), and the links stay links. Only a regular file is read or
/// replaced. Anything else there — a directory, a named pipe, a loop of links — is left in place:
/// reads give nothing and writes fail (logged), so the values live in memory only. A file that is
/// not a property-list dictionary reads as empty (logged) and is replaced by the next change.
final class SettingsFile: SettingsStorage {
    /// Why the file could not be read or written.
    enum Problem: Error, CustomStringConvertible {
        /// The path holds `found`, not a regular file; it is left in place.
        case notAFile(URL, found: FileKind)
        /// The file is not a property-list dictionary (`reason`).
        case unreadable(URL, reason: String)
        case cannotWrite(URL, underlying: any Error)

        var description: String {
            switch self {
            case .notAFile(let url, let kind): "\(url.path) is \(kind), not a settings file; left in place"
            case .unreadable(let url, let reason): "\(url.path) is not a property-list dictionary: \(reason)"
            case .cannotWrite(let url, let underlying): "cannot write \(url.path): \(underlying)"
            }
        }
    }

    /// What `lstat` or `fstat` says about a file, to notice it changed.
    private struct Identity: Equatable {
        var device: UInt64
        var inode: UInt64
        var size: Int64
        var modified: timespec
        var kind: FileKind

        init(_ status: stat) {
            device = UInt64(status.st_dev)
            inode = UInt64(status.st_ino)
            size = Int64(status.st_size)
            modified = status.st_mtim
            kind = FileKind(mode: status.st_mode)
        }

        /// The identity of whatever is at `path` (a symbolic link itself), nil when nothing is.
        init?(path: String) {
            var status = stat()
            guard lstat(path, &status) == 0 else { return nil }
            self.init(status)
        }

        static func == (a: Identity, b: Identity) -> Bool {
            a.device == b.device && a.inode == b.inode && a.size == b.size && a.kind == b.kind
                && a.modified.tv_sec == b.modified.tv_sec && a.modified.tv_nsec == b.modified.tv_nsec
        }
    }

    let url: URL
    private let logger: Logger
    private var values: [String: Any] = [:]
    /// The file `values` came from or went to; nil when there was none.
    private var loaded: Identity?
    private var hasLoaded = false

    init(url: URL, logger: Logger) {
        precondition(url.isFileURL, "A settings file needs a file URL, not \(url)")
        self.url = url
        self.logger = logger
    }

    func object(forKey key: String) -> Any? {
        refresh()
        return values[key]
    }

    func set(_ object: Any, forKey key: String) throws {
        refresh()
        values[key] = object
        try write()
    }

    func removeObject(forKey key: String) throws {
        refresh()
        values[key] = nil
        try write()
    }

    func removeAll() throws {
        refresh()
        values = [:]
        try write()
    }

    /// The file the values live in: `url`, or the end of its chain of symbolic links.
    private func target() throws(Problem) -> URL {
        do {
            return try AtomicFileWriter.target(of: url)
        } catch {
            throw .unreadable(url, reason: error.reason)
        }
    }

    /// Reads the file again when it is not the one `values` reflect.
    private func refresh() {
        let target = try? target()
        let current = Identity(path: (target ?? url).path)
        guard !hasLoaded || current != loaded else { return }
        hasLoaded = true
        loaded = current
        values = [:]
        guard let current else { return }
        do {
            let target = try self.target()
            guard current.kind == .regularFile else { throw Problem.notAFile(url, found: current.kind) }
            (values, loaded) = try read(target)
        } catch {
            logger.warning(
                "settings file not read; using defaults", metadata: ["file": url.path, "reason": "\(error)"])
        }
    }

    /// The dictionary in `target` (the end of `url`'s links) and the identity of what was read. Opened
    /// without following a link and without blocking, so a pipe or link swapped in since the check is
    /// refused, not waited on.
    private func read(_ target: URL) throws(Problem) -> ([String: Any], Identity) {
        let descriptor = open(target.path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw errno == ELOOP
                ? .notAFile(url, found: .symbolicLink) : .unreadable(url, reason: String(cString: strerror(errno)))
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .unreadable(url, reason: String(cString: strerror(errno))) }
        let identity = Identity(status)
        guard identity.kind == .regularFile else { throw .notAFile(url, found: identity.kind) }
        do {
            let data = try handle.readToEnd() ?? Data()
            if data.isEmpty { return ([:], identity) }
            guard let dictionary = try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
            else {
                throw Problem.unreadable(url, reason: "the top level is not a dictionary")
            }
            return (dictionary, identity)
        } catch let problem as Problem {
            throw problem
        } catch {
            throw .unreadable(url, reason: "\(error)")
        }
    }

    /// Replaces the file (the end of `url`'s links) with `values`, unless something other than a
    /// regular file is there.
    private func write() throws(Problem) {
        do {
            let data = try PropertyListSerialization.data(fromPropertyList: values, format: .xml, options: 0)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try AtomicFileWriter.write(data, to: url)
        } catch let error as AtomicWriteError {
            if case .notAFile(_, _, let kind) = error { throw .notAFile(url, found: kind) }
            throw .cannotWrite(url, underlying: error)
        } catch {
            throw .cannotWrite(url, underlying: error)
        }
        loaded = Identity(path: ((try? target()) ?? url).path)
    }
}
