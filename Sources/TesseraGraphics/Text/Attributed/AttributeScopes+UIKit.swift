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
    public struct UIKitAttributes: AttributeScope {
        public let font: FontAttribute
        public let foregroundColor: ForegroundColorAttribute
        public let backgroundColor: BackgroundColorAttribute
        public let kern: KernAttribute
        public let tracking: TrackingAttribute
        public let baselineOffset: BaselineOffsetAttribute
        public let underlineStyle: UnderlineStyleAttribute
        public let strikethroughStyle: StrikethroughStyleAttribute
        public let foundation: FoundationAttributes

        public enum FontAttribute: AttributedStringKey {
            public typealias Value = UIFont
            public static let name = "NSFont"
        }

        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = "NSColor"
        }

        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = "NSBackgroundColor"
        }

        public enum KernAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "NSKern"
        }

        public enum TrackingAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "NSTracking"
        }

        public enum BaselineOffsetAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "NSBaselineOffset"
        }

        public enum UnderlineStyleAttribute: AttributedStringKey {
            public typealias Value = NSUnderlineStyle
            public static let name = "NSUnderline"
        }

        public enum StrikethroughStyleAttribute: AttributedStringKey {
            public typealias Value = NSUnderlineStyle
            public static let name = "NSStrikethrough"
        }
    }

    /// UIKit's attributes, for `AttributedString` APIs that take a scope.
    public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
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
        return AttributedText(runs: runs.map { run in
            var attributes = base
            if let font = run[Keys.FontAttribute.self] { attributes.font = font }
            if let color = run[Keys.ForegroundColorAttribute.self] { attributes.foregroundColor = color }
            if let color = run[Keys.BackgroundColorAttribute.self] { attributes.backgroundColor = color }
            if let kern = run[Keys.KernAttribute.self] ?? run[Keys.TrackingAttribute.self] { attributes.kern = kern }
            if let offset = run[Keys.BaselineOffsetAttribute.self] { attributes.baselineOffset = offset }
            if let style = run[Keys.UnderlineStyleAttribute.self] { attributes.underline = !style.isEmpty }
            if let style = run[Keys.StrikethroughStyleAttribute.self] { attributes.strikethrough = !style.isEmpty }
            return AttributedText.Run(text: String(characters[run.range]), attributes: attributes)
        })
    }
}
