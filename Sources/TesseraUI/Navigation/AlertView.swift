import Foundation
import TesseraGraphics

/// The view of an `UIAlertController`: it fills the window (transparent) and lays out one card —
/// title, message, text fields and buttons — centred (alert), or a card of buttons and a cancel card
/// along the bottom (action sheet). Sizes are in points; see `UIAlertController` for the constants.
@MainActor
final class AlertView: UIView {
    let style: UIAlertController.Style
    let mainCard = AlertCardView()
    let cancelCard = AlertCardView()
    let titleLabel = UILabel()
    let messageLabel = UILabel()
    /// Every action's button, in display order, with its action.
    private(set) var buttons: [(button: UIButton, action: UIAlertAction)] = []
    private var textFields: [UITextField] = []
    /// Whether the buttons of the main card are side by side.
    private var isHorizontal = false

    static let padding: CGFloat = 16
    static let fieldHeight: CGFloat = 32
    static let cornerRadius: CGFloat = 14

    init(style: UIAlertController.Style) {
        self.style = style
        super.init(frame: .zero)
        addSubview(mainCard)
        addSubview(cancelCard)
        mainCard.addSubview(titleLabel)
        mainCard.addSubview(messageLabel)
        for label in [titleLabel, messageLabel] {
            label.numberOfLines = 0
            label.textAlignment = .center
        }
        titleLabel.accessibilityTraits = [.staticText, .header]
        accessibilityViewIsModal = true  // assistive technologies read the alert only, as in UIKit
        cancelCard.isHidden = true
    }

    func configure(title: String?, message: String?) {
        titleLabel.text = title
        titleLabel.isHidden = title == nil
        messageLabel.text = message
        messageLabel.isHidden = message == nil
        setNeedsLayout()
    }

    /// Replaces the buttons and fields; `perform` runs for a tapped button's action.
    func setActions(
        _ actions: [UIAlertAction], textFields: [UITextField], perform: @escaping @MainActor (UIAlertAction) -> Void
    ) {
        for (button, _) in buttons { button.removeFromSuperview() }
        for field in self.textFields where !textFields.contains(where: { $0 === field }) { field.removeFromSuperview() }
        self.textFields = textFields
        for field in textFields where field.superview !== mainCard { mainCard.addSubview(field) }
        let cancel = actions.filter { $0.style == .cancel }
        let others = actions.filter { $0.style != .cancel }
        isHorizontal = style == .alert && actions.count == 2 && textFields.isEmpty
        let ordered = isHorizontal ? cancel + others : others + cancel
        buttons = ordered.map { action in
            let button = UIButton(type: .system)
            button.setTitle(action.title, for: .normal)
            button.isEnabled = action.isEnabled
            button.accessibilityLabel = action.title
            button.addAction(
                UIAction { [weak action] _ in
                    if let action { perform(action) }
                }, for: .touchUpInside)
            let card = style == .actionSheet && action.style == .cancel ? cancelCard : mainCard
            card.addSubview(button)
            return (button, action)
        }
        cancelCard.isHidden = !(style == .actionSheet && !cancel.isEmpty)
        applyTheme()
        setNeedsLayout()
    }

    func applyTheme() {
        let category = traitCollection.preferredContentSizeCategory
        let isSheet = style == .actionSheet
        titleLabel.font = theme.font(for: isSheet ? .subheadline : .headline, category: category)
        titleLabel.textColor = isSheet ? theme.secondaryLabel : theme.label
        messageLabel.font = theme.font(for: isSheet ? .subheadline : .callout, category: category)
        messageLabel.textColor = isSheet ? theme.secondaryLabel : theme.label
        for card in [mainCard, cancelCard] {
            card.backgroundColor = theme.secondaryGroupedBackground
            card.layer.cornerRadius = Self.cornerRadius
            card.clipsToBounds = true
            card.separatorColor = theme.separator
        }
        for (button, action) in buttons {
            let color = action.style == .destructive ? theme.destructive : theme.tint
            button.tintColor = color
            button.setTitleColor(color, for: .normal)
            button.setTitleColor(theme.tertiaryLabel, for: .disabled)
            button.setBackgroundColor(theme.separator, for: .highlighted)
        }
    }

    override func themeDidChange() {
        applyTheme()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width =
            style == .alert
            ? UIAlertController.alertWidth
            : min(bounds.width - 2 * UIAlertController.sheetMargin, 500)
        var separators: [CGRect] = []
        var y: CGFloat = 0
        let textWidth = width - 2 * Self.padding
        let labels = [titleLabel, messageLabel].filter { !$0.isHidden }
        if !labels.isEmpty {
            y += style == .alert ? 20 : 14
            for (index, label) in labels.enumerated() {
                if index > 0 { y += 4 }
                let height = ceil(label.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height)
                label.frame = CGRect(x: Self.padding, y: y, width: textWidth, height: height)
                y += height
            }
            y += style == .alert ? 16 : 14
        }
        for field in textFields {
            if labels.isEmpty { y += Self.padding }
            field.frame = CGRect(x: Self.padding, y: y, width: textWidth, height: Self.fieldHeight)
            y += Self.fieldHeight + 8
        }
        if !textFields.isEmpty { y += 8 }
        let mainButtons = buttons.filter { $0.button.superview === mainCard }.map(\.button)
        let hairline = 1 / max(traitCollection.displayScale, 1)
        if isHorizontal {
            separators.append(CGRect(x: 0, y: y, width: width, height: hairline))
            let half = width / 2
            for (index, button) in mainButtons.enumerated() {
                button.frame = CGRect(
                    x: CGFloat(index) * half, y: y, width: half, height: UIAlertController.buttonHeight)
            }
            separators.append(CGRect(x: half, y: y, width: hairline, height: UIAlertController.buttonHeight))
            y += UIAlertController.buttonHeight
        } else {
            for (index, button) in mainButtons.enumerated() {
                if y > 0 || index > 0 { separators.append(CGRect(x: 0, y: y, width: width, height: hairline)) }
                button.frame = CGRect(x: 0, y: y, width: width, height: UIAlertController.buttonHeight)
                y += UIAlertController.buttonHeight
            }
        }
        mainCard.separators = separators
        let mainHeight = y
        switch style {
        case .alert:
            let keyboard = window?.keyboardHeight ?? 0
            let midY = (bounds.height - keyboard) / 2
            mainCard.frame = CGRect(
                x: (bounds.width - width) / 2, y: max(safeAreaInsets.top, midY - mainHeight / 2),
                width: width, height: mainHeight)
        case .actionSheet:
            var bottom = bounds.height - max(safeAreaInsets.bottom, UIAlertController.sheetMargin)
            if !cancelCard.isHidden {
                cancelCard.frame = CGRect(
                    x: (bounds.width - width) / 2, y: bottom - UIAlertController.buttonHeight,
                    width: width, height: UIAlertController.buttonHeight)
                cancelCard.subviews.forEach { $0.frame = cancelCard.bounds }
                bottom -= UIAlertController.buttonHeight + UIAlertController.sheetMargin
            }
            mainCard.frame = CGRect(
                x: (bounds.width - width) / 2, y: bottom - mainHeight, width: width, height: mainHeight)
        }
    }
}

/// A rounded card that draws hairline separators between its rows.
@MainActor
final class AlertCardView: UIView {
    var separators: [CGRect] = [] { didSet { setNeedsDisplay() } }
    var separatorColor: UIColor = .separator { didSet { setNeedsDisplay() } }

    override func draw(in context: inout DisplayList) {
        let color = separatorColor.resolvedColor(with: traitCollection)
        for line in separators { context.fill(.rect(line), color: color) }
    }
}
