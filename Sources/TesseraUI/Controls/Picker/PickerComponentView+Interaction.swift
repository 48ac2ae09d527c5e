import Foundation
import TesseraCore

extension PickerComponentView {
    /// How long after the last wheel event the component settles on a row.
    static let wheelSettleDelay: Duration = .milliseconds(150)

    func setUpInteraction() {
        // A tap on a row above or below the band scrolls that row into it.
        addGestureRecognizer(
            UITapGestureRecognizer { [weak self] recognizer in
                guard let self, recognizer.state == .ended else { return }
                let y = recognizer.location(in: self).y
                let row = Self.clampedInt((y / self.rowHeight).rounded(.down))
                guard (0..<self.rowCount).contains(row), row != self.centredRow else { return }
                self.scrollByUser(to: row)
            })
    }

    /// Scrolls `row` into the band (animated in a window); the selection follows when it settles.
    func scrollByUser(to row: Int) {
        setContentOffset(offset(forRow: row), animated: window != nil)
        if motion == nil { settle() }
    }

    // MARK: Wheel

    /// After a wheel event moved the rows (as it moves any scroll view): once the wheel stops
    /// turning, the component settles on the row nearest the band.
    func settleAfterWheel() {
        guard let clock = window?.clock else { return }
        wheelSettleTimer?.cancel()
        wheelSettleTimer = clock.schedule(at: clock.now + Self.wheelSettleDelay) { [weak self] in
            guard let self, !self.isDragging, self.motion == nil else { return }
            self.wheelSettleTimer = nil
            self.scrollByUser(to: self.centredRow)
        }
    }

    // MARK: Keyboard

    /// Up and Down select the previous and next row of the focused component (the delegate hears
    /// it); false for other keys.
    func handleKey(_ key: Key, modifiers: KeyModifiers) -> Bool {
        guard isFocused, modifiers.isEmpty, rowCount > 0 else { return false }
        switch key {
        case .upArrow: userSelect(selectedRow - 1)
        case .downArrow: userSelect(selectedRow + 1)
        default: return false
        }
        return true
    }

    /// The selected row's title (nil without rows).
    var selectedTitle: String? {
        guard let picker, selectedRow >= 0 else { return nil }
        return picker.title(forRow: selectedRow, forComponent: component)
    }
}
