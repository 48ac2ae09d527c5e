public import Foundation
public import TesseraGraphics

/// The standard content of a list cell or header: an image, a text and a secondary text, styled
/// as the system styles them (`UIListContentConfiguration`).
///
/// Start from a preset — `cell()`, `subtitleCell()`, `valueCell()`, `groupedHeader()`, … — or from
/// a cell's `defaultContentConfiguration()`, fill in the content, adjust the properties, and set
/// it as the cell's `contentConfiguration`. Fonts of the presets follow Dynamic Type.
///
/// For example:
/// ```swift
/// var content = UIListContentConfiguration.subtitleCell()
/// content.text = "The Left Hand of Darkness"
/// content.secondaryText = "Ursula K. Le Guin"
/// content.image = UIImage(systemName: "book")
/// content.imageProperties.tintColor = .systemOrange
/// cell.contentConfiguration = content
/// ```
///
/// Differences from UIKit: no attributed texts, no symbol configuration or colour transformers.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable, Sendable {
    /// The main text; nil shows none.
    public var text: String?
    /// The secondary text, below or beside the main one depending on the preset; nil shows none.
    public var secondaryText: String?
    /// The image at the leading edge; nil shows none.
    public var image: UIImage?
    /// How the main text looks.
    public var textProperties: TextProperties
    /// How the secondary text looks.
    public var secondaryTextProperties: TextProperties
    /// How the image looks and how much space it takes.
    public var imageProperties = ImageProperties()
    /// Space around the content inside the cell, in points.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    /// Whether the texts sit side by side (text leading, secondary text trailing) when they fit.
    public var prefersSideBySideTextAndSecondaryText: Bool
    /// Points between the image and the texts.
    public var imageToTextPadding: CGFloat = 16
    /// Points between the texts when side by side.
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    /// Points between the texts when stacked.
    public var textToSecondaryTextVerticalPadding: CGFloat = 3
    /// The least height of the whole content, margins included, in points.
    var minimumHeight: CGFloat

    private init(
        text: TextProperties, secondary: TextProperties, margins: NSDirectionalEdgeInsets, sideBySide: Bool,
        minimumHeight: CGFloat
    ) {
        textProperties = text
        secondaryTextProperties = secondary
        directionalLayoutMargins = margins
        prefersSideBySideTextAndSecondaryText = sideBySide
        self.minimumHeight = minimumHeight
    }

    private static let cellMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)

    /// A cell: body text, with any secondary text below it in the secondary colour.
    public static func cell() -> Self {
        Self(
            text: TextProperties(style: .body), secondary: TextProperties(style: .subheadline, color: .secondaryLabel),
            margins: cellMargins, sideBySide: false, minimumHeight: 44)
    }

    /// A cell with a smaller secondary text below the text.
    public static func subtitleCell() -> Self {
        Self(
            text: TextProperties(style: .body), secondary: TextProperties(style: .subheadline, color: .secondaryLabel),
            margins: cellMargins, sideBySide: false, minimumHeight: 44)
    }

    /// A cell with the secondary text trailing, in the secondary colour (a setting and its value).
    public static func valueCell() -> Self {
        var secondary = TextProperties(style: .body, color: .secondaryLabel)
        secondary.alignment = .natural
        return Self(
            text: TextProperties(style: .body), secondary: secondary, margins: cellMargins, sideBySide: true,
            minimumHeight: 44)
    }

    /// A plain table's section header: semibold text.
    public static func plainHeader() -> Self {
        Self(
            text: TextProperties(font: .systemFont(ofSize: 15, weight: .semibold), color: .secondaryLabel),
            secondary: TextProperties(style: .footnote, color: .secondaryLabel),
            margins: NSDirectionalEdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16), sideBySide: false,
            minimumHeight: 0)
    }

    /// A plain table's section footer.
    public static func plainFooter() -> Self {
        Self(
            text: TextProperties(style: .footnote, color: .secondaryLabel),
            secondary: TextProperties(style: .footnote, color: .secondaryLabel),
            margins: NSDirectionalEdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16), sideBySide: false,
            minimumHeight: 0)
    }

    /// A grouped table's section header: small upper-case text above the section.
    public static func groupedHeader() -> Self {
        var text = TextProperties(style: .footnote, color: .secondaryLabel)
        text.transform = .uppercase
        return Self(
            text: text, secondary: TextProperties(style: .footnote, color: .secondaryLabel),
            margins: NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 6, trailing: 16), sideBySide: false,
            minimumHeight: 0)
    }

    /// A grouped table's section footer: small text below the section.
    public static func groupedFooter() -> Self {
        Self(
            text: TextProperties(style: .footnote, color: .secondaryLabel),
            secondary: TextProperties(style: .footnote, color: .secondaryLabel),
            margins: NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 16, trailing: 16), sideBySide: false,
            minimumHeight: 0)
    }

    /// A header for the table's style: `plainHeader()` (the grouped look is `groupedHeader()`).
    public static func header() -> Self { plainHeader() }

    /// A footer for the table's style: `plainFooter()` (the grouped look is `groupedFooter()`).
    public static func footer() -> Self { plainFooter() }

    /// An inset-grouped section header in a larger, bold type.
    public static func prominentInsetGroupedHeader() -> Self {
        Self(
            text: TextProperties(font: .systemFont(ofSize: 20, weight: .bold), color: .label),
            secondary: TextProperties(style: .footnote, color: .secondaryLabel),
            margins: NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 8, trailing: 16), sideBySide: false,
            minimumHeight: 0)
    }

    /// An inset-grouped section header in the largest bold type.
    public static func extraProminentInsetGroupedHeader() -> Self {
        Self(
            text: TextProperties(font: .systemFont(ofSize: 22, weight: .bold), color: .label),
            secondary: TextProperties(style: .footnote, color: .secondaryLabel),
            margins: NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 8, trailing: 16), sideBySide: false,
            minimumHeight: 0)
    }

    /// A `UIListContentView` showing this configuration.
    @MainActor
    public func makeContentView() -> any UIView & UIContentView {
        UIListContentView(configuration: self)
    }

    /// The same configuration: list content looks the same in every cell state.
    public func updated(for state: any UIConfigurationState) -> Self { self }
}

