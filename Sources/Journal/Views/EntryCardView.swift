public import Foundation
public import Tessera

/// One entry on the home list: mood, date, title, a two-line excerpt, tags and the author.
@MainActor
public final class EntryCardView: View {
    public private(set) var entry: JournalEntry

    private let moodBadge = View()
    private let moodIcon = ImageView()
    private let dateLabel = Label()
    private let favoriteIcon = ImageView()
    private let titleLabel = Label()
    private let excerptLabel = Label()
    private var chips: [TagChipView] = []
    private let avatar: AvatarView

    private static let padding: CGFloat = 14
    private static let badgeSize: CGFloat = 26

    /// Formats "11月28日 周六 · 08:12" in UTC, so renderings do not depend on the machine's zone.
    private static let dateFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "zh_CN")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "M月d日 EEE · HH:mm"
        return formatter
    }()

    public init(entry: JournalEntry) {
        self.entry = entry
        avatar = AvatarView(name: entry.author)
        super.init()
        apply(.journalCard())

        moodBadge.cornerRadius = Self.badgeSize / 2
        moodIcon.contentMode = .center
        moodBadge.addSubview(moodIcon)

        dateLabel.font = .system(size: 13, weight: .medium)
        dateLabel.textColor = JournalPalette.secondaryText

        favoriteIcon.image = Image(icon: Icon(.star), pointSize: 20)
        favoriteIcon.tintColor = .systemYellow
        favoriteIcon.contentMode = .center

        titleLabel.font = .system(size: 17, weight: .semibold)
        titleLabel.textColor = .label

        excerptLabel.font = .system(size: 15)
        excerptLabel.textColor = JournalPalette.secondaryText
        excerptLabel.numberOfLines = 2
        excerptLabel.lineBreakMode = .byTruncatingTail
        excerptLabel.lineSpacing = 2

        for view in [moodBadge, dateLabel, favoriteIcon, titleLabel, excerptLabel] { addSubview(view) }
        addSubview(avatar)
        configure(with: entry)
    }

    /// Shows another entry (cells reuse one card for many entries).
    public func configure(with entry: JournalEntry) {
        self.entry = entry
        moodBadge.backgroundColor = entry.mood.color.withAlpha(0.16)
        moodIcon.image = Image(icon: entry.mood.icon, pointSize: 17)
        moodIcon.tintColor = entry.mood.color
        dateLabel.text = Self.dateFormatter.string(from: entry.date)
        favoriteIcon.isHidden = !entry.isFavorite
        titleLabel.text = entry.title
        excerptLabel.text = entry.body
        avatar.name = entry.author
        avatar.backgroundColor = JournalPalette.avatarBackground
        chips.forEach { $0.removeFromSuperview() }
        chips = entry.tags.map { TagChipView(tag: $0, tint: JournalPalette.accent, textColor: JournalPalette.accentText) }
        chips.forEach(addSubview)
        accessibilityLabel = "\(entry.title), \(entry.mood.title)"
        setNeedsLayout()
    }

    /// The card's height for a width, in points: every row measured with the text engine.
    public func height(forWidth width: CGFloat) -> CGFloat {
        let content = width - 2 * Self.padding
        let unlimited = CGFloat.greatestFiniteMagnitude
        let title = titleLabel.sizeThatFits(CGSize(width: content, height: unlimited)).height
        let excerpt = excerptLabel.sizeThatFits(CGSize(width: content, height: unlimited)).height
        return Self.padding + Self.badgeSize + 8 + title + 3 + excerpt + 10 + Self.footerHeight + Self.padding
    }

    private static let footerHeight: CGFloat = 24

    override public func layoutSubviews() {
        let padding = Self.padding
        let content = bounds.width - 2 * padding
        let unlimited = CGFloat.greatestFiniteMagnitude

        moodBadge.frame = CGRect(x: padding, y: padding, width: Self.badgeSize, height: Self.badgeSize)
        moodIcon.frame = moodBadge.bounds
        favoriteIcon.frame = CGRect(x: bounds.width - padding - 24, y: padding + 2, width: 24, height: 24)
        let dateHeight = dateLabel.sizeThatFits(CGSize(width: content, height: unlimited)).height
        dateLabel.frame = CGRect(
            x: moodBadge.frame.maxX + 10, y: moodBadge.frame.midY - dateHeight / 2,
            width: favoriteIcon.frame.minX - moodBadge.frame.maxX - 18, height: dateHeight)

        let titleHeight = titleLabel.sizeThatFits(CGSize(width: content, height: unlimited)).height
        titleLabel.frame = CGRect(x: padding, y: moodBadge.frame.maxY + 8, width: content, height: titleHeight)
        let excerptHeight = excerptLabel.sizeThatFits(CGSize(width: content, height: unlimited)).height
        excerptLabel.frame = CGRect(x: padding, y: titleLabel.frame.maxY + 3, width: content, height: excerptHeight)

        let footerY = excerptLabel.frame.maxY + 10
        avatar.frame = CGRect(x: bounds.width - padding - Self.footerHeight, y: footerY, width: Self.footerHeight, height: Self.footerHeight)
        var x = padding
        for chip in chips {
            let size = chip.sizeThatFits(CGSize(width: unlimited, height: unlimited))
            chip.isHidden = x + size.width > avatar.frame.minX - 8
            chip.frame = CGRect(x: x, y: footerY + (Self.footerHeight - size.height) / 2, width: size.width, height: size.height)
            x += size.width + 6
        }
    }
}
