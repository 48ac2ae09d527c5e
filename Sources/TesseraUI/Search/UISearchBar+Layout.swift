import Foundation
import TesseraGraphics

/// Where a search bar puts its prompt, field, Cancel button and scope bar, and how tall it is.
extension UISearchBar {
    /// Space between the field and the Cancel button, in points.
    static let cancelSpacing: CGFloat = 8
    /// The scope bar's band under the field row: the segmented control and space below it, in points.
    static let scopeBandHeight: CGFloat = UISegmentedControl.preferredHeight + 12

    /// Space between the bar's edges and the field (or Cancel): 8 points, 16 in a navigation bar
    /// (aligned with the bar's content, as iOS lays it out).
    var horizontalInset: CGFloat { isInNavigationBar ? 16 : 8 }

    /// The field's height: 36 points, or the text's line and padding when that is taller.
    var currentFieldHeight: CGFloat {
        max(Self.fieldHeight, (searchTextField.effectiveFont.lineHeight + 14).rounded(.up))
    }

    /// The row holding the field: the field with 10 points above and below.
    var fieldRowHeight: CGFloat { currentFieldHeight + (Self.preferredHeight - Self.fieldHeight) }

    /// The prompt's band above the field row; 0 without a prompt.
    var promptHeight: CGFloat {
        guard let prompt, !prompt.isEmpty else { return 0 }
        return (promptLabel.font.lineHeight + 8).rounded(.up)
    }

    /// The whole bar: prompt, field row, scope bar.
    var barHeight: CGFloat {
        promptHeight + fieldRowHeight + (isScopeBarShown ? Self.scopeBandHeight : 0)
    }

    /// Places the prompt, field, Cancel button and scope bar (see `layoutSubviews()`).
    func layoutBar() {
        let inset = horizontalInset
        let width = bounds.width
        let promptHeight = self.promptHeight
        promptLabel.isHidden = promptHeight == 0
        promptLabel.frame = CGRect(x: inset, y: 0, width: max(0, width - 2 * inset), height: promptHeight)
        let rowTop = promptHeight
        let fieldHeight = currentFieldHeight
        var fieldEnd = width - inset
        if showsCancelButton {
            let cancelWidth = cancelButton.intrinsicContentSize.width
            cancelButton.frame = mirrored(
                CGRect(x: width - inset - cancelWidth, y: rowTop, width: cancelWidth, height: fieldRowHeight))
            fieldEnd = width - inset - cancelWidth - Self.cancelSpacing
        }
        let fieldTop = rowTop + ((fieldRowHeight - fieldHeight) / 2).rounded()
        searchTextField.frame = mirrored(
            CGRect(x: inset, y: fieldTop, width: max(0, fieldEnd - inset), height: fieldHeight))
        scopeBar.isHidden = !isScopeBarShown
        scopeBar.frame = CGRect(
            x: inset, y: rowTop + fieldRowHeight, width: max(0, width - 2 * inset),
            height: UISegmentedControl.preferredHeight)
    }

    private var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    /// `frame` mirrored across the bar for right-to-left layouts.
    private func mirrored(_ frame: CGRect) -> CGRect {
        guard isRightToLeft else { return frame }
        return CGRect(x: bounds.width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
    }

    /// The bar's height may have changed: re-measure, and have a navigation bar showing it lay out
    /// its container again.
    func barHeightDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        (superview as? UINavigationBar)?.searchBarHeightDidChange()
    }
}
