/// Why a `.strings` file was rejected. Every case but ``invalidEncoding`` carries a 1-based line:
/// where the string, comment or escape starts; for a missing `=` or `;`, the line of the key or value
/// it should follow. `found` describes what was there instead (`"value"`, `';'`, `end of file`).
public enum StringsFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The bytes are neither UTF-8 nor UTF-16 with a byte-order mark.
    case invalidEncoding
    /// A quoted string opened on `line` never closes.
    case unterminatedString(line: Int)
    /// A `/* … */` comment opened on `line` never closes.
    case unterminatedComment(line: Int)
    /// A key (a quoted string or a bare word) was expected.
    case expectedKey(line: Int, found: String)
    /// `=` was expected after the key.
    case expectedEquals(line: Int, found: String)
    /// A value (a quoted string or a bare word) was expected after `=`.
    case expectedValue(line: Int, found: String)
    /// `;` was expected after the value.
    case expectedSemicolon(line: Int, found: String)
    /// An escape the format does not define (`\q`), or `\U` without four hex digits, or a lone
    /// UTF-16 surrogate; `sequence` is the text from the backslash.
    case invalidEscape(line: Int, sequence: String)
    /// The key appears a second time; `firstLine` is where it was first defined.
    case duplicateKey(String, line: Int, firstLine: Int)

    /// The line the problem starts on; `nil` for ``invalidEncoding``.
    public var line: Int? {
        switch self {
        case .invalidEncoding: nil
        case .unterminatedString(let line), .unterminatedComment(let line): line
        case .expectedKey(let line, _), .expectedEquals(let line, _), .expectedValue(let line, _),
            .expectedSemicolon(let line, _), .invalidEscape(let line, _):
            line
        case .duplicateKey(_, let line, _): line
        }
    }

    /// A one-line English message naming the culprit, for logs.
    public var description: String {
        switch self {
        case .invalidEncoding: "not UTF-8 or UTF-16 text"
        case .unterminatedString(let line): "line \(line): string is not terminated"
        case .unterminatedComment(let line): "line \(line): comment is not terminated"
        case .expectedKey(let line, let found): "line \(line): expected a key, found \(found)"
        case .expectedEquals(let line, let found): "line \(line): expected '=', found \(found)"
        case .expectedValue(let line, let found): "line \(line): expected a value, found \(found)"
        case .expectedSemicolon(let line, let found): "line \(line): expected ';', found \(found)"
        case .invalidEscape(let line, let sequence): "line \(line): invalid escape \(sequence)"
        case .duplicateKey(let key, let line, let firstLine):
            "line \(line): key \"\(key)\" already defined on line \(firstLine)"
        }
    }
}
