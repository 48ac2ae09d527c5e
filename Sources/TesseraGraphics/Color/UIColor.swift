/// An sRGB colour with components in 0…1, or a dynamic colour with one value for light and one
/// for dark appearance.
///
/// Components are not premultiplied. A dynamic colour resolves against traits when it is drawn;
/// its `red`/`green`/`blue`/`alpha` read the light variant.
///
/// For example:
/// ```swift
/// let accent = UIColor(rgb: 0x3478F6)
/// let background = UIColor(light: .white, dark: UIColor(rgb: 0x1C1C1E))
/// background.resolved(for: .dark) == UIColor(rgb: 0x1C1C1E)  // true
/// ```
public struct UIColor: Hashable, Sendable {
    /// One concrete colour: sRGB components 0…1, not premultiplied.
    struct Components: Hashable, Sendable {
        var red: Double
        var green: Double
        var blue: Double
        var alpha: Double
    }

    let light: Components
    /// nil for a colour that is the same in both appearances.
    let dark: Components?

    /// A dark variant equal to the light one is stored as nil, so that equal-looking colours
    /// compare equal and `isDynamic` means the appearances really differ.
    init(light: Components, dark: Components?) {
        self.light = light
        self.dark = dark == light ? nil : dark
    }

    /// A fixed colour. Components are clamped to 0…1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        func clamp(_ value: Double) -> Double { value.isNaN ? 0 : min(max(value, 0), 1) }
        self.init(
            light: Components(red: clamp(red), green: clamp(green), blue: clamp(blue), alpha: clamp(alpha)),
            dark: nil)
    }

    /// A grey level 0…1 (0 is black).
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A dynamic colour: `light` in light (and unspecified) appearance, `dark` in dark appearance.
    /// Dynamic inputs are flattened to their own light and dark variants.
    public init(light: UIColor, dark: UIColor) {
        self.init(light: light.light, dark: dark.dark ?? dark.light)
    }

    /// Red, 0…1 (of the light variant for a dynamic colour).
    public var red: Double { light.red }
    /// Green, 0…1 (of the light variant for a dynamic colour).
    public var green: Double { light.green }
    /// Blue, 0…1 (of the light variant for a dynamic colour).
    public var blue: Double { light.blue }
    /// Opacity, 0…1 (of the light variant for a dynamic colour).
    public var alpha: Double { light.alpha }

    /// True when the colour differs between light and dark appearance.
    public var isDynamic: Bool { dark != nil }

    /// The concrete colour for an appearance; `unspecified` resolves as light.
    public func resolved(for style: UIUserInterfaceStyle) -> UIColor {
        let components = style == .dark ? (dark ?? light) : light
        return UIColor(light: components, dark: nil)
    }

    /// The concrete colour for a trait environment.
    public func resolved(with traits: UITraitCollection) -> UIColor {
        resolved(for: traits.userInterfaceStyle)
    }

    /// Applies `transform` to each variant (both variants of a dynamic colour).
    func mapVariants(_ transform: (Components) -> Components) -> UIColor {
        UIColor(light: transform(light), dark: dark.map(transform))
    }
}

extension UIColor {
    public static let clear = UIColor(white: 0, alpha: 0)
    public static let black = UIColor(white: 0)
    public static let white = UIColor(white: 1)
    public static let gray = UIColor(white: 0.5)
    public static let red = UIColor(red: 1, green: 0, blue: 0)
    public static let green = UIColor(red: 0, green: 1, blue: 0)
    public static let blue = UIColor(red: 0, green: 0, blue: 1)
}
