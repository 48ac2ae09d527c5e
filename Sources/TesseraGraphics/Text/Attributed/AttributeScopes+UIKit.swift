public import Foundation

/// UIKit's attributes for Swift's `AttributedString` (`AttributeScopes.UIKitAttributes`), as a
/// button configuration's `attributedTitle` takes them. They mean what the `NSAttributedString.Key`
/// of the same name means.
///
/// For example:
/// ```swift
/// var title = AttributedString("Continue")
/// title.font = UIFont.systemFont(ofSize: 20, weight: .bold)
/// title.foregroundColor = UIColor.white
/// configuration.attributedTitle = title
/// ```
extension AttributeScopes {
    /// The attributes UIKit adds to `AttributedString`, so `title.font` and `title.foregroundColor`
    /// resolve to UIKit's types; the text engine reads them when it draws the string.
    /// ```swift
    /// var price = AttributedString("$12")
    /// price.uiKit.strikethroughStyle = .single
    /// ```
    public struct UIKitAttributes: AttributeScope {
        /// The font of the run (`NSAttributedString.Key.font`); without one the reader's default font is used.
        public let font: FontAttribute
        /// The text colour of the run (`.foregroundColor`), resolved against the current traits when drawn.
        public let foregroundColor: ForegroundColorAttribute
        /// The colour filled behind the run's glyphs (`.backgroundColor`).
        public let backgroundColor: BackgroundColorAttribute
        /// Extra space after each character, in points (`.kern`); negative values tighten.
        public let kern: KernAttribute
        /// Extra space between characters in points (`.tracking`), applied like `kern`.
        public let tracking: TrackingAttribute
        /// How far the run is raised above the baseline, in points (`.baselineOffset`); negative lowers it.
        public let baselineOffset: BaselineOffsetAttribute
        /// The line drawn under the run (`.underlineStyle`).
        public let underlineStyle: UnderlineStyleAttribute
        /// The line drawn through the run (`.strikethroughStyle`).
        public let strikethroughStyle: StrikethroughStyleAttribute
        /// Foundation's own attributes (links, language, inline presentation intents), so they stay
        /// reachable through this scope.
        public let foundation: FoundationAttributes

        /// The key of a run's ``UIFont``.
        /// ```swift
        /// var title = AttributedString("Title")
        /// title.font = UIFont.boldSystemFont(ofSize: 24)
        /// ```
        public enum FontAttribute: AttributedStringKey {
            public typealias Value = UIFont
            public static let name = "NSFont"
        }

        /// The key of a run's text ``UIColor``.
        /// ```swift
        /// var warning = AttributedString("Unsaved")
        /// warning.foregroundColor = UIColor.systemRed
        /// ```
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = "NSColor"
        }

        /// The key of the ``UIColor`` filled behind a run.
        /// ```swift
        /// var match = AttributedString("found")
        /// match.backgroundColor = UIColor.systemYellow
        /// ```
        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = "NSBackgroundColor"
        }

        /// The key of a run's kerning in points.
        /// ```swift
        /// var heading = AttributedString("SPACED")
        /// heading.kern = 2
        /// ```
        public enum KernAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "NSKern"
        }

        /// The key of a run's tracking in points.
        /// ```swift
        /// var caption = AttributedString("caption")
        /// caption.tracking = 0.5
        /// ```
        public enum TrackingAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "NSTracking"
        }

        /// The key of a run's baseline offset in points.
        /// ```swift
        /// var exponent = AttributedString("2")
        /// exponent.baselineOffset = 6
        /// ```
        public enum BaselineOffsetAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "NSBaselineOffset"
        }

        /// The key of a run's underline, an ``NSUnderlineStyle``.
        /// ```swift
        /// var link = AttributedString("Terms")
        /// link.underlineStyle = .single
        /// ```
        public enum UnderlineStyleAttribute: AttributedStringKey {
            public typealias Value = NSUnderlineStyle
            public static let name = "NSUnderline"
        }

        /// The key of a run's strike-through line, an ``NSUnderlineStyle``.
        /// ```swift
        /// var oldPrice = AttributedString("$20")
        /// oldPrice.strikethroughStyle = .single
        /// ```
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            public typealias Value = NSUnderlineStyle
            public static let name = "NSStrikethrough"
        }
    }

    /// UIKit's attributes, for `AttributedString` APIs that take a scope.
    public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
    /// Lets `string.font` and the other UIKit attributes be written as properties of an
    /// `AttributedString` or its runs.
}

extension AttributeDynamicLookup {
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>) -> T {
        self[T.self]
    }
}

extension AttributedString {
    /// The text as the engine's runs: each run's UIKit attributes over `base`.
    ///
    /// - Complexity: O(n) in the number of runs plus the length of the text.
    public func attributedText(default base: TextAttributes) -> AttributedText {
        typealias Keys = AttributeScopes.UIKitAttributes
        return AttributedText(
            runs: runs.map { run in
                var attributes = base
                if let font = run[Keys.FontAttribute.self] { attributes.font = font }
                if let color = run[Keys.ForegroundColorAttribute.self] { attributes.foregroundColor = color }
                if let color = run[Keys.BackgroundColorAttribute.self] { attributes.backgroundColor = color }
                if let kern = run[Keys.KernAttribute.self] ?? run[Keys.TrackingAttribute.self] {
                    attributes.kern = kern
                }
                if let offset = run[Keys.BaselineOffsetAttribute.self] { attributes.baselineOffset = offset }
                if let style = run[Keys.UnderlineStyleAttribute.self] { attributes.underline = !style.isEmpty }
                if let style = run[Keys.StrikethroughStyleAttribute.self] { attributes.strikethrough = !style.isEmpty }
                return AttributedText.Run(text: String(characters[run.range]), attributes: attributes)
            })
    }
}
