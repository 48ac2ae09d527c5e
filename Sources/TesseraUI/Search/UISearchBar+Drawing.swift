import Foundation
import TesseraGraphics

/// The search bar's background: filled for `.default` and `.prominent`, none for `.minimal` or in
/// a navigation bar (whose own background shows).
extension UISearchBar {
    /// The colour behind the bar, or nil for none.
    var backgroundFill: UIColor? {
        guard !isInNavigationBar, searchBarStyle != .minimal else { return nil }
        return barTintColor ?? .systemBackground
    }

    /// Fills the bar's background, if its style has one (see `draw(in:)`).
    func drawBackground(in context: inout DisplayList) {
        guard let fill = backgroundFill else { return }
        context.fill(.rect(bounds), color: fill.resolvedColor(with: traitCollection))
    }

    /// The style, bar tint or host changed: redraw, and lay out again for the margins.
    func barAppearanceDidChange() {
        setNeedsDisplay()
        setNeedsLayout()
    }
}
