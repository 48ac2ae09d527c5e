public import Foundation
public import Tessera

/// One entry on the home list: mood, date, title, a two-line excerpt, tags and the author.
///
/// Auto Layout, 14 points of padding: a header row (mood badge, date, favourite star), the title
/// and the excerpt full width under it, and a footer of tag chips (wrapping, `TagChipFlowView`)
/// beside the author's avatar. Every vertical link is required, so the card's height follows from
/// its content at the width it is given (`systemLayoutSizeFitting`); the text follows Dynamic Type.
@MainActor
public final class EntryCardView: UIView {
    public private(set) var entry: JournalEntry

    private let moodBadge = UIView()
    private let moodIcon = UIImageView()
    private let dateLabel = DynamicTypeLabel(.footnote, weight: .medium)
    private let favoriteIcon = UIImageView()
    private let titleLabel = DynamicTypeLabel(.headline, weight: .semibold)
    private let excerptLabel = DynamicTypeLabel(.subheadline, weight: .regular)
    private let chipFlow = TagChipFlowView()
    private let avatar: AvatarView

    static let padding: CGFloat = 14
    private static let badgeSize: CGFloat = 26
    private static let favoriteSize: CGFloat = 24
    private static let avatarSize: CGFloat = 24

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
        super.init(frame: .zero)
        apply(.journalCard())

        moodBadge.layer.cornerRadius = Self.badgeSize / 2
        moodIcon.contentMode = .center
        moodBadge.addSubview(moodIcon)

        dateLabel.textColor = JournalPalette.secondaryText
        dateLabel.numberOfLines = 0

        favoriteIcon.image = UIImage(icon: Icon(.star), pointSize: 20)
        favoriteIcon.tintColor = .systemYellow
        favoriteIcon.contentMode = .center

        titleLabel.textColor = .label
        titleLabel.numberOfLines = 0

        excerptLabel.textColor = JournalPalette.secondaryText
        excerptLabel.numberOfLines = 2
        excerptLabel.lineBreakMode = .byTruncatingTail
        excerptLabel.lineSpacing = 2

        for view in [moodBadge, dateLabel, favoriteIcon, titleLabel, excerptLabel, chipFlow] as [UIView] {
            addSubview(view)
        }
        addSubview(avatar)
        makeConstraints()
        configure(with: entry)
    }

    private func makeConstraints() {
        let padding = Self.padding
        moodBadge.layout.makeConstraints { make in
            make.top.leading.equalToSuperview().offset(padding)
            make.size.equalTo(CGSize(width: Self.badgeSize, height: Self.badgeSize))
        }
        moodIcon.layout.makeConstraints { make in make.edges.equalToSuperview() }
        favoriteIcon.layout.makeConstraints { make in
            make.top.equalToSuperview().offset(padding + 2)
            make.trailing.equalToSuperview().offset(-padding)
            make.size.equalTo(CGSize(width: Self.favoriteSize, height: Self.favoriteSize))
        }
        // The date sits centred on the badge; a date taller than the badge (large text) starts
        // at the padding instead and pushes the title down.
        dateLabel.layout.makeConstraints { make in
            make.leading.equalTo(moodBadge.layout.trailing).offset(10)
            make.trailing.lessThanOrEqualTo(favoriteIcon.layout.leading).offset(-8)
            make.centerY.equalTo(moodBadge.layout.centerY).priority(.high)
            make.top.greaterThanOrEqualToSuperview().offset(padding)
        }
        titleLabel.layout.makeConstraints { make in
            make.top.greaterThanOrEqualTo(moodBadge.layout.bottom).offset(8)
            make.top.greaterThanOrEqualTo(dateLabel.layout.bottom).offset(8)
            make.top.equalTo(moodBadge.layout.bottom).offset(8).priority(UILayoutPriority(260))
            make.horizontalEdges.equalToSuperview().inset(padding)
        }
        excerptLabel.layout.makeConstraints { make in
            make.top.equalTo(titleLabel.layout.bottom).offset(3)
            make.horizontalEdges.equalToSuperview().inset(padding)
        }
        // A row a fraction taller than the content (heights are rounded up to whole points) gives
        // the extra to the chip flow alone, so the layout stays unambiguous.
        chipFlow.setContentHuggingPriority(UILayoutPriority(200), for: .vertical)
        chipFlow.setContentCompressionResistancePriority(UILayoutPriority(700), for: .vertical)
        chipFlow.layout.makeConstraints { make in
            make.top.equalTo(excerptLabel.layout.bottom).offset(10)
            make.leading.equalToSuperview().offset(padding)
            make.trailing.equalTo(avatar.layout.leading).offset(-8)
            make.bottom.equalToSuperview().offset(-padding)
        }
        avatar.layout.makeConstraints { make in
            make.top.equalTo(chipFlow.layout.top)
            make.trailing.equalToSuperview().offset(-padding)
            make.size.equalTo(CGSize(width: Self.avatarSize, height: Self.avatarSize))
        }
    }

    /// Tells the chip flow the width it will get when the card is `width` points wide, so that its
    /// intrinsic height (which depends on the width: chips wrap) is right before the layout is
    /// solved. Cells call this before measuring and before laying out.
    public func prepareForLayout(width: CGFloat) {
        chipFlow.preferredMaxLayoutWidth = max(0, width - 2 * Self.padding - Self.avatarSize - 8)
    }

    /// Shows another entry (cells reuse one card for many entries).
    public func configure(with entry: JournalEntry) {
        self.entry = entry
        moodBadge.backgroundColor = entry.mood.color.withAlphaComponent(0.16)
        moodIcon.image = UIImage(icon: entry.mood.icon, pointSize: 17)
        moodIcon.tintColor = entry.mood.color
        dateLabel.text = Self.dateFormatter.string(from: entry.date)
        favoriteIcon.isHidden = !entry.isFavorite
        titleLabel.text = entry.title
        excerptLabel.text = entry.body
        avatar.name = entry.author
        avatar.backgroundColor = JournalPalette.avatarBackground
        chipFlow.chips = entry.tags.map {
            TagChipView(tag: $0, tint: JournalPalette.accent, textColor: JournalPalette.accentText)
        }
        accessibilityLabel = "\(entry.title), \(entry.mood.title)"
        setNeedsLayout()
    }

    /// The card's height for a width, in points, from its constraints
    /// (`systemLayoutSizeFitting` with the width required and the height compressed).
    public func height(forWidth width: CGFloat) -> CGFloat {
        prepareForLayout(width: width)
        return systemLayoutSizeFitting(
            CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel
        ).height
    }
}
