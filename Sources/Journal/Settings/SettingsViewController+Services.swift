import Foundation
import Tessera

/// The Themes and Daily reminder sections: bindings from the services to the rows, and the actions
/// behind them (choose a theme, buy or restore Pro, switch the daily reminder, set its hour).
extension SettingsViewController {
    /// Keeps the service rows equal to the services' state: the shown theme, the Pro entitlement
    /// (`EntitlementModel`, through `JournalPurchases.isProUnlocked`), a purchase in progress, and
    /// the daily reminder's switch and hour.
    func bindServices() {
        guard let services else { return }
        let reloadThemes: @MainActor (Bool) -> Void = { [weak self] _ in self?.reloadRows(inSectionOf: .unlockPro) }
        Binding.observe(services.purchases, \.isProUnlocked, reloadThemes).store(in: lifetime)
        Binding.observe(services.purchases, \.isPurchasing, reloadThemes).store(in: lifetime)
        Binding.observe(services.purchases, \.isProPending, reloadThemes).store(in: lifetime)
        Binding.observe(services.themes, \.displayedIdentifier) { [weak self] _ in
            self?.reloadRows(inSectionOf: .unlockPro)
        }.store(in: lifetime)
        Binding.observe(services.dailyReminder, \.isEnabled) { [weak self] isEnabled in
            self?.visibleCells(SettingsSwitchCell.self).forEach { $0.toggle.setOn(isEnabled, animated: true) }
        }.store(in: lifetime)
        Binding.observe(services.dailyReminder, \.hour) { [weak self] _ in
            guard let self else { return }
            visibleCells(SettingsStepperCell.self).forEach { self.source.configureHour($0) }
        }.store(in: lifetime)
    }

    private func reloadRows(inSectionOf row: SettingsRow) {
        guard isViewLoaded else { return }
        tableView.reloadRows(at: source.indexPaths(inSectionOf: row), with: .none)
    }

    /// Shows `identifier` — or, for a Pro theme while Pro is locked, asks whether to buy Pro (and
    /// shows the theme once bought).
    public func chooseTheme(_ identifier: JournalTheme.Identifier) {
        guard let services else { return }
        guard services.themes.isLocked(identifier) else {
            services.themes.select(identifier)
            return
        }
        let name = JournalTheme(identifier).name
        let alert = UIAlertController(
            title: "「\(name)」是 Pro 主题 A Pro theme",
            message: "解锁 Pro 即可使用「海湾」和「暮紫」。Unlock Pro to use the Bay and Dusk themes.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "取消 Cancel", style: .cancel))
        alert.addAction(
            UIAlertAction(title: "解锁 Unlock \(services.purchases.pro.displayPrice)") { [weak self] _ in
                Task {
                    guard await self?.purchasePro() == true else { return }
                    services.themes.select(identifier)
                }
            })
        present(alert, animated: true)
    }

    /// Buys Pro through the payment sheet. A purchase waiting for approval or a failed one is
    /// explained in an alert; a cancelled one changes nothing.
    /// - Returns: whether Pro is unlocked afterwards.
    @discardableResult
    public func purchasePro() async -> Bool {
        guard let purchases = services?.purchases else { return false }
        guard !purchases.isProUnlocked else { return true }
        guard !purchases.isPurchasing else { return false }
        do {
            switch try await purchases.purchasePro() {
            case .success: break
            case .pending:
                showMessage(
                    "等待批准 Awaiting approval", "购买获批后，Pro 主题会自动解锁。The Pro themes unlock once the purchase is approved.")
            case .userCancelled: break
            }
        } catch {
            showMessage("购买失败 Purchase failed", "\(error)")
        }
        return purchases.isProUnlocked
    }

    /// Re-reads the purchases and says what was restored.
    public func restorePurchases() {
        guard let purchases = services?.purchases else { return }
        do {
            let unlocked = try purchases.restore()
            showMessage(
                unlocked ? "已恢复 Restored" : "没有可恢复的购买 Nothing to restore",
                unlocked ? "Pro 主题已解锁。The Pro themes are unlocked." : "这台设备上没有 Pro 购买记录。No Pro purchase was found.")
        } catch {
            showMessage("恢复失败 Restore failed", "\(error)")
        }
    }

    /// Switches the daily reminder on (asking for notification permission the first time) or off;
    /// when that fails the switch goes back and an alert says why.
    public func setDailyReminder(_ isOn: Bool) async {
        guard let daily = services?.dailyReminder else { return }
        do {
            try await daily.setEnabled(isOn)
        } catch {
            visibleCells(SettingsSwitchCell.self).forEach { $0.toggle.setOn(daily.isEnabled, animated: true) }
            showMessage("无法开启提醒 Could not turn on the reminder", "\(error)")
        }
    }

    /// Moves the daily reminder to `hour`:00.
    public func setDailyReminderHour(_ hour: Int) {
        guard let daily = services?.dailyReminder else { return }
        do {
            try daily.setHour(hour)
        } catch {
            visibleCells(SettingsStepperCell.self).forEach { source.configureHour($0) }
            showMessage("无法修改时间 Could not change the time", "\(error)")
        }
    }

    /// An alert with an OK button (skipped when something is already presented or the screen is
    /// not in a window).
    private func showMessage(_ title: String, _ message: String) {
        guard viewIfLoaded?.window != nil, presentedViewController == nil else { return }
        let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "好 OK", style: .cancel))
        present(alert, animated: true)
    }
}
