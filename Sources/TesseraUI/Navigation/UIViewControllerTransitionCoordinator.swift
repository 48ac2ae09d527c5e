public import Foundation

/// Which controller of a transition `viewController(forKey:)` returns
/// (`UITransitionContextViewControllerKey`).
public struct UITransitionContextViewControllerKey: Hashable, Sendable {
    let rawValue: String
    /// The controller leaving the screen.
    public static let from = UITransitionContextViewControllerKey(rawValue: "from")
    /// The controller coming on screen.
    public static let to = UITransitionContextViewControllerKey(rawValue: "to")
}

/// What a running transition is doing (`UIViewControllerTransitionCoordinatorContext`): handed to
/// the blocks given to ``UIViewControllerTransitionCoordinator/animate(alongsideTransition:completion:)``.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the screens move (false for a change without animation).
    var isAnimated: Bool { get }
    /// Whether a finger drives the transition (a swipe back).
    var isInteractive: Bool { get }
    /// Whether the transition was called off (a swipe back released early); read it in completion blocks.
    var isCancelled: Bool { get }
    /// How long the animated part takes, in seconds.
    var transitionDuration: TimeInterval { get }
    /// The view the screens move in.
    var containerView: UIView { get }
    /// The controller leaving (`.from`) or coming (`.to`).
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
}

/// The running transition of a navigation controller (`UIViewControllerTransitionCoordinator`),
/// which a screen reads from `transitionCoordinator` in `viewWillAppear` or `viewWillDisappear` to
/// move its own views in step with the screens.
///
/// Animations given to `animate(alongsideTransition:completion:)` run inside the transition's own
/// `UIView.animate` block, so they share its duration and curve; completions run when it lands. For
/// a swipe back the alongside animations run when the finger lets go and the pop completes (they
/// are not scrubbed with the finger); a cancelled swipe skips them and completions see
/// `isCancelled`. A transition without animation runs both at once.
///
/// For example:
/// ```swift
/// override func viewWillAppear(_ animated: Bool) {
///     super.viewWillAppear(animated)
///     banner.alpha = 0
///     transitionCoordinator?.animate(alongsideTransition: { _ in self.banner.alpha = 1 },
///                                    completion: { context in if context.isCancelled { self.banner.alpha = 0 } })
/// }
/// ```
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Adds an animation to run with the transition and a block to run when it ends. Returns false
    /// (and keeps neither) when the transition's animations have already started.
    @discardableResult
    func animate(
        alongsideTransition animation: (@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: (@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
}

extension UIViewControllerTransitionCoordinator {
    /// Adds an animation to run with the transition, with nothing to run when it ends (iOS code
    /// leaves `completion` out).
    @discardableResult
    public func animate(
        alongsideTransition animation: (@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}
