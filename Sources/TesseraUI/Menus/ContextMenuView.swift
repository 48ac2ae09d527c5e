import Foundation
import TesseraGraphics

/// An open menu's view: it fills the window; the card sits at the requested point, kept inside,
/// and scrolls when its rows do not fit. Rows read as iOS draws them: the title at the leading
/// edge in the label colour (red when destructive), an action's subtitle under it, the item's
/// image at the trailing edge (dimmed with the title when the item is disabled). An item that is
/// on (`UIMenuElement.State.on`) shows a check mark before its title and reads as selected (every
/// title then leaves room for one); a submenu row shows a chevron; inside a submenu the first
/// row, titled with the submenu's title, goes back. Right to left, rows mirror.
@MainActor
final class ContextMenuView: UIView {
    static let width: CGFloat = 220
    static let rowHeight: CGFloat = 40
    /// A row with a subtitle.
    static let subtitleRowHeight: CGFloat = 54
    /// A disabled item's image: the colour of its title (`UIButton.Configuration`'s disabled grey).
    static let disabledImageTint = UIColor.systemGray.withAlphaComponent(0.45)
    /// The divider around an inline section.
    static let separatorHeight: CGFloat = 8

    let card = UIView()
    private let scroller = MenuScrollView()
    /// The rows' views top to bottom, dividers included.
    private var rowViews: [UIView] = []
    /// The rows that can be chosen, top to bottom (the back row first inside a submenu).
    private(set) var buttons: [UIButton] = []
    private var backButton: UIButton?
    private var submenuButtons: [(menu: UIMenu, button: UIButton)] = []
    private var actionButtons: [(action: UIAction, button: UIButton)] = []
    /// Whether the shown rows leave room before their titles for a check mark or the back chevron.
    private var indentsTitles = false
    private let location: CGPoint
    var onSelect: (@MainActor (MenuRow) -> Void)?
    /// Goes back from a submenu; false at the top.
    var onBack: (@MainActor () -> Bool)?
    var onDismiss: (@MainActor () -> Void)?

    init(location: CGPoint) {
        self.location = location
        super.init(frame: .zero)
        card.backgroundColor = .secondarySystemGroupedBackground
        card.layer.cornerRadius = 12
        // Without the dimming behind a control's menu, a shadow sets the card off, as on iOS;
        // the scroll view clips the rows.
        card.layer.shadowColor = UIColor.black.cgColor
        card.layer.shadowOpacity = 0.2
        card.layer.shadowOffset = CGSize(width: 0, height: 6)
        card.layer.shadowRadius = 12
        scroller.layer.cornerRadius = 12
        scroller.clipsToBounds = true
        addSubview(card)
        card.addSubview(scroller)
    }

    /// Replaces the rows with `rows`; `submenu`, when given, is the submenu they are of, shown
    /// as a back row above them.
    func show(_ rows: [MenuRow], in submenu: UIMenu?) {
        rowViews.forEach { $0.removeFromSuperview() }
        actionButtons = []
        submenuButtons = []
        indentsTitles =
            submenu != nil
            || rows.contains {
                if case .action(let action, _) = $0 { action.state == .on } else { false }
            }
        backButton = submenu.map(makeBackButton)
        rowViews = (backButton.map { [$0, Self.makeSeparator()] } ?? []) + rows.map(makeView)
        buttons = rowViews.compactMap { $0 as? UIButton }
        rowViews.forEach(scroller.addSubview)
        scroller.contentOffset = .zero
        setNeedsLayout()
    }

    /// The item that takes focus: the first one that is on, else the first enabled one (not the
    /// back row).
    var initialItem: UIButton? {
        let items = buttons.filter { $0 !== backButton }
        return items.first { $0.isEnabled && $0.isSelected } ?? items.first(where: \.isEnabled)
    }

    /// The row showing `action`, if shown.
    func item(for action: UIAction) -> UIButton? {
        actionButtons.first { $0.action === action }?.button
    }

    /// The submenu row of `menu`, if shown.
    func item(forSubmenu menu: UIMenu) -> UIButton? {
        submenuButtons.first { $0.menu === menu }?.button
    }

    private func makeView(for row: MenuRow) -> UIView {
        switch row {
        case .action(let action, _):
            let isDestructive = action.attributes.contains(.destructive)
            let isEnabled = !action.attributes.contains(.disabled)
            let button = makeButton(
                title: action.title, subtitle: action.subtitle, color: isDestructive ? .systemRed : .label)
            let tint: UIColor = isEnabled ? (isDestructive ? .systemRed : .label) : Self.disabledImageTint
            addImage(action.image, trailingIn: button, tint: tint)
            if action.state == .on { addCheckMark(to: button) }
            button.isSelected = action.state == .on
            button.isEnabled = isEnabled
            button.addAction(UIAction { [weak self] _ in self?.onSelect?(row) }, for: .touchUpInside)
            actionButtons.append((action, button))
            return button
        case .separator:
            return Self.makeSeparator()
        case .loading:
            let row = makeButton(title: "Loading…", color: .secondaryLabel)
            row.isEnabled = false
            return row
        case .submenu(let menu):
            let button = makeButton(title: menu.title, color: menu.options.contains(.destructive) ? .systemRed : .label)
            addImage(
                UIImage(systemName: "chevron.right"), rightToLeft: UIImage(systemName: "chevron.left"),
                trailingIn: button, tint: .secondaryLabel)
            button.accessibilityHint = "Opens a submenu"
            button.addAction(UIAction { [weak self] _ in self?.onSelect?(row) }, for: .touchUpInside)
            submenuButtons.append((menu, button))
            return button
        }
    }

