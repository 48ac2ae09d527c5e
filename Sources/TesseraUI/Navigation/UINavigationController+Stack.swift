extension UINavigationController {
    /// Replaces the whole stack (`setViewControllers(_:animated:)`), for a deep link or a flow that
    /// starts over.
    ///
    /// Controllers already in the stack keep their state; new ones become children; those left out
    /// are removed (and ended once the caller lets go of them). When the top changes and `animated`
    /// is true, the new top slides in as a push, or as a pop when it was in the stack already; when
    /// the top stays, nothing moves. Back buttons follow the new order.
    ///
    /// ```swift
    /// navigation.setViewControllers([home, EntryViewController(entry: linked)], animated: true)
    /// ```
    /// - Precondition: `viewControllers` is not empty, holds no controller twice and no navigation
    ///   controller, and each controller is either in this stack or has no parent.
    public func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        precondition(!viewControllers.isEmpty, "setViewControllers: a navigation stack needs a root")
        precondition(
            Set(viewControllers.map(ObjectIdentifier.init)).count == viewControllers.count,
            "setViewControllers: a controller appears twice")
        for controller in viewControllers {
            precondition(
                !(controller is UINavigationController), "setViewControllers: cannot stack a UINavigationController")
            precondition(
                controller.parent == nil || controller.parent === self,
                "setViewControllers: \(type(of: controller)) already has another parent")
        }
        finishPendingTransition()
        let old = stack
        let kept = Set(viewControllers.map(ObjectIdentifier.init))
        let previous = Set(old.map(ObjectIdentifier.init))
        let removed = old.filter { !kept.contains(ObjectIdentifier($0)) }
        let added = viewControllers.filter { !previous.contains(ObjectIdentifier($0)) }
        let outgoing = old.last
        let incoming = viewControllers[viewControllers.count - 1]

        for controller in old { removeBackButton(from: controller) }
        for controller in removed { controller.willMove(toParent: nil) }
        for controller in added { addChild(controller) }
        stack = viewControllers
        for (below, controller) in zip(viewControllers, viewControllers.dropFirst()) {
            installBackButton(on: controller, previous: below)
        }
        let finish = { @MainActor [weak self] in
            for controller in removed { controller.removeFromParent() }
            for controller in added { controller.didMove(toParent: self) }
        }
        guard isViewLoaded, outgoing !== incoming else {
            if isViewLoaded { showItem(of: incoming) }
            finish()
            return
        }
        let isPush = !previous.contains(ObjectIdentifier(incoming))
        transition(from: outgoing, to: incoming, animated: animated, isPush: isPush, finish: finish)
    }
}
