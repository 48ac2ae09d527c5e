public import Foundation

/// A 2-D affine transform, the matrix
/// ```
/// | a  b  0 |
/// | c  d  0 |
/// | tx ty 1 |
/// ```
/// applied to row vectors: x' = a·x + c·y + tx, y' = b·x + d·y + ty (the convention of
/// `CGAffineTransform` and Cairo). Translations are in points; angles in radians, positive turns
/// from the x-axis toward the y-axis (clockwise on screen, where y grows downward).
///
/// For example:
/// ```swift
/// let t = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2)
/// t.apply(to: CGPoint(x: 1, y: 1))  // (12, 2): scale first, then translate
/// ```
public struct CGAffineTransform: Hashable, Sendable {
    /// The matrix entries: a point (x, y) maps to (a·x + c·y + tx, b·x + d·y + ty).
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

    /// A transform with these matrix entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// The transform that leaves every point where it is.
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A transform that moves points by `x` and `y` points.
    public init(translationX x: CGFloat, y: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    /// A transform that scales x by `x` and y by `y` about the origin (negative values mirror).
    public init(scaleX x: CGFloat, y: CGFloat) {
        self.init(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    /// A rotation by `angle` radians about the origin.
    public init(rotationAngle angle: CGFloat) {
        let (sine, cosine) = (sin(angle), cos(angle))
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Whether this is exactly the identity transform.
    public var isIdentity: Bool { self == .identity }

    /// `self` followed by `other`: a point is transformed by `self` first.
    public func concatenating(_ other: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * other.a + b * other.c,
            b: a * other.b + b * other.d,
            c: c * other.a + d * other.c,
            d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx,
            ty: tx * other.b + ty * other.d + other.ty)
    }

    /// Translation applied before `self` (as `CGAffineTransform.translatedBy`).
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// Scale applied before `self`.
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: x, y: y).concatenating(self)
    }

    /// Rotation applied before `self`.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The determinant a·d − b·c; zero for a transform that collapses the plane.
    public var determinant: CGFloat { a * d - b * c }

    /// The inverse, or nil when the determinant is zero (or not finite).
    public func inverted() -> CGAffineTransform? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        return CGAffineTransform(
            a: d / det, b: -b / det, c: -c / det, d: a / det,
            tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }

    /// The point mapped through this transform.
    public func apply(to point: CGPoint) -> CGPoint {
        CGPoint(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }

    /// The smallest axis-aligned rectangle holding the transformed corners of `rect` (the null
    /// rectangle stays null).
    public func apply(to rect: CGRect) -> CGRect {
        guard !rect.isNull else { return .null }
        // Each coordinate of a corner is a sum of one term per axis, so its extremes are the sums of
        // the terms' extremes: the same values the four corners give, without making them.
        let (ax0, ax1, cy0, cy1) = (a * rect.minX, a * rect.maxX, c * rect.minY, c * rect.maxY)
        let (bx0, bx1, dy0, dy1) = (b * rect.minX, b * rect.maxX, d * rect.minY, d * rect.maxY)
        let minX = Swift.min(ax0, ax1) + Swift.min(cy0, cy1) + tx
        let maxX = Swift.max(ax0, ax1) + Swift.max(cy0, cy1) + tx
        let minY = Swift.min(bx0, bx1) + Swift.min(dy0, dy1) + ty
        let maxY = Swift.max(bx0, bx1) + Swift.max(dy0, dy1) + ty
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
