public import Foundation
import TesseraGraphics

extension UITextView {
    /// Return inserts a line break, Page Up / Page Down move the caret by a screenful of lines;
    /// everything else as `handleEditingKey(_:modifiers:)`.
    func handleTextViewKey(_ key: Key, modifiers: KeyModifiers) -> Bool {
        switch key {
        case .returnKey:
            guard acceptsEdits else { return false }
            insertAtSelection("\n")
            return true
        case .pageUp, .pageDown:
            let lineHeight = max(1, textGeometry.lines[0].rect.height + lineSpacing)
            let visible = bounds.height - textContainerInset.top - textContainerInset.bottom
            let lines = max(1, Int(visible / lineHeight) - 1)
            moveVertically(lines: key == .pageUp ? -lines : lines, extending: modifiers.contains(.shift))
            return true
        default:
            return handleEditingKey(key, modifiers: modifiers)
        }
    }

    func caretIndex(movingVerticallyFrom index: Int, lines: Int, goalX: CGFloat) -> Int {
        textGeometry.index(movingVerticallyFrom: index, lines: lines, goalX: goalX)
    }

    func lineBoundaries(at index: Int) -> (start: Int, end: Int) {
        textGeometry.lineBoundaries(at: index)
    }

    /// Where the text's layout origin sits in bounds coordinates (content coordinates: the
    /// scroll offset is `bounds.origin`).
    var textOrigin: CGPoint {
        CGPoint(x: textContainerInset.left, y: textContainerInset.top)
    }

    /// The caret position nearest `point` (bounds coordinates, so scrolled content counts);
    /// below the last line, the end of the text.
    public func characterIndex(at point: CGPoint) -> Int {
        let origin = textOrigin
        let geometry = textGeometry
        let local = CGPoint(x: point.x - origin.x, y: point.y - origin.y)
        if local.y >= geometry.size.height { return geometry.count }
        return geometry.index(at: local)
    }

    /// The caret in bounds (content) coordinates: 2 points wide, as tall as its line, at the
    /// selection's moving end.
    public var caretRect: CGRect {
        let origin = textOrigin
        return textGeometry.caretRect(at: displayedCaret, width: UITextField.caretWidth)
            .offsetBy(dx: origin.x, dy: origin.y)
    }

    /// Scrolls as little as possible so the Characters of `range` (its start, when taller than
    /// the view) are visible.
    public func scrollRangeToVisible(_ range: Range<Int>) {
        let origin = textOrigin
        let geometry = textGeometry
        let top = geometry.caretRect(at: range.lowerBound, width: 0).offsetBy(dx: origin.x, dy: origin.y)
        let bottom = geometry.caretRect(at: range.upperBound, width: 0).offsetBy(dx: origin.x, dy: origin.y)
        scrollToShow(top: top.minY, bottom: bottom.maxY)
    }
}