    private func makeBackButton(for menu: UIMenu) -> UIButton {
        let button = makeButton(title: menu.title, color: .label)
        addImage(
            UIImage(systemName: "chevron.left"), rightToLeft: UIImage(systemName: "chevron.right"), leadingIn: button)
        button.accessibilityTraits.insert(.header)
        button.accessibilityHint = "Goes back"
        button.addAction(UIAction { [weak self] _ in _ = self?.onBack?() }, for: .touchUpInside)
        return button
    }

    private var titleInset: CGFloat { indentsTitles ? 40 : 16 }

    private func makeButton(title: String, subtitle: String? = nil, color: UIColor) -> UIButton {
        var configuration = UIButton.Configuration.plain()
        configuration.title = title
        configuration.subtitle = subtitle
        configuration.titleAlignment = .leading
        configuration.baseForegroundColor = color
        configuration.automaticallyUpdateForSelection = false  // the check mark shows it; no fill
        configuration.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: titleInset, bottom: 0, trailing: 44)
        let button = UIButton(configuration: configuration)
        button.contentHorizontalAlignment = .leading
        button.accessibilityLabel = title
        return button
    }

    private func addCheckMark(to button: UIButton) {
        addImage(UIImage(systemName: "checkmark"), leadingIn: button)
    }

    /// An image on the row's leading side (a check mark, the back chevron).
    private func addImage(_ image: UIImage?, rightToLeft: UIImage? = nil, leadingIn button: UIButton) {
        let view = MenuRowImageView(image, rightToLeft: rightToLeft, side: .leading)
        view.tintColor = .label
        button.addSubview(view)
    }

    /// The item's image (or a submenu's chevron) on the row's trailing side.
    private func addImage(
        _ image: UIImage?, rightToLeft: UIImage? = nil, trailingIn button: UIButton, tint: UIColor
    ) {
        guard let image else { return }
        let view = MenuRowImageView(image, rightToLeft: rightToLeft, side: .trailing)
        view.tintColor = tint
        button.addSubview(view)
    }

    private static func height(of row: UIView) -> CGFloat {
        guard let button = row as? UIButton else { return separatorHeight }
        return button.configuration?.subtitle == nil ? rowHeight : subtitleRowHeight
    }

    private static func makeSeparator() -> UIView {
        let divider = UIView()
        divider.backgroundColor = .systemGroupedBackground
        return divider
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let heights = rowViews.map(Self.height(of:))
        let contentHeight = heights.reduce(0, +)
        let size = CGSize(width: Self.width, height: min(contentHeight, max(0, bounds.height - 16)))
        let x = min(max(8, location.x), max(8, bounds.width - size.width - 8))
        let y = min(max(8, location.y), max(8, bounds.height - size.height - 8))
        card.frame = CGRect(origin: CGPoint(x: x, y: y), size: size)
        scroller.frame = card.bounds
        scroller.contentSize = CGSize(width: size.width, height: contentHeight)
        var top: CGFloat = 0
        for (view, height) in zip(rowViews, heights) {
            view.frame = CGRect(x: 0, y: top, width: size.width, height: height)
            for case let image as MenuRowImageView in view.subviews { image.place() }
            top += height
        }
    }

    /// Up and Down move between the items, as Shift-Tab and Tab do; Right opens the focused
    /// submenu row, Left goes back from a submenu.
    override func keyDown(_ key: Key, modifiers: KeyModifiers) -> Bool {
        guard modifiers.isEmpty, let window else { return super.keyDown(key, modifiers: modifiers) }
        switch key {
        case .upArrow, .downArrow:
            window.moveFocus(forward: key == .downArrow)
            return true
        case .rightArrow:
            guard let focused = window.focusedView,
                let row = submenuButtons.first(where: { $0.button === focused })?.button
            else {
                return super.keyDown(key, modifiers: modifiers)
            }
            row.sendActions(for: .touchUpInside)
            return true
        case .leftArrow:
            return onBack?() ?? false || super.keyDown(key, modifiers: modifiers)
        default:
            return super.keyDown(key, modifiers: modifiers)
        }
    }

    /// Escape inside a submenu goes back to its parent; at the top the menu closes.
    override func accessibilityPerformEscape() -> Bool {
        onBack?() ?? false
    }

    /// A click outside the card closes the menu.
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, !card.frame.contains(touch.location(in: self)) else { return }
        onDismiss?()
    }
}
