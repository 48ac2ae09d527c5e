extension NSLayoutConstraint {
    /// A part of an item's layout that a ``NSLayoutConstraint`` relates (`NSLayoutConstraint.Attribute`).
    ///
    /// Positions are in points in the engine's space; `leading` and `trailing` follow the layout
    /// direction of the tree (left and right in left-to-right layouts, mirrored in right-to-left ones).
    /// The `…Margin` attributes are the edges of the item's `layoutMarginsGuide`, so only views have
    /// them. Baselines come from the item's text (a plain view's baseline is its bottom edge).
    ///
    /// Raw values are Apple's, so code that sorts or stores attributes by `rawValue` behaves the same.
    ///
    /// For example, the older item-and-attribute form:
    /// ```swift
    /// NSLayoutConstraint(item: title, attribute: .leading, relatedBy: .equal,
    ///                    toItem: card, attribute: .leadingMargin, multiplier: 1, constant: 0).isActive = true
    /// ```
    public enum Attribute: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        /// The item's edges in points: `left` and `right` keep their sides in right-to-left layouts,
        /// `top` and `bottom` are measured downward from the top.
        case left = 1
        case right = 2
        case top = 3
        case bottom = 4
        /// The edges that follow the layout direction: leading is the left edge in left-to-right layouts and
        /// the right edge in right-to-left ones; trailing is the other.
        case leading = 5
        case trailing = 6
        /// The item's size in points; a dimension may relate to a constant alone.
        case width = 7
        case height = 8
        /// The midpoints of the item's horizontal and vertical extent.
        case centerX = 9
        case centerY = 10
        /// The baselines of the item's first and last lines of text (the bottom edge for an item without
        /// text, see ``LayoutBaselines``); the raw values are UIKit's, where `lastBaseline` comes first.
        case firstBaseline = 12
        case lastBaseline = 11
        /// The edges moved inward by the view's layout margins.
        case leftMargin = 13
        case rightMargin = 14
        case topMargin = 15
        case bottomMargin = 16
        /// The direction-following edges moved inward by the view's layout margins.
        case leadingMargin = 17
        case trailingMargin = 18
        /// The centres of the area inside the view's layout margins.
        case centerXWithinMargins = 19
        case centerYWithinMargins = 20
        /// The second attribute of a constraint with no second item (`width == 100`).
        case notAnAttribute = 0

        /// The axis the attribute measures along; nil for ``notAnAttribute``.
        public var axis: NSLayoutConstraint.Axis? {
            switch self {
            case .left, .right, .leading, .trailing, .width, .centerX,
                .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
                .horizontal
            case .top, .bottom, .height, .centerY, .firstBaseline, .lastBaseline,
                .topMargin, .bottomMargin, .centerYWithinMargins:
                .vertical
            case .notAnAttribute:
                nil
            }
        }

        /// True for `width` and `height`.
        public var isDimension: Bool { self == .width || self == .height }

        /// True for the attributes whose meaning depends on the layout direction.
        public var isDirectional: Bool {
            self == .leading || self == .trailing || self == .leadingMargin || self == .trailingMargin
        }

        /// Left or right (of the item or its margins): the horizontal edges that ignore the layout
        /// direction, which must not be related to leading or trailing.
        var isAbsoluteHorizontal: Bool {
            self == .left || self == .right || self == .leftMargin || self == .rightMargin
        }

        /// True for the attributes that live on the layout margins guide.
        public var isMargin: Bool {
            switch self {
            case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
                .centerXWithinMargins, .centerYWithinMargins:
                true
            default:
                false
            }
        }

        /// The same edge without "margin": `leftMargin` → `left`, `centerXWithinMargins` → `centerX`.
        public var withoutMargin: NSLayoutConstraint.Attribute {
            switch self {
            case .leftMargin: .left
            case .rightMargin: .right
            case .topMargin: .top
            case .bottomMargin: .bottom
            case .leadingMargin: .leading
            case .trailingMargin: .trailing
            case .centerXWithinMargins: .centerX
            case .centerYWithinMargins: .centerY
            default: self
            }
        }

        public var description: String {
            switch self {
            case .left: "left"
            case .right: "right"
            case .top: "top"
            case .bottom: "bottom"
            case .leading: "leading"
            case .trailing: "trailing"
            case .width: "width"
            case .height: "height"
            case .centerX: "centerX"
            case .centerY: "centerY"
            case .firstBaseline: "firstBaseline"
            case .lastBaseline: "lastBaseline"
            case .leftMargin: "leftMargin"
            case .rightMargin: "rightMargin"
            case .topMargin: "topMargin"
            case .bottomMargin: "bottomMargin"
            case .leadingMargin: "leadingMargin"
            case .trailingMargin: "trailingMargin"
            case .centerXWithinMargins: "centerXWithinMargins"
            case .centerYWithinMargins: "centerYWithinMargins"
            case .notAnAttribute: "notAnAttribute"
            }
        }
    }
}
