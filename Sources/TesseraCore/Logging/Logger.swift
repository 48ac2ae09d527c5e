/// A named source of log messages.
///
/// For example:
/// ```swift
/// let log = Logger(category: "text")
/// log.warning("unknown font family", metadata: ["family": "Helvetica"])
/// // [warning] text: unknown font family {family=Helvetica}
/// ```
public struct Logger: Sendable {
    /// The subsystem name put on every record, e.g. "text".
    public let category: String
    /// Where records go.
    public let hub: LogHub

    /// A logger for `category`, sending to `hub` (the process-wide hub by default).
    public init(category: String, hub: LogHub = .shared) {
        self.category = category
        self.hub = hub
    }

    /// Logs `message` at `level`. The message is built only when `level` passes the hub's minimum.
    public func log(
        _ level: LogLevel, _ message: @autoclosure () -> String, metadata: [String: String] = [:],
        file: String = #fileID, line: Int = #line
    ) {
        guard level >= hub.minimumLevel else { return }
        hub.send(
            LogRecord(level: level, category: category, message: message(), metadata: metadata, file: file, line: line))
    }

    /// Logs at `.trace`; the message is built only when the level passes the hub's minimum.
    public func trace(
        _ message: @autoclosure () -> String, metadata: [String: String] = [:], file: String = #fileID,
        line: Int = #line
    ) {
        log(.trace, message(), metadata: metadata, file: file, line: line)
    }

    /// Logs at `.debug`; the message is built only when the level passes the hub's minimum.
    public func debug(
        _ message: @autoclosure () -> String, metadata: [String: String] = [:], file: String = #fileID,
        line: Int = #line
    ) {
        log(.debug, message(), metadata: metadata, file: file, line: line)
    }

    /// Logs at `.info`; the message is built only when the level passes the hub's minimum.
    public func info(
        _ message: @autoclosure () -> String, metadata: [String: String] = [:], file: String = #fileID,
        line: Int = #line
    ) {
        log(.info, message(), metadata: metadata, file: file, line: line)
    }

    /// Logs at `.notice`; the message is built only when the level passes the hub's minimum.
    public func notice(
        _ message: @autoclosure () -> String, metadata: [String: String] = [:], file: String = #fileID,
        line: Int = #line
    ) {
        log(.notice, message(), metadata: metadata, file: file, line: line)
    }

    /// Logs at `.warning`; the message is built only when the level passes the hub's minimum.
    public func warning(
        _ message: @autoclosure () -> String, metadata: [String: String] = [:], file: String = #fileID,
        line: Int = #line
    ) {
        log(.warning, message(), metadata: metadata, file: file, line: line)
    }

    /// Logs at `.error`; the message is built only when the level passes the hub's minimum.
    public func error(
        _ message: @autoclosure () -> String, metadata: [String: String] = [:], file: String = #fileID,
        line: Int = #line
    ) {
        log(.error, message(), metadata: metadata, file: file, line: line)
    }

    /// Logs at `.critical`; the message is built only when the level passes the hub's minimum.
    public func critical(
        _ message: @autoclosure () -> String, metadata: [String: String] = [:], file: String = #fileID,
        line: Int = #line
    ) {
        log(.critical, message(), metadata: metadata, file: file, line: line)
    }
}
