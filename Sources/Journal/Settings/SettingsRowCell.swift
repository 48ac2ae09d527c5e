import Foundation
import Tessera

/// A Settings row: a white glyph on a coloured rounded tile, a title, and an optional detail value
/// on the trailing side — or below the title when the two do not fit on one line (large text).
/// Text follows Dynamic Type (`body`); the row grows with it. A checked row (the theme shown) ends
/// with a checkmark in the theme's tint.
@MainActor
final class SettingsRowCell: ItemCell<SettingsRowContent> {
    let iconTile = IconTileView()
    let titleLabel = UILabel(textStyle: .body)
    let detailLabel = UILabel(textStyle: .body)
    /// The checkmark of a checked row, in the theme's tint (hidden otherwise).
    let checkView = UIImageView()

    static let tileSize: CGFloat = 30
    static let padding = UIEdgeInsets(top: 11, left: 16, bottom: 11, right: 16)
    static let tileGap: CGFloat = 14
    /// The checkmark's width and the gap before it, in points.
    static let checkWidth: CGFloat = 22
    static let checkGap: CGFloat = 8

    override func buildHierarchy() {
        for view in [iconTile, titleLabel, detailLabel, checkView] as [UIView] { contentView.addSubview(view) }
    }

    override func configureViews() {
        titleLabel.numberOfLines = 0
        detailLabel.numberOfLines = 0
        detailLabel.textColor = JournalPalette.secondaryText
        checkView.image = UIImage(icon: Icon(.check), pointSize: 22)
        checkView.contentMode = .center
        checkView.isHidden = true
    }

    override func themeDidChange() {
        super.themeDidChange()
        applyColors()
    }

    /// Link titles and the checkmark in the theme's tint (the accent text colour of the journal's
    /// themes).
    private func applyColors() {
        titleLabel.textColor = item?.isLink == true ? theme.tint : .label
        checkView.tintColor = theme.tint
    }

    override func configure(with content: SettingsRowContent) {
        super.configure(with: content)
        iconTile.show(content.icon, pointSize: 19, on: content.iconBackground)
        titleLabel.text = content.title
        checkView.isHidden = !content.isChecked
        applyColors()
        detailLabel.text = content.detail
        detailLabel.isHidden = content.detail == nil
        accessoryType = content.accessory
        accessibilityTraits =
            content.accessory == .none && !content.isLink && !content.isTappable ? .staticText : .button
        if content.isChecked { accessibilityTraits.insert(.selected) }
        accessibilityLabel = [content.title, content.detail].compactMap { $0 }.joined(separator: ", ")
        setNeedsLayout()
    }

    /// Where the text starts, in content-view points.
    private var textX: CGFloat { Self.padding.left + Self.tileSize + Self.tileGap }
    /// The room the checkmark takes at the trailing edge (none when hidden).
    private var checkRoom: CGFloat { checkView.isHidden ? 0 : Self.checkWidth + Self.checkGap }

    /// Title and detail frames for a content view `width` points wide, and the height they need.
    private func textLayout(width: CGFloat) -> (title: CGRect, detail: CGRect, height: CGFloat) {
        let available = max(0, width - textX - Self.padding.right - checkRoom)
        let unlimited = CGFloat.greatestFiniteMagnitude
        let oneLineTitle = titleLabel.sizeThatFits(CGSize(width: unlimited, height: unlimited))
        let oneLineDetail =
            detailLabel.isHidden ? .zero : detailLabel.sizeThatFits(CGSize(width: unlimited, height: unlimited))
        let minimumHeight = 44 - Self.padding.vertical
        if detailLabel.isHidden || oneLineTitle.width + 12 + oneLineDetail.width <= available {
            let titleHeight =
                detailLabel.isHidden
                ? titleLabel.sizeThatFits(CGSize(width: available, height: unlimited)).height : oneLineTitle.height
            let line = max(minimumHeight, titleHeight, oneLineDetail.height)
            let title = CGRect(
                x: textX, y: Self.padding.top, width: detailLabel.isHidden ? available : oneLineTitle.width,
                height: line)
            let detail = CGRect(
                x: textX + available - oneLineDetail.width, y: Self.padding.top, width: oneLineDetail.width,
                height: line)
            return (title, detail, line + Self.padding.vertical)
        }
        let titleHeight = titleLabel.sizeThatFits(CGSize(width: available, height: unlimited)).height
        let detailHeight = detailLabel.sizeThatFits(CGSize(width: available, height: unlimited)).height
        let title = CGRect(x: textX, y: Self.padding.top, width: available, height: titleHeight)
        let detail = CGRect(x: textX, y: title.maxY + 2, width: available, height: detailHeight)
        return (title, detail, detail.maxY + Self.padding.bottom)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let layout = textLayout(width: contentView.bounds.width)
        titleLabel.frame = layout.title
        detailLabel.frame = layout.detail
        let tileY = max(Self.padding.top, min(layout.title.midY, layout.title.minY + 22) - Self.tileSize / 2)
        iconTile.frame = CGRect(x: Self.padding.left, y: tileY.rounded(), width: Self.tileSize, height: Self.tileSize)
        checkView.frame = CGRect(
            x: contentView.bounds.width - Self.padding.right - Self.checkWidth, y: layout.title.minY,
            width: Self.checkWidth, height: min(layout.title.height, 44 - Self.padding.vertical))
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: height(forWidth: size.width))
    }

    /// The row's height at `width` points.
    private func height(forWidth width: CGFloat) -> CGFloat {
        let accessoryWidth: CGFloat = accessoryType == .none ? 0 : 32
        return textLayout(width: width - accessoryWidth).height
    }
}

/// What one `SettingsRowCell` shows.
struct SettingsRowContent: Hashable {
    var title: String
    var detail: String?
    var icon: Icon
    var iconBackground: UIColor
    /// Link-like rows set their title in the accent text colour.
    var isLink = false
    var accessory: UITableViewCell.AccessoryType = .none
    /// Rows that do something when tapped without looking like links (a theme to choose).
    var isTappable = false
    /// Ends the row with a checkmark in the theme's tint (the chosen theme).
    var isChecked = false
}
