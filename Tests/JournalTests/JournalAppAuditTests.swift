import Foundation
import Tessera
import TesseraTesting
import Testing

@testable import Journal

/// Every screen of the running app — inside its navigation and tab bars, with the status bar — passes
/// the audits in light, in dark and at AX3.
@MainActor
@Suite struct JournalAppAuditTests {
    nonisolated static let cases: [(AppearancePreference, UIContentSizeCategory)] = [
        (.light, .large), (.dark, .large), (.light, .accessibilityExtraLarge),  // AX3
    ]

    /// The app at home with `appearance` and `contentSize` chosen in its settings.
    func launchApp(_ appearance: AppearancePreference, _ contentSize: UIContentSizeCategory) throws
        -> (window: UIWindow, tabs: JournalTabBarController, driver: UIDriver, suite: String)
    {
        let suite = "group.dev.tessera.journal.audit-\(UUID().uuidString)"
        let preferences = JournalPreferences(suiteName: suite)
        preferences.appearance = appearance
        preferences.contentSizeCategory = contentSize
        preferences.hasCompletedOnboarding = true
        let environment = JournalEnvironment(
            repository: try JournalRepository(inMemoryWith: SampleEntries.seed), preferences: preferences,
            toggles: FeatureToggles(toggles: Toggle.journal, settings: preferences.store), tracker: Tracker(),
            photoDirectory: nil, today: SampleEntries.referenceDate)
        let clock = TestClock()
        let window = UIWindow(device: .iPhone15)
        window.clock = clock
        window.theme = JournalTheme()
        let root = JournalRootViewController(environment: environment, route: .home)
        window.rootViewController = root
        let driver = UIDriver(window: window, clock: clock)
        try driver.settle()
        return (window, try #require(root.tabs), driver, suite)
    }

    @Test(arguments: cases)
    func everyTabPassesTheAudits(appearance: AppearancePreference, contentSize: UIContentSizeCategory) throws {
        let app = try launchApp(appearance, contentSize)
        defer { UserDefaults.standard.removePersistentDomain(forName: app.suite) }
        #expect(app.window.windowTraits.preferredContentSizeCategory == contentSize)
        for tab in JournalTabBarController.Tab.allCases {
            app.tabs.select(tab)
            try app.driver.settle()
            let issues = Audit.run(on: app.window)
            #expect(issues.isEmpty, "\(tab): \(issues.map(\.description))")
        }
    }

    @Test(arguments: cases)
    func theDetailAndComposeScreensPassTheAuditsInTheApp(
        appearance: AppearancePreference, contentSize: UIContentSizeCategory
    ) throws {
        let app = try launchApp(appearance, contentSize)
        defer { UserDefaults.standard.removePersistentDomain(forName: app.suite) }
        app.tabs.showEntry(SampleEntries.seed[0])
        try app.driver.settle()
        #expect(app.tabs.journalNavigation.viewControllers.count == 2)
        let detailIssues = Audit.run(on: app.window)
        #expect(detailIssues.isEmpty, "detail: \(detailIssues.map(\.description))")
        app.tabs.compose()
        try app.driver.settle()
        // The empty form's Save is disabled: WCAG 1.4.3 exempts inactive controls from contrast.
        let composeIssues = Audit.run(on: app.window).filter { !$0.description.contains("保存 Save") }
        #expect(composeIssues.isEmpty, "compose: \(composeIssues.map(\.description))")
    }
}
