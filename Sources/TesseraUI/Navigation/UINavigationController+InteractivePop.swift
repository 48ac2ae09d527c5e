public import Foundation
import TesseraGraphics

/// The swipe-back in progress: the two screens and whether the navigation controller is on screen
/// (appearance callbacks only run then).
@MainActor
struct InteractivePop {
    let top: UIViewController
    let below: UIViewController
    let isVisible: Bool
    /// Bumped transition generation at the start, so a stale animation completion is ignored.
    let generation: Int
    /// Whether the bar was hidden over the top screen, and how it moves if the pop completes.
    let barWasHidden: Bool
    let barMotion: UINavigationController.BarMotion
    /// What `transitionCoordinator` returns while the swipe runs.
    let coordinator: TransitionCoordinator
}

/// Swipe-back (UIKit's interactive pop).
///
/// A pan that starts within ``interactivePopEdgeWidth`` points of the leading edge (the left edge;
/// the right one in a right-to-left layout) over a pushed screen — more than one controller on the
/// stack, no slide running, ``interactivePopGestureRecognizer`` enabled and the top screen not
/// refusing through ``InteractivePopControlling`` — drags the top screen with the finger while the
/// screen below follows at `underlapFraction` (30 %) of the distance, as UIKit's parallax (both
/// drawn on the device pixel grid).
///
/// On release the pop completes when the screen was dragged past half the width or flicked
/// towards the trailing edge faster than ``interactivePopVelocityThreshold`` points per second (a
/// flick back towards the edge cancels regardless of distance); otherwise it slides back. Either way
/// the screens animate on the window's clock from where they are, over the rest of
/// `transitionDuration`.
///
/// Appearance callbacks follow UIKit: when the pan begins, `top.viewWillDisappear` then
/// `below.viewWillAppear`. On completion the stack shrinks at release (as `popViewController`),
/// and when the slide lands `top.viewDidDisappear`, `below.viewDidAppear`, then the popped controller
/// is discarded (`removeFromParent()`). On cancel, at release `below.viewWillDisappear` and
/// `top.viewWillAppear`, and when it lands `below.viewDidDisappear` and `top.viewDidAppear`; the
/// stack is unchanged. A push or pop during the drag first cancels the swipe at once.
extension UINavigationController {
    /// How close to the leading edge, in points, a pan must start to swipe back (UIKit's 20).
    public static let interactivePopEdgeWidth: CGFloat = 20

    /// The release speed, in points per second towards the trailing edge, above which a swipe-back
    /// completes however far it was dragged (about UIKit's).
    public static let interactivePopVelocityThreshold: CGFloat = 500

    /// Hooks the swipe-back recogniser to the container view.
    func installInteractivePopGesture(on container: UIView) {
        let recognizer = popGestureRecognizer
        recognizer.shouldBegin = { [weak self] _ in self?.canBeginInteractivePop ?? false }
        (recognizer as? InteractivePopGestureRecognizer)?.cancellationHandler = { [weak self] in
            guard let self, self.interactivePop != nil, self.pendingTransitionCompletion != nil else { return }
            self.finishInteractivePop(completing: false, progress: self.currentInteractivePopProgress)
        }
        _ = recognizer.addAction { [weak self] recognizer in
            self?.handleInteractivePop(recognizer)
        }
        container.addGestureRecognizer(recognizer)
    }

    /// Whether a swipe-back may start now.
    private var canBeginInteractivePop: Bool {
        guard viewControllers.count > 1, !isTransitioning, interactivePop == nil, view.window != nil,
            contentView.bounds.width > 0, let top = topViewController
        else { return false }
        return (top as? any InteractivePopControlling)?.allowsInteractivePop ?? true
    }

    /// How far the top screen has been dragged, 0…1 of the width.
    private var currentInteractivePopProgress: CGFloat {
        guard let state = interactivePop, contentView.bounds.width > 0 else { return 0 }
        return abs(state.top.view.transform.tx) / contentView.bounds.width
    }

    /// +1 when screens leave towards the right, −1 in a right-to-left layout.
    private var popDirection: CGFloat { view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? -1 : 1 }

    private func handleInteractivePop(_ recognizer: UIGestureRecognizer) {
        guard let pan = recognizer as? UIPanGestureRecognizer else { return }
        switch pan.state {
        case .began:
            beginInteractivePop()
            updateInteractivePop(pan)
        case .changed:
            updateInteractivePop(pan)
        case .ended:
            guard interactivePop != nil else { return }
            let width = contentView.bounds.width
            let progress = dragDistance(pan) / width
            let velocity = pan.velocity(in: nil).x * popDirection
            let completes =
                velocity > Self.interactivePopVelocityThreshold
                || (velocity >= -Self.interactivePopVelocityThreshold && progress > 0.5)
            finishInteractivePop(completing: completes, progress: progress)
        default:
            break
        }
    }

    /// How far the finger has dragged the top screen, in points, clamped to 0…width.
    private func dragDistance(_ pan: UIPanGestureRecognizer) -> CGFloat {
        min(max(0, pan.translation(in: nil).x * popDirection), contentView.bounds.width)
    }

