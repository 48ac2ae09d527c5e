import Foundation
import Tessera
import TesseraTesting
import Testing

@testable import Journal

/// The UI driver pushing and popping a screen and opening and dismissing an alert in the running app,
/// as a person would: by tapping what is on screen.
@MainActor
@Suite struct JournalAppNavigationDriverTests {
    let audits = JournalAppAuditTests()

    @Test func tappingACardPushesTheDetailAndTheBackButtonPopsIt() throws {
        let app = try audits.launchApp(.light, .large)
        defer { UserDefaults.standard.removePersistentDomain(forName: app.suite) }
        try app.driver.tapRow(at: IndexPath(row: 0, section: 0), in: app.tabs.home.homeView.tableView)
        #expect(app.tabs.journalNavigation.viewControllers.count == 2)
        #expect(app.tabs.journalNavigation.topViewController is EntryDetailViewController)
        #expect(app.driver.exists(.identifier("detail.favorite")))

        try app.driver.tap(app.driver.find(UIButton.self, .label("日记 Journal")))
        #expect(app.tabs.journalNavigation.viewControllers.count == 1)
        #expect(app.tabs.journalNavigation.topViewController === app.tabs.home)
        #expect(!app.driver.exists(.identifier("detail.favorite")))
    }

    @Test func anAboutRowOpensAnAlertThatItsButtonDismisses() throws {
        let app = try audits.launchApp(.light, .large)
        defer { UserDefaults.standard.removePersistentDomain(forName: app.suite) }
        try app.driver.tap(app.driver.find(TabBarButton.self, .label("设置")))
        try app.driver.tap(identifier: "settings.about.privacy")
        #expect(app.driver.findAll(.label("好 OK")).count >= 1)
        try app.driver.tap(app.driver.find(UIButton.self, .label("好 OK")))
        #expect(!app.driver.exists(.label("好 OK")))
    }
}
