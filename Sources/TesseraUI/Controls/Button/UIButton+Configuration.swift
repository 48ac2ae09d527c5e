public import Foundation
public import TesseraGraphics

extension UIButton {
    /// A button's look and content as one value (`UIButton.Configuration`): a style, title,
    /// subtitle, image and their placement, padding and colours.
    ///
    /// For example:
    /// ```swift
    /// var save = UIButton.Configuration.filled()
    /// save.title = "保存 Save"
    /// save.image = UIImage(icon: Icon(.check), pointSize: 17)
    /// let button = UIButton(configuration: save)
    /// ```
    public struct Configuration: Hashable, Sendable {
        /// The visual family. The glass styles are translucent, capsule-shaped surfaces with a
        /// specular edge, after iOS 26's Liquid Glass; the prominent ones are tinted.
        public enum Style: Hashable, Sendable, CaseIterable {
            case plain, tinted, filled, gray
            case glass, clearGlass, prominentGlass, prominentClearGlass

            /// True for the four glass styles.
            public var isGlass: Bool {
                switch self {
                case .glass, .clearGlass, .prominentGlass, .prominentClearGlass: true
                default: false
                }
            }
        }

        /// Size class of the button, which picks its fonts, insets and corner radius.
        public enum Size: Hashable, Sendable, CaseIterable { case mini, small, medium, large }

        /// Where the image sits relative to the title.
        public enum ImagePlacement: Hashable, Sendable, CaseIterable { case leading, trailing, top, bottom }

        /// How title and subtitle align with each other.
        public enum TitleAlignment: Hashable, Sendable, CaseIterable { case leading, center, trailing }

        /// The corner shape: a fixed radius in points, the size's default radius, or a capsule
        /// (radius = half the height).
        public enum CornerStyle: Hashable, Sendable {
            case fixed(CGFloat)
            case dynamic
            case capsule
        }

        public var style: Style
        public var title: String?
        public var subtitle: String?
        public var image: UIImage?
        public var imagePlacement: ImagePlacement = .leading
        /// Space between the image and the text, in points.
        public var imagePadding: CGFloat = 6
        /// Space between title and subtitle, in points.
        public var titlePadding: CGFloat = 2
        public var titleAlignment: TitleAlignment = .center
        public var size: Size = .medium
        public var cornerStyle: CornerStyle
        /// Padding around the content, in points; nil uses the size's default.
        public var contentInsets: NSDirectionalEdgeInsets?
        /// Text and icon colour; nil uses the style's default for the state.
        public var baseForegroundColor: UIColor?
        /// Background colour; nil derives it from the button's tint for the state.
        public var baseBackgroundColor: UIColor?

        public init(style: Style) {
            self.style = style
            self.cornerStyle = style.isGlass ? .capsule : .dynamic
        }

        public static func plain() -> Configuration { Configuration(style: .plain) }
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        public static func filled() -> Configuration { Configuration(style: .filled) }
        public static func gray() -> Configuration { Configuration(style: .gray) }
        public static func glass() -> Configuration { Configuration(style: .glass) }
        public static func clearGlass() -> Configuration { Configuration(style: .clearGlass) }
        public static func prominentGlass() -> Configuration { Configuration(style: .prominentGlass) }
        public static func prominentClearGlass() -> Configuration { Configuration(style: .prominentClearGlass) }

        /// The insets in effect: `contentInsets`, or the size's default.
        public var effectiveContentInsets: NSDirectionalEdgeInsets {
            if let contentInsets { return contentInsets }
            switch size {
            case .mini: return NSDirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)
            case .small: return NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
            case .medium: return NSDirectionalEdgeInsets(top: 7, leading: 14, bottom: 7, trailing: 14)
            case .large: return NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
            }
        }

        /// The Dynamic Type style of the title for the size.
        public var titleTextStyle: UIFont.TextStyle {
            switch size {
            case .mini: .caption1
            case .small: .subheadline
            case .medium: .body
            case .large: .title3
            }
        }

        /// The Dynamic Type style of the subtitle for the size.
        public var subtitleTextStyle: UIFont.TextStyle {
            switch size {
            case .mini, .small: .caption2
            case .medium: .footnote
            case .large: .subheadline
            }
        }

        /// The corner radius in points for a button `height` points tall.
        public func cornerRadius(forHeight height: CGFloat) -> CGFloat {
            switch cornerStyle {
            case .fixed(let radius): radius
            case .capsule: height / 2
            case .dynamic:
                switch size {
                case .mini: 6
                case .small: 8
                case .medium: 10
                case .large: 14
                }
            }
        }
    }
}
