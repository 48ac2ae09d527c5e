public import Foundation
public import TesseraGraphics

extension UIImage {
    /// Draws the image scaled into `rect` in the current context (`UIGraphicsGetCurrentContext()`),
    /// as in `draw(_:)` or a `UIGraphicsImageRenderer`'s actions. A symbol or template image
    /// without a tint colour draws black, as in UIKit.
    @MainActor
    public func draw(in rect: CGRect) {
        UIGraphicsGetCurrentContext()?.draw { draw(in: rect, tint: .black, into: &$0) }
    }

    /// Draws the image at its size with its top-left corner at `point`.
    @MainActor
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }
}
