public import Foundation

/// Appends each event to a file as one line of JSON (JSON Lines: `{…}\n` per event), keys sorted and
/// dates in ISO 8601 UTC — see ``TrackingEvent/jsonLine()``. An existing file is appended to.
///
/// ```swift
/// let sink = try JSONLinesTrackingSink(fileURL: folder.appendingPathComponent("events.jsonl"))
/// tracker.addSink(sink)
/// // {"date":"2026-02-01T10:00:00.000Z","name":"screen_view","properties":{"screen_name":"Home"}}
/// ```
///
/// Failures to encode or write an event go to `errorHandler` (default: standard error); tracking
/// never throws. Thread-safe: lines are appended under a lock, never interleaved.
public final class JSONLinesTrackingSink: TrackingSink {
    /// The file written.
    public let fileURL: URL
    private let handle: Lock<FileHandle>
    private let errorHandler: @Sendable (TrackingSinkError) -> Void

    /// Opens `fileURL` for appending, creating it and its folder if needed.
    /// - Throws: ``TrackingSinkError/cannotOpen(_:underlying:)``.
    public init(
        fileURL: URL,
        errorHandler: @escaping @Sendable (TrackingSinkError) -> Void = JSONLinesTrackingSink.reportToStandardError
    ) throws(TrackingSinkError) {
        self.fileURL = fileURL
        self.errorHandler = errorHandler
        let files = FileManager.default
        do {
            try files.createDirectory(at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
            if !files.fileExists(atPath: fileURL.path), !files.createFile(atPath: fileURL.path, contents: nil) {
                throw CocoaError(.fileWriteUnknown)
            }
            let handle = try FileHandle(forWritingTo: fileURL)
            try handle.seekToEnd()
            self.handle = Lock(handle)
        } catch {
            throw .cannotOpen(fileURL, underlying: error)
        }
    }

    deinit {
        handle.withLock { try? $0.close() }
    }

    /// The default error handler: one line on standard error per failure.
    public static func reportToStandardError(_ error: TrackingSinkError) {
        FileHandle.standardError.write(Data("JSONLinesTrackingSink: \(error)\n".utf8))
    }

    /// Appends `event` as one JSON line; encoding and write failures go to the sink's error handler,
    /// never to the caller. Thread-safe.
    public func receive(_ event: TrackingEvent) {
        let line: String
        do {
            line = try event.jsonLine()
        } catch {
            errorHandler(.cannotEncode(eventName: event.name, underlying: error))
            return
        }
        let failure = handle.withLock { handle -> TrackingSinkError? in
            do {
                try handle.write(contentsOf: Data((line + "\n").utf8))
                return nil
            } catch {
                return .cannotWrite(fileURL, underlying: error)
            }
        }
        failure.map(errorHandler)
    }
}
