public import Foundation
import Glibc

/// Why ``OwnedFileRemover`` left something in place. Each case carries the culprit; `errno` values
/// are Linux's (`errno.h`).
///
/// For example:
/// ```swift
/// do {
///     _ = try OwnedFileRemover.removeDirectory(cacheURL, owning: ["thumbnails.sqlite", "thumbnails.sqlite-wal"])
/// } catch .foreignEntries(let directory, let entries) {
///     print("kept \(directory.path): it also holds \(entries.map(\.name))")
/// } catch {
///     print(error)
/// }
/// ```
public enum FileRemovalError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `url` is a directory, named pipe, socket or device — nothing a caller removes by name — so it
    /// was left as it is.
    case notAFile(URL, found: FileKind)
    /// `url` should be a directory but is `found` (a symbolic link is never followed): nothing in or at
    /// it was touched.
    case notADirectory(URL, found: FileKind)
    /// The directory holds `entries` its caller does not own: names it did not list, or listed names
    /// that are not files (a directory called `journal.sqlite`). Nothing was removed — unless the
    /// entries appeared while the removal ran; then the owned files are gone and the directory with
    /// `entries` stays.
    case foreignEntries(in: URL, [DirectoryEntry])
    /// The system refused to open or remove `url` (`EACCES`, `EPERM`, `EROFS`, `EBUSY`…).
    case cannotRemove(URL, errno: Int32)

    /// The path at fault.
    public var url: URL {
        switch self {
        case .notAFile(let url, _), .notADirectory(let url, _), .foreignEntries(let url, _), .cannotRemove(let url, _):
            url
        }
    }

    /// A one-line English message naming the culprit, for logs and command-line tools.
    public var description: String {
        switch self {
        case .notAFile(let url, let kind):
            "left \(url.path) in place: it is \(kind), not a file"
        case .notADirectory(let url, let kind):
            "left \(url.path) in place: it is \(kind), not a directory"
        case .foreignEntries(let url, let entries):
            "left \(url.path) in place: it holds "
                + (entries.count > 3
                    ? entries.prefix(3).map(\.description).joined(separator: ", ") + " and \(entries.count - 3) more"
                    : entries.map(\.description).joined(separator: ", "))
                + ", which its owner did not create"
        case .cannotRemove(let url, let code):
            "cannot remove \(url.path): \(String(cString: strerror(code))) (errno \(code))"
        }
    }
}
