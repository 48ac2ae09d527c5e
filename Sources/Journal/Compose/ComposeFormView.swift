import Foundation
public import Tessera

/// The compose/edit form, on the grouped background and scrolling: a card with the title field and
/// the body, then the mood picker, the tags (chips with an × each, and a field where Return adds
/// one), the date, the photo, and the validation message under it all.
///
/// MVVM: the title, body, mood and date are bound two-way to `ComposeViewModel`; the chips and the
/// photo row follow the model; the validation message follows `validationMessage` (or the last
/// save error).
@MainActor
public final class ComposeFormView: UIView {
    public let model: ComposeViewModel
    /// Scrolls the form; its content size follows the form's measured height.
    public let scrollView = UIScrollView()
    /// The title ("compose.title").
    public let titleField = UITextField(placeholder: "标题 Title")
    /// The body ("compose.body").
    public var bodyTextView: UITextView { bodyEditor.textView }
    /// The add-tag field ("compose.tagField"): Return adds its text as a tag.
    public let tagField: UITextField = TagEntryField(placeholder: "添加标签 Add a tag")
    /// The date ("compose.date").
    public var datePicker: UIDatePicker { dateRow.datePicker }
    /// Under the form ("compose.validation"); hidden when the draft can be saved.
    public let validationLabel: UILabel
    /// Called when the photo row is tapped.
    public var onChoosePhoto: (@MainActor () -> Void)?

    private let column = FormColumnView()
    private let textCard = FormCardView()
    private let bodyEditor = BodyEditorView()
    private let moodTitle = ScaledLabel(ScaledFont(.footnote), text: "心情 MOOD")
    let moodPicker = MoodPickerView()
    private let moodCard = FormCardView()
    private let tagsTitle = ScaledLabel(ScaledFont(.footnote), text: "标签 TAGS")
    let tagFlow = TagFlowView()
    private let tagsCard = FormCardView()
    private let detailsTitle = ScaledLabel(ScaledFont(.footnote), text: "日期与照片 DATE & PHOTO")
    private let dateRow = DateRowView()
    let photoRow: PhotoRowControl
    let removePhotoButton = FormButtonRow(title: "移除照片 Remove photo")
    private let detailsCard = FormCardView()
    private let validationText = ScaledLabel(ScaledFont(.footnote))
    private let validationIcon = UIImageView(image: UIImage(icon: Icon(.info), pointSize: 16))

    private static let titleFont = ScaledFont(.title3, weight: .semibold)

    public init(model: ComposeViewModel, pipeline: ImagePipeline = JournalImages.pipeline) {
        self.model = model
        photoRow = PhotoRowControl(pipeline: pipeline)
        validationLabel = validationText
        super.init(frame: .zero)
    }

