import Foundation
import TesseraGraphics

/// The slide between two screens, the bar item and the automatic back button.
///
/// A transition lays the incoming screen out at the frame it will have at rest before the first
/// frame is drawn, and the outgoing screen keeps its own frame until it leaves, so neither re-flows
/// mid-motion. The screen on top — the incoming one on a push, the outgoing one on a pop — slides
/// over the other, which moves `underlapFraction` of the width (parallax); both are clipped to
/// the container, under the bar. When only one of the two screens shows the bar (a home screen that
/// hides it), the bar rides with that screen; when both do, it stays put and its items
/// cross-dissolve over the slide; changes made in `viewWillAppear`/`viewWillDisappear` with
/// `setNavigationBarHidden(_:animated:)` only pick which. Screens can animate along through
/// `transitionCoordinator`.
extension UINavigationController {
    /// How far the screen underneath moves while the other slides over it, as a fraction of the width.
    static let underlapFraction: CGFloat = 0.3

    /// How the navigation bar moves in a transition, from whether it is hidden on either screen.
    enum BarMotion {
        /// Hidden on both screens.
        case none
        /// Shown on both: it stays, its items cross-dissolve.
        case crossDissolve
        /// Shown only on the incoming screen: it comes with it.
        case arrives
        /// Shown only on the outgoing screen: it leaves with it.
        case leaves

        init(wasHidden: Bool, isHidden: Bool) {
            switch (wasHidden, isHidden) {
            case (true, true): self = .none
            case (false, false): self = .crossDissolve
            case (true, false): self = .arrives
            case (false, true): self = .leaves
            }
        }

        /// Whether the bar moves sideways with a screen.
        var rides: Bool { self == .arrives || self == .leaves }

        /// The bar's horizontal offset when the screen on top is offset by `topOffset` in a
        /// container `width` wide: with the top screen when that one has the bar, else just past its
        /// leading edge, so it never covers the screen on top.
        func barOffset(topOffset: CGFloat, width: CGFloat, isPush: Bool) -> CGFloat {
            let barIsOnTopScreen = (self == .arrives) == isPush
            return barIsOnTopScreen ? topOffset : topOffset - width
        }
    }

    /// Runs the appearance callbacks that start a transition, collecting the bar changes they ask
    /// for (`setNavigationBarHidden`) instead of animating them, and returns how the bar moves.
    func beginTransitionCallbacks(_ callbacks: () -> Void) -> (wasHidden: Bool, motion: BarMotion) {
        let container = view as? NavigationContainerView
        let wasHidden = container?.barIsHiding ?? navigationBar.isHidden
        isPreparingTransition = true
        callbacks()
        isPreparingTransition = false
        return (wasHidden, BarMotion(wasHidden: wasHidden, isHidden: container?.barIsHiding ?? wasHidden))
    }

    /// Shows `incoming` in place of `outgoing`: appearance callbacks begin, the views slide (push:
    /// in from the right; pop: out to the right), then the outgoing view leaves the tree, the
    /// callbacks end and `finish` runs (containment: `didMove`, or discarding popped controllers).
    func transition(
        from outgoing: UIViewController?, to incoming: UIViewController, animated: Bool, isPush: Bool,
        finish: @escaping @MainActor () -> Void
    ) {
        let isVisible = appearanceState.isVisible
        let container = view as? NavigationContainerView
        let willAnimate = animated && view.window != nil && contentView.bounds.width > 0
        let coordinator = TransitionCoordinator(
            from: outgoing, to: incoming, isAnimated: willAnimate, isInteractive: false, containerView: contentView)
        activeTransition = coordinator
        let (barWasHidden, motion) = beginTransitionCallbacks {
            guard isVisible else { return }
            outgoing?.beginAppearanceTransition(false, animated: animated)
            incoming.beginAppearanceTransition(true, animated: animated)
        }
        let incomingView = incoming.view
        let outgoingView = outgoing?.viewIfLoaded
        if isPush {
            contentView.addSubview(incomingView)
        } else {
            contentView.insertSubview(incomingView, at: 0)
        }
        if let outgoingView { container?.pinnedScreens[ObjectIdentifier(outgoingView)] = barWasHidden }
        container?.barRidesTransition = willAnimate && motion == .leaves
        if motion == .arrives { navigationBar.isHidden = false }
        // The incoming screen at its final size before the first frame.
        UIView.performWithoutAnimation {
            container?.setNeedsLayout()
            view.layoutIfNeeded()
        }
        // A bar leaving with its screen keeps that screen's item until it is gone.
        if motion == .crossDissolve && willAnimate {
            UIView.transition(with: navigationBar, duration: Self.transitionDuration, options: .transitionCrossDissolve)
            {
                self.showItem(of: incoming)
            }
        } else if motion != .leaves || !willAnimate {
            showItem(of: incoming)
        }
        let complete = { @MainActor [weak self] in
            outgoingView?.removeFromSuperview()
            outgoingView?.transform = .identity
            incomingView.transform = .identity
            if let self {
                self.landBar(unpinning: outgoingView)
                if self.activeTransition === coordinator { self.activeTransition = nil }
                if isVisible {
                    outgoing?.endAppearanceTransition()
                    if self.appearanceState == .appeared { incoming.endAppearanceTransition() }
                }
            }
            finish()
            coordinator.complete(cancelled: false)
        }
        transitionGeneration += 1
        guard willAnimate else {
            coordinator.runAnimations()
            complete()
            return
        }
        pendingTransitionCompletion = complete
        let width = contentView.bounds.width
        let generation = transitionGeneration
        let (topStart, topEnd): (CGFloat, CGFloat) = isPush ? (width, 0) : (0, width)
        for view in [incomingView, outgoingView, navigationBar] { view?.drawsTranslationOnPixelGrid = true }
        incomingView.transform = CGAffineTransform(translationX: isPush ? width : -width * Self.underlapFraction, y: 0)
        if motion.rides {
            navigationBar.transform = CGAffineTransform(
                translationX: motion.barOffset(topOffset: topStart, width: width, isPush: isPush), y: 0)
        }
        UIView.animate(withDuration: Self.transitionDuration, curve: .easeInOut) {
            incomingView.transform = .identity
            outgoingView?.transform =
                isPush
                ? CGAffineTransform(translationX: -width * Self.underlapFraction, y: 0)
                : CGAffineTransform(translationX: width, y: 0)
            if motion.rides {
                self.navigationBar.transform = CGAffineTransform(
                    translationX: motion.barOffset(topOffset: topEnd, width: width, isPush: isPush), y: 0)
            }
            coordinator.runAnimations()
        } completion: { [weak self] _ in
            guard let self, self.transitionGeneration == generation else { return }
            self.finishPendingTransition()
        }
    }

