public import Foundation
import TesseraCore

extension NSLayoutConstraint {
    /// How `constraints(withVisualFormat:options:metrics:views:)` aligns the views it lines up and
    /// which way a horizontal format runs (`NSLayoutConstraint.FormatOptions`, Apple's raw values).
    public struct FormatOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
        /// A horizontal format runs from leading to trailing (the default; follows the layout direction).
        public static let directionLeadingToTrailing = FormatOptions([])
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        public static let directionMask = FormatOptions(rawValue: 3 << 16)
        /// Vertical spaces between views run edge to edge (the default).
        public static let spacingEdgeToEdge = FormatOptions([])
        /// Vertical spaces between views run from one's last baseline to the next one's first.
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        public static let spacingMask = FormatOptions(rawValue: 1 << 19)
    }

    /// The constraints a visual format string describes, inactive (activate them, after setting the
    /// views' `translatesAutoresizingMaskIntoConstraints` to false), as in UIKit.
    ///
    /// `H:|-[title]-(>=8)-[button(==44@750)]-|` lines up `title` and `button` from the
    /// superview's leading edge to its trailing edge; `V:` does the same from top to bottom. A
    /// standard space (`-`) is 8 points between views and the superview's layout margin at a `|`
    /// (`|-[a]` ties `a`'s leading edge to the superview's `leadingMargin`, as in UIKit); a number
    /// (`|-20-[a]`) is measured from the superview's edge.
    /// `views` names the views, `metrics` the numbers a format uses by name. A `|` is the first
    /// view's superview.
    ///
    /// A format that cannot be read, or names a view or metric it was not given, stops the program
    /// with a message saying where (UIKit raises an exception); use
    /// ``checkedConstraints(withVisualFormat:options:metrics:views:)`` to get the error instead.
    ///
    /// For example:
    /// ```swift
    /// NSLayoutConstraint.activate(
    ///     NSLayoutConstraint.constraints(withVisualFormat: "H:|-[name]-[avatar(40)]-|",
    ///                                    options: .alignAllCenterY, metrics: nil,
    ///                                    views: ["name": nameLabel, "avatar": avatarView]))
    /// ```
    public static func constraints(
        withVisualFormat format: String, options: FormatOptions = [], metrics: [String: Any]?, views: [String: Any]
    ) -> [NSLayoutConstraint] {
        do {
            return try checkedConstraints(withVisualFormat: format, options: options, metrics: metrics, views: views)
        } catch {
            preconditionFailure(error.description)
        }
    }

    /// ``constraints(withVisualFormat:options:metrics:views:)`` that throws what is wrong with the
    /// format instead of stopping the program (a Tessera addition).
    ///
    /// - Throws: ``VisualFormatError`` naming the problem and where it is.
    public static func checkedConstraints(
        withVisualFormat format: String, options: FormatOptions = [], metrics: [String: Any]?, views: [String: Any]
    ) throws(VisualFormatError) -> [NSLayoutConstraint] {
        var numbers: [String: CGFloat] = [:]
        for (name, value) in metrics ?? [:] {
            guard let number = CGFloat(anyNumber: value), number.isFinite else {
                throw VisualFormatError(
                    reason: "the metric '\(name)' is not a finite number", format: format, offset: 0)
            }
            numbers[name] = number
        }
        var parser = VisualFormatParser(format: format, metrics: numbers)
        let parsed = try parser.parse()
        var builder = VisualFormatBuilder(format: parsed, text: format, options: options)
        return try builder.build(views: views)
    }
}
