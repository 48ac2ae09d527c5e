import Foundation
import Tessera

/// The validation line: an info icon and the message, wrapping.
@MainActor
final class ValidationMessageView: UIView {
    private let icon: UIImageView
    private let label: UILabel

    init(icon: UIImageView, label: UILabel) {
        self.icon = icon
        self.label = label
        super.init(frame: .zero)
        icon.contentMode = .center
        addSubview(icon)
        addSubview(label)
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let text = label.sizeThatFits(CGSize(width: max(0, size.width - 22), height: .greatestFiniteMagnitude))
        return CGSize(width: size.width, height: max(18, text.height))
    }

    override func layoutSubviews() {
        let text = label.sizeThatFits(CGSize(width: max(0, bounds.width - 22), height: .greatestFiniteMagnitude))
        let lineHeight = min(text.height, label.effectiveFont.pointSize * 1.25)
        icon.frame = CGRect(x: 0, y: max(0, ((lineHeight - 16) / 2).rounded()), width: 16, height: 16)
        label.frame = CGRect(x: 22, y: 0, width: max(0, bounds.width - 22), height: text.height)
    }
}
