/// The shape of a layer's rounded corners (`CALayerCornerCurve`): a string-backed value, as in Core
/// Animation, with two known curves. An unknown raw value draws as `circular`.
///
/// For example:
/// ```swift
/// view.layer.cornerCurve = .continuous
/// CALayerCornerCurve(rawValue: "continuous") == .continuous  // true
/// ```
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    /// A quarter circle of the corner radius, tangent to both sides.
    public static let circular = CALayerCornerCurve(rawValue: "circular")

    /// A smoother corner in the manner of iOS's continuous corners: the curvature rises from zero
    /// where the corner leaves the straight side, so no kink in curvature is visible.
    ///
    /// Tessera's construction (not Apple's exact curve, which is unpublished): with corner radius
    /// r and smoothing s = 0.6, the corner starts (1 + s)·r = 1.6·r from the corner point along each
    /// side. It consists of a circular arc of radius r spanning 90°·(1 − s) = 36° around the
    /// corner's diagonal, joined to each side by one cubic Bézier whose first three control points
    /// lie on the side (zero curvature there) and whose curvature at the arc equals 1/r (a
    /// curvature-continuous, G², join). iOS's own corner starts about 1.53·r along each side, so the
    /// outline differs from Apple's by a small fraction of r. When a rectangle is too small to give
    /// a corner 1.6·r on both sides, the smoothing of that corner is reduced until it fits,
    /// reaching the circular shape at the limit.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
