import Dispatch
import Foundation
import Tessera
import TesseraCore
import TesseraTesting
import Testing

@testable import Journal

/// Preferences on a fresh, uniquely named suite, removed afterwards.
private struct PreferencesFixture: ~Copyable {
    let suiteName = "group.tessera.tests.journal.settings.\(UUID().uuidString)"
    let preferences: JournalPreferences

    init() {
        preferences = JournalPreferences(suiteName: suiteName)
    }

    /// Writes a raw object, bypassing the typed keys (as another version of the app would).
    func writeRaw(_ object: Any, forKey key: String) {
        UserDefaults(suiteName: suiteName)!.set(object, forKey: key)
    }

    deinit {
        preferences.store.removeAll()
    }
}

@MainActor
@Suite struct SettingsScreenTests {
    let clock = TestClock()

    /// The Settings screen as the shell shows it: the root of a navigation controller in a window.
    fileprivate func settingsScreen(
        _ fixture: borrowing PreferencesFixture, _ device: DevicePreset = .iPhone15,
        _ appearance: UIUserInterfaceStyle = .light,
        contentSize: UIContentSizeCategory = .large, toggles: FeatureToggles? = nil
    ) -> (window: UIWindow, controller: SettingsViewController, navigation: UINavigationController) {
        let window = UIWindow(
            device: device,
            traits: UITraitCollection(userInterfaceStyle: appearance, preferredContentSizeCategory: contentSize))
        window.clock = clock
        window.theme = JournalTheme()
        let toggles =
            toggles
            ?? FeatureToggles(
                toggles: [Toggle("newEditor", summary: "富文本编辑器 Rich text editor", default: false)],
                settings: fixture.preferences.store)
        let controller = SettingsViewController(
            model: SettingsViewModel(preferences: fixture.preferences, featureToggles: toggles))
        let navigation = UINavigationController(rootViewController: controller)
        window.rootViewController = navigation
        Binding.deliverPendingUpdates()
        window.layoutIfNeeded()
        return (window, controller, navigation)
    }

    // MARK: Snapshots and audits

    @Test func iPhone15Light() {
        let fixture = PreferencesFixture()
        assertSnapshot(of: settingsScreen(fixture, .iPhone15, .light).window)
    }

    @Test func iPhone15Dark() {
        let fixture = PreferencesFixture()
        assertSnapshot(of: settingsScreen(fixture, .iPhone15, .dark).window)
    }

    @Test func iPhone15AX3() {
        let fixture = PreferencesFixture()
        fixture.preferences.contentSizeCategory = .accessibilityExtraLarge
        assertSnapshot(of: settingsScreen(fixture, .iPhone15, .light, contentSize: .accessibilityExtraLarge).window)
    }

    @Test func iPhoneSELight() {
        let fixture = PreferencesFixture()
        assertSnapshot(of: settingsScreen(fixture, .iPhoneSE, .light).window)
    }

    /// Audited at full height, every row on screen (see `DevicePreset.fullHeight(showing:)`).
    @Test(arguments: [
        (UIUserInterfaceStyle.light, UIContentSizeCategory.large), (.dark, .large), (.light, .accessibilityExtraLarge),
    ])
    func theSettingsScreenPassesTheAudits(appearance: UIUserInterfaceStyle, contentSize: UIContentSizeCategory) {
        let fixture = PreferencesFixture()
        fixture.preferences.contentSizeCategory = contentSize
        let phone = settingsScreen(fixture, .iPhone15, appearance, contentSize: contentSize)
        let tall = DevicePreset.iPhone15.fullHeight(showing: phone.controller.tableView)
        let (window, controller, _) = settingsScreen(fixture, tall, appearance, contentSize: contentSize)
        #expect(controller.tableView.visibleCells.count == 9)
        assertAudits(of: window)
    }

    // MARK: Behaviour

