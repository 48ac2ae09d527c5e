import Foundation
import Tessera

/// The body editor of the compose form ("compose.body"): a text view that grows with its text
/// (never shorter than about four lines) with a grey prompt while it is empty.
@MainActor
final class BodyEditorView: UIView {
    let textView = UITextView()
    private let placeholderLabel = ScaledLabel(ScaledFont(.body), text: "写下今天的故事… Write about your day")

    init() {
        super.init(frame: .zero)
        textView.textStyle = .body
        textView.isScrollEnabled = false
        textView.lineSpacing = 3
        textView.textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
        textView.backgroundColor = .clear
        textView.accessibilityIdentifier = "compose.body"
        textView.accessibilityLabel = "正文 Body"
        placeholderLabel.isUserInteractionEnabled = false
        addSubview(textView)
        addSubview(placeholderLabel)
        textView.addAction(UIAction { [weak self] _ in self?.textDidChange() }, for: .editingChanged)
    }

    /// Shows or hides the prompt after `textView.text` was set from code.
    func textDidChange() {
        placeholderLabel.isHidden = !textView.text.isEmpty
        superview?.setNeedsLayout()
        setNeedsLayout()
    }

    override func themeDidChange() {
        textView.textColor = theme.label
        textView.tintColor = theme.tint
        placeholderLabel.textColor = theme.secondaryLabel
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let minimum = max(160, (textView.effectiveFont.pointSize * 4.2).rounded(.up))
        let text = textView.sizeThatFits(CGSize(width: size.width, height: .greatestFiniteMagnitude)).height
        let prompt =
            placeholderLabel.isHidden
            ? 0 : placeholderLabel.sizeThatFits(CGSize(width: size.width, height: .greatestFiniteMagnitude)).height + 16
        return CGSize(width: size.width, height: max(minimum, text, prompt))
    }

    override func layoutSubviews() {
        textView.frame = bounds
        let prompt = placeholderLabel.sizeThatFits(CGSize(width: bounds.width, height: .greatestFiniteMagnitude)).height
        placeholderLabel.frame = CGRect(x: 0, y: 8, width: bounds.width, height: prompt)
    }
}
