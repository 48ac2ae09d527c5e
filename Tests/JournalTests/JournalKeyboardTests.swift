import Foundation
import Tessera
import TesseraTesting
import Testing

@testable import Journal

/// The journal used from the keyboard alone (issue 15, defects 3 and 6).
@MainActor
@Suite struct JournalKeyboardTests {
    let audits = JournalAppAuditTests()

    private func key(_ driver: UIDriver, _ key: Key, _ modifiers: KeyModifiers = [], times: Int = 1) throws {
        for _ in 0..<times { try driver.pressKey(key, modifiers: modifiers) }
    }

    private func composeScreen(_ tabs: JournalTabBarController) throws -> ComposeViewController {
        let navigation = try #require(tabs.presentedViewController as? UINavigationController)
        return try #require(navigation.topViewController as? ComposeViewController)
    }

    /// Defect 3: Tab from the sheet's title field went to the home search field behind the sheet.
    @Test func tabFromTheComposeTitleStaysInTheSheet() throws {
        let app = try audits.launchApp(.light, .large)
        defer { UserDefaults.standard.removePersistentDomain(forName: app.suite) }
        app.tabs.compose()
        try app.driver.settle()
        let compose = try composeScreen(app.tabs)
        try app.driver.type("Title", into: compose.formView.titleField)
        try key(app.driver, .tab)
        #expect(app.window.firstResponder === compose.formView.bodyTextView)
        try app.driver.type("Body text")
        #expect(app.tabs.home.homeView.searchField.text == "")
        #expect(compose.model.body == "Body text")
        // Round the whole sheet: focus never leaves it.
        for _ in 0..<20 {
            try key(app.driver, .tab)
            let focused = try #require(app.window.focusedView)
            #expect(focused.isDescendant(of: compose.navigationController!.view))
        }
    }

    /// Defect 3: a search that finds nothing left an empty list with no message.
    @Test func aSearchWithoutResultsSaysSo() throws {
        let app = try audits.launchApp(.light, .large)
        defer { UserDefaults.standard.removePersistentDomain(forName: app.suite) }
        let home = app.tabs.home.homeView
        try app.driver.type("zzzz", into: home.searchField)
        try app.driver.settle()
        #expect(home.model.sections.isEmpty)
        #expect(home.tableView.backgroundView === home.emptyStateLabel)
        #expect(home.emptyStateLabel.window != nil)
        #expect(home.emptyStateLabel.text == "没有找到“zzzz” No results for “zzzz”")
        try app.driver.clearText(in: home.searchField)
        try app.driver.settle()
        #expect(home.tableView.backgroundView == nil)
    }

    /// Defect 3: Cancel threw away a draft with text without asking.
    @Test func cancelAsksBeforeDiscardingADraft() throws {
        let app = try audits.launchApp(.light, .large)
        defer { UserDefaults.standard.removePersistentDomain(forName: app.suite) }
        let before = try app.tabs.environment.repository.entries().count
        // An untouched draft closes at once.
        app.tabs.compose()
        try app.driver.settle()
        try app.driver.tap(identifier: "compose.cancel")
        #expect(app.tabs.presentedViewController == nil)

        app.tabs.compose()
        try app.driver.settle()
        let compose = try composeScreen(app.tabs)
        try app.driver.type("Half a thought", into: compose.formView.titleField)
        try app.driver.tap(identifier: "compose.cancel")
        let question = try #require(compose.presentedViewController as? UIAlertController)
        #expect(question.alertTitle == "放弃更改？Discard changes?")
        try app.driver.tap(app.driver.find(UIButton.self, .label("继续编辑 Keep Editing")))
        #expect(app.tabs.presentedViewController != nil)
        #expect(compose.model.title == "Half a thought")

        // Escape on the sheet asks the same question instead of dismissing.
        try key(app.driver, .escape)
        #expect(compose.presentedViewController is UIAlertController)
        try key(app.driver, .escape)  // the alert's cancel action: keep editing
        #expect(compose.presentedViewController == nil)
        #expect(app.tabs.presentedViewController != nil)

        try app.driver.tap(identifier: "compose.cancel")
        try app.driver.tap(app.driver.find(UIButton.self, .label("放弃更改 Discard Changes")))
        #expect(app.tabs.presentedViewController == nil)
        #expect(try app.tabs.environment.repository.entries().count == before)
    }

