public import Foundation
public import Tessera

/// The compose/edit screen: title, body, mood, tags, date and a photo from a file, with
/// "取消 Cancel" and "保存 Save" in the navigation bar. Save is enabled only while the draft is
/// valid (`ComposeViewModel.canSave`, through a binding); it stores the entry and hands it to
/// `onSave`. Cancel stores nothing and calls `onCancel` — after asking "Discard changes?" when the
/// draft has changes (`ComposeViewModel.hasChanges`). While it has, the screen is modal in its
/// presentation (`isModalInPresentation`): Escape, Alt+Left and the back button ask the same
/// question instead of dismissing. Ctrl+S saves. The screen never dismisses itself: the presenter
/// does, in those closures.
///
/// ```swift
/// let compose = ComposeViewController(model: ComposeViewModel(repository: repository),
///     onSave: { [weak self] entry in self?.dismiss(animated: true) },
///     onCancel: { [weak self] in self?.dismiss(animated: true) })
/// present(UINavigationController(rootViewController: compose), animated: true)
/// ```
///
/// Accessibility identifiers: "compose.title", "compose.body", "compose.mood" (each mood
/// "compose.mood.<mood>"), "compose.tagField", "compose.tag.remove.<tag>", "compose.date",
/// "compose.photo", "compose.removePhoto", "compose.validation", and the bar buttons
/// "compose.save" and "compose.cancel". Reports its screen view as "compose".
@MainActor
public final class ComposeViewController: UIViewController, UIAdaptivePresentationControllerDelegate {
    public let model: ComposeViewModel
    /// The folder the photo picker lists; nil when there is none.
    public let photoDirectory: URL?
    private let pipeline: ImagePipeline
    private let onSave: @MainActor (JournalEntry) -> Void
    private let onCancel: @MainActor () -> Void
    /// The Save bar button; `isEnabled` follows `model.canSave`.
    public private(set) var saveItem: UIBarButtonItem?

    /// - Parameters:
    ///   - photoDirectory: where the photo picker looks for PNG and JPEG files; by default
    ///     `~/Pictures` when it exists.
    ///   - pipeline: loads the thumbnails.
    ///   - onSave: called with the stored entry after Save.
    ///   - onCancel: called after Cancel; nothing was stored.
    public init(
        model: ComposeViewModel, photoDirectory: URL? = PhotoLibrary.defaultDirectory,
        pipeline: ImagePipeline = JournalImages.pipeline,
        onSave: @escaping @MainActor (JournalEntry) -> Void, onCancel: @escaping @MainActor () -> Void
    ) {
        self.model = model
        self.photoDirectory = photoDirectory
        self.pipeline = pipeline
        self.onSave = onSave
        self.onCancel = onCancel
        super.init(nibName: nil, bundle: nil)
        own(model)
    }

    /// The loaded form.
    public var formView: ComposeFormView { view as! ComposeFormView }

    override public func loadView() {
        view = ComposeFormView(model: model, pipeline: pipeline)
    }

    override public var trackingName: String? { "compose" }

    override public func setUpNavigation() {
        title = model.screenTitle
        let cancel = setLeftBarButton(title: "取消 Cancel", tint: JournalPalette.accentText) { [weak self] in
            self?.cancel()
        }
        cancel.accessibilityIdentifier = "compose.cancel"
        let save = setRightBarButton(title: "保存 Save", tint: JournalPalette.accentText) { [weak self] in self?.save() }
        save.accessibilityIdentifier = "compose.save"
        saveItem = save
    }

    override public func bindData() {
        if let saveItem {
            Binding.bind(model, \.canSave, to: saveItem, \.isEnabled).store(in: lifetime)
        }
        Binding.observe(model, \.hasChanges) { [weak self] hasChanges in self?.isModalInPresentation = hasChanges }
            .store(in: lifetime)
    }

    override public func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        presentationController?.delegate = self
    }

    /// Ctrl+S saves (when the draft can be saved).
    override public var keyCommands: [UIKeyCommand]? {
        [
            UIKeyCommand(title: "保存 Save", input: "s", modifierFlags: .control) { [weak self] _ in
                guard let self, self.model.canSave else { return }
                self.save()
            }
        ]
    }

    /// The user tried to dismiss a draft with changes: ask as Cancel does.
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        cancel()
    }

    override public func setUpEvents() {
        formView.onChoosePhoto = { [weak self] in self?.choosePhoto() }
    }

    /// Stores the draft and calls `onSave`; on failure the form shows why and nothing is called.
    /// Edits still on their way from the controls to the model (bindings deliver once per turn)
    /// land first, so a mood tapped just before Save is saved.
    public func save() {
        view.window?.firstResponder?.resignFirstResponder()
        Binding.deliverPendingUpdates()
        guard let entry = model.commit() else { return }
        onSave(entry)
    }

    /// Calls `onCancel`; nothing is stored. A draft with changes asks first, in an action sheet:
    /// "Discard Changes" calls `onCancel`, "Keep Editing" goes back to the draft.
    public func cancel() {
        view.window?.firstResponder?.resignFirstResponder()
        Binding.deliverPendingUpdates()
        guard model.hasChanges else { return onCancel() }
        guard presentedViewController == nil else { return }
        let question = UIAlertController(
            title: "放弃更改？Discard changes?", message: "这篇日记还没有保存。This entry has not been saved.",
            preferredStyle: .actionSheet)
        let discard = UIAlertAction(title: "放弃更改 Discard Changes", style: .destructive) { [weak self] _ in
            self?.onCancel()
        }
        let keep = UIAlertAction(title: "继续编辑 Keep Editing", style: .cancel)
        question.addAction(discard)
        question.addAction(keep)
        present(question, animated: true)
    }

    /// Presents the photo picker over the form; a picked file becomes the draft's photo.
    public func choosePhoto() {
        let picker = PhotoPickerViewController(
            library: photoDirectory.map(PhotoLibrary.init(directory:)), pipeline: pipeline,
            onPick: { [weak self] url in
                self?.model.choosePhoto(at: url)
                self?.dismiss(animated: true)
            },
            onCancel: { [weak self] in self?.dismiss(animated: true) })
        present(UINavigationController(rootViewController: picker), animated: true)
    }
}
