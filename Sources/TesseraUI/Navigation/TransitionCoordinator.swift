import Foundation

/// A navigation controller's running push or pop, as its screens see it through
/// `transitionCoordinator`, or a window's change of size, as `viewWillTransition(to:with:)` gets it
/// (with no controllers: `viewController(forKey:)` is nil).
@MainActor
final class TransitionCoordinator: UIViewControllerTransitionCoordinator {
    typealias Block = @MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void

    let isAnimated: Bool
    let isInteractive: Bool
    private(set) var isCancelled = false
    let transitionDuration: TimeInterval
    let containerView: UIView
    private weak var from: UIViewController?
    private weak var to: UIViewController?
    private var animations: [Block] = []
    private var completions: [Block] = []
    private var hasStarted = false

    init(from: UIViewController?, to: UIViewController?, isAnimated: Bool, isInteractive: Bool, containerView: UIView) {
        (self.from, self.to, self.isAnimated, self.isInteractive, self.containerView) = (
            from, to, isAnimated, isInteractive, containerView
        )
        transitionDuration = isAnimated ? UINavigationController.transitionDuration : 0
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        key == .from ? from : to
    }

    @discardableResult
    func animate(alongsideTransition animation: Block?, completion: Block?) -> Bool {
        guard !hasStarted else { return false }
        if let animation { animations.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    /// Runs the alongside animations (inside the transition's animation block).
    func runAnimations() {
        hasStarted = true
        let blocks = animations
        animations = []
        for block in blocks { block(self) }
    }

    /// Runs the completions once; a cancelled transition skips the animations not yet run.
    func complete(cancelled: Bool) {
        hasStarted = true
        isCancelled = cancelled
        animations = []
        let blocks = completions
        completions = []
        for block in blocks { block(self) }
    }
}
