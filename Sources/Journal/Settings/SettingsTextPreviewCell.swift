import Foundation
import Tessera

/// Under the text-size slider: the chosen size's name ("默认 Default", "AX3") and a sample sentence
/// set in `body` at that size — whatever size the window itself uses — so the choice can be judged
/// before it applies.
@MainActor
final class SettingsTextPreviewCell: ItemCell<UIContentSizeCategory> {
    let sizeLabel = UILabel(textStyle: .footnote)
    let sampleLabel = UILabel()

    static let sample = "今天去公园散步，心情很好。Today I walked in the park and felt great."
    private static let padding = UIEdgeInsets(top: 10, left: 16, bottom: 14, right: 16)

    override func buildHierarchy() {
        contentView.addSubview(sizeLabel)
        contentView.addSubview(sampleLabel)
    }

    override func configureViews() {
        sizeLabel.textColor = JournalPalette.secondaryText
        sizeLabel.numberOfLines = 0
        sampleLabel.text = Self.sample
        sampleLabel.numberOfLines = 0
        sampleLabel.accessibilityIdentifier = "settings.textSize.sample"
        selectedBackgroundView = JournalPalette.selectedRowBackground()
    }

    override func configure(with category: UIContentSizeCategory) {
        super.configure(with: category)
        sizeLabel.text = "预览 Preview · \(category.settingsTitle)"
        sampleLabel.font = .preferredFont(
            forTextStyle: .body, compatibleWith: UITraitCollection(preferredContentSizeCategory: category))
        setNeedsLayout()
    }

    private func frames(width: CGFloat) -> (size: CGRect, sample: CGRect) {
        let available = max(0, width - Self.padding.horizontal)
        let unlimited = CGFloat.greatestFiniteMagnitude
        let sizeHeight = sizeLabel.sizeThatFits(CGSize(width: available, height: unlimited)).height
        let sampleHeight = sampleLabel.sizeThatFits(CGSize(width: available, height: unlimited)).height
        let size = CGRect(x: Self.padding.left, y: Self.padding.top, width: available, height: sizeHeight)
        return (size, CGRect(x: Self.padding.left, y: size.maxY + 6, width: available, height: sampleHeight))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let layout = frames(width: contentView.bounds.width)
        sizeLabel.frame = layout.size
        sampleLabel.frame = layout.sample
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: height(forWidth: size.width))
    }

    /// The row's height at `width` points.
    private func height(forWidth width: CGFloat) -> CGFloat {
        frames(width: width).sample.maxY + Self.padding.bottom
    }
}
