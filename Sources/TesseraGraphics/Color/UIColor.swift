public import Foundation

/// An sRGB colour with components in 0…1, or a dynamic colour with one value for light and one
/// for dark appearance (`UIColor`).
///
/// Components are not premultiplied and are clamped to 0…1 (UIKit's extended range is not
/// supported). A dynamic colour resolves against traits when it is drawn, or with
/// `resolvedColor(with:)`.
///
/// A final class, as UIKit's is a class: an app's `convenience init` in an extension (a hex
/// initialiser, a brand palette) delegates to `self.init(red:green:blue:alpha:)` as on iOS. Every
/// colour is immutable, and `==` compares components (two colours made alike are equal, as
/// `isEqual(_:)` says in UIKit). Unlike UIKit's it cannot be subclassed.
///
/// For example:
/// ```swift
/// let accent = UIColor(red: 0.2, green: 0.47, blue: 0.96, alpha: 1)
/// let background = UIColor { traits in
///     traits.userInterfaceStyle == .dark ? UIColor(white: 0.11, alpha: 1) : .white
/// }
/// background.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))  // white 0.11
/// ```
public final class UIColor: Hashable, Sendable {
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

    /// A fixed colour from sRGB components, each clamped to 0…1 (NaN counts as 0). UIKit requires
    /// `alpha`; here it defaults to 1.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
        self.init(
            light: Components(
                red: Self.unitClamped(red), green: Self.unitClamped(green), blue: Self.unitClamped(blue),
                alpha: Self.unitClamped(alpha)),
            dark: nil)
    }

    /// A grey: `white` 0 (black) … 1 (white), clamped.
    public convenience init(white: CGFloat, alpha: CGFloat = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A dynamic colour: `light` in light (and unspecified) appearance, `dark` in dark appearance.
    /// Dynamic inputs are flattened to their own light and dark variants. A Tessera shorthand for
    /// the usual `init(dynamicProvider:)`.
    public convenience init(light: UIColor, dark: UIColor) {
        self.init(light: light.light, dark: dark.dark ?? dark.light)
    }

    /// A colour that asks `dynamicProvider` for its value in each appearance (light and dark).
    ///
    /// Unlike UIKit, which calls the provider whenever the colour is resolved, the provider is
    /// called twice, here and now: with `UITraitCollection.current` set to light and to dark
    /// appearance. Colours here vary by appearance only, so a provider that reads other traits
    /// (size class, text size) sees those of `current` at creation. A dynamic colour returned by
    /// the provider is resolved for the same appearance.
    ///
    /// For example:
    /// ```swift
    /// let card = UIColor { $0.userInterfaceStyle == .dark ? .secondarySystemBackground : .white }
    /// ```
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        func variant(_ style: UIUserInterfaceStyle) -> Components {
            let traits = UITraitCollection(traitsFrom: [.current, UITraitCollection(userInterfaceStyle: style)])
            return dynamicProvider(traits).components(for: style)
        }
        self.init(light: variant(.light), dark: variant(.dark))
    }

    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        lhs === rhs || (lhs.light == rhs.light && lhs.dark == rhs.dark)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(light)
        hasher.combine(dark)
    }

    /// True when the colour differs between light and dark appearance.
    public var isDynamic: Bool { dark != nil }

    /// The fixed colour this colour is in `traitCollection`: the dark variant in dark appearance,
    /// the light one otherwise (also when the appearance is unspecified).
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        resolved(for: traitCollection.userInterfaceStyle)
    }

    /// The same colour with opacity `alpha` (clamped to 0…1; NaN counts as 0), in both appearances.
    ///
    /// For example: `UIColor.red.withAlphaComponent(0.5)` is a half-transparent red.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        let opacity = Self.unitClamped(alpha)
        return mapVariants { Components(red: $0.red, green: $0.green, blue: $0.blue, alpha: opacity) }
    }

    /// The fixed colour for an appearance; `unspecified` resolves as light.
    func resolved(for style: UIUserInterfaceStyle) -> UIColor {
        UIColor(light: components(for: style), dark: nil)
    }

    /// The components of the variant for an appearance; `unspecified` gives the light one.
    func components(for style: UIUserInterfaceStyle) -> Components {
        style == .dark ? (dark ?? light) : light
    }

    /// Applies `transform` to each variant (both variants of a dynamic colour).
    func mapVariants(_ transform: (Components) -> Components) -> UIColor {
        UIColor(light: transform(light), dark: dark.map(transform))
    }

    /// `value` clamped to 0…1, with NaN as 0.
    static func unitClamped(_ value: CGFloat) -> Double {
        value.isNaN ? 0 : min(max(Double(value), 0), 1)
    }
}
