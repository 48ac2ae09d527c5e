/// Colour mixing after Acheron's RGB maths: a colour is a vector of sRGB components and
/// `blend(q, p) = self + (q − self)·p` moves it a fraction `p` of the way toward `q`.
///
/// Every operation here keeps dynamic colours dynamic: it applies to the light and the dark
/// variant separately (a dynamic `target` contributes its light variant to the light result and its
/// dark variant to the dark result).
extension UIColor {
    /// Mid-grey (0.5, 0.5, 0.5), the target of `tone(_:)`.
    static let toneTarget = Components(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)

    /// Moves the colour a fraction `amount` of the way toward `target`, channel by channel:
    /// `c + (t − c)·amount` for red, green and blue. Alpha stays that of `self`.
    ///
    /// - Parameter amount: 0…1; values outside are clamped, NaN counts as 0.
    ///
    /// For example:
    /// ```swift
    /// UIColor.blue.blend(toward: .red, amount: 0.5)  // (0.5, 0, 0.5): purple
    /// ```
    public func blend(toward target: UIColor, amount: Double) -> UIColor {
        let fraction = UIColor.unitClamped(amount)
        func mix(_ base: Components, _ goal: Components) -> Components {
            Components(
                red: base.red + (goal.red - base.red) * fraction,
                green: base.green + (goal.green - base.green) * fraction,
                blue: base.blue + (goal.blue - base.blue) * fraction,
                alpha: base.alpha)
        }
        return combined(with: target, mix)
    }

    /// Blends toward white by `amount` (0…1, clamped): lighter, less saturated.
    ///
    /// For example: `UIColor.red.tint(0.5)` is (1, 0.5, 0.5).
    public func tint(_ amount: Double) -> UIColor {
        blend(toward: .white, amount: amount)
    }

    /// Blends toward mid-grey (0.5, 0.5, 0.5) by `amount` (0…1, clamped): less saturated.
    ///
    /// For example: `UIColor.red.tone(0.5)` is (0.75, 0.25, 0.25).
    public func tone(_ amount: Double) -> UIColor {
        blend(toward: UIColor(light: UIColor.toneTarget, dark: nil), amount: amount)
    }

    /// Blends toward black by `amount` (0…1, clamped): darker.
    ///
    /// For example: `UIColor.red.shade(0.25)` is (0.75, 0, 0).
    public func shade(_ amount: Double) -> UIColor {
        blend(toward: .black, amount: amount)
    }

    /// The colour painted over `background` with the source-over operator (Porter–Duff), in
    /// non-premultiplied sRGB; variant by variant for dynamic colours. Useful before measuring the
    /// contrast of a translucent colour such as `secondaryLabel`.
    ///
    /// For example:
    /// ```swift
    /// UIColor.black.withAlphaComponent(0.5).composited(over: .white)  // (0.5, 0.5, 0.5), alpha 1
    /// ```
    public func composited(over background: UIColor) -> UIColor {
        combined(with: background) { top, bottom in
            let below = bottom.alpha * (1 - top.alpha)
            let alpha = top.alpha + below
            guard alpha > 0 else { return Components(red: 0, green: 0, blue: 0, alpha: 0) }
            return Components(
                red: (top.red * top.alpha + bottom.red * below) / alpha,
                green: (top.green * top.alpha + bottom.green * below) / alpha,
                blue: (top.blue * top.alpha + bottom.blue * below) / alpha,
                alpha: alpha)
        }
    }

    /// Pairs the variants of `self` and `other` (light with light, dark with dark) and combines
    /// them; the result is dynamic when either input is.
    func combined(with other: UIColor, _ combine: (Components, Components) -> Components) -> UIColor {
        guard other.isDynamic else { return mapVariants { combine($0, other.light) } }
        return UIColor(
            light: combine(light, other.light),
            dark: combine(dark ?? light, other.dark ?? other.light))
    }
}
