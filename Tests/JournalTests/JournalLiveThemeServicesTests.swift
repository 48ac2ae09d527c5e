import Foundation
import Glibc
import Tessera
import TesseraCore
import TesseraTesting
import Testing

@testable import Journal

/// The root's live theme (theme.json reloaded into the running window in DEBUG, over the theme
/// chosen in Settings) and its in-app notification banners.
@MainActor
@Suite struct JournalLiveThemeServicesTests {
    /// A window showing the journal's root over the fixture's services.
    func rootWindow(_ fixture: JournalServicesFixture) -> (UIWindow, JournalRootViewController) {
        fixture.preferences.hasCompletedOnboarding = true
        let window = UIWindow(device: .iPhone15)
        window.clock = fixture.clock
        let root = JournalRootViewController(environment: fixture.environment(), route: .home)
        window.rootViewController = root
        Binding.deliverPendingUpdates()
        window.layoutIfNeeded()
        return (window, root)
    }

    /// Saves like most editors: a temporary file renamed over the original.
    func save(_ text: String, to url: URL) throws {
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".theme.\(UUID().uuidString).tmp")
        try Data(text.utf8).write(to: temporary)
        #expect(rename(temporary.path, url.path) == 0)
    }

    func tint(_ light: UInt32, _ dark: UInt32) -> UIColor {
        UIColor(light: UIColor(rgb: light), dark: UIColor(rgb: dark))
    }

    #if DEBUG
        @Test func editingTheThemeFileChangesTheRunningWindowAndInvalidEditsKeepTheLastGoodTheme() async throws {
            let fixture = try JournalServicesFixture()
            let file = fixture.services.themeFileURL
            try save(##"{ "colors": { "tint": { "light": "#2E7D32", "dark": "#7BD88F" } } }"##, to: file)
            let (window, _) = rootWindow(fixture)
            // Read at start: the window shows the file's tint over the default theme.
            #expect(window.theme.tint == tint(0x2E7D32, 0x7BD88F))
            #expect(window.theme.groupedBackground == JournalTheme().groupedBackground)

            try save(##"{ "colors": { "tint": "#1565C0" } }"##, to: file)
            #expect(await journalEventually { window.theme.tint == UIColor(rgb: 0x1565C0) })

            // A half-typed edit: the service keeps the last good document and reports the error.
            try save(##"{ "colors": { "tint": "#15"##, to: file)
            #expect(await journalEventually { fixture.services.themes.liveError != nil })
            #expect(window.theme.tint == UIColor(rgb: 0x1565C0))

            try save(##"{ "name": "Fixed", "colors": { "tint": "#AD1457" } }"##, to: file)
            #expect(await journalEventually { window.theme.tint == UIColor(rgb: 0xAD1457) })
            #expect(fixture.services.themes.currentTheme.name == "Fixed")
        }

        @Test func aMissingThemeFileIsWrittenWithNoOverridesAndTheChosenThemeShows() async throws {
            let fixture = try JournalServicesFixture()
            try await fixture.services.purchases.purchasePro()
            fixture.services.themes.select(.bay)
            let file = fixture.services.themeFileURL
            #expect(!FileManager.default.fileExists(atPath: file.path))
            let (window, _) = rootWindow(fixture)
            let written = try ThemeDocument(jsonData: Data(contentsOf: file))
            #expect(written == ThemeDocument())
            #expect(window.theme.isEqual(to: JournalTheme(.bay)))

            // The file's tint goes over the chosen Pro theme; its other colours stay.
            try save(##"{ "colors": { "tint": "#AD1457" } }"##, to: file)
            #expect(await journalEventually { window.theme.tint == UIColor(rgb: 0xAD1457) })
            #expect(window.theme.groupedBackground == JournalTheme(.bay).groupedBackground)
        }
    #endif

    @Test func choosingAThemeInSettingsChangesTheWindow() async throws {
        let fixture = try JournalServicesFixture()
        let (window, _) = rootWindow(fixture)
        #expect(window.theme.isEqual(to: JournalTheme()))
        try await fixture.services.purchases.purchasePro()
        fixture.services.themes.select(.dusk)
        await Binding.flush()
        #expect(window.theme.isEqual(to: JournalTheme(.dusk)))
        #expect(window.theme.tint == tint(0x6B3FA0, 0xC3A6FF))
    }

    @Test func theDailyReminderShowsAnInAppBannerThatGoesAwayByItself() async throws {
        let fixture = try JournalServicesFixture()
        let (window, root) = rootWindow(fixture)
        let banner = try #require(root.view.subviews.compactMap { $0 as? NotificationBannerView }.first)
        #expect(banner.isHidden)
        try await fixture.services.dailyReminder.setEnabled(true)
        fixture.clock.advance(by: .seconds(3_600))  // 21:00 in Shanghai
        await Binding.flush()
        window.layoutIfNeeded()
        #expect(!banner.isHidden)
        #expect(banner.titleLabel.text == "悦记 Journal")
        #expect(banner.card.frame.minY == window.safeAreaInsets.top + 8)
        #expect(root.view.subviews.last === banner || root.view.subviews.last is StatusBarView)

        fixture.clock.advance(by: NotificationBannerView.displayDuration)
        await Binding.flush()
        #expect(fixture.services.banners.banners.isEmpty)
        #expect(banner.isHidden)
    }

    @Test func closingTheBannerDismissesItAndTouchesOutsideItReachTheScreen() async throws {
        let fixture = try JournalServicesFixture()
        let (window, root) = rootWindow(fixture)
        let banner = try #require(root.view.subviews.compactMap { $0 as? NotificationBannerView }.first)
        try await fixture.services.dailyReminder.setEnabled(true)
        fixture.clock.advance(by: .seconds(3_600))
        await Binding.flush()
        window.layoutIfNeeded()
        #expect(banner.hitTest(CGPoint(x: 200, y: 600), with: nil) == nil)
        let driver = UIDriver(window: window)
        try driver.tap(identifier: "banner.close")
        #expect(fixture.services.banners.banners.isEmpty)
        await Binding.flush()
        #expect(banner.isHidden)
    }

    /// The banner over the Settings screen, light and at AX3, to look at.
    @Test(arguments: [UIContentSizeCategory.large, .accessibilityExtraLarge])
    func bannerOverSettings(contentSize: UIContentSizeCategory) async throws {
        let fixture = try JournalServicesFixture()
        let window = UIWindow(device: .iPhone15, traits: UITraitCollection(preferredContentSizeCategory: contentSize))
        window.clock = fixture.clock
        window.theme = JournalTheme()
        let settings = SettingsViewController(
            model: SettingsViewModel(preferences: fixture.preferences), services: fixture.services)
        let container = UIViewController()
        let navigation = UINavigationController(rootViewController: settings)
        window.rootViewController = container
        container.embed(navigation)
        let banner = NotificationBannerView(banners: fixture.services.banners)
        container.view.addSubview(banner)
        try await fixture.services.dailyReminder.setEnabled(true)
        fixture.clock.advance(by: .seconds(3_600))
        await Binding.flush()
        navigation.view.frame = container.view.bounds
        banner.frame = container.view.bounds
        window.layoutIfNeeded()
        #expect(!banner.isHidden)
        assertSnapshot(of: window, named: contentSize == .large ? "light" : "AX3")
        assertAudits(of: banner)  // the screen under it is audited at full height by its own tests
    }
}
