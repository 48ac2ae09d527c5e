import Foundation
import TesseraGraphics

/// The hover highlight of an item under the pointer, as iPadOS with a pointer and Mac Catalyst
/// show it: a light fill (`tertiarySystemFill`) in the item's outline behind its content, when its
/// collection view allows selection and the item is not already selected or highlighted.
extension UICollectionViewCell: PointerHoverResponding {
    func pointerHoverDidChange() {
        setNeedsDisplay()
    }

    /// Whether the item shows its hover highlight now.
    var showsHoverHighlight: Bool {
        guard isUnderPointer, !isSelected, !isHighlighted, let collection = superview as? UICollectionView else {
            return false
        }
        return collection.allowsSelection
    }

    func drawHoverHighlight(in context: inout DisplayList) {
        guard showsHoverHighlight else { return }
        context.fill(shapePath, color: UIColor.tertiarySystemFill.resolvedColor(with: traitCollection))
    }
}
