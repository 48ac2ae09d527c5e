import Foundation

/// Keyboard focus: which view Tab reaches next, the scope focus stays in, and the focus ring.
///
/// Focus is the first responder when a text view has it; otherwise it is a focusable control or
/// list (`canBecomeFocused`) that Tab / Shift-Tab reached. A focusable view is one stop: the views
/// inside it are reached with its own keys (a list's arrows), not with Tab. While a modal view is
/// shown (`accessibilityViewIsModal`: a presented controller, an alert), focus stays inside it; when
/// it goes away, focus returns to where it was if the keyboard put it there.
///
/// The focus ring (a 3-point outline in the focused view's tint colour) shows only after the
/// keyboard moved focus, and goes away with the next pointer press, so pointer use looks as before.
extension UIWindow {
    /// The part of the window focus stays in: the frontmost visible modal view
    /// (`accessibilityViewIsModal`), searched again inside that one, else the window.
    public var focusScope: UIView {
        var scope: UIView = self
        while let modal = scope.subviews.last(where: { $0.accessibilityViewIsModal && $0.isVisibleForFocus }) {
            scope = modal
        }
        return scope
    }

    /// Views Tab reaches in `focusScope`, in reading order: top to bottom, then left to right
    /// (window coordinates, rows within 1 point count as one). Hidden, transparent,
    /// non-interactive and empty views and their subtrees are left out, and so are the subviews of
    /// a focusable view.
    public var focusOrder: [UIView] {
        var result: [(view: UIView, origin: CGPoint)] = []
        func visit(_ view: UIView, isScope: Bool) {
            guard view.isVisibleForFocus else { return }
            if !isScope, view.canBecomeFocused, view.bounds.width > 0, view.bounds.height > 0 {
                result.append((view, view.convert(CGPoint.zero, to: nil)))
                return
            }
            for subview in view.subviews { visit(subview, isScope: false) }
        }
        visit(focusScope, isScope: true)
        return result.sorted { a, b in
            abs(a.origin.y - b.origin.y) > 1 ? a.origin.y < b.origin.y : a.origin.x < b.origin.x
        }.map(\.view)
    }

    /// Moves focus to the next (or previous) view in `focusOrder`, wrapping around, and shows the
    /// focus ring.
    public func moveFocus(forward: Bool) {
        let order = focusOrder
        guard !order.isEmpty else { return }
        let current = focusedView.flatMap { focused in order.firstIndex { $0 === focused } }
        let count = order.count
        let start: Int =
            switch current {
            case nil: forward ? 0 : count - 1
            case let index?: (index + (forward ? 1 : count - 1)) % count
            }
        isFocusRingVisible = true
        // A view may refuse (a text field's delegate); try the next one, once round.
        for step in 0..<count {
            let index = (start + (forward ? step : count - step)) % count
            if order[index] === focusedView || focus(order[index]) { return }
        }
    }

    /// Focuses `view` (nil: nothing): a view that can become first responder becomes it; any other
    /// resigns the first responder and takes focus. False when the first responder refuses to go
    /// or `view` cannot be focused.
    @discardableResult
    public func focus(_ view: UIView?) -> Bool {
        if let view {
            guard view.window === self, view.canBecomeFocused else { return false }
            if view.canBecomeFirstResponder { return view.becomeFirstResponder() }
        }
        if let responder = firstResponder, responder !== view {
            guard makeFirstResponder(nil) else { return false }
        }
        focusedView?.setNeedsDisplay()
        focusedView = view
        (view as? any KeyboardFocusableList)?.didBecomeKeyboardFocused()
        view?.scrollIntoVisibleArea()
        needsDisplay = true
        return true
    }

    /// The view the focus ring surrounds: the focused view, or the focused row's cell of a focused
    /// list; nil while the ring is hidden.
    public var focusRingView: UIView? {
        guard isFocusRingVisible, let focused = focusedView, focused.window === self else { return nil }
        if let list = focused as? any KeyboardFocusableList { return list.focusedItemView }
        return focused
    }

    /// Called after a modal view was added: focus outside the new scope is cleared and returned
    /// as `previous`, so it can be restored when the modal view goes.
    func focusScopeDidChange() -> UIView? {
        let scope = focusScope
        guard let focused = focusedView, !focused.isDescendant(of: scope) else { return nil }
        return focus(nil) ? focused : nil
    }

    /// Focuses `view` again after the modal view that took focus from it went away — when the
    /// keyboard is in use (the ring shows) and nothing else was focused meanwhile.
    func restoreFocus(to view: UIView?) {
        guard isFocusRingVisible, let view, view.window === self, focusedView == nil || focusedView?.window !== self,
            view.isDescendant(of: focusScope)
        else { return }
        focus(view)
    }
}

extension UIView {
    /// Whether the view is focused (the first responder, or the control or list keyboard focus is on).
    public var isFocused: Bool { window?.focusedView === self }

    var isVisibleForFocus: Bool { !isHidden && alpha > 0 && isUserInteractionEnabled }
}

/// A focusable list whose focus is on one of its items: the ring surrounds that item's view.
@MainActor
protocol KeyboardFocusableList: UIView {
    var focusedItemView: UIView? { get }
    /// Focus arrived: choose the item it rests on.
    func didBecomeKeyboardFocused()
}
