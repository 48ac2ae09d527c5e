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
/// With a reminders service, a "提醒我 Remind me" card adds a reminder for the entry (due tomorrow at
/// 09:00, see `EntryReminders`) and confirms it in an alert.
///
/// Accessibility identifiers: "detail.title", "detail.favorite", "detail.edit" (the bar button),
/// "detail.photo", "detail.body", "detail.remind". Reports its screen view as "entry_detail".
@MainActor
public final class EntryDetailViewController: UIViewController {
    public let model: EntryDetailViewModel
    private let pipeline: ImagePipeline
    private let photoDirectory: URL?
    /// Called after the entry changed in the store (favourite toggled, edit saved).
    private let onChange: (@MainActor (JournalEntry) -> Void)?
    /// Turns the entry into a reminder; nil hides "Remind me".
    public let reminders: EntryReminders?

    /// - Parameters:
    ///   - pipeline: loads the photo (and the photo picker's thumbnails when editing).
    ///   - photoDirectory: where the compose screen's photo picker looks for images.
    ///   - reminders: where "Remind me" saves the reminder; nil hides the action.
    ///   - onChange: called with the entry each time it changes in the store.
    public init(
        model: EntryDetailViewModel, pipeline: ImagePipeline = JournalImages.pipeline,
        photoDirectory: URL? = PhotoLibrary.defaultDirectory, reminders: EntryReminders? = nil,
        onChange: (@MainActor (JournalEntry) -> Void)? = nil
    ) {
        self.model = model
        self.pipeline = pipeline
        self.photoDirectory = photoDirectory
        self.onChange = onChange
        self.reminders = reminders
        super.init(nibName: nil, bundle: nil)
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

    override public func configureViews() {
        detailView.isRemindActionAvailable = reminders != nil
    }

    override public func setUpEvents() {
        detailView.remindButton.addAction(
            UIAction { [weak self] _ in
                Task { await self?.remind() }
            }, for: .touchUpInside)
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
        present(UINavigationController(rootViewController: compose), animated: true)
    }

    /// Saves a reminder for the entry, due tomorrow at 09:00, and presents an alert that confirms
    /// it — or says why it failed (access refused, the calendar file not writable). Does nothing
    /// without a reminders service.
    public func remind() async {
        guard let reminders else { return }
        let entry = model.entry
        let alert: UIAlertController
        do {
            let reminder = try await reminders.remind(about: entry)
            let hour = reminder.dueDateComponents?.hour ?? EntryReminders.dueHour
            let time = String(format: "%02d:00", hour)
            alert = UIAlertController(
                title: "已添加提醒 Reminder added",
                message: "明天 \(time) 提醒你回顾「\(entry.title)」。You'll be reminded tomorrow at \(time).",
                preferredStyle: .alert)
        } catch {
            alert = UIAlertController(
                title: "无法添加提醒 Could not add the reminder", message: "\(error)", preferredStyle: .alert)
        }
        alert.addAction(UIAlertAction(title: "好 OK", style: .cancel))
        guard viewIfLoaded?.window != nil, presentedViewController == nil else { return }
        present(alert, animated: true)
    }
}
