public import Foundation

/// A Material Design icon: one glyph of the "Material Icons" font (Debian package
/// `fonts-material-design-icons-iconfont`), drawn as text at any size and colour.
///
/// Icons are picked by typed names (`Icon(.star)`) or, for names that come from data, by the
/// font's own snake_case names (`Icon(named: "star_border")`), which are checked against the
/// name → code point map the package ships and the glyphs the installed font really has.
///
/// For example:
/// ```swift
/// let star = Icon(.star)
/// star.codePoint                                   // U+E838
/// Icon(named: "sentiment_very_satisfied")?.name    // .sentimentVerySatisfied
/// Icon(named: "no_such_icon")                      // nil
/// let text = star.attributedText(size: 24, color: .black)
/// TextEngine.shared.size(of: text, width: nil, style: ParagraphStyle())  // 24 × 24
/// ```
public struct Icon: Hashable, Sendable {
    /// Which icon.
    public let name: Name

    /// The icon `name` names.
    public init(_ name: Name) {
        self.name = name
    }

    /// The icon the font calls `named` (snake_case, e.g. "calendar_today"), or nil when the code
    /// point map has no such name or the installed font has no glyph for it.
    public init?(named: String) {
        guard let name = Name(rawValue: named) else { return nil }
        self.init(name)
    }

    /// The font's character for this icon (in the Private Use Area).
    public var codePoint: Unicode.Scalar { name.codePoint }

    /// The icon as text: its code point in the Material Icons font.
    ///
    /// The glyph is a square of `size` points: the font's advance and line height are both one
    /// em, so the text measures `size × size`.
    ///
    /// - Parameters:
    ///   - size: the icon's edge in points (the font size). Must be > 0.
    ///   - color: the glyph colour; dynamic colours resolve when drawn.
    /// - Precondition: `size` is finite and > 0.
    public func attributedText(size: CGFloat, color: UIColor) -> AttributedText {
        AttributedText(
            String(Character(codePoint)),
            attributes: TextAttributes(font: UIFont(family: UIFont.iconFamily, size: size), foregroundColor: color))
    }

    /// Every icon name the installed font can draw, sorted by name. Falls back to the typed
    /// constants when the package's code point map is missing.
    public static var availableNames: [Name] {
        IconCodePointMap.available.map { Name(validated: $0.key, codePoint: $0.value) }.sorted {
            $0.rawValue < $1.rawValue
        }
    }
}
