import Foundation
import TesseraGraphics

/// The slide between two screens, the bar item and the automatic back button.
extension UINavigationController {
    /// How far the screen underneath moves while the other slides over it, as a fraction of the width.
    static let underlapFraction: CGFloat = 0.3

    /// Shows `incoming` in place of `outgoing`: appearance callbacks begin, the views slide (push:
    /// in from the right; pop: out to the right), then the outgoing view leaves the tree, the
    /// callbacks end and `finish` runs (containment: `didMove`, or discarding popped controllers).
    func transition(
        from outgoing: UIViewController?, to incoming: UIViewController, animated: Bool, isPush: Bool,
        finish: @escaping @MainActor () -> Void
    ) {
        let isVisible = appearanceState.isVisible
        if isVisible {
            outgoing?.beginAppearanceTransition(false, animated: animated)
            incoming.beginAppearanceTransition(true, animated: animated)
        }
        let incomingView = incoming.view
        if isPush {
            contentView.addSubview(incomingView)
        } else {
            contentView.insertSubview(incomingView, at: 0)
        }
        incomingView.frame = contentView.bounds
        showItem(of: incoming)
        let complete = { @MainActor [weak self] in
            outgoing?.viewIfLoaded?.removeFromSuperview()
            outgoing?.viewIfLoaded?.transform = .identity
            incomingView.transform = .identity
            if let self, isVisible {
                outgoing?.endAppearanceTransition()
                if self.appearanceState == .appeared { incoming.endAppearanceTransition() }
            }
            finish()
        }
        transitionGeneration += 1
        guard animated, view.window != nil, contentView.bounds.width > 0 else {
            complete()
            return
        }
        pendingTransitionCompletion = complete
        let width = contentView.bounds.width
        let generation = transitionGeneration
        let outgoingView = outgoing?.view
        if isPush {
            incomingView.transform = CGAffineTransform(translationX: width, y: 0)
        } else {
            incomingView.transform = CGAffineTransform(translationX: -width * Self.underlapFraction, y: 0)
        }
        UIView.animate(withDuration: Self.transitionDuration, curve: .easeInOut) {
            incomingView.transform = .identity
            outgoingView?.transform = isPush
                ? CGAffineTransform(translationX: -width * Self.underlapFraction, y: 0)
                : CGAffineTransform(translationX: width, y: 0)
        } completion: { [weak self] _ in
            guard let self, self.transitionGeneration == generation else { return }
            self.finishPendingTransition()
        }
    }

    /// Runs the deferred end of a running slide at once.
    func finishPendingTransition() {
        let completion = pendingTransitionCompletion
        pendingTransitionCompletion = nil
        completion?()
    }

    /// Whether a slide is running.
    public var isTransitioning: Bool { pendingTransitionCompletion != nil }

    /// Points the bar at `controller.navigationItem`, with its back button titled.
    func showItem(of controller: UIViewController) {
        let bar = navigationBar as? NavigationControllerBar
        bar?.backItem = backItems[ObjectIdentifier(controller)]
        navigationBar.item = controller.navigationItem
        bar?.reloadItem()
    }

    /// Gives `controller` a back button titled after `previous` unless it has its own left items.
    func installBackButton(on controller: UIViewController, previous: UIViewController) {
        guard controller.navigationItem.leftBarButtonItems.isEmpty else { return }
        let title = previous.navigationItem.title ?? previous.title ?? "Back"
        let item = UIBarButtonItem(image: UIImage(icon: Icon(.chevronLeft), pointSize: 24), accessibilityLabel: title) { [weak self] in
            self?.popViewController(animated: true)
        }
        item.title = title
        backItems[ObjectIdentifier(controller)] = item
        controller.navigationItem.leftBarButtonItems = [item]
    }

    /// Takes the automatic back button off a controller leaving the stack.
    func removeBackButton(from controller: UIViewController) {
        guard let item = backItems.removeValue(forKey: ObjectIdentifier(controller)) else { return }
        item.action = nil
        controller.navigationItem.leftBarButtonItems.removeAll { $0 === item }
    }
}
