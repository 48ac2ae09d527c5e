public import Foundation

/// Opening context menus: the right button (`InputEvent.secondaryClick`) or Shift+F10.
extension UIWindow {
    /// Opens the context menu for the view at `location` (window points): the menu of the nearest
    /// view with a `UIContextMenuInteraction` whose delegate gives one, else, on text, Cut, Copy,
    /// Paste and Select All. Its first item that is on, else its first enabled item, takes focus.
    /// False when there is no menu or no controller to present it from.
    ///
    /// A control's own interaction (`UIControl.contextMenuInteraction`) opens the control's menu,
    /// whose chosen action the control runs.
    @discardableResult
    public func showContextMenu(at location: CGPoint) -> Bool {
        layoutIfNeeded()
        guard var current = hitTest(location, with: nil) else { return false }
        var menu = UIMenu()
        var control: UIControl?
        while menu.rows().isEmpty {
            let suggested = Self.textEditingActions(for: current)
            if let interaction = current.interactions.first, let delegate = interaction.delegate,
                let configuration = delegate.contextMenuInteraction(
                    interaction, configurationForMenuAtLocation: current.convert(location, from: nil))
            {
                menu = configuration.actionProvider?(suggested) ?? UIMenu(children: suggested)
                control = (current as? UIControl).flatMap { $0.contextMenuInteraction === interaction ? $0 : nil }
            } else {
                menu = UIMenu(children: suggested)
            }
            guard let parent = current.superview else { break }
            current = parent
        }
        return presentMenu(menu, at: location, for: control) != nil
    }

    /// Presents `menu` at `location` (window points) over the topmost presented controller, its
    /// first item that is on (else its first enabled item) focused. `control`, when given, runs
    /// the chosen action. Nil when the menu shows nothing or there is no controller to present
    /// from.
    func presentMenu(_ menu: UIMenu, at location: CGPoint, for control: UIControl?) -> ContextMenuController? {
        var presenter = rootViewController
        while let presented = presenter?.presentedViewController { presenter = presented }
        guard !menu.rows().isEmpty, let presenter, presenter.viewIfLoaded?.window === self else { return nil }
        let controller = ContextMenuController(menu: menu, location: location, control: control)
        presenter.present(controller, animated: false)
        layoutIfNeeded()
        if let item = controller.menuView.initialItem { focus(item) }
        return controller
    }

    /// The rows of the open menu (a context menu or a control's) that can be chosen, top to
    /// bottom, each reading its action's or submenu's title (inside a submenu the back row, read
    /// as the submenu's title, comes first); empty when no menu is open. A Tessera addition for tests and drivers.
    public var openMenuItems: [UIControl] {
        var presented = rootViewController?.presentedViewController
        while let controller = presented {
            if let menu = controller as? ContextMenuController, controller.presentedViewController == nil {
                return menu.menuView.buttons
            }
            presented = controller.presentedViewController
        }
        return []
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
