import Foundation
import TesseraGraphics

/// An open menu — a view's context menu or a control's menu: a card of buttons at the point it was
/// asked for, over the window. A button runs its action after the menu closes; Up/Down move
/// between the buttons; Escape or a click outside the card closes it.
@MainActor
final class ContextMenuController: UIViewController, FullWindowPresentation {
    private(set) var actions: [UIAction]
    /// Where the menu opens, in window points.
    let location: CGPoint
    /// The control whose menu this is; it runs the chosen action (as its sender). Nil for a
    /// view's context menu, whose actions run without a sender.
    private(set) weak var control: UIControl?

    init(actions: [UIAction], location: CGPoint, control: UIControl? = nil) {
        self.actions = actions
        self.location = location
        self.control = control
        super.init(nibName: nil, bundle: nil)
    }

    override var trackingName: String? { nil }

    var menuView: ContextMenuView { view as! ContextMenuView }

    override func loadView() {
        let menu = ContextMenuView(actions: actions, location: location)
        menu.onChoose = { [weak self] action in
            guard let self else { return }
            let control = self.control
            self.dismiss(animated: false)
            if let control { control.performMenuAction(action) } else { action.perform(sender: nil) }
        }
        menu.onDismiss = { [weak self] in self?.dismiss(animated: false) }
        view = menu
    }

    /// Shows `actions` in place of the current ones (the control's menu changed while open);
    /// closes the menu when there are none.
    func reload(actions: [UIAction]) {
        guard !actions.isEmpty else { return dismiss(animated: false) }
        self.actions = actions
        menuView.show(actions)
        view.window?.layoutIfNeeded()
        if let item = menuView.initialItem { view.window?.focus(item) }
    }
}
