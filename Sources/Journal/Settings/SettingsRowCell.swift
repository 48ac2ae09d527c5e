import Foundation
import Tessera

/// A Settings row: a white glyph on a coloured rounded tile, a title, and an optional detail value
/// on the trailing side — or below the title when the two do not fit on one line (large text).
/// Text follows Dynamic Type (`body`); the row grows with it.
@MainActor
final class SettingsRowCell: ItemCell<SettingsRowContent> {
    let iconTile = View()
    let iconView = ImageView()
    let titleLabel = Label(textStyle: .body)
    let detailLabel = Label(textStyle: .body)

    static let tileSize: CGFloat = 30
    static let padding = EdgeInsets(top: 11, left: 16, bottom: 11, right: 16)
    static let tileGap: CGFloat = 14

    override func buildHierarchy() {
        iconTile.addSubview(iconView)
        for view in [iconTile, titleLabel, detailLabel] as [View] { contentView.addSubview(view) }
    }

    override func configureViews() {
        iconTile.cornerRadius = 7
        iconTile.cornerCurve = .continuous
        iconView.contentMode = .center
        iconView.tintColor = .white
        titleLabel.numberOfLines = 0
        detailLabel.numberOfLines = 0
        detailLabel.textColor = JournalPalette.secondaryText
    }

    override func configure(with content: SettingsRowContent) {
        super.configure(with: content)
        iconTile.backgroundColor = content.iconBackground
        iconView.image = Image(icon: content.icon, pointSize: 19)
        titleLabel.text = content.title
        titleLabel.textColor = content.isLink ? JournalPalette.accentText : .label
        detailLabel.text = content.detail
        detailLabel.isHidden = content.detail == nil
        accessoryType = content.accessory
        accessibilityTraits = content.accessory == .none && !content.isLink && !content.isTappable ? .staticText : .button
        accessibilityLabel = [content.title, content.detail].compactMap { $0 }.joined(separator: ", ")
        setNeedsLayout()
    }

    /// Where the text starts, in content-view points.
    private var textX: CGFloat { Self.padding.left + Self.tileSize + Self.tileGap }

    /// Title and detail frames for a content view `width` points wide, and the height they need.
    private func textLayout(width: CGFloat) -> (title: CGRect, detail: CGRect, height: CGFloat) {
        let available = max(0, width - textX - Self.padding.right)
        let unlimited = CGFloat.greatestFiniteMagnitude
        let oneLineTitle = titleLabel.sizeThatFits(CGSize(width: unlimited, height: unlimited))
        let oneLineDetail = detailLabel.isHidden ? .zero : detailLabel.sizeThatFits(CGSize(width: unlimited, height: unlimited))
        let minimumHeight = 44 - Self.padding.vertical
        if detailLabel.isHidden || oneLineTitle.width + 12 + oneLineDetail.width <= available {
            let titleHeight = detailLabel.isHidden
                ? titleLabel.sizeThatFits(CGSize(width: available, height: unlimited)).height : oneLineTitle.height
            let line = max(minimumHeight, titleHeight, oneLineDetail.height)
            let title = CGRect(x: textX, y: Self.padding.top, width: detailLabel.isHidden ? available : oneLineTitle.width, height: line)
            let detail = CGRect(
                x: textX + available - oneLineDetail.width, y: Self.padding.top, width: oneLineDetail.width, height: line)
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
        iconView.frame = iconTile.bounds
    }

    override func fittingHeight(forWidth width: CGFloat) -> CGFloat {
        let accessoryWidth: CGFloat = accessoryType == .none ? 0 : 32
        return textLayout(width: width - accessoryWidth).height
    }
}

/// What one `SettingsRowCell` shows.
struct SettingsRowContent: Hashable {
    var title: String
    var detail: String?
    var icon: Icon
    var iconBackground: Color
    /// Link-like rows set their title in the accent text colour.
    var isLink = false
    var accessory: TableViewCell.AccessoryType = .none
    /// Rows that do something when tapped without looking like links (a theme to choose).
    var isTappable = false
}
