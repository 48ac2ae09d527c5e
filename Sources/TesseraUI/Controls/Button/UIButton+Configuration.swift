public import Foundation
public import TesseraGraphics

extension UIButton {
    /// A button's look and content as one value (`UIButton.Configuration`): a style, title,
    /// subtitle, image and their placement, padding, colours and background.
    ///
    /// Make one with a style's factory — `plain()`, `tinted()`, `gray()`, `filled()`,
    /// `borderless()`, `bordered()`, `borderedTinted()`, `borderedProminent()`, or iOS 26's
    /// `glass()`, `prominentGlass()`, `clearGlass()`, `prominentClearGlass()` — and set what differs.
    /// Every state's colours derive from the button's `tintColor` (or `baseBackgroundColor` and
    /// `baseForegroundColor`).
    ///
    /// For example:
    /// ```swift
    /// var save = UIButton.Configuration.filled()
    /// save.title = "保存 Save"
    /// save.image = UIImage(icon: Icon(.check), pointSize: 17)
    /// save.imagePadding = 8
    /// save.cornerStyle = .capsule
    /// let button = UIButton(configuration: save)
    /// ```
    public struct Configuration: Hashable, Sendable {
        /// The visual family (a Tessera extra; UIKit keeps it private). The glass styles are
        /// translucent, capsule-shaped surfaces with a specular edge, after iOS 26's Liquid Glass;
        /// the prominent ones are tinted.
        ///
        /// For example:
        /// ```swift
        /// let save = UIButton(configuration: .filled())
        /// let later = UIButton(configuration: .gray())
        /// ```
        public enum Style: Hashable, Sendable, CaseIterable {
            /// `plain`: text in the tint colour, no background; `tinted`: a pale tint background; `filled`:
            /// the tint as background with white text; `gray`: a grey background.
            case plain, tinted, filled, gray
            /// The glass styles: translucent capsules; the prominent ones are tinted.
            case glass, clearGlass, prominentGlass, prominentClearGlass

            /// True for the four glass styles.
            public var isGlass: Bool {
                switch self {
                case .glass, .clearGlass, .prominentGlass, .prominentClearGlass: true
                default: false
                }
            }
        }

        /// The size class of the button, which picks its fonts, insets and dynamic corner radius
        /// (`UIButton.Configuration.Size`).
        ///
        /// For example:
        /// ```swift
        /// var configuration = UIButton.Configuration.tinted()
        /// configuration.buttonSize = .small
        /// ```
        public enum Size: Int, Hashable, Sendable, CaseIterable {
            case medium = 0
            case small = 1
            case mini = 2
            case large = 3
        }

        /// How title and subtitle align with each other (`UIButton.Configuration.TitleAlignment`);
        /// `automatic` centres them.
        ///
        /// For example:
        /// ```swift
        /// var configuration = UIButton.Configuration.plain()
        /// configuration.title = "Storage"
        /// configuration.subtitle = "12 GB free"
        /// configuration.titleAlignment = .leading
        /// ```
        public enum TitleAlignment: Int, Hashable, Sendable, CaseIterable {
            /// `automatic`: centred; `leading`, `center`, `trailing`: both lines aligned that way.
            case automatic = 0
            case leading = 1
            case center = 2
            case trailing = 3
        }

        /// The corner shape of the background (`UIButton.Configuration.CornerStyle`): `fixed` uses
        /// `background.cornerRadius` as it is; `dynamic` follows `buttonSize`; `small`, `medium`
        /// and `large` are 6, 10 and 14 points; `capsule` is half the height.
        ///
        /// For example:
        /// ```swift
        /// var configuration = UIButton.Configuration.filled()
        /// configuration.cornerStyle = .capsule
        /// ```
        public enum CornerStyle: Int, Hashable, Sendable, CaseIterable {
            /// `fixed`, `dynamic`, `small` (6 pt), `medium` (10 pt), `large` (14 pt) or `capsule` (half the height).
            case fixed = -1
            case dynamic = 0
            case small = 1
            case medium = 2
            case large = 3
            case capsule = 4
        }

