public import Foundation
import TesseraGraphics

extension UITextView {
    /// How far the content is scrolled, in points: `bounds.origin`. Setting it clamps y to
    /// 0…(`contentSize.height` − bounds height) and x to 0 (text wraps, so it never scrolls
    /// sideways).
    public var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            let y = min(max(newValue.y, 0), maximumContentOffsetY)
            guard y != bounds.origin.y || bounds.origin.x != 0 else { return }
            bounds.origin = CGPoint(x: 0, y: y)
        }
    }

    /// The size of the scrollable content in points: the view's width, and the text's height
    /// plus the top and bottom insets.
    public var contentSize: CGSize {
        CGSize(
            width: bounds.width,
            height: (textGeometry.size.height + textContainerInset.top + textContainerInset.bottom).rounded(.up))
    }

    /// The largest vertical offset: 0 when the content fits or scrolling is off.
    var maximumContentOffsetY: CGFloat {
        guard isScrollEnabled else { return 0 }
        return max(0, contentSize.height - bounds.height)
    }

    /// Scrolls by `delta` points (positive reveals what is below). Returns whether the offset
    /// changed.
    func scroll(by delta: CGFloat) -> Bool {
        guard isScrollEnabled, delta != 0 else { return false }
        let before = contentOffset.y
        contentOffset = CGPoint(x: 0, y: before + delta)
        return contentOffset.y != before
    }

    /// Scrolls just enough that the caret's line shows with the insets around it.
    func scrollCaretToVisible() {
        guard isScrollEnabled, bounds.height > 0 else { return }
        let caret = caretRect
        scrollToShow(top: caret.minY, bottom: caret.maxY)
    }

    /// Scrolls so the band `top`…`bottom` (content coordinates) is inside the bounds, with the
    /// insets as margins; the top wins when the band is taller than the view.
    func scrollToShow(top: CGFloat, bottom: CGFloat) {
        guard isScrollEnabled else { return }
        var y = contentOffset.y
        if bottom + textContainerInset.bottom > y + bounds.height {
            y = bottom + textContainerInset.bottom - bounds.height
        }
        if top - textContainerInset.top < y { y = top - textContainerInset.top }
        contentOffset = CGPoint(x: 0, y: y)
    }

    /// After a layout pass: the wrapping width may have changed, so a self-sizing view's height
    /// and the scroll position are brought up to date.
    func viewDidLayout() {
        if bounds.width != lastLayoutWidth {
            lastLayoutWidth = bounds.width
            if !isScrollEnabled { invalidateIntrinsicContentSize() }
        }
        contentOffset = contentOffset  // re-clamp to the new content height
    }

    /// The height the text needs at `width` (points) plus the insets, rounded up.
    func fittingHeight(forWidth width: CGFloat) -> CGFloat {
        let wrapping: CGFloat? = width > 0 ? max(0, width - textContainerInset.left - textContainerInset.right) : nil
        let geometry = wrapping == wrappingWidth ? textGeometry : makeGeometry(width: wrapping)
        return (geometry.size.height + textContainerInset.top + textContainerInset.bottom).rounded(.up)
    }

    func fittingSize(for size: CGSize) -> CGSize {
        if size.width > 0, size.width < UILabel.unlimitedWidth {
            return CGSize(width: size.width, height: fittingHeight(forWidth: size.width))
        }
        let geometry = makeGeometry(width: nil)
        let insets = textContainerInset
        return CGSize(
            width: (geometry.size.width + insets.left + insets.right + UITextField.caretWidth).rounded(.up),
            height: (geometry.size.height + insets.top + insets.bottom).rounded(.up))
    }

    /// Selection, text and caret, in content coordinates (the view clips to its bounds).
    func drawText(in context: inout DisplayList) {
        let traits = traitCollection
        let geometry = textGeometry
        let origin = textOrigin
        let selection = editingModel.selectedRange
        let editing = isEditing
        if editing, !selection.isEmpty, markedText == nil {
            let color = tintColor.resolvedColor(with: traits).withAlphaComponent(0.25)
            for selected in geometry.selectionRects(for: selection) {
                context.fill(.rect(selected.offsetBy(dx: origin.x, dy: origin.y)), color: color)
            }
        }
        let shown = displayedWithMarkedText(editingModel.text)
        if !shown.isEmpty {
            let attributes = TextAttributes(
                font: effectiveFont, foregroundColor: storedTextColor.resolvedColor(with: traits))
            let width = geometry.layoutWidth ?? (geometry.size.width + 1)
            context.drawText(
                AttributedText(shown, attributes: attributes),
                in: CGRect(x: origin.x, y: origin.y, width: width, height: geometry.size.height), style: paragraphStyle)
            drawMarkedTextUnderline(in: &context, geometry: geometry, origin: origin, color: attributes.foregroundColor)
        }
        if editing, selection.isEmpty || markedText != nil, caretBlinker.isCaretVisible {
            context.fill(.rect(caretRect), color: tintColor.resolvedColor(with: traits))
        }
    }
}
