public import Foundation

/// Insets for the four edges of a rectangle, in points. Positive values shrink the rectangle.
///
/// For example:
/// ```swift
/// let inner = CGRect(x: 0, y: 0, width: 100, height: 50).inset(by: UIEdgeInsets(all: 8))
/// // inner == CGRect(x: 8, y: 8, width: 84, height: 34)
/// ```
public struct UIEdgeInsets: Hashable, Sendable {
    /// The inset from the top edge, in points; negative values grow the rectangle.
    public var top: CGFloat
    /// The inset from the left edge, in points.
    public var left: CGFloat
    /// The inset from the bottom edge, in points.
    public var bottom: CGFloat
    /// The inset from the right edge, in points.
    public var right: CGFloat

    /// No inset on any edge.
    public static let zero = UIEdgeInsets()

    /// Insets in points for each edge, zero where not given.
    public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on every edge.
    public init(all inset: CGFloat) {
        self.init(top: inset, left: inset, bottom: inset, right: inset)
    }

    /// `horizontal` on left and right, `vertical` on top and bottom.
    public init(horizontal: CGFloat = 0, vertical: CGFloat = 0) {
        self.init(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
    }

    /// left + right, in points.
    public var horizontal: CGFloat { left + right }
    /// top + bottom, in points.
    public var vertical: CGFloat { top + bottom }
}

/// Insets whose horizontal edges follow the layout direction: `leading` is left in left-to-right
/// layouts and right in right-to-left ones. Values are in points.
///
/// For example, margins that follow the reading direction:
/// ```swift
/// var content = UIListContentConfiguration.subtitleCell()
/// content.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 12)
/// ```
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    /// The inset from the top edge, in points.
    public var top: CGFloat
    /// The inset from the leading edge (left in left-to-right layouts), in points.
    public var leading: CGFloat
    /// The inset from the bottom edge, in points.
    public var bottom: CGFloat
    /// The inset from the trailing edge (right in left-to-right layouts), in points.
    public var trailing: CGFloat

    /// No inset on any edge.
    public static let zero = NSDirectionalEdgeInsets()

    /// Insets in points for each edge, zero where not given.
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset on every edge.
    public init(all inset: CGFloat) {
        self.init(top: inset, leading: inset, bottom: inset, trailing: inset)
    }

    /// The absolute insets for a layout direction.
    public func resolved(for direction: UIUserInterfaceLayoutDirection) -> UIEdgeInsets {
        switch direction {
        case .leftToRight: UIEdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
        case .rightToLeft: UIEdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
        }
    }
}

extension CGRect {
    /// The rectangle shrunk by `insets` (grown where they are negative). Width and height never go
    /// below zero.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: minX + insets.left, y: minY + insets.top,
            width: max(0, width - insets.horizontal), height: max(0, height - insets.vertical))
    }
}
