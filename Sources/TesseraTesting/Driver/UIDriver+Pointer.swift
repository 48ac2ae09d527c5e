import Foundation
public import TesseraUI

extension UIDriver {
    /// Moves the pointer, with no button down, to the centre of the visible part of the one view
    /// matching `query` (see `hover(_:)` for a view).
    /// - Throws: `.noMatch`, `.ambiguous`, and what `hover(_:)` throws.
    public func hover(_ query: ViewQuery) throws(UIDriverError) {
        try hover(find(query))
    }

    /// Moves the pointer, with no button down, to the centre of `view`'s visible part (after
    /// scrolling it into view): the view and its ancestors are hovered, as on a desktop. The
    /// pointer stays there through later taps and scrolling; what moves under it is hovered in
    /// turn.
    ///
    /// For example:
    /// ```swift
    /// try driver.hover(saveButton)
    /// saveButton.isHovered          // true when its pointer interaction is enabled
    /// driver.movePointerOutOfWindow()
    /// ```
    /// - Throws: as `tap(_:)`.
    public func hover(_ view: UIView) throws(UIDriverError) {
        send(.hover(try touchPoint(for: view)))
        try finishAction()
    }

    /// The pointer leaves the window: nothing is hovered any more.
    public func movePointerOutOfWindow() {
        send(.pointerExited)
    }
}