extension UIListContentConfiguration {
    /// How a text looks (`UIListContentConfiguration.TextProperties`).
    ///
    /// For example:
    /// ```swift
    /// var content = UIListContentConfiguration.cell()
    /// content.textProperties.font = .preferredFont(forTextStyle: .headline)
    /// content.textProperties.numberOfLines = 1
    /// ```
    public struct TextProperties: Hashable, Sendable {
        /// A change of case applied when shown.
        ///
        /// For example, a section title in capitals:
        /// ```swift
        /// var header = UIListContentConfiguration.groupedHeader()
        /// header.textProperties.transform = .uppercase
        /// ```
        public enum TextTransform: Int, Hashable, Sendable {
            /// Shown as written.
            case none = 0
            /// Each word starts with a capital.
            case capitalized = 1
            /// All lower case.
            case lowercase = 2
            /// All upper case.
            case uppercase = 3
        }

        /// Where the text sits across its space.
        public enum TextAlignment: Int, Hashable, Sendable {
            /// Leading-aligned in the text's direction.
            case natural = 0
            /// Centred.
            case center = 1
            /// Stretched to both edges, except the last line.
            case justified = 2
        }

        /// The font; a preset's font follows Dynamic Type until you set your own.
        public var font: UIFont { didSet { textStyle = nil } }
        /// The text colour, resolved against the cell's traits.
        public var color: UIColor
        /// Where the text sits across its space.
        public var alignment: TextAlignment = .natural
        /// How a line that does not fit is broken or shortened.
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// 0 for as many lines as needed (the default).
        public var numberOfLines = 0
        /// Whether a preset's font follows the content size category. Default true.
        public var adjustsFontForContentSizeCategory = true
        /// A change of case applied when shown; the stored text keeps its case.
        public var transform: TextTransform = .none
        /// The Dynamic Type style of a preset's font (nil once `font` is set).
        var textStyle: UIFont.TextStyle?

        init(style: UIFont.TextStyle, color: UIColor = .label) {
            font = .preferredFont(forTextStyle: style)
            self.color = color
            textStyle = style
        }

        init(font: UIFont, color: UIColor) {
            self.font = font
            self.color = color
        }

        /// `text` with the transform applied.
        func transformed(_ text: String) -> String {
            switch transform {
            case .none: text
            case .capitalized: text.capitalized
            case .lowercase: text.lowercased()
            case .uppercase: text.uppercased()
            }
        }
    }

    /// How the image looks (`UIListContentConfiguration.ImageProperties`).
    ///
    /// For example, round avatars of a fixed size:
    /// ```swift
    /// var content = UIListContentConfiguration.subtitleCell()
    /// content.imageProperties.maximumSize = CGSize(width: 32, height: 32)
    /// content.imageProperties.cornerRadius = 16
    /// ```
    public struct ImageProperties: Hashable, Sendable {
        /// Pass as a `reservedLayoutSize` side for the system's standard width.
        public static let standardDimension: CGFloat = -CGFloat.greatestFiniteMagnitude

        /// The colour of a template or symbol image (nil: the tint colour).
        public var tintColor: UIColor?
        /// The largest size the image is shown at (zero on an axis: no limit), in points.
        public var maximumSize: CGSize = .zero
        /// The space kept for the image even when it is smaller (so texts line up), in points.
        public var reservedLayoutSize: CGSize = .zero
        /// The image's corner radius in points; 0 for square corners.
        public var cornerRadius: CGFloat = 0

        /// Properties with the defaults: natural size, no tint, square corners.
        public init() {}
    }
}