    @Test func choosingDarkChangesTheModelAndThePersistedValue() throws {
        let fixture = PreferencesFixture()
        let (window, controller, _) = settingsScreen(fixture)
        let driver = UIDriver(window: window)
        let control = try driver.find(UISegmentedControl.self, .identifier("settings.appearance"))
        #expect(control.selectedSegmentIndex == 0)
        try driver.selectSegment(2, of: control)
        #expect(controller.model.appearance == .dark)
        #expect(fixture.preferences.appearance == .dark)
        #expect(JournalPreferences(suiteName: fixture.suiteName).appearance == .dark)
        #expect(
            controller.model.traits(applyingTo: UITraitCollection(userInterfaceStyle: .light)).userInterfaceStyle
                == .dark)
    }

    @Test func movingTheSliderChangesTheTextSizeAndPersistsIt() throws {
        let fixture = PreferencesFixture()
        let (window, controller, _) = settingsScreen(fixture)
        let driver = UIDriver(window: window)
        let slider = try driver.find(UISlider.self, .identifier("settings.textSize"))
        #expect(slider.value == 3)  // .large, the default
        try driver.setValue(9, for: slider)
        Binding.deliverPendingUpdates()
        window.layoutIfNeeded()
        #expect(slider.value == 9)
        #expect(controller.model.contentSizeCategory == .accessibilityExtraLarge)
        #expect(fixture.preferences.contentSizeCategory == .accessibilityExtraLarge)
        #expect(JournalPreferences(suiteName: fixture.suiteName).contentSizeCategory == .accessibilityExtraLarge)
        let sample = try driver.find(UILabel.self, .identifier("settings.textSize.sample"))
        #expect(sample.font.pointSize == 40)  // body at AX3
        #expect(sample.frame.height > 100)
    }

    @Test func aLargerWindowTextSizeRemeasuresEveryRowButTheSlider() {
        let fixture = PreferencesFixture()
        let (window, controller, _) = settingsScreen(fixture)
        let toggles = IndexPath(row: 0, section: 2)
        let slider = IndexPath(row: 0, section: 1)
        let before = controller.tableView.rectForRow(at: toggles).height
        #expect(before == 44)
        window.windowTraits = window.windowTraits.modifyingTraits {
            $0.preferredContentSizeCategory = .accessibilityExtraLarge
        }
        window.layoutIfNeeded()
        #expect(controller.tableView.rectForRow(at: toggles).height > 2 * before)
        #expect(controller.tableView.rectForRow(at: slider).height == SettingsTextSizeCell.height)
    }

    @Test func everySliderStepIsACategoryFromExtraSmallToAX5() {
        let fixture = PreferencesFixture()
        let model = SettingsViewModel(preferences: fixture.preferences)
        #expect(SettingsViewModel.textSizeSteps.first == .extraSmall)
        #expect(SettingsViewModel.textSizeSteps.last == .accessibilityExtraExtraExtraLarge)
        #expect(SettingsViewModel.textSizeSteps.count == 12)
        model.textSizeStep = 99
        #expect(model.contentSizeCategory == .accessibilityExtraExtraExtraLarge)
        model.textSizeStep = -1
        #expect(model.contentSizeCategory == .extraSmall)
        #expect(fixture.preferences.contentSizeCategory == .extraSmall)
    }

    @Test func theModelAppliesItsChoicesToTheWindowTraits() {
        let fixture = PreferencesFixture()
        let model = SettingsViewModel(preferences: fixture.preferences)
        let system = UITraitCollection(userInterfaceStyle: .dark, preferredContentSizeCategory: .large, displayScale: 3)
        #expect(model.traits(applyingTo: system) == system)
        model.appearance = .light
        model.contentSizeCategory = .extraExtraLarge
        let applied = model.traits(applyingTo: system)
        #expect(applied.userInterfaceStyle == .light)
        #expect(applied.preferredContentSizeCategory == .extraExtraLarge)
        #expect(applied.displayScale == 3)
        #expect(model.resolvedUserInterfaceStyle(system: .dark) == .light)
        model.appearance = .system
        #expect(model.resolvedUserInterfaceStyle(system: .dark) == .dark)
    }

    @Test func theModelFollowsWritesMadeElsewhere() async {
        let fixture = PreferencesFixture()
        let model = SettingsViewModel(preferences: fixture.preferences)
        JournalPreferences(store: fixture.preferences.store).appearance = .dark
        JournalPreferences(store: fixture.preferences.store).contentSizeCategory = .small
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.main.async { done.resume() }
        }
        #expect(model.appearance == .dark)
        #expect(model.contentSizeCategory == .small)
    }

    @Test func theDeveloperRowPushesTheToggleDebugScreen() throws {
        let fixture = PreferencesFixture()
        let (window, _, navigation) = settingsScreen(fixture)
        let driver = UIDriver(window: window)
        try driver.tap(identifier: "settings.toggles")
        let debug = try #require(navigation.topViewController as? ToggleDebugViewController)
        #expect(debug.model.entries.map(\.toggle.name) == ["newEditor"])
    }

    @Test func withoutTogglesThereIsNoDeveloperSection() {
        let fixture = PreferencesFixture()
        let controller = SettingsViewController(model: SettingsViewModel(preferences: fixture.preferences))
        controller.loadViewIfNeeded()
        controller.tableView.frame = CGRect(x: 0, y: 0, width: 393, height: 800)
        controller.tableView.layoutIfNeeded()
        #expect(controller.tableView.numberOfSections == 3)
    }

    @Test func aboutShowsTheVersionAndLinksOpenAnAlert() throws {
        let fixture = PreferencesFixture()
        let (window, controller, _) = settingsScreen(fixture)
        let driver = UIDriver(window: window)
        let version = try driver.find(.identifier("settings.about"))
        #expect(version.accessibilityLabel == "版本 Version, 1.0 (1)")
        try driver.tap(identifier: "settings.about.privacy")
        let alert = try #require(controller.presentedViewController as? UIAlertController)
        #expect(alert.alertTitle == "隐私 Privacy")
        #expect(alert.message?.contains("never uploaded") == true)
    }

    @Test func aStoredSizeThatIsNotACategoryReadsAsTheDefault() throws {
        let fixture = PreferencesFixture()
        fixture.writeRaw(Data("\"gigantic\"".utf8), forKey: JournalPreferences.contentSizeCategory.name)
        #expect(fixture.preferences.contentSizeCategory == .large)
        fixture.writeRaw(Data("\"extraLarge\"".utf8), forKey: JournalPreferences.contentSizeCategory.name)
        #expect(fixture.preferences.contentSizeCategory == .extraLarge)
        for category in UIContentSizeCategory.allCases {
            #expect(UIContentSizeCategory(storageName: category.storageName) == category)
        }
    }

    @Test func theOtherPreferencesRoundTripAndABadHourReadsTheDefault() {
        let fixture = PreferencesFixture()
        #expect(!fixture.preferences.hasCompletedOnboarding)
        #expect(!fixture.preferences.dailyReminderEnabled)
        #expect(fixture.preferences.dailyReminderHour == 21)
        fixture.preferences.hasCompletedOnboarding = true
        fixture.preferences.dailyReminderEnabled = true
        fixture.preferences.dailyReminderHour = 7
        let reopened = JournalPreferences(suiteName: fixture.suiteName)
        #expect(reopened.hasCompletedOnboarding)
        #expect(reopened.dailyReminderEnabled)
        #expect(reopened.dailyReminderHour == 7)
        fixture.writeRaw(42, forKey: JournalPreferences.dailyReminderHour.name)
        #expect(reopened.dailyReminderHour == 21)
    }

    @Test func theScreenIsTrackedAndReleasedWithItsModel() {
        let fixture = PreferencesFixture()
        weak var weakModel: SettingsViewModel?
        do {
            let (window, controller, _) = settingsScreen(fixture)
            weakModel = controller.model
            #expect(controller.trackingName == "settings")
            window.rootViewController = nil
        }
        #expect(weakModel == nil)
    }
}
