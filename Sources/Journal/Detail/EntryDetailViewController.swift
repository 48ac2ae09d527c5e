public import Foundation
public import Tessera

/// The entry detail screen: the entry's photo, mood, favourite star, title, date, author, body and
/// tags, with an "编辑 Edit" bar button that presents the compose screen for the entry in a sheet.
///
/// Push it from the list:
/// ```swift
/// let detail = EntryDetailViewController(model: EntryDetailViewModel(entry: entry, repository: repository)) { changed in
///     homeModel.reload()      // the favourite flag or an edit changed the entry
/// }
/// navigationController?.pushViewController(detail, animated: true)
/// ```
///
/// Accessibility identifiers: "detail.title", "detail.favorite", "detail.edit" (the bar button),
/// "detail.photo", "detail.body". Reports its screen view as "entry_detail".
@MainActor
public final class EntryDetailViewController: ViewController {
    public let model: EntryDetailViewModel
    private let pipeline: ImagePipeline
    private let photoDirectory: URL?
    /// Called after the entry changed in the store (favourite toggled, edit saved).
    private let onChange: (@MainActor (JournalEntry) -> Void)?

    /// - Parameters:
    ///   - pipeline: loads the photo (and the photo picker's thumbnails when editing).
    ///   - photoDirectory: where the compose screen's photo picker looks for images.
    ///   - onChange: called with the entry each time it changes in the store.
    public init(
        model: EntryDetailViewModel, pipeline: ImagePipeline = JournalImages.pipeline,
        photoDirectory: URL? = PhotoLibrary.defaultDirectory, onChange: (@MainActor (JournalEntry) -> Void)? = nil
    ) {
        self.model = model
        self.pipeline = pipeline
        self.photoDirectory = photoDirectory
        self.onChange = onChange
        super.init()
        own(model)
    }

    /// The loaded detail view.
    public var detailView: EntryDetailView { view as! EntryDetailView }

    override public func loadView() {
        view = EntryDetailView(model: model, pipeline: pipeline)
    }

    override public var trackingName: String? { "entry_detail" }

    override public func setUpNavigation() {
        title = "详情"  // "Details": short, so it fits between the back button and Edit
        let edit = setRightBarButton(title: "编辑 Edit", tint: JournalPalette.accentText) { [weak self] in self?.edit() }
        edit.accessibilityIdentifier = "detail.edit"
    }

    override public func bindData() {
        var shown = model.entry
        Binding.observe(model, \.entry) { [weak self] entry in
            guard entry != shown else { return }
            shown = entry
            self?.onChange?(entry)
        }.store(in: lifetime)
    }

    /// Presents the compose screen for the entry in a sheet with its own navigation bar; Save
    /// shows the edit here, Cancel discards it.
    public func edit() {
        let compose = ComposeViewController(
            model: model.makeComposeModel(), photoDirectory: photoDirectory, pipeline: pipeline,
            onSave: { [weak self] entry in
                self?.model.entryDidSave(entry)
                self?.dismiss(animated: true)
            },
            onCancel: { [weak self] in self?.dismiss(animated: true) })
        present(NavigationController(rootViewController: compose), animated: true)
    }
}
