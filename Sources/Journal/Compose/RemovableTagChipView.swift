import Foundation
import Tessera

/// A tag chip in the compose form: "# tag" and an × on the accent wash of `TagChipView`. Tapping
/// the × (a 44-point button over the chip's trailing end) calls `onRemove`.
///
/// The view is 44 points tall, the touch target, with the 30-point pill centred in it.
@MainActor
final class RemovableTagChipView: UIView {
    /// The tag shown (`UIView.tag` is the UIKit integer tag, so this one has its own name).
    let tagName: String
    /// The × button ("compose.tag.remove.<tag>").
    let removeButton = UIButton()
    /// Called when the × is tapped.
    var onRemove: (@MainActor (String) -> Void)?

    private let pill = UIView()
    private let label = ScaledLabel(ScaledFont(.footnote, weight: .medium, maximumPointSize: 22))
    private let closeIcon = UIImageView(image: UIImage(icon: Icon(.close), pointSize: 14))

    private static let pillHeightMinimum: CGFloat = 30
    private static let closeWidth: CGFloat = 24

    init(tag: String) {
        tagName = tag
        super.init(frame: .zero)
        label.text = "# " + tag
        label.numberOfLines = 1
        label.textColor = JournalPalette.accentText
        pill.backgroundColor = UIColor(
            light: JournalPalette.accent.withAlphaComponent(0.12),
            dark: JournalPalette.accent.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
                .withAlphaComponent(0.22))
        pill.layer.cornerRadius = 8
        pill.layer.cornerCurve = .continuous
        closeIcon.tintColor = JournalPalette.accentText
        closeIcon.contentMode = .center
        for view in [pill, label, closeIcon] as [UIView] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
        addSubview(removeButton)
        removeButton.accessibilityLabel = "删除标签 Remove tag \(tag)"
        removeButton.accessibilityIdentifier = "compose.tag.remove.\(tag)"
        removeButton.addAction(
            UIAction { [weak self] _ in
                guard let self else { return }
                onRemove?(tagName)
            }, for: .touchUpInside)
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let text = label.sizeThatFits(CGSize(width: UILabel.unlimitedWidth, height: .greatestFiniteMagnitude))
        let width = 10 + text.width + 4 + Self.closeWidth + 4
        return CGSize(width: min(width, size.width), height: max(44, text.height + 12))
    }

    override func layoutSubviews() {
        let text = label.sizeThatFits(CGSize(width: UILabel.unlimitedWidth, height: .greatestFiniteMagnitude))
        let pillHeight = max(Self.pillHeightMinimum, text.height + 8)
        pill.frame = CGRect(
            x: 0, y: ((bounds.height - pillHeight) / 2).rounded(), width: bounds.width, height: pillHeight)
        closeIcon.frame = CGRect(
            x: bounds.width - 4 - Self.closeWidth, y: pill.frame.minY, width: Self.closeWidth, height: pillHeight)
        label.frame = CGRect(
            x: 10, y: ((bounds.height - text.height) / 2).rounded(),
            width: max(0, closeIcon.frame.minX - 4 - 10), height: text.height)
        let touch = max(44, bounds.height)
        removeButton.frame = CGRect(x: bounds.width - 44, y: (bounds.height - touch) / 2, width: 44, height: touch)
    }
}
