import Foundation
import Tessera
import TesseraCore
import TesseraTesting
import Testing

@testable import Journal

/// The Settings screen with the platform services: the Themes section (Pro themes, purchase,
/// restore) and the Daily reminder section.
@MainActor
@Suite struct JournalSettingsServicesTests {
    /// The Settings screen as the shell shows it, with services, in a window themed like the app.
    func settingsScreen(
        _ fixture: JournalServicesFixture, _ device: DevicePreset = .iPhone15,
        _ appearance: UIUserInterfaceStyle = .light,
        contentSize: UIContentSizeCategory = .large
    ) -> (window: UIWindow, controller: SettingsViewController) {
        fixture.preferences.contentSizeCategory = contentSize
        let window = UIWindow(
            device: device,
            traits: UITraitCollection(userInterfaceStyle: appearance, preferredContentSizeCategory: contentSize))
        window.clock = fixture.clock
        window.theme = fixture.services.themes.currentTheme
        let controller = SettingsViewController(
            model: SettingsViewModel(preferences: fixture.preferences), services: fixture.services)
        window.rootViewController = UINavigationController(rootViewController: controller)
        Binding.deliverPendingUpdates()
        window.layoutIfNeeded()
        return (window, controller)
    }

    /// The same screen at full height, every row on screen. Rows below the fold count with their
    /// estimated height until shown, so the window grows until the table has nothing left to scroll.
    func tallSettingsScreen(
        _ fixture: JournalServicesFixture, _ appearance: UIUserInterfaceStyle = .light,
        contentSize: UIContentSizeCategory = .large
    ) -> (window: UIWindow, controller: SettingsViewController) {
        var screen = settingsScreen(fixture, .iPhone15, appearance, contentSize: contentSize)
        for _ in 0..<4 {
            let taller = screen.window.device.fullHeight(showing: screen.controller.tableView)
            guard taller.size.height > screen.window.device.size.height else { break }
            screen = settingsScreen(fixture, taller, appearance, contentSize: contentSize)
        }
        return screen
    }

    func cell(_ row: SettingsRow, in controller: SettingsViewController) throws -> SettingsRowCell {
        let indexPath = try #require(controller.source.indexPath(of: row))
        return try #require(controller.tableView.cellForRow(at: indexPath) as? SettingsRowCell)
    }

    // MARK: Snapshots and audits

    @Test func iPhone15Light() throws {
        let fixture = try JournalServicesFixture()
        assertSnapshot(of: settingsScreen(fixture, .iPhone15, .light).window)
    }

    @Test func iPhone15Dark() throws {
        let fixture = try JournalServicesFixture()
        assertSnapshot(of: settingsScreen(fixture, .iPhone15, .dark).window)
    }

    @Test func iPhone15AX3() throws {
        let fixture = try JournalServicesFixture()
        assertSnapshot(of: settingsScreen(fixture, .iPhone15, .light, contentSize: .accessibilityExtraLarge).window)
    }

    /// The Daily reminder rows at AX3: the switch and the stepper stay beside wrapped titles.
    @Test func iPhone15AX3DailyReminder() throws {
        let fixture = try JournalServicesFixture()
        let (window, controller) = settingsScreen(fixture, .iPhone15, .light, contentSize: .accessibilityExtraLarge)
        let hour = try #require(controller.source.indexPath(of: .dailyReminderHour))
        _ = try UIDriver(window: window).scroll(to: hour, in: controller.tableView)
        window.layoutIfNeeded()
        assertSnapshot(of: window)
    }

    /// Pro bought, Dusk chosen, the reminder on at 08:00: the whole screen in the Dusk theme.
    @Test func iPhone15LightProUnlockedFullHeight() async throws {
        let fixture = try JournalServicesFixture()
        try await fixture.services.purchases.purchasePro()
        fixture.services.themes.select(.dusk)
        try await fixture.services.dailyReminder.setEnabled(true)
        try fixture.services.dailyReminder.setHour(8)
        assertSnapshot(of: tallSettingsScreen(fixture).window)
    }

    @Test(arguments: [
        (UIUserInterfaceStyle.light, UIContentSizeCategory.large), (.dark, .large), (.light, .accessibilityExtraLarge),
    ])
    func theSettingsScreenWithServicesPassesTheAudits(
        appearance: UIUserInterfaceStyle, contentSize: UIContentSizeCategory
    ) throws {
        let fixture = try JournalServicesFixture()
        let (window, controller) = tallSettingsScreen(fixture, appearance, contentSize: contentSize)
        #expect(controller.tableView.visibleCells.count == 1 + 5 + 2 + 2 + 5)
        assertAudits(of: window)
    }

    // MARK: Behaviour

