public import TesseraGraphics

/// How one kind of text is set: a Dynamic Type style (which gives the size per content size
/// category), optionally with another weight or font family.
///
/// ```swift
/// let headline = Typography(.headline)                          // Inter 17 pt semibold at Large
/// let display = Typography(.largeTitle, weight: .bold)         // Inter 34 pt bold at Large
/// display.font(for: .accessibilityMedium).size                 // 44
/// ```
public struct Typography: Hashable, Sendable {
    /// The Dynamic Type style whose size table applies.
    public var textStyle: UIFont.TextStyle
    /// A weight other than the style's own; nil keeps the style's (semibold for headline).
    public var weight: UIFont.Weight?
    /// A family other than the UI font; nil uses `UIFont.systemFamily` (Inter).
    public var family: String?

    public init(_ textStyle: UIFont.TextStyle, weight: UIFont.Weight? = nil, family: String? = nil) {
        self.textStyle = textStyle
        self.weight = weight
        self.family = family
    }

    /// Whether the typography is exactly the text style (so a label can follow Dynamic Type by
    /// itself through `UILabel.textStyle`).
    public var isPlainTextStyle: Bool { weight == nil && family == nil }

    /// The font at `category`: the style's size in points (per `UIFont.TextStyle.pointSize(for:)`), this
    /// typography's weight and family.
    public func font(for category: UIContentSizeCategory = .large) -> UIFont {
        UIFont(
            family: family ?? UIFont.systemFamily, size: textStyle.pointSize(for: category),
            weight: weight ?? textStyle.weight)
    }
}

/// A semantic kind of text in a `Theme` — what the text is for, not its size.
public enum TypographyRole: Hashable, Sendable, CaseIterable {
    /// The big title at the top of a screen.
    case largeTitle
    /// A screen or card title.
    case title
    /// A navigation bar's title.
    case navigationTitle
    /// Emphasised body text: row titles.
    case headline
    /// Running text.
    case body
    /// Text of buttons and bar items.
    case button
    /// Callouts and secondary paragraphs.
    case callout
    /// Subtitles under a headline.
    case subheadline
    /// Footnotes and section headers.
    case footnote
    /// Captions, timestamps, tags.
    case caption

    /// The typography `Theme`'s default gives this role: the matching Dynamic Type style, bold for
    /// `largeTitle`, semibold for `title`, `navigationTitle` and `headline`.
    public var defaultTypography: Typography {
        switch self {
        case .largeTitle: Typography(.largeTitle, weight: .bold)
        case .title: Typography(.title2, weight: .semibold)
        case .navigationTitle: Typography(.headline)
        case .headline: Typography(.headline)
        case .body: Typography(.body)
        case .button: Typography(.body)
        case .callout: Typography(.callout)
        case .subheadline: Typography(.subheadline)
        case .footnote: Typography(.footnote)
        case .caption: Typography(.caption1)
        }
    }
}
