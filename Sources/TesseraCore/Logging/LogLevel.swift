/// Severity of a log record, least severe first (the syslog-derived levels of swift-log).
///
/// For example:
/// ```swift
/// LogHub.shared.minimumLevel = .warning   // drop trace … notice everywhere
/// LogLevel.error > .warning               // true
/// ```
public enum LogLevel: Int, Hashable, Sendable, CaseIterable, Comparable, CustomStringConvertible {
    /// Step-by-step detail, for following a computation.
    case trace
    /// Detail for debugging.
    case debug
    /// Normal events worth keeping.
    case info
    /// Normal but significant events.
    case notice
    /// Something unexpected that the program recovered from.
    case warning
    /// A failure of an operation.
    case error
    /// A failure the program may not survive.
    case critical

    /// Orders levels by severity, `trace` lowest.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String {
        switch self {
        case .trace: "trace"
        case .debug: "debug"
        case .info: "info"
        case .notice: "notice"
        case .warning: "warning"
        case .error: "error"
        case .critical: "critical"
        }
    }
}
