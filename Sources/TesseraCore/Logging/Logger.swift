import Synchronization

/// Routes log records to sinks. `LogHub.shared` is the app-wide hub every `Logger` uses unless
/// given another; tests install a `MemoryLogSink` on it or build their own hub.
///
/// Thread-safe: sinks and the minimum level are guarded by a mutex.
public final class LogHub: Sendable {
    private struct State {
        var sinks: [any LogSink]
        var minimumLevel: LogLevel
    }

    private let state: Mutex<State>

    /// The process-wide hub: a console sink, minimum level `.info`.
    public static let shared = LogHub(sinks: [ConsoleLogSink()], minimumLevel: .info)

    public init(sinks: [any LogSink] = [], minimumLevel: LogLevel = .info) {
        state = Mutex(State(sinks: sinks, minimumLevel: minimumLevel))
    }

    /// Records below this level are dropped before reaching any sink.
    public var minimumLevel: LogLevel {
        get { state.withLock { $0.minimumLevel } }
        set { state.withLock { $0.minimumLevel = newValue } }
    }

    public func addSink(_ sink: any LogSink) {
        state.withLock { $0.sinks.append(sink) }
    }

    /// Removes every sink that is the same object as `sink`.
    public func removeSink(_ sink: some LogSink & AnyObject) {
        state.withLock { $0.sinks.removeAll { ($0 as AnyObject) === sink } }
    }

    public func send(_ record: LogRecord) {
        let sinks: [any LogSink]? = state.withLock { state in
            record.level >= state.minimumLevel ? state.sinks : nil
        }
        sinks?.forEach { $0.receive(record) }
    }
}

/// A named source of log messages.
///
/// For example:
/// ```swift
/// let log = Logger(category: "text")
/// log.warning("unknown font family", metadata: ["family": "Helvetica"])
/// // [warning] text: unknown font family {family=Helvetica}
/// ```
public struct Logger: Sendable {
    public let category: String
    public let hub: LogHub

    public init(category: String, hub: LogHub = .shared) {
        self.category = category
        self.hub = hub
    }

    public func log(
        _ level: LogLevel, _ message: @autoclosure () -> String, metadata: [String: String] = [:],
        file: String = #fileID, line: Int = #line
    ) {
        guard level >= hub.minimumLevel else { return }
        hub.send(LogRecord(level: level, category: category, message: message(), metadata: metadata, file: file, line: line))
    }

    public func debug(_ message: @autoclosure () -> String, metadata: [String: String] = [:], file: String = #fileID, line: Int = #line) {
        log(.debug, message(), metadata: metadata, file: file, line: line)
    }

    public func info(_ message: @autoclosure () -> String, metadata: [String: String] = [:], file: String = #fileID, line: Int = #line) {
        log(.info, message(), metadata: metadata, file: file, line: line)
    }

    public func warning(_ message: @autoclosure () -> String, metadata: [String: String] = [:], file: String = #fileID, line: Int = #line) {
        log(.warning, message(), metadata: metadata, file: file, line: line)
    }

    public func error(_ message: @autoclosure () -> String, metadata: [String: String] = [:], file: String = #fileID, line: Int = #line) {
        log(.error, message(), metadata: metadata, file: file, line: line)
    }
}
