public import Foundation

/// An immutable outline as Core Graphics passes it around (`CGPath`): what `UIBezierPath.cgPath`
/// gives, `CALayer.shadowPath` takes and `CGContext.addPath(_:)` draws. It holds a Tessera ``Path``
/// (points, y downward).
///
/// `CGMutablePath` is not provided: build outlines with `UIBezierPath` (or ``Path``) and take their
/// `cgPath`.
///
/// For example:
/// ```swift
/// view.layer.shadowPath = UIBezierPath(roundedRect: view.bounds, cornerRadius: 12).cgPath
/// CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 20), transform: nil).boundingBox  // (0, 0, 10, 20)
/// ```
public final class CGPath: Hashable, Sendable {
    /// The outline.
    public let path: Path

    /// A path holding `path` as it is.
    public init(_ path: Path) {
        self.path = path
    }

    /// A closed rectangle, mapped by `transform` when given.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(Path.rect(rect).applying(transform?.pointee ?? .identity))
    }

    /// The ellipse inscribed in `rect`, mapped by `transform` when given.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(Path.ellipse(in: rect).applying(transform?.pointee ?? .identity))
    }

    /// A rectangle with circular corners of `cornerWidth` × `cornerHeight` points. Elliptical corners
    /// are not supported: the smaller of the two is used for both.
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: UnsafePointer<CGAffineTransform>?
    ) {
        let radius = max(0, min(cornerWidth, cornerHeight))
        self.init(Path.roundedRect(rect, radius: radius).applying(transform?.pointee ?? .identity))
    }

    /// The smallest rectangle holding every point of the path's curves, without their off-curve
    /// control points (as `CGPath.boundingBoxOfPath`); `.null` for an empty path.
    public var boundingBoxOfPath: CGRect { path.boundingRect }

    /// The same tight rectangle as ``boundingBoxOfPath``. Core Graphics' `boundingBox` also holds
    /// the control points, so it can be larger for curved paths; it is never smaller than this.
    public var boundingBox: CGRect { path.boundingRect }

    /// True when the path has no elements.
    public var isEmpty: Bool { path.isEmpty }

    /// The current point: where the next segment would start; `.zero` for an empty path.
    public var currentPoint: CGPoint { path.currentPoint ?? .zero }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.path == rhs.path }
    public func hash(into hasher: inout Hasher) { hasher.combine(path) }
}
