public import Foundation

/// A two-dimensional vector (`CGVector`), as Core Graphics has it: a velocity or an offset.
///
/// ```swift
/// let timing = UISpringTimingParameters(dampingRatio: 0.8, initialVelocity: CGVector(dx: 0, dy: 2))
/// ```
public struct CGVector: Hashable, Sendable {
    public var dx: CGFloat
    public var dy: CGFloat

    /// The zero vector.
    public init() {
        self.init(dx: 0, dy: 0)
    }

    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// The zero vector.
    public static let zero = CGVector()
}
