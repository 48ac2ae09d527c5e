import Foundation
public import Tessera

/// The entry detail screen's content, on the grouped background and scrolling: the photo (when the
/// entry has one), a card with the mood, favourite star, title, date and author, a card with the
/// body, and the tags.
///
/// MVVM: everything shown follows `EntryDetailViewModel.entry` through a binding; the star writes
/// the favourite flag through the model (which stores it).
@MainActor
public final class EntryDetailView: UIView {
    public let model: EntryDetailViewModel
    /// Scrolls the content; its content size follows the content's measured height.
    public let scrollView = UIScrollView()
    /// The entry's photo ("detail.photo"); hidden when the entry has none.
    public let photoView: EntryPhotoView
    /// The body text ("detail.body").
    public var bodyLabel: UILabel { bodyText }
    /// The favourite star ("detail.favorite").
    public var favoriteButton: FavoriteButton { header.favoriteButton }
    /// The title ("detail.title").
    public var titleLabel: UILabel { header.titleLabel }
    /// "提醒我 Remind me" ("detail.remind"): sends `.touchUpInside`; shown only while
    /// ``isRemindActionAvailable``.
    public var remindButton: UIControl { remindRow }
    /// Whether the "Remind me" card is shown (the screen has a reminders service). Default false.
    public var isRemindActionAvailable = false {
        didSet {
            remindCard.isHidden = !isRemindActionAvailable
            setNeedsLayout()
        }
    }

    private let column = FormColumnView()
    private let header = EntryHeaderView()
    private let headerCard = FormCardView()
    private let bodyText = ScaledLabel(ScaledFont(.body))
    private let bodyCard = FormCardView()
    private let tagsTitle = ScaledLabel(ScaledFont(.footnote), text: "标签 TAGS")
    private let tagFlow = TagFlowView()
    private let tagsCard = FormCardView()
    private let errorLabel = ScaledLabel(ScaledFont(.footnote))
    private let remindRow = FormButtonRow(title: "提醒我 Remind me")
    private let remindCard = FormCardView()

    public init(model: EntryDetailViewModel, pipeline: ImagePipeline = JournalImages.pipeline) {
        self.model = model
        photoView = EntryPhotoView(pipeline: pipeline)
        super.init(frame: .zero)
    }

    override public func buildHierarchy() {
        addSubview(scrollView)
        scrollView.addSubview(column)
        headerCard.addRow(header, padding: UIEdgeInsets(top: 12, left: 16, bottom: 16, right: 16))
        bodyCard.addRow(bodyText, padding: UIEdgeInsets(top: 14, left: 16, bottom: 16, right: 16))
        tagsCard.addRow(tagFlow, padding: UIEdgeInsets(top: 12, left: 16, bottom: 12, right: 16))
        column.append(photoView, spacingAfter: 16)
        column.append(headerCard, spacingAfter: 16)
        column.append(bodyCard, spacingAfter: 22)
        column.append(tagsTitle, spacingAfter: 7, inset: 16)
        remindCard.addRow(remindRow, padding: UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
        column.append(tagsCard, spacingAfter: 16)
        column.append(remindCard, spacingAfter: 16)
        column.append(errorLabel, inset: 16)
    }

    override public func configureViews() {
        scrollView.backgroundColor = .clear
        photoView.accessibilityIdentifier = "detail.photo"
        bodyText.accessibilityIdentifier = "detail.body"
        bodyText.lineSpacing = 4
        tagsTitle.accessibilityTraits = [.staticText, .header]
        errorLabel.isHidden = true
        remindRow.accessibilityIdentifier = "detail.remind"
        remindCard.isHidden = true
    }

    override public func bindData() {
        Binding.observe(model, \.entry) { [weak self] entry in self?.show(entry) }.store(in: lifetime)
        Binding.observe(model, \.errorMessage) { [weak self] message in
            self?.errorLabel.text = message
            self?.errorLabel.isHidden = message == nil
            self?.setNeedsLayout()
        }.store(in: lifetime)
    }

    override public func setUpEvents() {
        header.favoriteButton.addAction(
            UIAction { [weak model] action in
                guard let button = action.sender as? FavoriteButton else { return }
                model?.setFavorite(button.isSelected)
            }, for: .valueChanged)
    }

    override public func themeDidChange() {
        backgroundColor = theme.groupedBackground
        bodyText.textColor = theme.label
        tagsTitle.textColor = theme.secondaryLabel
        errorLabel.textColor = JournalPalette.destructiveText
        remindRow.titleColor = theme.tint
    }

    override public func traitCollectionDidChange(_ previous: UITraitCollection?) {
        super.traitCollectionDidChange(previous)
        setNeedsLayout()
    }

    private func show(_ entry: JournalEntry) {
        header.configure(with: entry, dateText: model.dateText)
        bodyText.text = entry.body
        photoView.url = model.photoURL
        photoView.isHidden = photoView.url == nil
        tagFlow.chips = entry.tags.map {
            TagChipView(tag: $0, tint: JournalPalette.accent, textColor: JournalPalette.accentText)
        }
        tagsTitle.isHidden = entry.tags.isEmpty
        tagsCard.isHidden = entry.tags.isEmpty
        accessibilityLabel = "\(entry.title), \(entry.mood.title)"
        setNeedsLayout()
    }

    override public func layoutSubviews() {
        scrollView.frame = bounds
        column.fill(scrollView)
    }
}
