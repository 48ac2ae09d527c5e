import Foundation
import TesseraGraphics

/// An open menu's view: it fills the window; the card sits at the requested point, kept inside.
/// An item that is on (`UIMenuElement.State.on`) shows a check mark and reads as selected.
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
        show(actions)
    }

    /// Replaces the items with buttons for `actions`.
    func show(_ actions: [UIAction]) {
        buttons.forEach { $0.removeFromSuperview() }
        buttons = actions.map(makeButton)
        buttons.forEach(card.addSubview)
        setNeedsLayout()
    }

    /// The item that takes focus when the menu opens: the first one that is on, else the first
    /// enabled one.
    var initialItem: UIButton? {
        buttons.first { $0.isEnabled && $0.isSelected } ?? buttons.first(where: \.isEnabled)
    }

    private func makeButton(for action: UIAction) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(action.title, for: .normal)
        button.contentHorizontalAlignment = .center
        if action.attributes.contains(.destructive) { button.setTitleColor(.systemRed, for: .normal) }
        button.setImage(action.state == .on ? UIImage(systemName: "checkmark") : action.image, for: .normal)
        button.isSelected = action.state == .on
        button.isEnabled = !action.attributes.contains(.disabled)
        button.accessibilityLabel = action.title
        button.addAction(UIAction { [weak self] _ in self?.onChoose?(action) }, for: .touchUpInside)
        return button
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
