import Foundation
import Tessera

/// Feeds the Settings table from the view model and turns taps into actions.
@MainActor
final class SettingsTableSource: UITableViewDataSource, UITableViewDelegate {
    let model: SettingsViewModel
    /// Themes, purchases and the daily reminder; nil leaves their sections out.
    let services: JournalServices?
    let sections: [SettingsSection]
    /// Called with the row the user tapped (rows with their own control are not tappable).
    var onSelect: ((SettingsRow) -> Void)?
    /// Called when the daily reminder's switch is flipped, with its new state.
    var onDailyReminderSwitch: ((Bool) -> Void)?
    /// Called when the daily reminder's stepper moves, with the new hour.
    var onDailyReminderHour: ((Int) -> Void)?

    init(model: SettingsViewModel, services: JournalServices? = nil) {
        self.model = model
        self.services = services
        sections = SettingsRow.sections(hasToggles: model.featureToggles != nil, hasServices: services != nil)
    }

    /// Where the rows of the section holding `row` are.
    func indexPaths(inSectionOf row: SettingsRow) -> [IndexPath] {
        guard let section = indexPath(of: row)?.section else { return [] }
        return sections[section].rows.indices.map { IndexPath(row: $0, section: section) }
    }

    func indexPath(of row: SettingsRow) -> IndexPath? {
        for (section, content) in sections.enumerated() {
            if let index = content.rows.firstIndex(of: row) { return IndexPath(row: index, section: section) }
        }
        return nil
    }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].rows.count }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].title
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        UITableView.automaticDimension
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let row = sections[indexPath.section].rows[indexPath.row]
        switch row {
        case .appearance:
            let cell = tableView.dequeueCell(SettingsAppearanceCell.self, for: indexPath)
            cell.show(model.appearance)
            cell.onSelect = { [weak model] appearance in
                if model?.appearance != appearance { model?.appearance = appearance }
            }
            return cell
        case .textSize:
            let cell = tableView.dequeueCell(SettingsTextSizeCell.self, for: indexPath)
            cell.show(step: model.textSizeStep)
            cell.onStep = { [weak model] step in model?.textSizeStep = step }
            return cell
        case .textPreview:
            let cell = tableView.dequeueCell(SettingsTextPreviewCell.self, for: indexPath)
            cell.configure(with: model.contentSizeCategory)
            return cell
        case .dailyReminder, .dailyReminderHour:
            return dailyReminderCell(for: row, in: tableView, at: indexPath)
        case .featureToggles, .version, .aboutDescription, .link, .theme, .unlockPro, .restorePurchases:
            return rowCell(for: row, in: tableView, at: indexPath)
        }
    }

    private func rowCell(for row: SettingsRow, in tableView: UITableView, at indexPath: IndexPath) -> UITableViewCell {
        if row == .aboutDescription {
            let cell = tableView.dequeueCell(SettingsDescriptionCell.self, for: indexPath)
            cell.accessibilityIdentifier = "settings.about.description"
            return cell
        }
        let cell = tableView.dequeueCell(SettingsRowCell.self, for: indexPath)
        switch row {
        case .featureToggles:
            let count = model.featureToggles?.toggles.count ?? 0
            cell.configure(
                with: SettingsRowContent(
                    title: "功能开关 Feature toggles", detail: "\(count)",
                    icon: Icon(named: "toggle_on") ?? Icon(.settings),
                    iconBackground: .systemGray, accessory: .disclosureIndicator))
            cell.accessibilityIdentifier = "settings.toggles"
        case .version:
            cell.configure(
                with: SettingsRowContent(
                    title: "版本 Version", detail: model.version, icon: Icon(.info),
                    iconBackground: JournalPalette.avatarBackground))
            cell.accessibilityIdentifier = "settings.about"
        case .link(let link):
            cell.configure(
                with: SettingsRowContent(
                    title: link.title, icon: link.icon, iconBackground: link.iconBackground, isLink: true,
                    accessory: .disclosureIndicator))
            cell.accessibilityIdentifier = link.accessibilityIdentifier
        case .theme(let identifier):
            cell.configure(with: themeContent(identifier))
            cell.accessibilityIdentifier = "settings.theme.\(identifier.rawValue)"
        case .unlockPro:
            cell.configure(with: unlockContent())
            cell.accessibilityIdentifier = "settings.pro.unlock"
        case .restorePurchases:
            cell.configure(
                with: SettingsRowContent(
                    title: "恢复购买 Restore purchases", icon: Icon(.refresh), iconBackground: .systemGray, isLink: true))
            cell.accessibilityIdentifier = "settings.pro.restore"
        case .appearance, .textSize, .textPreview, .aboutDescription, .dailyReminder, .dailyReminderHour:
            preconditionFailure("\(row) has its own cell")
        }
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let row = sections[indexPath.section].rows[indexPath.row]
        tableView.deselectRow(at: indexPath, animated: true)
        switch row {
        case .featureToggles, .link, .theme, .unlockPro, .restorePurchases: onSelect?(row)
        case .appearance, .textSize, .textPreview, .version, .aboutDescription, .dailyReminder, .dailyReminderHour:
            break
        }
    }
}
