import Foundation
import TesseraGraphics

/// An open context menu: a card of buttons at the point it was asked for, over the window. A
/// button runs its action after the menu closes; Up/Down move between the buttons; Escape or a click
/// outside the card closes it.
@MainActor
final class ContextMenuController: UIViewController, FullWindowPresentation {
    let actions: [UIAction]
    /// Where the menu opens, in window points.
    let location: CGPoint

    init(actions: [UIAction], location: CGPoint) {
        self.actions = actions
        self.location = location
        super.init(nibName: nil, bundle: nil)
    }

    override var trackingName: String? { nil }

    var menuView: ContextMenuView { view as! ContextMenuView }

    override func loadView() {
        let menu = ContextMenuView(actions: actions, location: location)
        menu.onChoose = { [weak self] action in
            self?.dismiss(animated: false)
            action.perform(sender: nil)
        }
        menu.onDismiss = { [weak self] in self?.dismiss(animated: false) }
        view = menu
    }
}

/// The context menu's view: it fills the window; the card sits at the requested point, kept inside.
@MainActor
final class ContextMenuView: UIView {
    static let width: CGFloat = 220
    static let rowHeight: CGFloat = 40

    let card = UIView()
    private(set) var buttons: [UIButton] = []
    private let location: CGPoint
    var onChoose: (@MainActor (UIAction) -> Void)?
    var onDismiss: (@MainActor () -> Void)?

    init(actions: [UIAction], location: CGPoint) {
        self.location = location
        super.init(frame: .zero)
        card.backgroundColor = .secondarySystemGroupedBackground
        card.layer.cornerRadius = 12
        card.clipsToBounds = true
        addSubview(card)
        for action in actions {
            let button = UIButton(type: .system)
            button.setTitle(action.title, for: .normal)
            button.contentHorizontalAlignment = .center
            if action.attributes.contains(.destructive) { button.setTitleColor(.systemRed, for: .normal) }
            button.isEnabled = !action.attributes.contains(.disabled)
            button.accessibilityLabel = action.title
            button.addAction(UIAction { [weak self] _ in self?.onChoose?(action) }, for: .touchUpInside)
            card.addSubview(button)
            buttons.append(button)
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let size = CGSize(width: Self.width, height: CGFloat(buttons.count) * Self.rowHeight)
        let x = min(max(8, location.x), max(8, bounds.width - size.width - 8))
        let y = min(max(8, location.y), max(8, bounds.height - size.height - 8))
        card.frame = CGRect(origin: CGPoint(x: x, y: y), size: size)
        for (index, button) in buttons.enumerated() {
            button.frame = CGRect(x: 0, y: CGFloat(index) * Self.rowHeight, width: size.width, height: Self.rowHeight)
        }
    }

    /// Up and Down move between the items, as Shift-Tab and Tab do.
    override func keyDown(_ key: Key, modifiers: KeyModifiers) -> Bool {
        if modifiers.isEmpty, key == .upArrow || key == .downArrow, let window {
            window.moveFocus(forward: key == .downArrow)
            return true
        }
        return super.keyDown(key, modifiers: modifiers)
    }

    /// A click outside the card closes the menu.
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, !card.frame.contains(touch.location(in: self)) else { return }
        onDismiss?()
    }
}
