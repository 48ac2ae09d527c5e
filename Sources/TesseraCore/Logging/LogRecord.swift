public import Foundation

/// One message as sinks receive it.
///
/// For example:
/// ```swift
/// let record = LogRecord(level: .warning, category: "text", message: "unknown font family")
/// record.formatted   // "[warning] text: unknown font family"
/// ```
public struct LogRecord: Hashable, Sendable {
    /// When the message was logged.
    public var date: Date
    /// How severe the message is.
    public var level: LogLevel
    /// The subsystem that logged, e.g. "text" or "layout".
    public var category: String
    /// The message text.
    public var message: String
    /// Extra context as label/value pairs, printed sorted by label.
    public var metadata: [String: String]
    /// The file (`#fileID`) that logged.
    public var file: String
    /// The line of `file` that logged.
    public var line: Int

    /// A record; `date`, `file` and `line` default to now and the caller's position.
    public init(
        date: Date = Date(), level: LogLevel, category: String, message: String,
        metadata: [String: String] = [:], file: String = #fileID, line: Int = #line
    ) {
        self.date = date
        self.level = level
        self.category = category
        self.message = message
        self.metadata = metadata
        self.file = file
        self.line = line
    }

    /// `[level] category: message {key=value, …}` with metadata sorted by key.
    public var formatted: String {
        var text = "[\(level)] \(category): \(message)"
        if !metadata.isEmpty {
            text +=
                " {" + metadata.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ", ") + "}"
        }
        return text
    }

    /// ``formatted`` prefixed with the date in ISO 8601 (UTC, milliseconds), as written to log
    /// files: `2026-02-01T10:00:00.000Z [info] sync: done {items=3}`.
    public var timestampedLine: String {
        date.formatted(Self.timestampStyle) + " " + formatted
    }

    private static let timestampStyle = Date.ISO8601FormatStyle(includingFractionalSeconds: true, timeZone: .gmt)
}
