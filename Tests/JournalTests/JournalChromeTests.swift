import Foundation
import Tessera
import TesseraTesting
import Testing

@testable import Journal

/// The app's appearance has one source of truth, its saved setting (issue 15, defect 8), and the
/// phone's fake status bar shows on phones only (defect 10).
@MainActor
@Suite struct JournalChromeTests {
    /// The app at home on `device`, its preferences in a fresh suite (removed by the caller).
    func launchApp(_ device: DevicePreset = .iPhone15, appearance: AppearancePreference = .system) throws
        -> (window: UIWindow, root: JournalRootViewController, suite: String)
    {
        let suite = "group.dev.tessera.journal.chrome-\(UUID().uuidString)"
        let preferences = JournalPreferences(suiteName: suite)
        preferences.appearance = appearance
        preferences.hasCompletedOnboarding = true
        let environment = JournalEnvironment(
            repository: try JournalRepository(inMemoryWith: SampleEntries.seed), preferences: preferences,
            toggles: FeatureToggles(toggles: Toggle.journal, settings: preferences.store), tracker: Tracker(),
            photoDirectory: nil, today: SampleEntries.referenceDate)
        let window = UIWindow(device: device)
        window.clock = TestClock()
        window.theme = JournalTheme()
        let root = JournalRootViewController(environment: environment, route: .home)
        window.rootViewController = root
        Binding.deliverPendingUpdates()
        window.layoutIfNeeded()
        return (window, root, suite)
    }

    @Test func switchingToLightIsTheSavedSettingShownInSettingsAndKeptByATextSizeChange() throws {
        let app = try launchApp(appearance: .dark)
        defer { UserDefaults.standard.removePersistentDomain(forName: app.suite) }
        #expect(app.window.traitCollection.userInterfaceStyle == .dark)
        app.root.setAppearance(.light)  // what F2 does in tessera-demo --window
        Binding.deliverPendingUpdates()
        #expect(app.window.traitCollection.userInterfaceStyle == .light)
        #expect(app.root.settings.appearance == .light)
        #expect(JournalPreferences(suiteName: app.suite).appearance == .light)  // saved
        let tabs = try #require(app.root.tabs)
        tabs.select(.settings)
        app.window.layoutIfNeeded()
        let control = try #require(
            app.window.firstDescendant(UISegmentedControl.self) { $0.accessibilityIdentifier == "settings.appearance" })
        #expect(control.selectedSegmentIndex == AppearancePreference.allCases.firstIndex(of: .light))
        app.root.settings.contentSizeCategory = .extraExtraLarge
        Binding.deliverPendingUpdates()
        app.window.layoutIfNeeded()
        #expect(app.window.traitCollection.userInterfaceStyle == .light)
        #expect(app.window.traitCollection.preferredContentSizeCategory == .extraExtraLarge)
        app.root.setAppearance(.dark)
        Binding.deliverPendingUpdates()
        #expect(JournalPreferences(suiteName: app.suite).appearance == .dark)
        #expect(control.selectedSegmentIndex == AppearancePreference.allCases.firstIndex(of: .dark))
    }

    /// Issue 15, defect 4: the journal's window has a minimum size derived from its content — the
    /// home header and one card at the current text size — that follows Settings' text size (the
    /// headless host's clamping to `minimumContentSize`, and its re-measuring on a trait change,
    /// are tested in TesseraHostTests' MinimumWindowSizeTests).
    @Test func theJournalsMinimumWindowSizeGrowsWithTheTextSize() throws {
        let app = try launchApp(.desktop)
        defer { UserDefaults.standard.removePersistentDomain(forName: app.suite) }
        let tabs = try #require(app.root.tabs)
        let home = tabs.home.homeView
        let tabBar = tabs.tabBar.sizeThatFits(CGSize(width: 320, height: 0)).height
        let large = app.window.minimumContentSize
        #expect(large == CGSize(width: 320, height: home.minimumContentHeight(forWidth: 320) + tabBar))
        #expect(large.height > 300 && large.height < 500)  // header, one card and the tab bar
        app.root.settings.contentSizeCategory = .accessibilityExtraExtraExtraLarge
        Binding.deliverPendingUpdates()
        let accessibility5 = app.window.minimumContentSize
        print("Journal minimum window size: \(large) at Large, \(accessibility5) at AX5")
        #expect(accessibility5.width == 320)
        #expect(accessibility5.height > large.height + 100)
        #expect(accessibility5.height == home.minimumContentHeight(forWidth: 320) + tabBar)
        app.root.settings.contentSizeCategory = .large
        Binding.deliverPendingUpdates()
        #expect(app.window.minimumContentSize == large)
    }

    @Test(arguments: [DevicePreset.desktop, .iPhone15, .iPhoneSE])
    func thePhonesStatusBarShowsOnPhonesOnly(device: DevicePreset) throws {
        let app = try launchApp(device)
        defer { UserDefaults.standard.removePersistentDomain(forName: app.suite) }
        let clock = app.window.visibleDescendants(UILabel.self).filter { $0.text == "9:41" }
        #expect(clock.count == (device.statusBarHeight > 0 ? 1 : 0))
    }
}

extension UIView {
    /// The first view of `type` in this subtree, depth first, that matches `predicate`.
    func firstDescendant<View: UIView>(_ type: View.Type, where predicate: (View) -> Bool = { _ in true }) -> View? {
        if let view = self as? View, predicate(view) { return view }
        for child in subviews {
            if let found = child.firstDescendant(type, where: predicate) { return found }
        }
        return nil
    }

    /// The views of `type` in this subtree that draw: neither they nor an ancestor below this view
    /// is hidden or fully transparent.
    func visibleDescendants<View: UIView>(_ type: View.Type) -> [View] {
        guard !isHidden, alpha > 0 else { return [] }
        return ((self as? View).map { [$0] } ?? []) + subviews.flatMap { $0.visibleDescendants(type) }
    }
}
