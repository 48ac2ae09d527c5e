import Foundation

/// A destination for log records. Sinks are called from any thread.
///
/// Each sink has its own ``minimumLevel``: the hub drops records below the hub's minimum first, then
/// hands each sink only the records at or above the sink's minimum — a console sink showing warnings
/// while a file sink keeps everything from `.debug` up.
public protocol LogSink: Sendable {
    /// Records below this level are not handed to the sink. Defaults to `.trace` (everything).
    var minimumLevel: LogLevel { get }

    func receive(_ record: LogRecord)
}

extension LogSink {
    public var minimumLevel: LogLevel { .trace }
}

/// Writes each record as one line to standard error.
public struct ConsoleLogSink: LogSink {
    public let minimumLevel: LogLevel

    public init(minimumLevel: LogLevel = .trace) {
        self.minimumLevel = minimumLevel
    }

    public func receive(_ record: LogRecord) {
        FileHandle.standardError.write(Data((record.formatted + "\n").utf8))
    }
}

/// Keeps records in memory, for tests that assert on what was logged.
public final class MemoryLogSink: LogSink {
    private let storage = Lock<[LogRecord]>([])
    public let minimumLevel: LogLevel

    public init(minimumLevel: LogLevel = .trace) {
        self.minimumLevel = minimumLevel
    }

    public func receive(_ record: LogRecord) {
        storage.withLock { $0.append(record) }
    }

    /// Every record received so far, oldest first.
    public var records: [LogRecord] { storage.withLock { $0 } }

    public func removeAll() { storage.withLock { $0.removeAll() } }
}
