public import Foundation

/// Why a live-reloaded file could not be used. The reloader keeps its last good value and
/// exposes the error as ``LiveReloadable/lastError``.
public enum LiveReloadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file does not exist (yet, or any more — an editor may have renamed it away mid-save).
    case missingFile(URL)
    /// The file exists but could not be read: not a regular file (a directory or named pipe), or
    /// the system refused; `reason` says which.
    case unreadableFile(URL, reason: String)
    /// The file holds `byteCount` bytes, more than the format's ``LiveReloadFormat/maximumByteCount``
    /// (`limit`); it was not read.
    case tooLarge(URL, byteCount: Int, limit: Int)
    /// The file was read but its content is not valid for the format.
    case invalidContent(URL, FileContentError)

    /// The file at fault.
    public var url: URL {
        switch self {
        case .missingFile(let url), .unreadableFile(let url, _), .tooLarge(let url, _, _), .invalidContent(let url, _):
            url
        }
    }

    /// A one-line English message naming the file and the fault, for logs.
    public var description: String {
        switch self {
        case .missingFile(let url): "\(url.lastPathComponent): no such file"
        case .unreadableFile(let url, let reason): "\(url.lastPathComponent): cannot read (\(reason))"
        case .tooLarge(let url, let byteCount, let limit):
            "\(url.lastPathComponent): \(byteCount) bytes, more than the \(limit) allowed"
        case .invalidContent(let url, let error): "\(url.lastPathComponent): \(error)"
        }
    }
}

/// Why a file's bytes are not a valid value of a ``LiveReloadFormat``.
public enum FileContentError: Error, Hashable, Sendable, CustomStringConvertible {
    /// JSON that does not decode into the value type: `path` is the dotted coding path of the
    /// culprit (empty for the whole document), `reason` Foundation's explanation.
    case invalidJSON(path: String, reason: String)
    /// A theme file's error.
    case invalidTheme(ThemeDocumentError)
    /// A `.strings` file's error, with its line.
    case invalidStrings(StringsFileError)
    /// A custom format's rejection.
    case rejected(reason: String)

    /// A one-line English message naming the culprit, for logs.
    public var description: String {
        switch self {
        case .invalidJSON(let path, let reason): path.isEmpty ? reason : "\(path): \(reason)"
        case .invalidTheme(let error): error.description
        case .invalidStrings(let error): error.description
        case .rejected(let reason): reason
        }
    }
}
