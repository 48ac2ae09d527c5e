public import Foundation

/// A colour as Core Graphics passes it around (`CGColor`): what `CALayer`'s `backgroundColor`,
/// `borderColor` and `shadowColor` and `CGContext`'s fill and stroke colours take. Immutable.
///
/// A `CGColor` wraps a ``UIColor``, so `UIColor(cgColor: color.cgColor)` gives back the same colour.
/// Components are sRGB red, green, blue and alpha in 0…1, not premultiplied.
///
/// **Dynamic colours.** On iOS, `UIColor.cgColor` resolves a dynamic colour against
/// `UITraitCollection.current` once, so a layer's `borderColor = UIColor.separator.cgColor` keeps the
/// light variant after the appearance turns dark unless the app sets it again. Here the `CGColor`
/// keeps both variants and is resolved where it is drawn, against the drawing view's traits: a layer
/// border or shadow made from a dynamic colour follows light and dark like the view's
/// `backgroundColor` does. Code that sets the colour again in `traitCollectionDidChange(_:)`, as iOS
/// code must, works unchanged. `components` and `alpha` read the light variant (as ``UIColor/red``
/// and the others do); ``isDynamic`` tells whether there is a dark one.
///
/// For example:
/// ```swift
/// view.layer.borderColor = UIColor.systemBlue.cgColor
/// let halfRed = CGColor(red: 1, green: 0, blue: 0, alpha: 1).copy(alpha: 0.5)
/// halfRed?.components  // [1, 0, 0, 0.5]
/// ```
public final class CGColor: Hashable, Sendable, CustomStringConvertible {
    /// The colour, dynamic or fixed (read it with `UIColor(cgColor:)`).
    let color: UIColor

    init(_ color: UIColor) {
        self.color = color
    }

    /// An sRGB colour; components are clamped to 0…1 (NaN counts as 0).
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(UIColor(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)))
    }

    /// An sRGB colour; components are clamped to 0…1. As `CGColor(srgbRed:green:blue:alpha:)`.
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A grey level 0…1 (0 is black) with opacity `alpha`. Stored as an sRGB colour, so
    /// `numberOfComponents` is 4, not Core Graphics' 2 for a grey colour space.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    /// Opaque black.
    public static let black = CGColor(UIColor.black)
    /// Opaque white.
    public static let white = CGColor(UIColor.white)
    /// Fully transparent black.
    public static let clear = CGColor(UIColor.clear)

    /// Red, green, blue and alpha, 0…1 (the light variant of a dynamic colour). Never nil here:
    /// every colour is sRGB; optional as in Core Graphics.
    public var components: [CGFloat]? {
        [CGFloat(color.red), CGFloat(color.green), CGFloat(color.blue), CGFloat(color.alpha)]
    }

    /// Always 4: red, green, blue and alpha.
    public var numberOfComponents: Int { 4 }

    /// Opacity 0…1 (of the light variant of a dynamic colour).
    public var alpha: CGFloat { CGFloat(color.alpha) }

    /// True when the colour differs between light and dark appearance (a Tessera addition; see
    /// the type's discussion).
    public var isDynamic: Bool { color.isDynamic }

    /// The same colour with opacity `alpha` (clamped to 0…1), in both variants of a dynamic colour.
    /// Never nil here; optional as in Core Graphics.
    public func copy(alpha: CGFloat) -> CGColor? {
        CGColor(color.withAlphaComponent(alpha))
    }

    /// Equal when the colours are equal in both appearances (as `CFEqual` on two `CGColor`s).
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.color == rhs.color }

    public func hash(into hasher: inout Hasher) { hasher.combine(color) }

    public var description: String {
        let components = [color.red, color.green, color.blue, color.alpha].map { String(format: "%.3g", $0) }
        return "CGColor(sRGB \(components.joined(separator: " "))\(isDynamic ? ", dynamic" : ""))"
    }
}
