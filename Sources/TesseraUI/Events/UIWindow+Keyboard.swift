import Foundation

/// Where a key press goes, and what the window does with keys nobody handled.
extension UIWindow {
    /// The responder a key press goes to first: the first responder, else the focused view, else
    /// the root view of the innermost visible controller in `focusScope` (so the screen's
    /// controllers, their containers and their key commands see the key), else the scope.
    public var keyTarget: UIResponder {
        if let firstResponder, firstResponder.window === self { return firstResponder }
        if let focusedView, focusedView.window === self, focusedView.isDescendant(of: focusScope) { return focusedView }
        let scope = focusScope
        let controller =
            scope === self
            ? rootViewController
            : scope.subviews.last(where: { $0.lifecycle.viewController != nil })?.lifecycle.viewController
        return controller?.innermostVisibleController.viewIfLoaded ?? scope
    }

    /// The responders from `keyTarget` along `next`, ending with the window.
    var keyResponderChain: [UIResponder] {
        var chain: [UIResponder] = []
        var current: UIResponder? = keyTarget
        while let responder = current {
            chain.append(responder)
            current = responder.next
        }
        if chain.last !== self { chain.append(self) }
        return chain
    }

    /// Every key command the current focus can reach, innermost first; a shortcut an inner
    /// responder takes hides the same shortcut further out. The one place to read the shortcuts
    /// that work now (a shortcut overview shows these).
    public var availableKeyCommands: [UIKeyCommand] {
        var seen: [(Key, KeyModifiers)] = []
        var result: [UIKeyCommand] = []
        for responder in keyResponderChain {
            for command in responder.keyCommands ?? []
            where !seen.contains(where: { command.matches($0.0, modifiers: $0.1) }) {
                seen.append((command.key, command.modifierFlags))
                result.append(command)
            }
        }
        return result
    }

    /// A key press: priority commands, then the key target (which passes it along the responder
    /// chain), then the other commands, then the window's own keys.
    func handleKeyDown(_ key: Key, modifiers: KeyModifiers) {
        let commands = availableKeyCommands.filter { $0.matches(key, modifiers: modifiers) }
        if let command = commands.first(where: \.wantsPriorityOverSystemBehavior) {
            command.handler(command)
            return
        }
        if keyTarget.keyDown(key, modifiers: modifiers) { return }
        if let command = commands.first {
            command.handler(command)
            return
        }
        handleUnhandledKey(key, modifiers: modifiers)
    }

    /// Tab / Shift-Tab move focus; Escape goes back or dismisses (`performEscape()`), else leaves the
    /// focused view; Alt+Left goes back; Shift+F10 opens the focused view's context menu; scrolling keys nobody took scroll the scope's main scroll
    /// view.
    private func handleUnhandledKey(_ key: Key, modifiers: KeyModifiers) {
        switch (key, modifiers) {
        case (.tab, []), (.tab, .shift):
            moveFocus(forward: modifiers.isEmpty)
        case (.escape, []):
            if !performEscape() { focus(nil) }
        case (.leftArrow, .option):
            performEscape()
        case (.function(10), .shift):
            _ = showContextMenuForFocusedView()
        case (.upArrow, []), (.downArrow, []), (.pageUp, []), (.pageDown, []), (.home, []), (.end, []), (.space, []),
            (.space, .shift), (.home, .control), (.end, .control):
            _ = mainScrollView(in: focusScope)?.scroll(forKey: key, modifiers: modifiers)
        default:
            break
        }
    }

    /// Goes back or dismisses, as Escape, Alt+Left and the pointer's back button do: offers
    /// `accessibilityPerformEscape()` to each responder from the key target outwards (a presented
    /// controller dismisses, a navigation controller pops) and stops at the first that acts.
    @discardableResult
    public func performEscape() -> Bool {
        keyResponderChain.contains { $0.accessibilityPerformEscape() }
    }

    /// The scroll view scrolling keys move when no focused view took them: the largest visible
    /// scroll view in `scope` that can scroll (text views scroll only while focused).
    func mainScrollView(in scope: UIView) -> UIScrollView? {
        var best: (view: UIScrollView, area: CGFloat)?
        func visit(_ view: UIView) {
            guard view.isVisibleForFocus else { return }
            if let scrollView = view as? UIScrollView, !(view is UITextView), scrollView.isScrollEnabled,
                scrollView.maximumContentOffset.y > scrollView.minimumContentOffset.y
            {
                let area = view.bounds.width * view.bounds.height
                if area > (best?.area ?? 0) { best = (scrollView, area) }
            }
            view.subviews.forEach(visit)
        }
        visit(scope)
        return best?.view
    }
}

extension UIViewController {
    /// The controller whose screen is in front inside this one: the last child whose view is in a
    /// window and shown (a navigation controller's top, a tab bar controller's selected tab), and so
    /// on down; self when no child is shown.
    var innermostVisibleController: UIViewController {
        guard let child = children.last(where: { $0.viewIfLoaded?.window != nil && $0.viewIfLoaded?.isHidden == false })
        else {
            return self
        }
        return child.innermostVisibleController
    }
}
