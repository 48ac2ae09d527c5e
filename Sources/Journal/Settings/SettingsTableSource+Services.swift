import Foundation
import Tessera

/// The rows backed by the platform services: themes (Pro ones locked until purchased), the Pro
/// purchase, and the daily reminder.
extension SettingsTableSource {
    /// A theme's row: a swatch of its accent, its name, "Pro" and a lock while locked, a checkmark
    /// when it is the theme shown.
    func themeContent(_ identifier: JournalTheme.Identifier) -> SettingsRowContent {
        let theme = JournalTheme(identifier)
        let isLocked = services?.themes.isLocked(identifier) ?? theme.isPro
        let isShown = services?.themes.displayedIdentifier == identifier
        return SettingsRowContent(
            title: theme.name, detail: isLocked ? "Pro" : nil,
            icon: isLocked ? Icon(.lock) : (Icon(named: "palette") ?? Icon(.star)),
            iconBackground: theme.tint.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)),
            isTappable: true, isChecked: isShown)
    }

    /// The purchase row: "解锁 Pro Unlock Pro" with the product's display price, or its progress, or
    /// "Pro 已解锁 Pro unlocked" once bought.
    func unlockContent() -> SettingsRowContent {
        let gold = UIColor(rgb: 0xB8860B)
        guard let purchases = services?.purchases else {
            return SettingsRowContent(title: "解锁 Pro Unlock Pro", icon: Icon(.star), iconBackground: gold)
        }
        if purchases.isProUnlocked {
            return SettingsRowContent(title: "Pro 已解锁 Pro unlocked", icon: Icon(.star), iconBackground: gold)
        }
        let detail =
            purchases.isPurchasing
            ? "购买中… Purchasing…" : purchases.isProPending ? "等待批准 Awaiting approval" : purchases.pro.displayPrice
        return SettingsRowContent(
            title: "解锁 Pro Unlock Pro", detail: detail, icon: Icon(.star), iconBackground: gold, isLink: true)
    }

    /// The daily reminder's switch row or hour row.
    func dailyReminderCell(for row: SettingsRow, in tableView: UITableView, at indexPath: IndexPath) -> UITableViewCell
    {
        let daily = services?.dailyReminder
        switch row {
        case .dailyReminder:
            let cell = tableView.dequeueCell(SettingsSwitchCell.self, for: indexPath)
            cell.configure(title: "每日提醒 Daily reminder", icon: Icon(.notifications), iconBackground: .systemRed)
            cell.toggle.isOn = daily?.isEnabled ?? false
            cell.toggle.accessibilityIdentifier = "settings.dailyReminder"
            cell.toggle.accessibilityLabel = "每日提醒 Daily reminder"
            cell.onToggle = { [weak self] isOn in self?.onDailyReminderSwitch?(isOn) }
            return cell
        case .dailyReminderHour:
            let cell = tableView.dequeueCell(SettingsStepperCell.self, for: indexPath)
            configureHour(cell)
            cell.onStep = { [weak self] hour in self?.onDailyReminderHour?(hour) }
            return cell
        default:
            preconditionFailure("\(row) is not a daily reminder row")
        }
    }

    /// Shows the daily reminder's hour in `cell`: "21:00" after the title, the stepper on 21.
    func configureHour(_ cell: SettingsStepperCell) {
        let hour = services?.dailyReminder.hour ?? 21
        let time = DailyReminder.timeText(hour: hour)
        cell.configure(title: "提醒时间 Time", value: time, icon: Icon(.schedule), iconBackground: .systemIndigo)
        cell.stepper.minimumValue = 0
        cell.stepper.maximumValue = 23
        cell.stepper.wraps = true
        cell.stepper.autorepeat = false
        cell.stepper.value = Double(hour)
        cell.stepper.accessibilityIdentifier = "settings.dailyReminder.hour"
        cell.stepper.accessibilityLabel = "提醒时间 Time, \(time)"
    }
}
