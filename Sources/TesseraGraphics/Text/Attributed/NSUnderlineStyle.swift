/// How an underline or strikethrough is drawn (`NSUnderlineStyle`, with iOS's raw values). The
/// text engine draws every style but none as a single line.
///
/// For example:
/// ```swift
/// let link = NSAttributedString(string: "Terms", attributes: [.underlineStyle: NSUnderlineStyle.single.rawValue])
/// ```
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// One thin line.
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// One thick line (drawn as a single line here).
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// Two thin lines (drawn as a single line here).
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    /// A dotted pattern, combined with a line style (drawn solid here).
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    /// A dashed pattern, combined with a line style (drawn solid here).
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    /// A dash-dot pattern, combined with a line style (drawn solid here).
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    /// A dash-dot-dot pattern, combined with a line style (drawn solid here).
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    /// Lines under words only, not under the spaces between them (drawn under everything here).
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}
