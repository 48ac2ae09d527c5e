import Foundation

extension UIColor {
    /// The colour as a ``CGColor`` (for `CALayer` and `CGContext`). A dynamic colour stays dynamic:
    /// see ``CGColor`` for how that differs from iOS, which resolves it once here.
    public var cgColor: CGColor { CGColor(self) }

    /// The colour a ``CGColor`` holds, dynamic or fixed.
    public convenience init(cgColor: CGColor) {
        let color = cgColor.color
        self.init(light: color.light, dark: color.dark)
    }
}
