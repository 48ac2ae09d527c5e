import Foundation
import Tessera

/// One tag in the Tags cloud: "# 读书" in the accent text colour on a light wash of the accent,
/// with its entry count in a small badge. Self-sizing (`sizeThatFits`); text follows Dynamic Type
/// (`subheadline`), and the chip is at least 44 points tall so it is easy to tap.
@MainActor
final class TagChipCell: ItemCollectionCell<TagsViewModel.TagCount> {
    let nameLabel = UILabel()
    let countLabel = UILabel()
    private let badge = UIView()

    static let reuseIdentifier = "tag"
    static let minimumHeight: CGFloat = 44
    /// A light wash of the accent; stronger while selected or highlighted.
    private static let normalBackground = UIColor(
        light: JournalPalette.accent.withAlphaComponent(0.12),
        dark: JournalPalette.accent.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
            .withAlphaComponent(0.22))
    private static let selectedBackground = UIColor(
        light: JournalPalette.accent.withAlphaComponent(0.24),
        dark: JournalPalette.accent.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
            .withAlphaComponent(0.36))

    override var isSelected: Bool { didSet { updateBackground() } }
    override var isHighlighted: Bool { didSet { updateBackground() } }

    private func updateBackground() {
        backgroundColor = isSelected || isHighlighted ? Self.selectedBackground : Self.normalBackground
    }
    /// The tag's text: darker than `JournalPalette.accentText` in light appearance, because the
    /// chip's wash over the grouped background is darker than a card (#9A3D00 on it is 5.3:1).
    static let textColor = UIColor(
        light: UIColor(rgb: 0x9A3D00),
        dark: JournalPalette.accentText.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)))
    private static let horizontalPadding: CGFloat = 14
    private static let badgeGap: CGFloat = 8
    private static let badgePadding = UIEdgeInsets(top: 2, left: 8, bottom: 2, right: 8)

    override func buildHierarchy() {
        badge.addSubview(countLabel)
        contentView.addSubview(nameLabel)
        contentView.addSubview(badge)
    }

    override func configureViews() {
        backgroundColor = Self.normalBackground
        layer.cornerRadius = 12
        layer.cornerCurve = .continuous
        nameLabel.textColor = Self.textColor
        countLabel.textColor = JournalPalette.secondaryText
        countLabel.textAlignment = .center
        badge.backgroundColor = JournalPalette.card
        accessibilityTraits = .button
        applyFonts()
    }

    override func configure(with item: TagsViewModel.TagCount) {
        super.configure(with: item)
        nameLabel.text = "# " + item.tag
        countLabel.text = "\(item.count)"
        accessibilityIdentifier = "tag.\(item.tag)"
        accessibilityLabel = "\(item.tag), \(item.count) 篇 entries"
        setNeedsLayout()
    }

    override func traitCollectionDidChange(_ previous: UITraitCollection?) {
        super.traitCollectionDidChange(previous)
        if previous?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory { applyFonts() }
    }

    /// Subheadline at the current text size: medium for the name, semibold for the count.
    private func applyFonts() {
        let font = UIFont.preferredFont(forTextStyle: .subheadline, compatibleWith: traitCollection)
        nameLabel.font = font.withWeight(.medium)
        countLabel.font = font.withSize((font.pointSize * 0.87).rounded()).withWeight(.semibold)
    }

    /// The name, the badge and the chip for a line at most `width` points long.
    private func frames(maximumWidth width: CGFloat) -> (name: CGRect, badge: CGRect, size: CGSize) {
        let unlimited = CGFloat.greatestFiniteMagnitude
        let count = countLabel.sizeThatFits(CGSize(width: unlimited, height: unlimited))
        let badgeHeight = count.height + Self.badgePadding.vertical
        let badgeSize = CGSize(width: max(badgeHeight, count.width + Self.badgePadding.horizontal), height: badgeHeight)
        let nameRoom = max(0, width - 2 * Self.horizontalPadding - Self.badgeGap - badgeSize.width)
        let name = nameLabel.sizeThatFits(CGSize(width: nameRoom, height: unlimited))
        let nameWidth = min(name.width, nameRoom)
        let height = max(Self.minimumHeight, name.height + 16, badgeSize.height + 12)
        let nameFrame = CGRect(
            x: Self.horizontalPadding, y: ((height - name.height) / 2).rounded(), width: nameWidth, height: name.height)
        let badgeFrame = CGRect(
            x: nameFrame.maxX + Self.badgeGap, y: ((height - badgeSize.height) / 2).rounded(), width: badgeSize.width,
            height: badgeSize.height)
        return (nameFrame, badgeFrame, CGSize(width: badgeFrame.maxX + Self.horizontalPadding, height: height))
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        frames(maximumWidth: size.width).size
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let layout = frames(maximumWidth: bounds.width)
        nameLabel.frame = layout.name
        badge.frame = layout.badge
        badge.layer.cornerRadius = layout.badge.height / 2
        countLabel.frame = badge.bounds
    }
}
