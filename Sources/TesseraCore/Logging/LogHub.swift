/// Routes log records to sinks. `LogHub.shared` is the app-wide hub every `Logger` uses unless
/// given another; tests install a `MemoryLogSink` on it or build their own hub.
///
/// Thread-safe: sinks and the minimum level are guarded by a mutex.
///
/// For example, a hub of its own for a test:
/// ```swift
/// let sink = MemoryLogSink()
/// let log = Logger(category: "sync", hub: LogHub(sinks: [sink], minimumLevel: .debug))
/// log.debug("started")
/// #expect(sink.records.map(\.message) == ["started"])
/// ```
public final class LogHub: Sendable {
    private struct State {
        var sinks: [any LogSink]
        var minimumLevel: LogLevel
    }

    private let state: Lock<State>

    /// The process-wide hub: a console sink, minimum level `.info`.
    public static let shared = LogHub(sinks: [ConsoleLogSink()], minimumLevel: .info)

    /// A hub sending records at or above `minimumLevel` to `sinks`.
    public init(sinks: [any LogSink] = [], minimumLevel: LogLevel = .info) {
        state = Lock(State(sinks: sinks, minimumLevel: minimumLevel))
    }

    /// Records below this level are dropped before reaching any sink (each sink may drop more with
    /// its own ``LogSink/minimumLevel``).
    public var minimumLevel: LogLevel {
        get { state.withLock { $0.minimumLevel } }
        set { state.withLock { $0.minimumLevel = newValue } }
    }

    /// Adds a destination; records sent from now on reach it. Thread-safe.
    public func addSink(_ sink: any LogSink) {
        state.withLock { $0.sinks.append(sink) }
    }

    /// Removes every sink that is the same object as `sink`.
    public func removeSink(_ sink: some LogSink & AnyObject) {
        state.withLock { $0.sinks.removeAll { ($0 as AnyObject) === sink } }
    }

    /// Hands `record` to every sink whose own minimum level it reaches, if it reaches the hub's
    /// minimum level. Sinks run on the calling thread, outside the hub's lock.
    public func send(_ record: LogRecord) {
        let sinks: [any LogSink]? = state.withLock { state in
            record.level >= state.minimumLevel ? state.sinks : nil
        }
        for sink in sinks ?? [] where record.level >= sink.minimumLevel {
            sink.receive(record)
        }
    }
}