    /// Defect 6: writes, saves, finds and deletes an entry without the pointer.
    @Test func writeSaveFindAndDeleteWithTheKeyboardOnly() throws {
        let app = try audits.launchApp(.light, .large)
        defer { UserDefaults.standard.removePersistentDomain(forName: app.suite) }
        let repository = app.tabs.environment.repository
        let driver = app.driver

        // Write: Ctrl+N opens the editor with the cursor in the title; Tab goes on to the body.
        try key(driver, .character("n"), .control)
        let compose = try composeScreen(app.tabs)
        #expect(app.window.firstResponder === compose.formView.titleField)
        try driver.type("Keyboard only 键盘")
        try key(driver, .tab)
        #expect(app.window.firstResponder === compose.formView.bodyTextView)
        try driver.type("Written without touching the mouse.")

        // Save: Shift-Tab back past the title to the Save button, Return presses it.
        try key(driver, .tab, .shift, times: 2)
        let save = try #require(app.window.focusedView as? UIButton)
        #expect(save.accessibilityIdentifier == "compose.save")
        #expect(app.window.focusRingView === save)
        try key(driver, .returnKey)
        try driver.settle()
        #expect(app.tabs.presentedViewController == nil)
        #expect(try repository.entries(matching: "Keyboard only").count == 1)

        // Find: Ctrl+F focuses the search field; typing filters the list.
        try key(driver, .character("f"), .control)
        let home = app.tabs.home.homeView
        #expect(app.window.firstResponder === home.searchField)
        try driver.type("Keyboard only")
        try driver.settle()
        #expect(home.model.entryCount == 1)

        // Delete: Tab past the mood filter into the list, Delete removes the focused entry.
        try key(driver, .tab, times: 2)
        #expect(app.window.focusedView === home.tableView)
        #expect(home.tableView.indexPathForFocusedRow == IndexPath(row: 0, section: 0))
        #expect(app.window.focusRingView === home.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        try key(driver, .deleteForward)
        try driver.settle()
        #expect(try repository.entries(matching: "Keyboard only").isEmpty)
        #expect(home.emptyStateLabel.text == "没有找到“Keyboard only” No results for “Keyboard only”")
    }

    /// Defect 6: in the list, arrows, Page Down, End and Home move the focused row and keep it in
    /// view; Return opens it; Escape comes back.
    @Test func theListMovesWithArrowsPagesHomeAndEnd() throws {
        let app = try audits.launchApp(.light, .large)
        defer { UserDefaults.standard.removePersistentDomain(forName: app.suite) }
        let table = app.tabs.home.homeView.tableView
        let driver = app.driver
        for _ in 0..<30 where app.window.focusedView !== table { try key(driver, .tab) }
        #expect(app.window.focusedView === table)
        #expect(table.indexPathForFocusedRow == IndexPath(row: 0, section: 0))
        try key(driver, .downArrow)
        let second = try #require(table.indexPathForFocusedRow)
        #expect(second != IndexPath(row: 0, section: 0))
        try key(driver, .end)
        let last = IndexPath(
            row: table.numberOfRows(inSection: table.numberOfSections - 1) - 1, section: table.numberOfSections - 1)
        #expect(table.indexPathForFocusedRow == last)
        #expect(table.indexPathsForVisibleRows?.contains(last) == true)
        #expect(table.contentOffset.y > 0)
        try key(driver, .home)
        #expect(table.indexPathForFocusedRow == IndexPath(row: 0, section: 0))
        try key(driver, .pageDown)
        let paged = try #require(table.indexPathForFocusedRow)
        #expect(paged > second)
        try key(driver, .returnKey)
        try driver.settle()
        #expect(app.tabs.journalNavigation.topViewController is EntryDetailViewController)
        try key(driver, .escape)
        try driver.settle()
        #expect(app.tabs.journalNavigation.viewControllers.count == 1)
        try key(driver, .returnKey)
        try driver.settle()
        try key(driver, .leftArrow, .option)
        try driver.settle()
        #expect(app.tabs.journalNavigation.viewControllers.count == 1)
    }
}