    override public func buildHierarchy() {
        addSubview(scrollView)
        scrollView.addSubview(column)
        textCard.addRow(titleField, padding: UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16), minimumHeight: 52)
        textCard.addRow(bodyEditor, padding: UIEdgeInsets(top: 2, left: 16, bottom: 6, right: 16))
        moodCard.addRow(moodPicker, padding: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
        tagsCard.addRow(tagFlow, padding: UIEdgeInsets(top: 4, left: 16, bottom: 4, right: 16))
        tagsCard.addRow(tagField, padding: UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
        detailsCard.addRow(dateRow, padding: UIEdgeInsets(top: 4, left: 16, bottom: 4, right: 16))
        detailsCard.addRow(photoRow, padding: UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
        detailsCard.addRow(removePhotoButton, padding: UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
        column.append(textCard, spacingAfter: 22)
        column.append(moodTitle, spacingAfter: 7, inset: 16)
        column.append(moodCard, spacingAfter: 22)
        column.append(tagsTitle, spacingAfter: 7, inset: 16)
        column.append(tagsCard, spacingAfter: 22)
        column.append(detailsTitle, spacingAfter: 7, inset: 16)
        column.append(detailsCard, spacingAfter: 12)
        let validationRow = ValidationMessageView(icon: validationIcon, label: validationText)
        column.append(validationRow, inset: 16)
    }

    override public func configureViews() {
        scrollView.backgroundColor = .clear
        titleField.accessibilityIdentifier = "compose.title"
        titleField.clearButtonMode = .whileEditing
        tagField.accessibilityIdentifier = "compose.tagField"
        tagField.textStyle = .body
        moodPicker.accessibilityIdentifier = "compose.mood"
        validationText.accessibilityIdentifier = "compose.validation"
        removePhotoButton.accessibilityIdentifier = "compose.removePhoto"
        for title in [moodTitle, tagsTitle, detailsTitle] { title.accessibilityTraits = [.staticText, .header] }
        applyFonts()
    }

    override public func bindData() {
        Binding.twoWay(model, \.title, titleField, \.text, on: .editingChanged).store(in: lifetime)
        Binding.twoWay(model, \.body, bodyEditor.textView, \.text, on: .editingChanged).store(in: lifetime)
        Binding.twoWay(model, \.mood, moodPicker, \.selectedMood, on: .valueChanged).store(in: lifetime)
        Binding.twoWay(model, \.date, dateRow.datePicker, \.date, on: .valueChanged).store(in: lifetime)
        Binding.observe(model, \.body) { [weak self] _ in self?.bodyEditor.textDidChange() }.store(in: lifetime)
        Binding.observe(model, \.tags) { [weak self] tags in self?.showTags(tags) }.store(in: lifetime)
        Binding.observe(model, \.photoPath) { [weak self] _ in self?.showPhoto() }.store(in: lifetime)
        Binding.source(model, \.validationMessage).combined(with: Binding.source(model, \.saveError))
            .observe { [weak self] messages in self?.showValidation(messages.0, saveError: messages.1) }
            .store(in: lifetime)
    }

    override public func setUpEvents() {
        tagField.addAction(UIAction { [weak self] _ in self?.addTypedTag() }, for: .primaryActionTriggered)
        photoRow.addAction(UIAction { [weak self] _ in self?.onChoosePhoto?() }, for: .touchUpInside)
        removePhotoButton.addAction(UIAction { [weak model] _ in model?.removePhoto() }, for: .touchUpInside)
    }

    override public func themeDidChange() {
        backgroundColor = theme.groupedBackground
        for title in [moodTitle, tagsTitle, detailsTitle] { title.textColor = theme.secondaryLabel }
        for field in [titleField, tagField] {
            field.textColor = theme.label
            field.tintColor = theme.tint
            field.placeholderColor = theme.secondaryLabel
        }
        removePhotoButton.titleColor = JournalPalette.destructiveText
        showValidation(model.validationMessage, saveError: model.saveError)
    }

    override public func traitCollectionDidChange(_ previous: UITraitCollection?) {
        super.traitCollectionDidChange(previous)
        if previous?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory { applyFonts() }
        setNeedsLayout()
    }

    private func applyFonts() {
        titleField.font = Self.titleFont.font(for: traitCollection.preferredContentSizeCategory)
    }

    /// Adds the tag field's text as a tag and empties the field (which stays focused for the next).
    func addTypedTag() {
        model.addTag(tagField.text ?? "")
        tagField.text = ""
    }

    private func showTags(_ tags: [String]) {
        tagFlow.chips = tags.map { tag in
            let chip = RemovableTagChipView(tag: tag)
            chip.onRemove = { [weak model] tag in model?.removeTag(tag) }
            return chip
        }
        tagFlow.isHidden = tags.isEmpty
        setNeedsLayout()
    }

    private func showPhoto() {
        photoRow.url = model.photoURL
        removePhotoButton.isHidden = model.photoURL == nil
        setNeedsLayout()
    }

    private func showValidation(_ validation: String?, saveError: String?) {
        let message = saveError ?? validation
        validationText.text = message
        validationText.superview?.isHidden = message == nil
        let color = saveError != nil ? JournalPalette.destructiveText : theme.secondaryLabel
        validationText.textColor = color
        validationIcon.tintColor = color
        setNeedsLayout()
    }

    override public func layoutSubviews() {
        scrollView.frame = bounds
        column.fill(scrollView)
    }
}