        /// The style the factory set.
        public var style: Style
        /// The title; setting it clears `attributedTitle`.
        public var title: String? {
            get { attributedTitle.map { String($0.characters) } ?? storedTitle }
            set {
                storedTitle = newValue
                attributedTitle = nil
            }
        }
        /// A styled title (UIKit attributes, see `AttributeScopes.UIKitAttributes`); attributes it
        /// does not set come from the configuration. Setting it sets `title` to its characters.
        public var attributedTitle: AttributedString?
        /// A second line under the title; setting it clears `attributedSubtitle`.
        public var subtitle: String? {
            get { attributedSubtitle.map { String($0.characters) } ?? storedSubtitle }
            set {
                storedSubtitle = newValue
                attributedSubtitle = nil
            }
        }
        /// A styled subtitle.
        public var attributedSubtitle: AttributedString?
        /// The image shown beside the title, placed by `imagePlacement`; nil for none.
        public var image: UIImage?
        /// Which side of the title the image is on: `leading` (default), `trailing`, `top` or
        /// `bottom` (the first of those in the set).
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// Space between the image and the text, in points.
        public var imagePadding: CGFloat = 6
        /// Space between title and subtitle, in points.
        public var titlePadding: CGFloat = 2
        /// How title and subtitle align with each other.
        public var titleAlignment: TitleAlignment = .automatic
        /// How title lines break (one line each; truncated at the tail by default).
        public var titleLineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// How subtitle lines break (one line; truncated at the tail by default).
        public var subtitleLineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// The size class, which picks the fonts, content insets and, with `.dynamic`, the corner radius.
        public var buttonSize: Size = .medium
        /// The background's corner shape; `.capsule` for the glass styles, `.dynamic` otherwise.
        public var cornerStyle: CornerStyle
        /// Padding around the content, in points; by default the size's (see
        /// `setDefaultContentInsets()`).
        public var contentInsets: NSDirectionalEdgeInsets {
            get { storedContentInsets ?? defaultContentInsets }
            set { storedContentInsets = newValue }
        }
        /// Text and icon colour; nil uses the style's default for the state.
        public var baseForegroundColor: UIColor?
        /// The colour the background derives from; nil derives it from the button's tint.
        public var baseBackgroundColor: UIColor?
        /// The background: a fill that replaces the derived one, the radius `cornerStyle`
        /// `.fixed` uses, and an edge stroke.
        public var background: UIBackgroundConfiguration = .clear()
        /// Shows a spinning activity indicator in place of the image.
        public var showsActivityIndicator = false
        /// The indicator at the trailing edge (`UIButton.Configuration.Indicator`).
        public enum Indicator: Hashable, Sendable {
            /// A pop-up indicator when the button is a pop-up button (its menu is its primary
            /// action and it changes selection), else none.
            case automatic
            /// No indicator.
            case none
            /// An up–down chevron, as a pop-up button shows.
            case popup
        }
        /// The indicator at the trailing edge. Default `.automatic`.
        public var indicator: Indicator = .automatic
        /// Whether a selected button draws its selected appearance. Default true.
        public var automaticallyUpdateForSelection = true

        private var storedTitle: String?
        private var storedSubtitle: String?
        private var storedContentInsets: NSDirectionalEdgeInsets?

        /// A configuration of `style`, with its default corner (capsule for glass).
        public init(style: Style) {
            self.style = style
            self.cornerStyle = style.isGlass ? .capsule : .dynamic
        }

        /// No background: the title and image in the tint colour.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A pale tint background with the title in the tint colour.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A grey background with the title in the tint colour.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// The tint colour as background, with a white title.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// A button without a background (drawn as `plain()`).
        public static func borderless() -> Configuration { Configuration(style: .plain) }
        /// A button on a grey background (drawn as `gray()`).
        public static func bordered() -> Configuration { Configuration(style: .gray) }
        /// A button on a tinted background (drawn as `tinted()`).
        public static func borderedTinted() -> Configuration { Configuration(style: .tinted) }
        /// A button filled with the tint (drawn as `filled()`).
        public static func borderedProminent() -> Configuration { Configuration(style: .filled) }
        /// A translucent glass capsule.
        public static func glass() -> Configuration { Configuration(style: .glass) }
        /// A clearer glass capsule, for busy backgrounds.
        public static func clearGlass() -> Configuration { Configuration(style: .clearGlass) }
        /// A tinted glass capsule for the main action.
        public static func prominentGlass() -> Configuration { Configuration(style: .prominentGlass) }
        /// A tinted clear glass capsule for the main action.
        public static func prominentClearGlass() -> Configuration { Configuration(style: .prominentClearGlass) }

        /// Puts `contentInsets` back to the size's default.
        public mutating func setDefaultContentInsets() { storedContentInsets = nil }

        /// The size's default padding, in points.
        var defaultContentInsets: NSDirectionalEdgeInsets {
            switch buttonSize {
            case .mini: NSDirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)
            case .small: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
            case .medium: NSDirectionalEdgeInsets(top: 7, leading: 14, bottom: 7, trailing: 14)
            case .large: NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
            }
        }

        /// The Dynamic Type style of the title for the size.
        public var titleTextStyle: UIFont.TextStyle {
            switch buttonSize {
            case .mini: .caption1
            case .small: .subheadline
            case .medium: .body
            case .large: .title3
            }
        }

        /// The Dynamic Type style of the subtitle for the size.
        public var subtitleTextStyle: UIFont.TextStyle {
            switch buttonSize {
            case .mini, .small: .caption2
            case .medium: .footnote
            case .large: .subheadline
            }
        }

        /// Where the image goes: the first of leading, trailing, top and bottom in
        /// `imagePlacement` (leading when it names none).
        var resolvedImagePlacement: NSDirectionalRectEdge {
            [.leading, .trailing, .top, .bottom].first { imagePlacement.contains($0) } ?? .leading
        }

        /// The corner radius of the background in points for a button `height` points tall.
        public func cornerRadius(forHeight height: CGFloat) -> CGFloat {
            switch cornerStyle {
            case .fixed: background.cornerRadius
            case .capsule: height / 2
            case .small: 6
            case .medium: 10
            case .large: 14
            case .dynamic:
                switch buttonSize {
                case .mini: 6
                case .small: 8
                case .medium: 10
                case .large: 14
                }
            }
        }
    }
}
