import Foundation
import TesseraGraphics

/// The hover highlight of a row under the pointer, as iPadOS with a pointer and Mac Catalyst lists
/// show it: a light fill (`tertiarySystemFill`) behind the content of a row that a click would
/// select — its table allows selection (or selection while editing, when editing), its
/// `selectionStyle` is not `none`, and it is not already selected or highlighted.
extension UITableViewCell: PointerHoverResponding {
    func pointerHoverDidChange() {
        setNeedsDisplay()
    }

    /// Whether the row shows its hover highlight now.
    var showsHoverHighlight: Bool {
        guard isUnderPointer, selectionStyle != .none, !isSelected, !isHighlighted,
            let table = superview as? UITableView
        else { return false }
        return isEditing ? table.allowsSelectionDuringEditing : table.allowsSelection
    }

    func drawHoverHighlight(in context: inout DisplayList) {
        guard showsHoverHighlight else { return }
        context.fill(.rect(bounds), color: UIColor.tertiarySystemFill.resolvedColor(with: traitCollection))
    }
}
