public import Foundation

/// Opening context menus: the right button (`InputEvent.secondaryClick`) or Shift+F10.
extension UIWindow {
    /// Opens the context menu for the view at `location` (window points): the menu of the nearest
    /// view with a `UIContextMenuInteraction` whose delegate gives one, else, on text, Cut, Copy,
    /// Paste and Select All. Its first enabled item takes focus. False when there is no menu or no
    /// controller to present it from.
    @discardableResult
    public func showContextMenu(at location: CGPoint) -> Bool {
        layoutIfNeeded()
        var presenter = rootViewController
        while let presented = presenter?.presentedViewController { presenter = presented }
        guard let presenter, presenter.viewIfLoaded?.window === self, var current = hitTest(location, with: nil) else {
            return false
        }
        var actions: [UIAction] = []
        while actions.isEmpty {
            let suggested = Self.textEditingActions(for: current)
            if let interaction = current.interactions.first, let delegate = interaction.delegate,
                let configuration = delegate.contextMenuInteraction(
                    interaction, configurationForMenuAtLocation: current.convert(location, from: nil))
            {
                actions = configuration.actionProvider?(suggested)?.visibleActions ?? suggested
            } else {
                actions = suggested
            }
            guard let parent = current.superview else { break }
            current = parent
        }
        guard !actions.isEmpty else { return false }
        let menu = ContextMenuController(actions: actions, location: location)
        presenter.present(menu, animated: false)
        if let first = menu.menuView.buttons.first(where: \.isEnabled) { focus(first) }
        return true
    }

    /// Shift+F10: the context menu of the focused view, opened at its centre.
    func showContextMenuForFocusedView() -> Bool {
        guard let view = firstResponder ?? focusedView, view.window === self else { return false }
        return showContextMenu(at: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil))
    }

    /// Cut, Copy, Paste and Select All for a text field or text view; none for other views. Each
    /// focuses the view and acts on the selection it had when the menu opened (focusing alone would
    /// move the caret to the end).
    static func textEditingActions(for view: UIView) -> [UIAction] {
        guard let control = view as? any TextEditingControl else { return [] }
        let selection = control.editingModel.selectedRange
        func action(_ title: String, _ shortcut: Character) -> UIAction {
            UIAction(title: title) { [weak control] _ in
                guard let control, control.becomeFirstResponder() else { return }
                control.editingModel.select(selection)
                control.editingModelDidChange(textChanged: false)
                _ = control.keyDown(.character(shortcut), modifiers: .control)
            }
        }
        return [action("剪切 Cut", "x"), action("拷贝 Copy", "c"), action("粘贴 Paste", "v"), action("全选 Select All", "a")]
    }
}
