import Foundation

/// A destination for log records. Sinks are called from any thread.
///
/// Each sink has its own ``minimumLevel``: the hub drops records below the hub's minimum first, then
/// hands each sink only the records at or above the sink's minimum — a console sink showing warnings
/// while a file sink keeps everything from `.debug` up.
///
/// For example, a sink keeping only errors:
/// ```swift
/// final class ErrorCollector: LogSink {
///     let minimumLevel = LogLevel.error
///     private let messages = Mutex<[String]>([])
///     func receive(_ record: LogRecord) { messages.withLock { $0.append(record.message) } }
/// }
/// ```
public protocol LogSink: Sendable {
    /// Records below this level are not handed to the sink. Defaults to `.trace` (everything).
    var minimumLevel: LogLevel { get }

    /// Handles one record at or above `minimumLevel`. Called from any thread, possibly from several at
    /// once; must not block for long.
    func receive(_ record: LogRecord)
}

extension LogSink {
    /// Everything: `.trace`.
    public var minimumLevel: LogLevel { .trace }
}

/// Writes each record as one line to standard error.
///
/// For example, warnings and worse on the console:
/// ```swift
/// let hub = LogHub(sinks: [ConsoleLogSink(minimumLevel: .warning)], minimumLevel: .trace)
/// ```
public struct ConsoleLogSink: LogSink {
    /// Records below this level are not written.
    public let minimumLevel: LogLevel

    /// A sink writing records at or above `minimumLevel` to standard error.
    public init(minimumLevel: LogLevel = .trace) {
        self.minimumLevel = minimumLevel
    }

    /// Writes `record` as one line (`LogRecord/formatted`) to standard error.
    public func receive(_ record: LogRecord) {
        FileHandle.standardError.write(Data((record.formatted + "\n").utf8))
    }
}

/// Keeps records in memory, for tests that assert on what was logged.
///
/// For example:
/// ```swift
/// let sink = MemoryLogSink(minimumLevel: .warning)
/// LogHub.shared.addSink(sink)
/// Logger(category: "text").warning("unknown font family")
/// sink.records.last?.category   // "text"
/// ```
public final class MemoryLogSink: LogSink {
    private let storage = Lock<[LogRecord]>([])
    /// Records below this level are not kept.
    public let minimumLevel: LogLevel

    /// An empty sink keeping records at or above `minimumLevel`.
    public init(minimumLevel: LogLevel = .trace) {
        self.minimumLevel = minimumLevel
    }

    /// Appends `record` to `records`; thread-safe.
    public func receive(_ record: LogRecord) {
        storage.withLock { $0.append(record) }
    }

    /// Every record received so far, oldest first.
    public var records: [LogRecord] { storage.withLock { $0 } }

    /// Forgets every record received so far.
    public func removeAll() { storage.withLock { $0.removeAll() } }
}
