public import Foundation

/// A blurred, offset silhouette drawn under a shape (as `CALayer`'s shadow properties).
///
/// The blur is a Gaussian with standard deviation σ = `blurRadius` / 2 (the reading of
/// `shadowRadius` and of the CSS `box-shadow` blur radius, CSS Backgrounds 3 §7.1.1), approximated
/// by three successive box blurs whose widths are chosen so their combined variance matches σ²
/// (the sum of three uniform variances (w² − 1)/12). The silhouette fades over roughly
/// `1.5 × blurRadius` on each side of the shape's edge and is fully transparent beyond that.
///
/// `offset` and `blurRadius` are in points of the user space the shadow is drawn in, so they grow
/// with the current scale and the offset turns with the current rotation.
///
/// For example:
/// ```swift
/// let card = Shadow(color: UIColor(white: 0, alpha: 0.2), offset: CGSize(width: 0, height: 4), blurRadius: 12)
/// ```
public struct Shadow: Hashable, Sendable {
    /// The shadow's colour; its alpha is the opacity at the middle of a large shape.
    public var color: UIColor
    /// How far the shadow is moved from the shape, in points (positive height is downward).
    public var offset: CGSize
    /// The blur radius in points; σ of the Gaussian is half of it. Zero gives a hard-edged shadow.
    public var blurRadius: CGFloat

    /// A shadow of `color`, moved by `offset` (points; positive height moves it down) and blurred over
    /// `blurRadius` points (0 for a sharp edge).
    public init(color: UIColor, offset: CGSize = .zero, blurRadius: CGFloat = 0) {
        self.color = color
        self.offset = offset
        self.blurRadius = blurRadius
    }

    /// Shadows whose blurred silhouette covers at most this many device pixels (1536², a few cards'
    /// worth) and is at most ``longestWholeMaskSide`` long are blurred whole, whatever part of them
    /// the clip shows, so a render clipped to part of the window draws them exactly as a full one
    /// does; larger ones are blurred only as far as they can reach the clip, which keeps a shadow on
    /// a long scrolling content view affordable.
    package static let largestWholeMaskArea: CGFloat = 2_359_296
    /// The longest side, in device pixels, of a shadow blurred whole (a Cairo image's limit).
    package static let longestWholeMaskSide: CGFloat = 32767
}
