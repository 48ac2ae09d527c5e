import Foundation
import ReadingList
import TesseraCore
import TesseraTesting
import Testing
import UIKit

/// The UIKit example app, unchanged iOS code, driven as a user would: its screens as snapshots and
/// what a tap or a typed title does.
@MainActor
@Suite struct ReadingListTests {
    private func launch(_ style: UIUserInterfaceStyle = .light) throws -> (UIWindow, UIDriver, BookShelf) {
        let shelf = BookShelf.sample()
        let clock = TestClock()
        let window = UIWindow(device: .iPhone15)
        window.clock = clock
        window.overrideUserInterfaceStyle = style
        window.rootViewController = ReadingListApp.makeRootViewController(shelf: shelf)
        let driver = UIDriver(window: window, clock: clock)
        try driver.settle()
        return (window, driver, shelf)
    }

    @Test func listInLightAndDark() throws {
        let (light, _, _) = try launch(.light)
        assertSnapshot(of: light, named: "light")
        let (dark, _, _) = try launch(.dark)
        assertSnapshot(of: dark, named: "dark")
    }

    @Test func tappingARowPushesTheBooksDetail() throws {
        let (window, driver, _) = try launch()
        try driver.tapRow(at: IndexPath(row: 0, section: 0), in: try driver.find(UITableView.self))
        try driver.settle()
        let navigation = try #require(window.rootViewController as? UINavigationController)
        #expect(navigation.viewControllers.count == 2)
        #expect(navigation.topViewController is BookDetailViewController)
        assertSnapshot(of: window)
    }

    @Test func theSortMenuOrdersTheRowsAndChecksItsChoice() throws {
        let (window, driver, shelf) = try launch()
        let table = try driver.find(UITableView.self)
        func rowTitles() -> [String] {
            (0..<table.numberOfRows(inSection: 0)).compactMap { row in  // a row reads "title, author, …"
                table.cellForRow(at: IndexPath(row: row, section: 0))?.accessibilityLabel?
                    .components(separatedBy: ", ").first
            }
        }
        #expect(rowTitles() == shelf.books.map(\.title))
        try driver.tap(label: "Sort")
        #expect(driver.openMenuTitles == ["Date Added", "Title", "Author"])
        try driver.chooseMenuItem("Author")
        try driver.settle()
        #expect(rowTitles() == shelf.books.sorted { $0.author < $1.author }.map(\.title))
        try driver.tap(label: "Sort")
        assertSnapshot(of: window, named: "menu")
        try driver.chooseMenuItem("Title")
        try driver.settle()
        #expect(rowTitles() == shelf.books.map(\.title).sorted())
    }

    @Test func addingABookInsertsItsRow() throws {
        let (window, driver, shelf) = try launch()
        let before = shelf.books.count
        try driver.tap(identifier: "addBook")
        try driver.settle()
        try driver.type("Piranesi", into: .identifier("title"))
        try driver.type("Susanna Clarke", into: .identifier("author"))
        assertSnapshot(of: window, named: "form")
        try driver.tap(identifier: "saveBook")
        try driver.settle()
        #expect(shelf.books.count == before + 1)
        #expect(shelf.books.contains { $0.title == "Piranesi" && $0.author == "Susanna Clarke" })
        let table = try driver.find(UITableView.self)
        #expect(table.numberOfRows(inSection: 0) == before + 1)
    }
}

/// The app's delegates, as iOS runs them: launching connects the scene, whose window shows the list.
@MainActor
@Suite struct ReadingListSceneTests {
    @Test func theSceneDelegateShowsTheList() throws {
        let application = UIApplication()
        let appDelegate = AppDelegate()
        application.delegate = appDelegate
        application.declareSceneConfiguration { SceneDelegate() }
        #expect(application.finishLaunching())
        let scene = try #require(application.connectScene() as? UIWindowScene)
        let window = try #require((scene.delegate as? SceneDelegate)?.window)
        #expect(scene.keyWindow === window)
        let navigation = try #require(window.rootViewController as? UINavigationController)
        #expect(navigation.topViewController is BookListViewController)
    }
}
