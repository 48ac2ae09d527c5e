import Foundation
import TesseraGraphics

// The storage behind the properties a view shares with its layer (`backgroundColor` ↔
// `layer.backgroundColor`, `alpha` ↔ `layer.opacity`, `clipsToBounds` ↔ `layer.masksToBounds`).
// Both sides write through these, so an override of the view's property is not re-entered when the
// layer's is set (iOS code may set the layer's from the view's `didSet`).
extension UIView {
    func setBackgroundColor(_ color: UIColor?) {
        let old = backgroundColorStorage
        backgroundColorStorage = color
        animatablePropertyDidChange(.backgroundColor(old))
        setNeedsDisplay()
    }

    func setAlpha(_ alpha: CGFloat) {
        let old = alphaStorage
        alphaStorage = alpha.isNaN ? 0 : min(max(alpha, 0), 1)
        animatablePropertyDidChange(.alpha(old))
        setNeedsDisplay()
    }

    func setClipsToBounds(_ clips: Bool) {
        clipsToBoundsStorage = clips
        setNeedsDisplay()
    }
}
