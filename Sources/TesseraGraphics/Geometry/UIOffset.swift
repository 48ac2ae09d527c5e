public import Foundation

/// A position adjustment (`UIOffset`): how far to move something right and down, in points.
///
/// ```swift
/// appearance.titlePositionAdjustment = UIOffset(horizontal: 0, vertical: -2)
/// ```
public struct UIOffset: Hashable, Sendable {
    public var horizontal: CGFloat
    public var vertical: CGFloat

    /// No adjustment.
    public init() {
        self.init(horizontal: 0, vertical: 0)
    }

    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// No adjustment.
    public static let zero = UIOffset(horizontal: 0, vertical: 0)
}
