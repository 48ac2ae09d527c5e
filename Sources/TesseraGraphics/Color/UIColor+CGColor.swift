import Foundation

extension UIColor {
    /// The colour as a ``CGColor`` (for `CALayer` and `CGContext`). A dynamic colour stays dynamic:
    /// see ``CGColor`` for how that differs from iOS, which resolves it once here.
    public var cgColor: CGColor { CGColor(self) }

    /// The colour a ``CGColor`` holds, dynamic or fixed.
    public init(cgColor: CGColor) {
        self = cgColor.color
    }
}
