/// How different two renderings may be and still match.
///
/// A pixel differs when the CIE76 colour difference ΔE*ab of the two pixels (each composited over
/// white, converted sRGB → CIELAB with the D65 white point) exceeds `perPixelDelta`, or their
/// opacities differ by more than `perPixelDelta / 100`. The images match when at most
/// `differingFraction` of their pixels differ. ΔE ≈ 2.3 is one just-noticeable difference
/// (Sharma, *Digital UIColor Imaging Handbook*, 2003).
///
/// For example, a looser match for a view with a gradient:
/// ```swift
/// assertSnapshot(of: card, tolerance: ImageTolerance(perPixelDelta: 5, differingFraction: 0.01))
/// ```
public struct ImageTolerance: Hashable, Sendable {
    /// ΔE*ab, 0…~100. 0 demands identical colours.
    public var perPixelDelta: Double
    /// Share of pixels allowed to differ, 0…1.
    public var differingFraction: Double

    /// `perPixelDelta` (ΔE*ab; negative becomes 0) and `differingFraction` (clamped to 0…1).
    public init(perPixelDelta: Double, differingFraction: Double) {
        self.perPixelDelta = max(0, perPixelDelta)
        self.differingFraction = min(max(differingFraction, 0), 1)
    }

    /// ΔE 2.3 on every pixel: rendering here is deterministic (the same fonts, Cairo and Pango give
    /// the same pixels run after run), so any pixel changed beyond one just-noticeable difference is a
    /// change. Allowing even 0.1 % of a 3× screen (3,000 pixels) let a kerning change, a moved
    /// chevron and a spinner's phase pass unseen. Loosen it per assertion where output really varies.
    public static let `default` = ImageTolerance(perPixelDelta: 2.3, differingFraction: 0)
    /// Identical pixels only.
    public static let exact = ImageTolerance(perPixelDelta: 0, differingFraction: 0)
}
