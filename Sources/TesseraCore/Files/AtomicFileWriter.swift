package import Foundation
import Glibc

/// Replaces a file's content atomically — written to a temporary file, then renamed over the old
/// one — without replacing a symbolic link: when the path is a link, the file at the end of its
/// chain of links gets the new content and every link stays as it was.
///
/// ```swift
/// // Calendar.ics -> Sync/Calendar.ics
/// try AtomicFileWriter.write(data, to: documents.appendingPathComponent("Calendar.ics"))
/// // Sync/Calendar.ics holds `data`; Calendar.ics is still the link.
/// ```
package enum AtomicFileWriter {
    /// Links followed before giving up, as Linux's `MAXSYMLINKS`.
    static let maximumLinks = 40

    /// Writes `data` atomically to the file ``target(of:)`` names.
    /// - Throws: the errors of ``target(of:)`` and of `Data.write(to:options:)`.
    package static func write(_ data: Data, to url: URL) throws {
        try data.write(to: try target(of: url), options: .atomic)
    }

    /// The file a write to `url` replaces: `url` itself, or when it is a symbolic link, the end of its
    /// chain of links (a relative link is read against the folder the link is in). The end need not
    /// exist yet.
    /// - Throws: `POSIXError(.ELOOP)` for more than ``maximumLinks`` links (a loop); the error of
    ///   reading a link.
    package static func target(of url: URL) throws -> URL {
        var path = url.path
        for _ in 0...maximumLinks {
            var status = stat()
            guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else {
                return URL(fileURLWithPath: path)
            }
            let destination = try FileManager.default.destinationOfSymbolicLink(atPath: path)
            path =
                destination.hasPrefix("/")
                ? destination : (path as NSString).deletingLastPathComponent + "/" + destination
        }
        throw POSIXError(.ELOOP)
    }
}
