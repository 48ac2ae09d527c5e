public import Foundation

/// Why a file tracking sink could not be set up or could not write an event.
public enum TrackingSinkError: Error, CustomStringConvertible {
    /// The file (or its folder) could not be created or opened for appending.
    case cannotOpen(URL, underlying: any Error)
    /// The event could not be encoded (a non-finite number); carries the event's name.
    case cannotEncode(eventName: String, underlying: any Error)
    /// The line could not be appended to the file.
    case cannotWrite(URL, underlying: any Error)

    public var description: String {
        switch self {
        case .cannotOpen(let url, let underlying): "cannot open \(url.path): \(underlying)"
        case .cannotEncode(let name, let underlying): "cannot encode event \(name): \(underlying)"
        case .cannotWrite(let url, let underlying): "cannot write \(url.path): \(underlying)"
        }
    }
}
