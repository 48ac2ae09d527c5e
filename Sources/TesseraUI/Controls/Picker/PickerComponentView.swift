package import Foundation
package import TesseraCore
import TesseraGraphics

/// One component (column) of a `UIPickerView`: a vertical scroll view of rows, `rowHeight` apart,
/// whose top and bottom insets let the first and last rows reach the band in the middle. Row
/// `r` is in the band at content offset `r × rowHeight − contentInset.top`. Only the rows on
/// screen have views; rows that scroll away are handed back to the delegate to reuse.
///
/// The scroll view's own dragging and deceleration move it; as its own delegate it redirects a
/// drag's resting place to a row and settles there (PickerComponentView+Interaction.swift).
/// Package-visible for the desktop accessibility bridge, which reports the selected row as the
/// element's value.
@MainActor
package final class PickerComponentView: UIScrollView, UIScrollViewDelegate {
    private(set) weak var picker: UIPickerView?
    /// The component's index in the picker.
    let component: Int
    /// The row count, as the data source last said.
    package private(set) var rowCount = 0
    /// The row height, as the delegate last said.
    package private(set) var rowHeight = UIPickerView.defaultRowHeight
    /// The selected row; -1 without rows.
    package private(set) var selectedRow = -1
    /// The views of the rows on screen, by row.
    private(set) var visibleRowViews: [Int: UIView] = [:]
    /// Row views that scrolled away, for the delegate to reuse.
    private var reusableRowViews: [UIView] = []
    /// Whether the next layout puts the selected row in the band (after a reload or a change of
    /// size), rather than leaving the rows where the user scrolled them.
    private var needsToRestOnSelection = true
    /// Settles the component after the wheel stops turning.
    var wheelSettleTimer: (any Cancellable)?

    init(picker: UIPickerView, component: Int) {
        self.picker = picker
        self.component = component
        super.init(frame: .zero)
        delegate = self
        contentInsetAdjustmentBehavior = .never
        showsVerticalScrollIndicator = false
        showsHorizontalScrollIndicator = false
        alwaysBounceVertical = true
        decelerationRate = .fast
        isAccessibilityElement = true
        accessibilityTraits = .adjustable
        setUpInteraction()
    }

    // MARK: Rows

    /// Asks the data source and delegate again, keeps the selection in range (the last row when
    /// the rows shrank below it, the first when rows appeared) and shows the selected row.
    func reload() {
        guard let picker else { return }
        rowCount = max(0, picker.dataSource?.pickerView(picker, numberOfRowsInComponent: component) ?? 0)
        rowHeight = picker.rowHeight(forComponent: component)
        selectedRow = rowCount == 0 ? -1 : min(max(selectedRow, 0), rowCount - 1)
        for view in visibleRowViews.values {
            view.removeFromSuperview()
            reusableRowViews.append(view)
        }
        visibleRowViews = [:]
        stopMotion()
        needsToRestOnSelection = true
        layOutRows()
    }

    /// Sets the insets and content size for the current height, rests on the selected row after a
    /// reload or a change of size (unless the content is moving), and shows the rows on screen.
    func layOutRows() {
        let inset = max(0, (bounds.height - rowHeight) / 2)
        let insets = UIEdgeInsets(top: inset, left: 0, bottom: inset, right: 0)
        let size = CGSize(width: bounds.width, height: CGFloat(rowCount) * rowHeight)
        if contentInset != insets || contentSize != size { needsToRestOnSelection = true }
        if contentInset != insets { contentInset = insets }
        if contentSize != size { contentSize = size }
        if needsToRestOnSelection, !isDragging, motion == nil {
            contentOffset = offset(forRow: max(selectedRow, 0))
            needsToRestOnSelection = false
        }
        tileRows()
    }

    /// The content offset that puts `row` in the band.
    func offset(forRow row: Int) -> CGPoint {
        CGPoint(x: 0, y: CGFloat(row) * rowHeight - contentInset.top)
    }

    /// The row nearest the band at content offset `y` (-1 without rows).
    func row(atOffset y: CGFloat) -> Int {
        guard rowCount > 0 else { return -1 }
        let row = Self.clampedInt(((y + contentInset.top) / rowHeight).rounded())
        return min(max(row, 0), rowCount - 1)
    }

    /// `value` (a whole number of rows) as an Int, clamped into Int's range (0 for NaN): with
    /// billions of rows an offset divided by the row height can pass `Int.max`, where `Int(_:)` traps.
    static func clampedInt(_ value: CGFloat) -> Int {
        if value.isNaN { return 0 }
        if value >= CGFloat(Int.max) { return .max }
        if value <= CGFloat(Int.min) { return .min }
        return Int(value)
    }

    /// The row in the band now.
    var centredRow: Int { row(atOffset: contentOffset.y) }

    /// Adds views for the rows that came on screen, hands back those that left, and fades each
    /// by its distance from the band.
    func tileRows() {
        guard let picker else { return }
        var onScreen = 0..<0
        if rowCount > 0, bounds.height > 0 {
            let first = max(0, Self.clampedInt((contentOffset.y / rowHeight).rounded(.down)))
            let last = min(
                rowCount - 1, Self.clampedInt(((contentOffset.y + bounds.height) / rowHeight).rounded(.down)))
            if first <= last { onScreen = first..<(last + 1) }
        }
        for (row, view) in visibleRowViews where !onScreen.contains(row) {
            view.removeFromSuperview()
            reusableRowViews.append(view)
            visibleRowViews[row] = nil
        }
        let bandMid = contentOffset.y + bounds.height / 2
        for row in onScreen {
            let view =
                visibleRowViews[row]
                ?? picker.delegateView(forRow: row, forComponent: component, reusing: reusableRowViews.popLast())
            if view.superview !== self { addSubview(view) }
            visibleRowViews[row] = view
            view.frame = CGRect(x: 0, y: CGFloat(row) * rowHeight, width: bounds.width, height: rowHeight)
            let distance = abs(view.frame.midY - bandMid) / max(bounds.height / 2, 1)
            view.alpha = 1 - 0.65 * min(distance, 1)
        }
    }

    // MARK: Selection

    /// Selects `row` (clamped into the rows) from code and scrolls it into the band.
    func select(_ row: Int, animated: Bool) {
        guard rowCount > 0 else { return }
        selectedRow = min(max(row, 0), rowCount - 1)
        setContentOffset(offset(forRow: selectedRow), animated: animated && window != nil)
        tileRows()
    }

    /// The user picked `row`: it becomes the selection at once (the delegate hears it) and
    /// scrolls into the band.
    package func userSelect(_ row: Int) {
        guard rowCount > 0 else { return }
        let row = min(max(row, 0), rowCount - 1)
        commitUserSelection(row)
        setContentOffset(offset(forRow: row), animated: window != nil)
        tileRows()
    }

    /// The component came to rest: the row in the band becomes the selection, telling the
    /// delegate when it changed. Content resting between rows is first put on the nearest one.
    func settle() {
        guard rowCount > 0 else { return }
        let row = centredRow
        if contentOffset != offset(forRow: row) { setContentOffset(offset(forRow: row), animated: false) }
        tileRows()
        commitUserSelection(row)
    }

    /// Makes `row` the selection, telling the delegate when it changed.
    private func commitUserSelection(_ row: Int) {
        guard row != selectedRow else { return }
        selectedRow = row
        picker?.userDidSelect(row, inComponent: component)
    }

    // MARK: Wheel, keyboard and accessibility (PickerComponentView+Interaction.swift)

    /// The wheel moves the rows as it moves any scroll view, then settles on a row.
    package override func scrollWheel(delta: CGSize, at location: CGPoint) -> Bool {
        let handled = super.scrollWheel(delta: CGSize(width: 0, height: delta.height), at: location)
        if handled { settleAfterWheel() }
        return handled
    }

    package override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        if newWindow == nil {
            wheelSettleTimer?.cancel()
            wheelSettleTimer = nil
        }
    }

    /// A component with rows takes keyboard focus.
    package override var canBecomeFocused: Bool { isUserInteractionEnabled && rowCount > 0 }

    /// Up and Down move the focused component; other keys go up the responder chain (not to the
    /// scroll view's own scrolling keys, which would leave the rows between two).
    package override func keyDown(_ key: Key, modifiers: KeyModifiers) -> Bool {
        handleKey(key, modifiers: modifiers) || (next?.keyDown(key, modifiers: modifiers) ?? false)
    }

    /// The selected row's title, unless set.
    package override var accessibilityValue: String? {
        get { super.accessibilityValue ?? selectedTitle }
        set { super.accessibilityValue = newValue }
    }

    /// Selects the next row, as VoiceOver's swipe up does (the delegate hears it).
    package override func accessibilityIncrement() { userSelect(selectedRow + 1) }

    /// Selects the previous row (the delegate hears it).
    package override func accessibilityDecrement() { userSelect(selectedRow - 1) }

    // MARK: Scrolling (as the scroll view's own delegate)

    package func scrollViewDidScroll(_ scrollView: UIScrollView) {
        tileRows()
    }

    /// A drag comes to rest on the row nearest to where it would have stopped.
    package func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        guard rowCount > 0 else { return }
        targetContentOffset.pointee = offset(forRow: row(atOffset: targetContentOffset.pointee.y))
    }

    package func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { settle() }
    }

    package func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        settle()
    }

    package func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        settle()
    }
}
