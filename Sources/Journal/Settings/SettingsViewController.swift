import Foundation
public import Tessera

/// The Settings tab: a grouped table with the appearance (系统 System / 浅色 Light / 深色 Dark), a
/// text-size slider over every content size category with a live preview, the feature-toggle
/// debug screen (when the model has toggles), and About (version, a description, link rows).
///
/// MVVM: the controls write `SettingsViewModel`, which persists the choices; bindings bring the
/// model's values back into the controls. The shell applies the model to the window's traits.
///
/// With platform services (`JournalServices`), two more sections follow the appearance: 主题 Themes
/// (the default and two Pro themes, locked until Pro is bought; the purchase row with the product's
/// display price; restore) and 每日提醒 Daily reminder (a switch and the hour, which schedule or
/// cancel a repeating notification). The purchase state is bound from `EntitlementModel`.
///
/// Accessibility identifiers: "settings.table", "settings.appearance" (the segmented control),
/// "settings.textSize" (the slider), "settings.textSize.sample", "settings.toggles",
/// "settings.about" (the version row), "settings.about.description", "settings.about.privacy",
/// "settings.about.acknowledgements", "settings.about.project"; with services "settings.theme.sunset",
/// "settings.theme.bay", "settings.theme.dusk", "settings.pro.unlock", "settings.pro.restore",
/// "settings.dailyReminder" (the switch), "settings.dailyReminder.hour" (the stepper). Reports the
/// screen as "settings".
///
/// For example:
/// ```swift
/// let settings = SettingsViewController(model: SettingsViewModel(preferences: preferences, featureToggles: toggles))
/// tabs.viewControllers = [journal, tags, stats, UINavigationController(rootViewController: settings)]
/// ```
@MainActor
public final class SettingsViewController: UIViewController {
    public let model: SettingsViewModel
    /// Themes, the Pro purchase and the daily reminder; nil hides their sections.
    public let services: JournalServices?
    /// The grouped table (the controller's view).
    public var tableView: UITableView { settingsTable }

    private let settingsTable = SettingsTableView(frame: .zero, style: .insetGrouped)
    let source: SettingsTableSource

    public init(model: SettingsViewModel, services: JournalServices? = nil) {
        self.model = model
        self.services = services
        source = SettingsTableSource(model: model, services: services)
        super.init(nibName: nil, bundle: nil)
        title = "设置 Settings"
        own(model)
    }

    override public var trackingName: String? { "settings" }

    /// The title in a title view whose text stops growing at 22 points (see
    /// `DynamicTypeLabel.navigationTitle`).
    override public func setUpNavigation() {
        navigationTitleView = DynamicTypeLabel.navigationTitle(title ?? "")
    }

    override public func loadView() {
        view = settingsTable
    }

    override public func configureViews() {
        settingsTable.accessibilityIdentifier = "settings.table"
        for cell in [
            SettingsAppearanceCell.self, SettingsTextSizeCell.self, SettingsTextPreviewCell.self,
            SettingsRowCell.self, SettingsDescriptionCell.self, SettingsSwitchCell.self,
            SettingsStepperCell.self,
        ] as [UITableViewCell.Type] {
            settingsTable.register(cell, forCellReuseIdentifier: String(describing: cell))
        }
        settingsTable.rowHeight = UITableView.automaticDimension
        settingsTable.estimatedRowHeight = 52
        settingsTable.separatorInset = UIEdgeInsets(
            top: 0, left: SettingsRowCell.padding.left + SettingsRowCell.tileSize + SettingsRowCell.tileGap, bottom: 0,
            right: 0)
        settingsTable.sectionHeaderTextColor = JournalPalette.secondaryText
        settingsTable.dataSource = source
        settingsTable.delegate = source
    }

    override public func setUpEvents() {
        source.onSelect = { [weak self] row in self?.perform(row) }
        settingsTable.onContentSizeCategoryChange = { [weak self] in self?.reloadTextRows() }
        source.onDailyReminderSwitch = { [weak self] isOn in Task { await self?.setDailyReminder(isOn) } }
        source.onDailyReminderHour = { [weak self] hour in self?.setDailyReminderHour(hour) }
    }

    override public func bindData() {
        Binding.observe(model, \.appearance) { [weak self] appearance in
            self?.visibleCells(SettingsAppearanceCell.self).forEach { $0.show(appearance) }
        }.store(in: lifetime)
        Binding.observe(model, \.contentSizeCategory) { [weak self] _ in
            guard let self else { return }
            visibleCells(SettingsTextSizeCell.self).forEach { $0.show(step: self.model.textSizeStep) }
            if let preview = source.indexPath(of: .textPreview) { settingsTable.reloadRows(at: [preview], with: .none) }
        }.store(in: lifetime)
        bindServices()
    }

    override public func themeDidChange() {
        settingsTable.backgroundColor = theme.groupedBackground
        settingsTable.cellBackgroundColor = theme.secondaryGroupedBackground
    }

    private func perform(_ row: SettingsRow) {
        switch row {
        case .featureToggles:
            showFeatureToggles()
        case .link(let link):
            let alert = UIAlertController(title: link.title, message: link.message, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "好 OK", style: .cancel))
            present(alert, animated: true)
        case .theme(let identifier):
            chooseTheme(identifier)
        case .unlockPro:
            Task { await purchasePro() }
        case .restorePurchases:
            restorePurchases()
        case .appearance, .textSize, .textPreview, .version, .aboutDescription, .dailyReminder, .dailyReminderHour:
            break
        }
    }

    /// Pushes the feature-toggle debug screen (TesseraUI's `ToggleDebugViewController`).
    public func showFeatureToggles() {
        guard let toggles = model.featureToggles else { return }
        navigationController?.pushViewController(
            ToggleDebugViewController(model: ToggleDebugModel(toggles: toggles)), animated: true)
    }

    /// Re-measures every row but the slider's (whose height is fixed), so the slider keeps its touch.
    private func reloadTextRows() {
        let rows = source.sections.enumerated().flatMap { section, content in
            content.rows.indices.map { IndexPath(row: $0, section: section) }
        }.filter { source.sections[$0.section].rows[$0.row] != .textSize }
        settingsTable.reloadRows(at: rows, with: .none)
    }

    func visibleCells<Cell: UITableViewCell>(_ type: Cell.Type) -> [Cell] {
        settingsTable.visibleCells.compactMap { $0 as? Cell }
    }
}

/// The Settings table: tells its controller when the text size changes (to re-measure rows).
@MainActor
final class SettingsTableView: UITableView {
    var onContentSizeCategoryChange: (() -> Void)?

    override func traitCollectionDidChange(_ previous: UITraitCollection?) {
        super.traitCollectionDidChange(previous)
        if let previous, previous.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory {
            onContentSizeCategoryChange?()
        }
    }
}
