public import TesseraCore

/// A view's lifecycle: setup at the end of `init`, tear-down when its owner ends it.
///
/// Every view runs `LifecycleHook.viewSetUp` once, at the end of its initialiser:
/// `prepare`, `beginSetUp`, `buildHierarchy`, `configureViews`, `makeLayout`, `setUpDelegates`,
/// `setUpNotifications`, `bindData`, `observe`, `setUpEvents`, `setUpExtras`, `themeDidChange`,
/// `finishSetUp`, `debugChecks` (DEBUG only). Each hook does nothing by default; override the ones
/// you need — calling `super` is not required for `UIView`'s own hooks.
///
/// A subclass's stored properties are initialised before `super.init`, so hooks may use them:
/// ```swift
/// final class EntryCardView: UIView {
///     let titleLabel = UILabel()
///     let model: EntryModel
///
///     init(model: EntryModel) {
///         self.model = model
///         super.init(frame: .zero) // the hooks run here
///     }
///
///     override func buildHierarchy() { addSubview(titleLabel) }
///     override func configureViews() { titleLabel.numberOfLines = 2 }
///     override func bindData() {
///         Binding.bind(model, \.title, to: titleLabel, \.text).store(in: lifetime)
///     }
///     override func themeDidChange() { backgroundColor = theme.secondaryGroupedBackground }
/// }
/// ```
/// Code in a subclass initialiser *after* `super.init` runs after the hooks. The built-in views
/// (`UILabel`, `UIButton`, `UIImageView`, `UISwitch`, `UITableView`, the cells, …) finish their own
/// defaults first, so a subclass sees a fully configured view in its hooks.
extension UIView {
    /// Owns the bindings, subscriptions and timers the view starts; cancelled by `invalidate()` or
    /// when the view is released. Made on first use.
    public var lifetime: Lifetime {
        if let lifetime = lifecycle.lifetime { return lifetime }
        let lifetime = Lifetime()
        lifecycle.lifetime = lifetime
        return lifetime
    }

    /// Whether the setup hooks have all run.
    public var isSetUp: Bool { lifecycle.setUpPhase == .done }

    /// Whether `invalidate()` has run.
    public var isTornDown: Bool { lifecycle.isTornDown }

    /// Ends this view and its subtree: each view, parents first, runs `tearDown()` once, drops its
    /// closure actions and gesture recognisers (so a closure that captured its owner strongly
    /// cannot keep a closed screen alive), and cancels its `lifetime`. Idempotent.
    ///
    /// Called for the whole view tree when its controller is ended. The view still draws
    /// afterwards, but nothing it bound updates it any more.
    /// - Complexity: O(n) in the size of the subtree.
    public func invalidate() {
        guard !lifecycle.isTornDown else { return }
        lifecycle.isTornDown = true
        tearDown()
        for child in subviews { child.invalidate() }
        dropActions()
        lifecycle.themedStyles = []
        lifecycle.lifetime?.cancel()
    }

    /// Runs the setup hooks once. Called at the end of `UIView.init`, or by a framework view that
    /// named by `setUpRunningClass`, as the last line of its own initialiser.
    func runSetUp() { runSetUp(LifecycleHook.viewSetUp) }

    /// Removes closure actions and menus (controls) and gesture recognisers.
    private func dropActions() {
        if let control = self as? UIControl {
            control.removeAllActions()
            control.dropMenu()
        }
        for recognizer in gestureRecognizers { removeGestureRecognizer(recognizer) }
    }
}

extension UIView: LifecycleHookRunner {
    var setUpPhase: SetUpPhase {
        get { lifecycle.setUpPhase }
        set { lifecycle.setUpPhase = newValue }
    }

    func runThemeHook() {
        lifecycle.reportedAppearance = themeAppearance
        themeDidChange()
    }
}
