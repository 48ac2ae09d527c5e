public import Foundation

/// What a backdrop command does to the pixels already drawn beneath its shape: blurs them, changes
/// their saturation, then lays a tint over them — a frosted-glass material.
///
/// The blur is a Gaussian of standard deviation `blurRadius` points (the reading of the CSS
/// `backdrop-filter: blur()` radius), approximated by three box blurs. Saturation 1 leaves colours
/// as they are, 0 makes them grey and values above 1 make them more vivid; it scales each colour's
/// distance from its luminance (Rec. 709 weights). The tint is composited over the result.
///
/// Only raster output can read back what is drawn; PDF and SVG exports draw the tint alone.
///
/// For example:
/// ```swift
/// let material = Backdrop(blurRadius: 20, saturation: 1.8, tint: UIColor(white: 1, alpha: 0.7))
/// list.drawBackdrop(in: .roundedRect(CGRect(x: 0, y: 0, width: 390, height: 88), radius: 12), backdrop: material)
/// ```
public struct Backdrop: Hashable, Sendable {
    /// The standard deviation of the blur, in points of the user space; 0 (or less) blurs nothing.
    public var blurRadius: CGFloat
    /// 1 keeps colours, 0 makes them grey, above 1 makes them more saturated.
    public var saturation: CGFloat
    /// Composited over the blurred pixels.
    public var tint: UIColor

    /// A backdrop blurred by `blurRadius` points (σ), saturated by `saturation` and tinted with `tint`.
    public init(blurRadius: CGFloat, saturation: CGFloat = 1, tint: UIColor = .clear) {
        self.blurRadius = blurRadius
        self.saturation = saturation
        self.tint = tint
    }

    /// The blur's standard deviation with non-finite and negative values as 0.
    var usableBlurRadius: CGFloat { blurRadius.isFinite ? max(blurRadius, 0) : 0 }
    /// The saturation with a non-finite value as 1 and a negative one as 0.
    var usableSaturation: CGFloat { saturation.isFinite ? max(saturation, 0) : 1 }

    /// How far around its shape a backdrop reads what is drawn, in points of its user space times
    /// `linearScale` (the transform's √|det|): more than the blur's reach at any scale of 1 pixel
    /// per point or more.
    package func sampleMargin(linearScale: CGFloat) -> CGFloat {
        usableBlurRadius * linearScale * 3 + 4
    }
}
