import Foundation
public import Tessera

/// The journal's four tabs — Journal, Tags, Stats, Settings — each in a navigation controller, and the
/// flows between them: a card opens the entry's detail, the compose button presents the editor, a tag
/// shows the journal filtered by it.
@MainActor
public final class JournalTabBarController: UITabBarController {
    public let environment: JournalEnvironment
    public let settings: SettingsViewModel
    public let home: JournalHomeViewController
    public let journalNavigation: UINavigationController

    /// The tabs' order.
    public enum Tab: Int, CaseIterable {
        case journal, tags, statistics, settings
    }

    public init(environment: JournalEnvironment, settings: SettingsViewModel) {
        self.environment = environment
        self.settings = settings
        home = JournalHomeViewController(
            model: HomeViewModel(repository: environment.repository), today: environment.today)
        journalNavigation = UINavigationController(rootViewController: home)
        let tags = TagsViewController(repository: environment.repository)
        let statistics = StatisticsViewController(repository: environment.repository, today: environment.today)
        let screens: [(UIViewController, String, Icon.Name)] = [
            (journalNavigation, "日记", .book),
            (UINavigationController(rootViewController: tags), "标签", .label),
            (UINavigationController(rootViewController: statistics), "统计", .barChart),
            (
                UINavigationController(
                    rootViewController: SettingsViewController(model: settings, services: environment.services)), "设置",
                .settings
            ),
        ]
        for (controller, title, icon) in screens {
            controller.tabBarItem = UITabBarItem(title: title, image: UIImage(icon: Icon(icon), pointSize: 24))
        }
        super.init(nibName: nil, bundle: nil)
        viewControllers = screens.map(\.0)
        tabBar.accessibilityIdentifier = "tabBar"
        home.onCompose = { [weak self] in self?.compose() }
        home.onSelectEntry = { [weak self] entry in self?.showEntry(entry) }
        tags.onSelectTag = { [weak self] tag in self?.showEntries(taggedWith: tag) }
    }

    /// Ctrl+N writes a new entry (with the cursor in its title); Ctrl+F finds in the journal.
    override public var keyCommands: [UIKeyCommand]? {
        [
            UIKeyCommand(title: "新日记 New Entry", input: "n", modifierFlags: .control) { [weak self] _ in
                self?.compose(focusingTitle: true)
            },
            UIKeyCommand(title: "查找 Find", input: "f", modifierFlags: .control) { [weak self] _ in self?.find() },
        ]
    }

    /// Shows the Journal tab's list with the cursor in its search field, its text selected.
    public func find() {
        guard presentedViewController == nil else { return }
        select(.journal)
        journalNavigation.popToRootViewController(animated: false)
        let field = home.homeView.searchField
        field.becomeFirstResponder()
        _ = field.keyDown(.character("a"), modifiers: .control)  // select all, so typing replaces the last search
    }

    /// Switches to `tab`.
    public func select(_ tab: Tab) {
        selectedIndex = tab.rawValue
    }

    /// Pushes the detail screen of `entry` on the Journal tab.
    public func showEntry(_ entry: JournalEntry) {
        let model = EntryDetailViewModel(entry: entry, repository: environment.repository)
        let detail = EntryDetailViewController(
            model: model, pipeline: environment.pipeline, photoDirectory: environment.photoDirectory,
            reminders: environment.services?.reminders
        ) { [weak self] _ in self?.home.model.reload() }
        journalNavigation.pushViewController(detail, animated: true)
    }

    /// Presents the editor for a new entry; Save stores it and reloads the list. With
    /// `focusingTitle`, the cursor starts in the title field.
    public func compose(focusingTitle: Bool = false) {
        guard presentedViewController == nil else { return }
        let model = ComposeViewModel(repository: environment.repository, now: environment.today)
        let editor = ComposeViewController(
            model: model, photoDirectory: environment.photoDirectory, pipeline: environment.pipeline,
            onSave: { [weak self] _ in
                self?.home.model.reload()
                self?.dismiss(animated: true)
            },
            onCancel: { [weak self] in self?.dismiss(animated: true) })
        present(UINavigationController(rootViewController: editor), animated: true)
        if focusingTitle { editor.formView.titleField.becomeFirstResponder() }
    }

    /// Shows the Journal tab searching for `tag`.
    public func showEntries(taggedWith tag: String) {
        select(.journal)
        journalNavigation.popToRootViewController(animated: false)
        home.homeView.searchField.text = tag
        home.model.searchText = tag
    }
}
