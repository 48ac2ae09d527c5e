public import Foundation

/// Appends records to `<baseName>.<extension>` in a folder and rotates by size, keeping a bounded
/// number of files: `app.log` (current), `app.1.log` (newest archive), … `app.<N-1>.log` (oldest).
///
/// Before a line is appended, if the current file is not empty and the line would take it past
/// `maximumFileSize` bytes, the files shift up by one (`app.log` → `app.1.log`, `app.1.log` →
/// `app.2.log`, …), the oldest beyond `maximumFileCount` is deleted, and a new `app.log` begins.
/// A line is never split, so a single line larger than the bound gets a file of its own.
///
/// Each line is ``LogRecord/timestampedLine`` plus a newline, UTF-8. An existing `app.log` is
/// appended to, so logs survive restarts. Thread-safe: writes are serialised by a lock.
///
/// ```swift
/// let sink = try RotatingFileLogSink(directory: logsFolder, maximumFileSize: 512 * 1024,
///                                     maximumFileCount: 4, minimumLevel: .debug)
/// LogHub.shared.addSink(sink)
/// ```
///
/// Failures while writing or rotating are reported to `errorHandler` (by default: one line on
/// standard error); logging itself never throws.
public final class RotatingFileLogSink: LogSink {
    private struct State {
        var handle: FileHandle?
        var size: Int
    }

    /// Records below this level are not written.
    public let minimumLevel: LogLevel
    /// The folder holding the files.
    public let directory: URL
    /// The file name without extension; rotated files add `.1`, `.2` … before the extension.
    public let baseName: String
    /// The file extension, without the dot.
    public let fileExtension: String
    /// Size bound of one file, in bytes.
    public let maximumFileSize: Int
    /// Files kept, the current one included.
    public let maximumFileCount: Int
    private let errorHandler: @Sendable (LogFileError) -> Void
    private let state: Lock<State>

    /// Opens (creating if needed) `directory/baseName.fileExtension` for appending.
    ///
    /// - Parameters:
    ///   - maximumFileSize: bytes per file before rotating; must be positive.
    ///   - maximumFileCount: files kept including the current one; at least 1 (1 means the current
    ///     file is simply restarted when full).
    /// - Throws: ``LogFileError/cannotCreateDirectory(_:underlying:)`` or
    ///   ``LogFileError/cannotOpen(_:underlying:)``.
    public init(
        directory: URL, baseName: String = "app", fileExtension: String = "log",
        maximumFileSize: Int = 1_048_576, maximumFileCount: Int = 5, minimumLevel: LogLevel = .trace,
        errorHandler: @escaping @Sendable (LogFileError) -> Void = RotatingFileLogSink.reportToStandardError
    ) throws(LogFileError) {
        precondition(maximumFileSize > 0, "RotatingFileLogSink: maximumFileSize must be positive")
        precondition(maximumFileCount >= 1, "RotatingFileLogSink: maximumFileCount must be at least 1")
        self.directory = directory
        self.baseName = baseName
        self.fileExtension = fileExtension
        self.maximumFileSize = maximumFileSize
        self.maximumFileCount = maximumFileCount
        self.minimumLevel = minimumLevel
        self.errorHandler = errorHandler
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw .cannotCreateDirectory(directory, underlying: error)
        }
        let current = directory.appendingPathComponent("\(baseName).\(fileExtension)")
        let (handle, size) = try Self.openForAppending(current)
        state = Lock(State(handle: handle, size: size))
    }

    deinit {
        state.withLock { state in
            try? state.handle?.close()
        }
    }

    /// The file being written: `directory/baseName.fileExtension`.
    public var currentFileURL: URL { fileURL(index: 0) }

    /// The file with archive number `index` (0 is the current file, 1 the newest archive).
    public func fileURL(index: Int) -> URL {
        let name = index == 0 ? "\(baseName).\(fileExtension)" : "\(baseName).\(index).\(fileExtension)"
        return directory.appendingPathComponent(name)
    }

    /// The default error handler: one line on standard error per failure.
    public static func reportToStandardError(_ error: LogFileError) {
        FileHandle.standardError.write(Data("RotatingFileLogSink: \(error)\n".utf8))
    }

    /// Appends `record` as one line, first rotating when the line would take the file past
    /// `maximumFileSize`. Failures go to the error handler. Thread-safe.
    public func receive(_ record: LogRecord) {
        let line = Data((record.timestampedLine + "\n").utf8)
        let failures = state.withLock { state -> [LogFileError] in
            var failures: [LogFileError] = []
            if state.size > 0, state.size + line.count > maximumFileSize {
                failures += rotate(&state)
            }
            guard let handle = state.handle else { return failures }
            do {
                try handle.write(contentsOf: line)
                state.size += line.count
            } catch {
                failures.append(.cannotWrite(currentFileURL, underlying: error))
            }
            return failures
        }
        failures.forEach(errorHandler)
    }

    /// Shifts the archives up by one, drops the oldest, and starts a new current file.
    private func rotate(_ state: inout State) -> [LogFileError] {
        var failures: [LogFileError] = []
        try? state.handle?.close()
        state.handle = nil
        let files = FileManager.default
        let oldest = fileURL(index: maximumFileCount - 1)
        do { try OwnedFileRemover.removeFile(at: oldest) } catch {
            failures.append(.cannotRotate(oldest, underlying: error))
        }
        if maximumFileCount > 1 {
            for index in stride(from: maximumFileCount - 2, through: 0, by: -1) {
                let source = fileURL(index: index)
                guard files.fileExists(atPath: source.path) else { continue }
                do {
                    try files.moveItem(at: source, to: fileURL(index: index + 1))
                } catch {
                    failures.append(.cannotRotate(source, underlying: error))
                }
            }
        }
        do {
            let (handle, size) = try Self.openForAppending(currentFileURL, truncate: true)
            state.handle = handle
            state.size = size
        } catch {
            failures.append(error)
        }
        return failures
    }

    private static func openForAppending(_ url: URL, truncate: Bool = false) throws(LogFileError) -> (FileHandle, Int) {
        let files = FileManager.default
        if truncate || !files.fileExists(atPath: url.path) {
            guard files.createFile(atPath: url.path, contents: nil) else {
                throw .cannotOpen(url, underlying: CocoaError(.fileWriteUnknown))
            }
        }
        do {
            let handle = try FileHandle(forWritingTo: url)
            let size = try handle.seekToEnd()
            return (handle, Int(size))
        } catch {
            throw .cannotOpen(url, underlying: error)
        }
    }
}