    /// The bar at rest after a transition: back in place, hidden or shown as the top screen wants,
    /// showing the top screen's item; `screen` (the one that left) no longer keeps its frame.
    func landBar(unpinning screen: UIView?) {
        navigationBar.transform = .identity
        if let container = view as? NavigationContainerView {
            if let screen { container.pinnedScreens[ObjectIdentifier(screen)] = nil }
            container.barRidesTransition = false
            navigationBar.isHidden = container.barIsHiding
            container.setNeedsLayout()
        }
        if let top = topViewController, navigationBar.item !== top.navigationItem { showItem(of: top) }
        contentScrollViewDidChange()
    }

    /// Runs the deferred end of a running slide at once.
    func finishPendingTransition() {
        let completion = pendingTransitionCompletion
        pendingTransitionCompletion = nil
        completion?()
    }

    /// Whether a slide is running.
    public var isTransitioning: Bool { pendingTransitionCompletion != nil }

    /// Points the bar at `controller.navigationItem`, with its back button titled; at no item when
    /// `controller` is nil (an empty stack).
    func showItem(of controller: UIViewController?) {
        let bar = navigationBar as? NavigationControllerBar
        bar?.backItem = controller.flatMap { backItems[ObjectIdentifier($0)] }
        navigationBar.item = controller?.navigationItem
        bar?.reloadItem()
        showToolbarItems()
        contentScrollViewDidChange()
    }

    /// Points the bar at the top screen's content scroll view, whose position picks its scroll-edge
    /// appearance.
    func followContentScrollView() {
        navigationBar.scrollEdgeView = contentScrollView(for: .top)
    }

    /// Gives `controller` a back button titled as `previous`'s item asks (`backBarButtonItem`,
    /// `backButtonTitle`, `backButtonDisplayMode`, else its title), unless it has left items of its
    /// own that do not supplement the back button.
    func installBackButton(on controller: UIViewController, previous: UIViewController) {
        let navigationItem = controller.navigationItem
        guard navigationItem.leftBarButtonItems.isEmpty || navigationItem.leftItemsSupplementBackButton else { return }
        let title = previous.navigationItem.backButtonText(fallback: previous.title)
        let item = UIBarButtonItem(
            image: UIImage(icon: Icon(.chevronLeft), pointSize: 24), accessibilityLabel: title.isEmpty ? "Back" : title
        ) { [weak self] in
            self?.popViewController(animated: true)
        }
        item.title = title
        backItems[ObjectIdentifier(controller)] = item
        navigationItem.leftBarButtonItems.insert(item, at: 0)
    }

    /// Takes the automatic back button off a controller leaving the stack.
    func removeBackButton(from controller: UIViewController) {
        guard let item = backItems.removeValue(forKey: ObjectIdentifier(controller)) else { return }
        item.action = nil
        controller.navigationItem.leftBarButtonItems.removeAll { $0 === item }
    }
}