    @Test func theProThemesShowALockAndThePurchaseRowShowsTheDisplayPrice() throws {
        let fixture = try JournalServicesFixture()
        let (_, controller) = tallSettingsScreen(fixture)
        #expect(try cell(.theme(.sunset), in: controller).checkView.isHidden == false)
        #expect(try cell(.theme(.bay), in: controller).detailLabel.text == "Pro")
        #expect(try cell(.theme(.dusk), in: controller).detailLabel.text == "Pro")
        #expect(try cell(.theme(.bay), in: controller).checkView.isHidden)
        let unlock = try cell(.unlockPro, in: controller)
        #expect(unlock.titleLabel.text == "解锁 Pro Unlock Pro")
        #expect(unlock.detailLabel.text == "$4.99")
    }

    @Test func tappingUnlockBuysProAndUnlocksTheThemeRows() async throws {
        let fixture = try JournalServicesFixture()
        let (window, controller) = tallSettingsScreen(fixture)
        let driver = UIDriver(window: window)
        try driver.tap(identifier: "settings.pro.unlock")
        #expect(await journalEventually { fixture.services.purchases.isProUnlocked })
        await Binding.flush()
        window.layoutIfNeeded()
        #expect(try cell(.theme(.bay), in: controller).detailLabel.isHidden)
        #expect(try cell(.unlockPro, in: controller).titleLabel.text == "Pro 已解锁 Pro unlocked")
        #expect(controller.presentedViewController == nil)

        try driver.tap(identifier: "settings.theme.bay")
        #expect(fixture.services.themes.currentTheme == JournalTheme(.bay))
        #expect(fixture.preferences.theme == .bay)
        await Binding.flush()
        window.layoutIfNeeded()
        #expect(try cell(.theme(.bay), in: controller).checkView.isHidden == false)
        #expect(try cell(.theme(.sunset), in: controller).checkView.isHidden)
        let (_, next) = try fixture.reopened()
        #expect(next.purchases.isProUnlocked)
        #expect(next.themes.displayedIdentifier == .bay)
    }

    @Test func tappingALockedThemeOffersProAndBuyingFromTheAlertShowsTheTheme() async throws {
        let fixture = try JournalServicesFixture()
        let (window, controller) = tallSettingsScreen(fixture)
        let driver = UIDriver(window: window)
        try driver.tap(identifier: "settings.theme.dusk")
        let alert = try #require(
            controller.navigationController?.presentedViewController as? UIAlertController ?? controller
                .presentedViewController as? UIAlertController)
        #expect(alert.actions.map(\.title) == ["取消 Cancel", "解锁 Unlock $4.99"])
        #expect(fixture.services.themes.displayedIdentifier == .sunset)
        try driver.tap(label: "解锁 Unlock $4.99")
        #expect(await journalEventually { fixture.services.themes.displayedIdentifier == .dusk })
        #expect(fixture.services.purchases.isProUnlocked)
    }

    @Test func restoreSaysWhetherProWasFound() async throws {
        let fixture = try JournalServicesFixture()
        let (window, controller) = tallSettingsScreen(fixture)
        defer { withExtendedLifetime(window) {} }
        controller.restorePurchases()
        let nothing = try #require(controller.presentedViewController as? UIAlertController)
        #expect(nothing.alertTitle == "没有可恢复的购买 Nothing to restore")
        controller.dismiss(animated: false)

        let (_, other) = try fixture.reopened()
        try await other.purchases.purchasePro()
        controller.restorePurchases()
        let restored = try #require(controller.presentedViewController as? UIAlertController)
        #expect(restored.alertTitle == "已恢复 Restored")
        #expect(fixture.services.purchases.isProUnlocked)
    }

    @Test func theReminderSwitchSchedulesTheDailyRequestAndTheStepperMovesIt() async throws {
        let fixture = try JournalServicesFixture()
        let (window, controller) = tallSettingsScreen(fixture)
        let driver = UIDriver(window: window)
        let toggle = try driver.find(UISwitch.self, .identifier("settings.dailyReminder"))
        #expect(!toggle.isOn)
        try driver.setOn(true, for: toggle)
        let center = fixture.services.notificationCenter
        #expect(await journalEventually { !center.pendingRequests.isEmpty })
        #expect(
            center.pendingRequests.map(\.trigger) == [.calendar(DateComponents(hour: 21, minute: 0), repeats: true)])
        #expect(fixture.preferences.dailyReminderEnabled)

        let stepper = try driver.find(UIStepper.self, .identifier("settings.dailyReminder.hour"))
        try driver.tap(stepper, at: CGPoint(x: stepper.bounds.maxX - 10, y: stepper.bounds.midY))
        #expect(fixture.services.dailyReminder.hour == 22)
        #expect(
            center.pendingRequests.map(\.trigger) == [.calendar(DateComponents(hour: 22, minute: 0), repeats: true)])
        await Binding.flush()
        let hourCell = try #require(controller.visibleCells(SettingsStepperCell.self).first)
        #expect(hourCell.valueLabel.text == "22:00")

        try driver.setOn(false, for: toggle)
        #expect(await journalEventually { center.pendingRequests.isEmpty })
        #expect(!fixture.preferences.dailyReminderEnabled)
    }
}
