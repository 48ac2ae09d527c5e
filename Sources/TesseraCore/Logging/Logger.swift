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

    public func trace(_ message: @autoclosure () -> String, metadata: [String: String] = [:], file: String = #fileID, line: Int = #line) {
        log(.trace, message(), metadata: metadata, file: file, line: line)
    }

    public func debug(_ message: @autoclosure () -> String, metadata: [String: String] = [:], file: String = #fileID, line: Int = #line) {
        log(.debug, message(), metadata: metadata, file: file, line: line)
    }

    public func info(_ message: @autoclosure () -> String, metadata: [String: String] = [:], file: String = #fileID, line: Int = #line) {
        log(.info, message(), metadata: metadata, file: file, line: line)
    }

    public func notice(_ message: @autoclosure () -> String, metadata: [String: String] = [:], file: String = #fileID, line: Int = #line) {
        log(.notice, message(), metadata: metadata, file: file, line: line)
    }

    public func warning(_ message: @autoclosure () -> String, metadata: [String: String] = [:], file: String = #fileID, line: Int = #line) {
        log(.warning, message(), metadata: metadata, file: file, line: line)
    }

    public func error(_ message: @autoclosure () -> String, metadata: [String: String] = [:], file: String = #fileID, line: Int = #line) {
        log(.error, message(), metadata: metadata, file: file, line: line)
    }

    public func critical(_ message: @autoclosure () -> String, metadata: [String: String] = [:], file: String = #fileID, line: Int = #line) {
        log(.critical, message(), metadata: metadata, file: file, line: line)
    }
}
