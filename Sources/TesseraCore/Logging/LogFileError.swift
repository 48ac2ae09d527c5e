public import Foundation

/// Why a file log sink could not be set up or written. Each case carries the file or folder and the
/// underlying error.
public enum LogFileError: Error, CustomStringConvertible {
    /// The log folder did not exist and could not be created.
    case cannotCreateDirectory(URL, underlying: any Error)
    /// The current log file could not be created or opened for appending.
    case cannotOpen(URL, underlying: any Error)
    /// A record could not be appended; the record is lost, later records are still attempted.
    case cannotWrite(URL, underlying: any Error)
    /// Renaming or deleting an archived file while rotating failed.
    case cannotRotate(URL, underlying: any Error)

    public var description: String {
        switch self {
        case .cannotCreateDirectory(let url, let underlying): "cannot create log folder \(url.path): \(underlying)"
        case .cannotOpen(let url, let underlying): "cannot open log file \(url.path): \(underlying)"
        case .cannotWrite(let url, let underlying): "cannot write log file \(url.path): \(underlying)"
        case .cannotRotate(let url, let underlying): "cannot rotate log file \(url.path): \(underlying)"
        }
    }
}
