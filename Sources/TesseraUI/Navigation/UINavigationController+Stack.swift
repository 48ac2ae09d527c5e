extension UINavigationController {
    /// Replaces the whole stack (`setViewControllers(_:animated:)`), for a deep link or a flow that
    /// starts over.
    ///
    /// Controllers already in the stack keep their state; new ones become children; those left out
    /// are removed (and ended once the caller lets go of them). When the top changes and `animated`
    /// is true, the new top slides in as a push, or as a pop when it was in the stack already; when
    /// the top stays, nothing moves. Back buttons follow the new order; the screen sliding out keeps
    /// its own until it is gone. A running push, pop or released swipe-back lands first.
    ///
    /// ```swift
    /// navigation.setViewControllers([home, EntryViewController(entry: linked)], animated: true)
    /// ```
    ///
    /// An empty array empties the stack: the top screen leaves without sliding and the bar shows no
    /// item. Unlike UIKit, a controller is not taken from another parent.
    /// - Precondition: `viewControllers` holds no controller twice, no navigation controller, none
    ///   that was ended (popped or removed before: Tessera ends a controller when it leaves its
    ///   parent) and none presented or owned by another parent; not called from an appearance
    ///   callback of a running transition.
    public func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        precondition(!isPreparingTransition, "setViewControllers: called from an appearance callback of a transition")
        finishPendingTransition()
        precondition(
            Set(viewControllers.map(ObjectIdentifier.init)).count == viewControllers.count,
            "setViewControllers: a controller appears twice")
        for controller in viewControllers {
            let name = type(of: controller)
            precondition(
                !(controller is UINavigationController), "setViewControllers: cannot stack a navigation controller")
            precondition(!controller.isTornDown, "setViewControllers: \(name) was ended when it left its parent")
            precondition(
                controller.parent === self || (controller.parent == nil && controller.presentingViewController == nil),
                "setViewControllers: \(name) already has another parent or is presented")
        }
        let old = stack
        let kept = Set(viewControllers.map(ObjectIdentifier.init))
        let previous = Set(old.map(ObjectIdentifier.init))
        let removed = old.filter { !kept.contains(ObjectIdentifier($0)) }
        let added = viewControllers.filter { !previous.contains(ObjectIdentifier($0)) }
        let outgoing = old.last
        let incoming = viewControllers.last

        for controller in removed { controller.beginMove(toParent: nil) }
        for controller in added { addChild(controller) }
        stack = viewControllers
        // A controller keeps its back button while the one below it stays the same.
        let below = Dictionary(uniqueKeysWithValues: zip(old.dropFirst(), old).map { (ObjectIdentifier($0), $1) })
        for (index, controller) in viewControllers.enumerated() {
            let now = index > 0 ? viewControllers[index - 1] : nil
            guard below[ObjectIdentifier(controller)] !== now else { continue }
            removeBackButton(from: controller)
            if let now { installBackButton(on: controller, previous: now) }
        }
        let finish = { @MainActor [weak self] in
            for controller in removed {
                self?.removeBackButton(from: controller)
                controller.removeFromParent()
            }
            for controller in added { controller.endMove(toParent: self) }
        }
        guard isViewLoaded, outgoing !== incoming else {
            if isViewLoaded { showItem(of: incoming) }
            finish()
            return
        }
        guard let incoming else {
            empty(leaving: outgoing, finish: finish)
            return
        }
        let isPush = !previous.contains(ObjectIdentifier(incoming))
        transition(from: outgoing, to: incoming, animated: animated, isPush: isPush, finish: finish)
    }

    /// Takes the last screen, `outgoing`, off a loaded container whose stack was just emptied: its
    /// view leaves at once, with its disappearance callbacks when it was on screen.
    private func empty(leaving outgoing: UIViewController?, finish: @MainActor () -> Void) {
        let isVisible = appearanceState.isVisible
        if isVisible { outgoing?.beginAppearanceTransition(false, animated: false) }
        outgoing?.viewIfLoaded?.removeFromSuperview()
        if isVisible { outgoing?.endAppearanceTransition() }
        showItem(of: nil)
        finish()
    }
}
