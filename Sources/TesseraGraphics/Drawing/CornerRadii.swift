public import Foundation

/// One radius per corner of a rectangle, in points.
///
/// Radii are clamped when a rounded rectangle is built, so adjacent corners never overlap: when the
/// two radii along one side add up to more than the side's length, every radius is scaled down by
/// the same factor, the smallest `side / (radius₁ + radius₂)` over the four sides (the rule of CSS
/// Backgrounds and Borders Level 3, §5.5 "Overlapping Curves"; for equal radii it gives UIKit's
/// `min(width, height) / 2` cap). Negative radii count as zero.
///
/// For example:
/// ```swift
/// let tab = CornerRadii(topLeft: 12, topRight: 12, bottomRight: 0, bottomLeft: 0)
/// tab.clamped(to: CGSize(width: 20, height: 40))
/// // topLeft 10, topRight 10: the top side is 20 points long and holds both corners
/// ```
public struct CornerRadii: Hashable, Sendable {
    /// The top-left corner's radius in points.
    public var topLeft: CGFloat
    /// The top-right corner's radius in points.
    public var topRight: CGFloat
    /// The bottom-right corner's radius in points.
    public var bottomRight: CGFloat
    /// The bottom-left corner's radius in points.
    public var bottomLeft: CGFloat

    /// Radii for each corner, in points, clockwise from the top left.
    public init(topLeft: CGFloat, topRight: CGFloat, bottomRight: CGFloat, bottomLeft: CGFloat) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomRight = bottomRight
        self.bottomLeft = bottomLeft
    }

    /// The same radius at every corner.
    public init(all radius: CGFloat) {
        self.init(topLeft: radius, topRight: radius, bottomRight: radius, bottomLeft: radius)
    }

    /// Square corners.
    public static let zero = CornerRadii(all: 0)

    /// True when no corner is rounded (every radius is zero, negative or not a number).
    public var isZero: Bool {
        [topLeft, topRight, bottomRight, bottomLeft].allSatisfy { !($0 > 0) }
    }

    /// The radii a rectangle of `size` points can hold: negative and non-finite radii become zero,
    /// then all four are scaled by one common factor ≤ 1 so that the two radii along each side sum
    /// to at most that side's length (CSS Backgrounds 3, §5.5).
    public func clamped(to size: CGSize) -> CornerRadii {
        func sanitized(_ radius: CGFloat) -> CGFloat { radius.isFinite && radius > 0 ? radius : 0 }
        let radii = CornerRadii(
            topLeft: sanitized(topLeft), topRight: sanitized(topRight),
            bottomRight: sanitized(bottomRight), bottomLeft: sanitized(bottomLeft))
        let width = max(size.width, 0)
        let height = max(size.height, 0)
        var factor: CGFloat = 1
        for (length, sum) in [
            (width, radii.topLeft + radii.topRight), (width, radii.bottomLeft + radii.bottomRight),
            (height, radii.topLeft + radii.bottomLeft), (height, radii.topRight + radii.bottomRight),
        ] where sum > length {
            factor = min(factor, length / sum)
        }
        guard factor < 1 else { return radii }
        return CornerRadii(
            topLeft: radii.topLeft * factor, topRight: radii.topRight * factor,
            bottomRight: radii.bottomRight * factor, bottomLeft: radii.bottomLeft * factor)
    }
}
