package import Foundation
import Glibc

/// The one way Tessera replaces a file's content: atomically — written to a temporary file, then
/// renamed over the old one — and without replacing a symbolic link: when the path is a link, the
/// file at the end of its chain of links gets the new content and every link stays as it was. Only a
/// regular file (or nothing) is replaced: a directory, named pipe, socket or device at the end of
/// the chain stays, and the write throws.
///
/// ```swift
/// // Calendar.ics -> Sync/Calendar.ics
/// try AtomicFileWriter.write(data, to: documents.appendingPathComponent("Calendar.ics"))
/// // Sync/Calendar.ics holds `data`; Calendar.ics is still the link.
/// ```
package enum AtomicFileWriter {
    /// Links followed before giving up, as Linux's `MAXSYMLINKS`.
    package static let maximumLinks = 40

    /// Writes `data` atomically to the file ``target(of:)`` names, creating it when missing (the
    /// folder it goes in must exist).
    /// - Throws: ``AtomicWriteError``: ``AtomicWriteError/symbolicLinkLoop(_:)`` for a loop of links,
    ///   ``AtomicWriteError/notAFile(_:target:found:)`` when the target is not a regular file,
    ///   ``AtomicWriteError/cannotWrite(_:reason:)`` when the system refuses. Nothing is changed then.
    package static func write(_ data: Data, to url: URL) throws(AtomicWriteError) {
        let target = try target(of: url)
        var status = stat()
        if lstat(target.path, &status) == 0 {
            let kind = FileKind(mode: status.st_mode)
            guard kind == .regularFile else { throw .notAFile(url, target: target, found: kind) }
        }
        do {
            try data.write(to: target, options: .atomic)
        } catch {
            throw .cannotWrite(url, reason: fileErrorReason(error))
        }
    }

    /// The file a write to `url` replaces: `url` itself, or when it is a symbolic link, the end of its
    /// chain of links (a relative link is read against the folder the link is in). The end need not
    /// exist yet.
    /// - Throws: ``AtomicWriteError/symbolicLinkLoop(_:)`` for more than ``maximumLinks`` links;
    ///   ``AtomicWriteError/cannotWrite(_:reason:)`` when a link cannot be read.
    package static func target(of url: URL) throws(AtomicWriteError) -> URL {
        var path = url.path
        for _ in 0...maximumLinks {
            var status = stat()
            guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else {
                return URL(fileURLWithPath: path)
            }
            let destination: String
            do {
                destination = try FileManager.default.destinationOfSymbolicLink(atPath: path)
            } catch {
                throw .cannotWrite(url, reason: fileErrorReason(error))
            }
            path =
                destination.hasPrefix("/")
                ? destination : (path as NSString).deletingLastPathComponent + "/" + destination
        }
        throw .symbolicLinkLoop(url)
    }
}
