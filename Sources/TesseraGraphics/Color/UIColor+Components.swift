public import Foundation

/// Reading a colour's components, as UIKit does: with out-parameters that return whether the colour
/// could be expressed in the model asked for. A dynamic colour is first resolved with
/// `UITraitCollection.current`.
///
/// For example:
/// ```swift
/// var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
/// UIColor.systemOrange.getRed(&red, green: &green, blue: &blue, alpha: &alpha)   // true
/// (red, green, blue)   // (1, 149/255, 0) in light appearance
/// ```
extension UIColor {
    /// Stores the sRGB components (0…1) in the non-nil pointers. Always true: every colour here is
    /// sRGB.
    @discardableResult
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let value = currentComponents
        red?.pointee = CGFloat(value.red)
        green?.pointee = CGFloat(value.green)
        blue?.pointee = CGFloat(value.blue)
        alpha?.pointee = CGFloat(value.alpha)
        return true
    }

    /// Stores the grey level and alpha of a grey colour (red = green = blue) and returns true; for
    /// any other colour stores nothing and returns false, as UIKit does for a colour that is not in
    /// a greyscale space.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let value = currentComponents
        guard value.red == value.green, value.green == value.blue else { return false }
        white?.pointee = CGFloat(value.red)
        alpha?.pointee = CGFloat(value.alpha)
        return true
    }

    /// Stores hue, saturation and brightness (HSB, each 0…1; hue 0 for a grey) and alpha. Always
    /// true.
    ///
    /// For example: `UIColor.blue` has hue 2/3, saturation 1, brightness 1.
    @discardableResult
    public func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
        brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let value = currentComponents
        let maximum = max(value.red, value.green, value.blue)
        let minimum = min(value.red, value.green, value.blue)
        let chroma = maximum - minimum
        var sixths: Double = 0
        if chroma > 0 {
            switch maximum {
            case value.red: sixths = (value.green - value.blue) / chroma
            case value.green: sixths = (value.blue - value.red) / chroma + 2
            default: sixths = (value.red - value.green) / chroma + 4
            }
            if sixths < 0 { sixths += 6 }
        }
        hue?.pointee = CGFloat(sixths / 6)
        saturation?.pointee = CGFloat(maximum > 0 ? chroma / maximum : 0)
        brightness?.pointee = CGFloat(maximum)
        alpha?.pointee = CGFloat(value.alpha)
        return true
    }

    /// A fixed colour from hue, saturation and brightness (HSB), each clamped to 0…1 (a hue of 1 is
    /// the same red as 0).
    ///
    /// For example: `UIColor(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 1)` is pure green.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat = 1) {
        let (h, s, v) = (Self.unitClamped(hue), Self.unitClamped(saturation), Self.unitClamped(brightness))
        let sector = (h * 6).truncatingRemainder(dividingBy: 6)
        let fraction = sector - sector.rounded(.down)
        let (p, q, t) = (v * (1 - s), v * (1 - s * fraction), v * (1 - s * (1 - fraction)))
        let (red, green, blue): (Double, Double, Double) =
            switch Int(sector) {
            case 0: (v, t, p)
            case 1: (q, v, p)
            case 2: (p, v, t)
            case 3: (p, q, v)
            case 4: (t, p, v)
            default: (v, p, q)
            }
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Red, 0…1, of the colour as it resolves in `UITraitCollection.current`.
    public var red: CGFloat { CGFloat(currentComponents.red) }
    /// Green, 0…1, of the colour as it resolves in `UITraitCollection.current`.
    public var green: CGFloat { CGFloat(currentComponents.green) }
    /// Blue, 0…1, of the colour as it resolves in `UITraitCollection.current`.
    public var blue: CGFloat { CGFloat(currentComponents.blue) }
    /// Opacity, 0…1, of the colour as it resolves in `UITraitCollection.current`.
    public var alpha: CGFloat { CGFloat(currentComponents.alpha) }

    /// The variant `UITraitCollection.current` selects (the only one of a fixed colour).
    private var currentComponents: Components {
        guard isDynamic else { return light }
        return components(for: UITraitCollection.current.userInterfaceStyle)
    }
}
