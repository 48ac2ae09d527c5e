import Foundation
import TesseraCore
import TesseraTesting
import TesseraUI
import Testing

/// Asking the driver for a table row that does not exist throws, naming the row and what the table
/// has, where it stopped the process.
@MainActor
@Suite struct UIDriverRowTests {
    private func groceries() -> (driver: UIDriver, screen: GroceryViewController) {
        let window = UIWindow(device: .iPhoneSE)
        window.clock = TestClock()
        let screen = GroceryViewController()
        window.rootViewController = screen
        return (UIDriver(window: window), screen)
    }

    @Test func scrollingToARowPastTheEndThrowsNoSuchRow() throws {
        let (driver, screen) = groceries()
        let table = screen.tableView
        let error = UIDriverError.noSuchRow(
            path: driver.path(of: table), indexPath: IndexPath(row: 99, section: 0), rowCounts: [3])
        #expect(throws: error) { try driver.scroll(to: IndexPath(row: 99, section: 0), in: table) }
        #expect(error.description == "\(driver.path(of: table)) has no row 99 in section 0, which has 3 rows")
        #expect(table.contentOffset == .zero)
    }

    @Test func tappingARowInAMissingSectionThrowsNoSuchRow() throws {
        let (driver, screen) = groceries()
        let table = screen.tableView
        let error = UIDriverError.noSuchRow(
            path: driver.path(of: table), indexPath: IndexPath(row: 0, section: 2), rowCounts: [3])
        #expect(throws: error) { try driver.tapRow(at: IndexPath(row: 0, section: 2), in: table) }
        #expect(error.description == "\(driver.path(of: table)) has no section 2; it has 1 section")
        #expect(screen.selected == nil)
    }

    @Test func anIndexPathThatIsNotASectionAndARowThrowsNoSuchRow() throws {
        let (driver, screen) = groceries()
        let table = screen.tableView
        let error = UIDriverError.noSuchRow(
            path: driver.path(of: table), indexPath: IndexPath(index: 1), rowCounts: [3])
        #expect(throws: error) { try driver.tapRow(at: IndexPath(index: 1), in: table) }
        #expect(
            error.description == "\(driver.path(of: table)) has no row [1]: a row's index path is a section and a row")
    }

    @Test func negativeRowsAndSectionsThrowNoSuchRow() throws {
        let (driver, screen) = groceries()
        #expect(throws: UIDriverError.self) {
            try driver.tapRow(at: IndexPath(row: -1, section: 0), in: screen.tableView)
        }
        #expect(throws: UIDriverError.self) {
            try driver.tapRow(at: IndexPath(row: 0, section: -1), in: screen.tableView)
        }
    }

    @Test func anExistingRowStillScrollsAndTaps() throws {
        let (driver, screen) = groceries()
        try driver.tapRow(at: IndexPath(row: 2, section: 0), in: screen.tableView)
        #expect(screen.selected == "Bread")
    }
}
