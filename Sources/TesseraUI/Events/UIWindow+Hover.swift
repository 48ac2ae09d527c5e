import Foundation

/// A view that shows whether the pointer is over it (a button's hover effect, a row's hover
/// highlight). The window tells it when the pointer enters or leaves it or one of its subviews.
@MainActor
protocol PointerHoverResponding: UIView {
    /// The pointer entered or left the view; read `isUnderPointer` for which.
    func pointerHoverDidChange()
}

extension UIWindow {
    /// Makes the view under `location` (window points; nil: the pointer left the window) and its
    /// ancestors the hovered views: views the pointer left hear of it first, then those it
    /// entered, deepest first; hover recognisers begin, change and end to match.
    ///
    /// - Complexity: O(depth of the tree) plus a hit test.
    func updateHover(at location: CGPoint?) {
        var chain: [UIView] = []
        if let location, bounds.contains(location) {
            layoutIfNeeded()
            chain = viewChain(at: location)
        }
        applyHover(chain, at: location)
    }

    /// Hit-tests the still pointer again after a layout pass, so rows reused, inserted or scrolled
    /// under it — or a view that moved away — are hovered as they now lie; nothing happens while
    /// the same views are under it. Hover callbacks that ask for layout get it before this returns.
    ///
    /// - Complexity: a hit test, plus O(depth of the tree) when the views under the pointer changed.
    func updateHoverAfterLayout() {
        guard let location = inputState.hoverLocation, !inputState.isUpdatingHover else { return }
        let chain = viewChain(at: location)
        let current = inputState.hoveredViews.map(\.view)
        guard chain.count != current.count || zip(chain, current).contains(where: { $0 !== $1 }) else { return }
        applyHover(chain, at: location)
        layoutSubtreeIfNeeded(engine: autoLayoutEngineForLayoutPass())
    }

    /// The view a touch at `location` would hit and its ancestors, deepest first.
    private func viewChain(at location: CGPoint) -> [UIView] {
        var chain: [UIView] = []
        var current = hitTest(location, with: nil)
        while let view = current {
            chain.append(view)
            current = view.superview
        }
        return chain
    }

    private func applyHover(_ chain: [UIView], at location: CGPoint?) {
        inputState.isUpdatingHover = true
        defer { inputState.isUpdatingHover = false }
        let previous = inputState.hoveredViews.compactMap(\.view)
        inputState.hoverLocation = chain.isEmpty ? nil : location
        inputState.hoveredViews = chain.map { WeakView(view: $0) }
        for view in previous where !chain.contains(where: { $0 === view }) {
            for recognizer in view.hoverRecognizers { recognizer.pointerExited() }
            (view as? any PointerHoverResponding)?.pointerHoverDidChange()
        }
        guard let location = inputState.hoverLocation else { return }
        for view in chain {
            let entered = !previous.contains { $0 === view }
            for recognizer in view.hoverRecognizers { recognizer.pointerMoved(to: location, entering: entered) }
            if entered { (view as? any PointerHoverResponding)?.pointerHoverDidChange() }
        }
    }
}

extension UIView {
    /// Whether the pointer is over this view or one of its subviews (and no view in front of it
    /// takes it), as of the last pointer motion in its window.
    var isUnderPointer: Bool {
        guard let window else { return false }
        return window.inputState.hoveredViews.contains { $0.view === self }
    }

    fileprivate var hoverRecognizers: [UIHoverGestureRecognizer] {
        gestureRecognizers.compactMap { $0 as? UIHoverGestureRecognizer }
    }
}
