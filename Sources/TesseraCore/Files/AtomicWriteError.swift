package import Foundation

/// Why ``AtomicFileWriter`` wrote nothing. Whatever was at the path — a file, a chain of links, a
/// directory — is left as it was.
///
/// ```swift
/// // settings.plist -> settings.plist (a link to itself)
/// try AtomicFileWriter.write(data, to: settings)   // throws .symbolicLinkLoop(settings)
/// ```
package enum AtomicWriteError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `url` starts a chain of more than ``AtomicFileWriter/maximumLinks`` symbolic links: a loop.
    case symbolicLinkLoop(URL)
    /// The file a write to `url` would replace (`target`, the end of its links) is `found` — a
    /// directory, named pipe, socket or device — not a regular file.
    case notAFile(URL, target: URL, found: FileKind)
    /// The system refused to read a link or write the file (`reason`, such as "Permission denied").
    case cannotWrite(URL, reason: String)

    /// The path the caller asked to write.
    package var url: URL {
        switch self {
        case .symbolicLinkLoop(let url), .notAFile(let url, _, _), .cannotWrite(let url, _): url
        }
    }

    /// Why, in one line of English, without the path (callers put it beside their own message).
    package var reason: String {
        switch self {
        case .symbolicLinkLoop: "too many levels of symbolic links (a loop)"
        case .notAFile(_, let target, let kind): "\(target.path) is \(kind), not a regular file; left in place"
        case .cannotWrite(_, let reason): reason
        }
    }

    package var description: String { "cannot write \(url.path): \(reason)" }
}
