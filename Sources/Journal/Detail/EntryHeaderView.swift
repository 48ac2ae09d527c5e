import Foundation
import Tessera

/// The top card of the entry detail screen: the mood (icon and name) with the favourite star,
/// the title, the date, and the author's avatar and name. Laid out with frames; every text grows
/// with Dynamic Type and wraps rather than being cut.
@MainActor
final class EntryHeaderView: UIView {
    /// Toggles the entry's favourite flag ("detail.favorite").
    let favoriteButton = FavoriteButton(style: .star, pointSize: 26)
    /// The entry's title ("detail.title").
    let titleLabel = ScaledLabel(ScaledFont(.title1, weight: .bold))
    private let moodBadge = UIView()
    private let moodIcon = UIImageView()
    private let moodLabel = ScaledLabel(ScaledFont(.subheadline, weight: .semibold))
    private let dateLabel = ScaledLabel(ScaledFont(.subheadline))
    private let avatar = AvatarView(name: "")
    private let authorLabel = ScaledLabel(ScaledFont(.subheadline, weight: .medium))

    private static let badgeSize: CGFloat = 32
    private static let avatarSize: CGFloat = 28

    override init(frame: CGRect = .zero) {
        super.init(frame: frame)
    }

    override func buildHierarchy() {
        moodBadge.addSubview(moodIcon)
        for view in [moodBadge, moodLabel, favoriteButton, titleLabel, dateLabel, avatar, authorLabel] as [UIView] {
            addSubview(view)
        }
    }

    override func configureViews() {
        moodBadge.layer.cornerRadius = Self.badgeSize / 2
        moodBadge.isUserInteractionEnabled = false
        moodIcon.contentMode = .center
        favoriteButton.accessibilityIdentifier = "detail.favorite"
        favoriteButton.accessibilityLabel = "收藏 Favourite"
        titleLabel.accessibilityIdentifier = "detail.title"
        titleLabel.accessibilityTraits = [.staticText, .header]
        titleLabel.lineSpacing = 2
    }

    override func themeDidChange() {
        moodLabel.textColor = theme.label
        titleLabel.textColor = theme.label
        dateLabel.textColor = theme.secondaryLabel
        authorLabel.textColor = theme.secondaryLabel
        avatar.backgroundColor = JournalPalette.avatarBackground
    }

    /// Shows `entry`, its date written as `dateText`.
    func configure(with entry: JournalEntry, dateText: String) {
        moodBadge.backgroundColor = UIColor(
            light: entry.mood.color.withAlphaComponent(0.16),
            dark: entry.mood.color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).withAlphaComponent(
                0.24))
        moodIcon.image = UIImage(icon: entry.mood.icon, pointSize: 20)
        moodIcon.tintColor = entry.mood.color
        moodLabel.text = entry.mood.title
        favoriteButton.isSelected = entry.isFavorite
        titleLabel.text = entry.title
        dateLabel.text = dateText
        avatar.name = entry.author
        avatar.backgroundColor = JournalPalette.avatarBackground
        authorLabel.text = entry.author
        setNeedsLayout()
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: frames(forWidth: size.width).height)
    }

    override func layoutSubviews() {
        let layout = frames(forWidth: bounds.width)
        moodBadge.frame = layout.badge
        moodIcon.frame = moodBadge.bounds
        moodLabel.frame = layout.mood
        favoriteButton.frame = layout.favorite
        titleLabel.frame = layout.title
        dateLabel.frame = layout.date
        avatar.frame = layout.avatar
        authorLabel.frame = layout.author
    }

    private struct Frames {
        var badge, mood, favorite, title, date, avatar, author: CGRect
        var height: CGFloat
    }

    private func frames(forWidth width: CGFloat) -> Frames {
        let unlimited = CGFloat.greatestFiniteMagnitude
        let star = FavoriteButton.minimumTouchSize
        // Mood row: badge, name, and the star at the trailing edge (44 points, its touch target).
        let moodWidth = max(0, width - Self.badgeSize - 10 - star - 8)
        let moodHeight = moodLabel.sizeThatFits(CGSize(width: moodWidth, height: unlimited)).height
        let rowHeight = max(star, moodHeight)
        let badge = CGRect(
            x: 0, y: ((rowHeight - Self.badgeSize) / 2).rounded(), width: Self.badgeSize, height: Self.badgeSize)
        let mood = CGRect(
            x: badge.maxX + 10, y: ((rowHeight - moodHeight) / 2).rounded(), width: moodWidth, height: moodHeight)
        // The star's glyph lines up with the content's trailing edge (its touch area overhangs).
        let favorite = CGRect(x: width - star + 9, y: ((rowHeight - star) / 2).rounded(), width: star, height: star)

        let titleHeight = titleLabel.sizeThatFits(CGSize(width: width, height: unlimited)).height
        let title = CGRect(x: 0, y: rowHeight + 8, width: width, height: titleHeight)
        let dateHeight = dateLabel.sizeThatFits(CGSize(width: width, height: unlimited)).height
        let date = CGRect(x: 0, y: title.maxY + 6, width: width, height: dateHeight)

        let authorWidth = max(0, width - Self.avatarSize - 8)
        let authorHeight = authorLabel.sizeThatFits(CGSize(width: authorWidth, height: unlimited)).height
        let authorRow = max(Self.avatarSize, authorHeight)
        let avatar = CGRect(
            x: 0, y: date.maxY + 14 + ((authorRow - Self.avatarSize) / 2).rounded(), width: Self.avatarSize,
            height: Self.avatarSize)
        let author = CGRect(
            x: Self.avatarSize + 8, y: date.maxY + 14 + ((authorRow - authorHeight) / 2).rounded(), width: authorWidth,
            height: authorHeight)
        return Frames(
            badge: badge, mood: mood, favorite: favorite, title: title, date: date, avatar: avatar, author: author,
            height: date.maxY + 14 + authorRow)
    }
}
