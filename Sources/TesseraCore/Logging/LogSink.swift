import Foundation
import Synchronization

/// A destination for log records. Sinks are called from any thread.
public protocol LogSink: Sendable {
    func receive(_ record: LogRecord)
}

/// Writes each record as one line to standard error.
public struct ConsoleLogSink: LogSink {
    public init() {}

    public func receive(_ record: LogRecord) {
        FileHandle.standardError.write(Data((record.formatted + "\n").utf8))
    }
}

/// Keeps records in memory, for tests that assert on what was logged.
public final class MemoryLogSink: LogSink {
    private let storage = Mutex<[LogRecord]>([])

    public init() {}

    public func receive(_ record: LogRecord) {
        storage.withLock { $0.append(record) }
    }

    /// Every record received so far, oldest first.
    public var records: [LogRecord] { storage.withLock { $0 } }

    public func removeAll() { storage.withLock { $0.removeAll() } }
}
