import Foundation
import Tessera

/// A tappable row of a form card with a centred title that wraps at large text sizes — the
/// "移除照片 Remove photo" row. A tap sends `.touchUpInside`.
@MainActor
final class FormButtonRow: UIControl {
    private let titleLabel = ScaledLabel(ScaledFont(.body))
    /// The title's colour (a destructive red for removals).
    var titleColor: UIColor = .label { didSet { titleLabel.textColor = titleColor } }

    init(title: String) {
        super.init(frame: .zero)
        titleLabel.text = title
        titleLabel.textAlignment = .center
        titleLabel.isUserInteractionEnabled = false
        addSubview(titleLabel)
        accessibilityLabel = title
        accessibilityTraits = .button
    }

    override func stateDidChange() {
        super.stateDidChange()
        alpha = isHighlighted ? 0.5 : 1
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let text = titleLabel.sizeThatFits(CGSize(width: size.width, height: .greatestFiniteMagnitude))
        return CGSize(width: size.width, height: max(44, text.height + 16))
    }

    override func layoutSubviews() {
        let text = titleLabel.sizeThatFits(CGSize(width: bounds.width, height: .greatestFiniteMagnitude)).height
        titleLabel.frame = CGRect(x: 0, y: ((bounds.height - text) / 2).rounded(), width: bounds.width, height: text)
    }
}
