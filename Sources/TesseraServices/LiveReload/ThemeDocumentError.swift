/// Why a theme file was rejected. Paths name the culprit the way it is written in the file, with
/// dots between keys: `colors.tint.dark`, `metrics.cornerRadius`.
public enum ThemeDocumentError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Not JSON at all (a missing comma, a trailing brace); `reason` is the parser's message, which
    /// usually gives the line and column.
    case malformedJSON(reason: String)
    /// A key the format does not define — usually a misspelt role such as `colors.backgroud`.
    /// Rejected rather than ignored, so a typo does not silently leave the old colour in place.
    case unknownKey(path: String)
    /// A value of the wrong JSON type: `expected` says what belongs there.
    case wrongType(path: String, expected: String)
    /// A colour string that is not `#RRGGBB` or `#RRGGBBAA`.
    case invalidColor(path: String, value: String)
    /// A metric that is negative (metrics are lengths in points, ≥ 0).
    case invalidMetric(path: String, value: Double)

    /// A one-line English message naming the culprit, for logs.
    public var description: String {
        switch self {
        case .malformedJSON(let reason): "theme file is not valid JSON: \(reason)"
        case .unknownKey(let path): "unknown key \(path)"
        case .wrongType(let path, let expected): "\(path.isEmpty ? "document" : path) must be \(expected)"
        case .invalidColor(let path, let value): "\(path): \"\(value)\" is not #RRGGBB or #RRGGBBAA"
        case .invalidMetric(let path, let value): "\(path): \(value) is not a length ≥ 0"
        }
    }
}
