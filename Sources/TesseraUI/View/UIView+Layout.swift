public import Foundation
import TesseraGraphics
import TesseraLayout

extension UIView {
    /// The value of an `intrinsicContentSize` axis that has no preference (as `UIView.noIntrinsicMetric`).
    public static let noIntrinsicMetric: CGFloat = -1

    /// Marks the view to lay out its subviews before the next render or `layoutIfNeeded()`.
    public func setNeedsLayout() {
        needsLayout = true
        window?.needsDisplay = true
    }

    /// Runs `layoutSubviews()` now on this view and every descendant that needs it, parents first.
    /// The tree's constraints are solved first and their frames applied (Auto Layout). A window
    /// then hovers what now lies under a still pointer (UIWindow+Hover.swift).
    public func layoutIfNeeded() {
        let engine = autoLayoutEngineForLayoutPass()  // Auto Layout: solve before layoutSubviews
        layoutSubtreeIfNeeded(engine: engine)
        (self as? UIWindow)?.updateHoverAfterLayout()
    }

    /// The layout pass below `layoutIfNeeded()`; `engine` is the tree's Auto Layout engine, if any,
    /// and `parentSafeArea` the superview's safe-area insets when the pass just computed them.
    ///
    /// A view whose safe area changed since it last heard (`safeAreaInsetsDidChange()`) is told
    /// and laid out, as UIKit does: it may have moved under or out of an unsafe area without
    /// changing size.
    func layoutSubtreeIfNeeded(engine: LayoutEngine?, parentSafeArea: UIEdgeInsets? = nil) {
        var engine = engine
        let controller = lifecycle.viewController  // set on a controller's root view only
        if let controller {
            if controller.isAppearingCallDue, window != nil {
                traitCollection.performAsCurrent { controller.callViewIsAppearingIfDue() }
                needsLayout = true  // what it changed is laid out in this pass
            }
            if !controller.hadFirstConstraintUpdate {
                // `updateViewConstraints()` runs in the first pass when the view uses Auto Layout,
                // as on iOS: its tree has constraints, or views that opted out of autoresizing.
                controller.hadFirstConstraintUpdate = true
                if engine != nil || usesAutoLayoutInSubtree {
                    setNeedsUpdateConstraints()  // gives a tree without constraints its engine
                    engine = engine ?? autoLayoutEngineForLayoutPass()
                    needsLayout = true
                }
            }
        }
        let insets = parentSafeArea.map { safeAreaInsets(inheriting: $0) } ?? safeAreaInsets
        let safeAreaChanged = insets != reportedSafeAreaInsets
        if needsLayout || safeAreaChanged {
            needsLayout = false
            traitCollection.performAsCurrent {  // UIKit makes the view's traits current
                if safeAreaChanged { reportSafeAreaInsets(insets, to: controller) }
                controller?.viewWillLayoutSubviews()
                layoutSubviews()
            }
            engine?.updateLayoutIfNeeded()  // Auto Layout: frames set by layoutSubviews may move constrained views
            if let controller { traitCollection.performAsCurrent { controller.viewDidLayoutSubviews() } }
        }
        for child in subviews { child.layoutSubtreeIfNeeded(engine: engine, parentSafeArea: insets) }
    }

    /// Whether this view or one below it does not translate its autoresizing mask (it is placed
    /// by constraints).
    private var usesAutoLayoutInSubtree: Bool {
        !translatesAutoresizingMaskIntoConstraints || subviews.contains { $0.usesAutoLayoutInSubtree }
    }

    /// Calls `safeAreaInsetsDidChange()` (and the controller's `viewSafeAreaInsetsDidChange()`),
    /// then the margins' callbacks when the margins are measured from the safe area.
    private func reportSafeAreaInsets(_ insets: UIEdgeInsets, to controller: UIViewController?) {
        reportedSafeAreaInsets = insets
        layoutNodeStorage?.safeAreaInsetsDidChange()  // Auto Layout: its safe area and margins guides move
        safeAreaInsetsDidChange()
        controller?.viewSafeAreaInsetsDidChange()
        if insetsLayoutMarginsFromSafeArea { layoutMarginsDidChange() }
    }

    /// Resizes the view to `sizeThatFits` its current size, keeping its origin.
    public func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        frame = CGRect(origin: frame.origin, size: size)
    }

    /// Tells layout that `intrinsicContentSize` changed.
    public func invalidateIntrinsicContentSize() {
        superview?.setNeedsLayout()
        setNeedsLayout()
        layoutNodeStorage?.invalidateIntrinsicContentSize()  // Auto Layout: content-size constraints
    }

    /// Marks the view's pixels stale; the window re-renders before the next frame.
    public func setNeedsDisplay() {
        window?.needsDisplay = true
    }
}

extension UIView {
    /// The superview's safe-area insets reduced by this view's position within it.
    var inheritedSafeAreaInsets: UIEdgeInsets {
        guard let superview else { return .zero }
        return inherited(fromSuperviewInsets: superview.safeAreaInsets)
    }

    /// `safeAreaInsets` given the superview's insets, `parent` (the layout pass knows them), in
    /// O(1) instead of a walk to the window. (The layout pass reports these to a view; one that
    /// overrides `safeAreaInsets` is reported what UIView's own rule gives.)
    func safeAreaInsets(inheriting parent: UIEdgeInsets) -> UIEdgeInsets {
        withAdditionalSafeAreaInsets(inherited(fromSuperviewInsets: parent))
    }

    /// `inherited` plus the `additionalSafeAreaInsets` of a controller whose root view this is.
    func withAdditionalSafeAreaInsets(_ inherited: UIEdgeInsets) -> UIEdgeInsets {
        guard let extra = lifecycle.viewController?.storedAdditionalSafeAreaInsets, extra != .zero else {
            return inherited
        }
        return UIEdgeInsets(
            top: inherited.top + extra.top, left: inherited.left + extra.left,
            bottom: inherited.bottom + extra.bottom, right: inherited.right + extra.right)
    }

    /// `parent` reduced by this view's position within its superview.
    /// An edge beyond the superview's (a screen sliding out, a cell scrolled past the top) gets the
    /// superview's inset there, no more: what lies outside the superview is not an unsafe area of it.
    private func inherited(fromSuperviewInsets parent: UIEdgeInsets) -> UIEdgeInsets {
        guard let superview, parent != .zero else { return .zero }
        let frame = self.frame
        let parentBounds = superview.bounds
        return UIEdgeInsets(
            top: max(0, parent.top - max(0, frame.minY - parentBounds.minY)),
            left: max(0, parent.left - max(0, frame.minX - parentBounds.minX)),
            bottom: max(0, parent.bottom - max(0, parentBounds.maxY - frame.maxY)),
            right: max(0, parent.right - max(0, parentBounds.maxX - frame.maxX)))
    }
}

extension UIView {
    /// The size of the screen the view shows on, in points: its window's bounds, or before the view
    /// is in a window (in a set-up hook such as `makeLayout`) the main screen's, as Aquarius-style
    /// frame code reads `UIScreen.main.bounds`. Used by `fillScreenWidth(inset:)` and its kin.
    public var screenSize: CGSize { window?.bounds.size ?? UIScreen.main.bounds.size }
}
