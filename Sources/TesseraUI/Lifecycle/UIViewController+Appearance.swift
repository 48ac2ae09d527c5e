import TesseraCore

/// Where a controller is between hidden and shown.
public enum AppearanceState: Hashable, Sendable {
    case disappeared
    /// Between `viewWillAppear` and `viewDidAppear`.
    case appearing
    case appeared
    /// Between `viewWillDisappear` and `viewDidDisappear`.
    case disappearing

    /// Appearing or appeared.
    public var isVisible: Bool { self == .appearing || self == .appeared }
}

/// Appearance callbacks and screen tracking.
///
/// Containers drive them: a window for its `rootViewController`, `embed(_:in:)`/`unembed(_:)` for
/// children (later: navigation and presentation). A transition is a
/// `beginAppearanceTransition(_:animated:)` / `endAppearanceTransition()` pair; both are forwarded
/// to children whose views are inside this controller's view, so a screen and its embedded parts
/// appear together:
///
/// | call | state | callback |
/// | --- | --- | --- |
/// | `beginAppearanceTransition(true)` | `appearing` | `viewWillAppear` (loads the view first) |
/// | `endAppearanceTransition()` | `appeared` | `viewDidAppear`, then `screen_view` is tracked |
/// | `beginAppearanceTransition(false)` | `disappearing` | `viewWillDisappear` |
/// | `endAppearanceTransition()` | `disappeared` | `viewDidDisappear` |
///
/// A call that would not change the state (appearing twice, ending with no transition) is
/// ignored, so each callback runs once per real change.
extension UIViewController {
    /// Starts appearing (`true`) or disappearing (`false`): calls `viewWillAppear(_:)` or
    /// `viewWillDisappear(_:)`, then forwards to the children shown inside the view.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool = false) {
        if isAppearing {
            guard !appearanceState.isVisible else { return }
            loadViewIfNeeded()
            appearanceState = .appearing
            isTransitionAnimated = animated
            viewWillAppear(animated)
            isAppearingCallDue = true
        } else {
            guard appearanceState.isVisible else { return }
            appearanceState = .disappearing
            isAppearingCallDue = false
            isTransitionAnimated = animated
            viewWillDisappear(animated)
        }
        for child in childrenShownInView { child.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    /// Finishes the transition begun by `beginAppearanceTransition(_:animated:)`: calls
    /// `viewDidAppear(_:)` (then tracks `screen_view` with `trackingName` on `tracker`, else
    /// `Tracker.current`) or
    /// `viewDidDisappear(_:)`, then forwards to the children.
    public func endAppearanceTransition() {
        let animated = isTransitionAnimated
        switch appearanceState {
        case .appearing:
            callViewIsAppearingInTreeIfDue()
            appearanceState = .appeared
            viewDidAppear(animated)
            transitionFlags.movingToParent = false
            if let trackingName { effectiveTracker.trackScreenView(name: trackingName) }
        case .disappearing:
            appearanceState = .disappeared
            viewDidDisappear(animated)
        case .appeared, .disappeared:
            return
        }
        for child in childrenShownInView { child.endAppearanceTransition() }
    }

    /// Calls `viewIsAppearing(_:)` when it is due (the layout pass calls this for a controller's
    /// root view once it is in a window).
    func callViewIsAppearingIfDue() {
        guard isAppearingCallDue else { return }
        isAppearingCallDue = false
        viewIsAppearing(isTransitionAnimated)
    }

    /// Calls `viewIsAppearing(_:)` where it is still due, in this controller and the children shown
    /// in its view, before any of them hears `viewDidAppear(_:)`.
    private func callViewIsAppearingInTreeIfDue() {
        callViewIsAppearingIfDue()
        for child in childrenShownInView { child.callViewIsAppearingInTreeIfDue() }
    }

    /// Children whose views are loaded and inside this controller's view.
    var childrenShownInView: [UIViewController] {
        guard let root = viewIfLoaded else { return [] }
        return children.filter { child in child.viewIfLoaded?.isDescendant(of: root) ?? false }
    }
}