    private func beginInteractivePop() {
        let top = viewControllers[viewControllers.count - 1]
        let below = viewControllers[viewControllers.count - 2]
        transitionGeneration += 1
        let isVisible = appearanceState.isVisible
        let coordinator = TransitionCoordinator(
            from: top, to: below, isAnimated: true, isInteractive: true, containerView: contentView)
        activeTransition = coordinator
        let (barWasHidden, motion) = beginTransitionCallbacks {
            guard isVisible else { return }
            top.beginAppearanceTransition(false, animated: true)
            below.beginAppearanceTransition(true, animated: true)
        }
        interactivePop = InteractivePop(
            top: top, below: below, isVisible: isVisible, generation: transitionGeneration, barWasHidden: barWasHidden,
            barMotion: motion, coordinator: coordinator)
        let container = view as? NavigationContainerView
        container?.pinnedScreens[ObjectIdentifier(top.view)] = barWasHidden
        container?.barRidesTransition = motion == .leaves
        if motion == .arrives { navigationBar.isHidden = false }
        contentView.insertSubview(below.view, at: 0)
        // The screen below at its final size before the first frame.
        UIView.performWithoutAnimation {
            container?.setNeedsLayout()
            view.layoutIfNeeded()
        }
        // A push or pop during the drag cancels the swipe at once.
        pendingTransitionCompletion = { [weak self] in self?.cancelInteractivePopImmediately() }
    }

    private func updateInteractivePop(_ pan: UIPanGestureRecognizer) {
        guard let state = interactivePop, pendingTransitionCompletion != nil else { return }
        let width = contentView.bounds.width
        let distance = dragDistance(pan)
        for view in [state.top.view, state.below.view, navigationBar] { view.drawsTranslationOnPixelGrid = true }
        state.top.view.transform = CGAffineTransform(translationX: distance * popDirection, y: 0)
        state.below.view.transform = CGAffineTransform(
            translationX: -(width - distance) * Self.underlapFraction * popDirection, y: 0)
        if state.barMotion.rides {
            navigationBar.transform = CGAffineTransform(
                translationX: state.barMotion.barOffset(topOffset: distance, width: width, isPush: false)
                    * popDirection, y: 0)
        }
    }

    /// Releases the swipe: starts the slide to the end (or back) from where the screens are.
    private func finishInteractivePop(completing: Bool, progress: CGFloat) {
        guard let state = interactivePop else { return }
        let width = contentView.bounds.width
        let direction = popDirection
        let topView = state.top.view
        let belowView = state.below.view
        if completing {
            stack.removeLast()
            state.top.beginMove(toParent: nil)
            removeBackButton(from: state.top)
            // A bar leaving with the top screen keeps its item until it is gone.
            if state.barMotion == .crossDissolve {
                UIView.transition(
                    with: navigationBar, duration: Self.transitionDuration * Double(1 - progress),
                    options: .transitionCrossDissolve
                ) {
                    self.showItem(of: state.below)
                }
            } else if state.barMotion != .leaves {
                showItem(of: state.below)
            }
        } else {
            _ = beginTransitionCallbacks {
                guard state.isVisible else { return }
                state.below.beginAppearanceTransition(false, animated: true)
                state.top.beginAppearanceTransition(true, animated: true)
            }
        }
        pendingTransitionCompletion = { [weak self] in
            self?.landInteractivePop(completing: completing)
        }
        let remaining = completing ? 1 - progress : progress
        UIView.animate(withDuration: max(0, Self.transitionDuration * Double(remaining)), curve: .easeOut) {
            let topOffset = completing ? width : 0
            if state.barMotion.rides {
                self.navigationBar.transform = CGAffineTransform(
                    translationX: state.barMotion.barOffset(topOffset: topOffset, width: width, isPush: false)
                        * direction, y: 0)
            }
            if completing {
                topView.transform = CGAffineTransform(translationX: width * direction, y: 0)
                belowView.transform = .identity
                state.coordinator.runAnimations()
            } else {
                topView.transform = .identity
                belowView.transform = CGAffineTransform(translationX: -width * Self.underlapFraction * direction, y: 0)
            }
        } completion: { [weak self] _ in
            guard let self, self.interactivePop?.generation == state.generation else { return }
            self.finishPendingTransition()
        }
    }

    /// The end of the slide after release: the leaving screen goes, callbacks end, and a completed
    /// pop discards its controller.
    private func landInteractivePop(completing: Bool) {
        guard let state = interactivePop else { return }
        interactivePop = nil
        let leaving = completing ? state.top : state.below
        let staying = completing ? state.below : state.top
        leaving.viewIfLoaded?.removeFromSuperview()
        leaving.viewIfLoaded?.transform = .identity
        staying.view.transform = .identity
        landBar(unpinning: state.top.view)
        if activeTransition === state.coordinator { activeTransition = nil }
        if state.isVisible {
            leaving.endAppearanceTransition()
            if appearanceState == .appeared { staying.endAppearanceTransition() }
        }
        if completing { state.top.removeFromParent() }
        state.coordinator.complete(cancelled: !completing)
    }

    /// Cancels a swipe that is still under the finger, without animation (a push or pop arrived).
    private func cancelInteractivePopImmediately() {
        guard let state = interactivePop else { return }
        _ = beginTransitionCallbacks {
            guard state.isVisible else { return }
            state.below.beginAppearanceTransition(false, animated: false)
            state.top.beginAppearanceTransition(true, animated: false)
        }
        landInteractivePop(completing: false)
    }
}
