import Foundation
import TesseraCore
import TesseraTesting
import TesseraUI
import Testing

/// Taps and scrolling are touches: they leave nothing hovered, and hover follows the pointer when
/// rows move under it (a user's snapshot kept a grey row under a pointer that had left it).
@MainActor
@Suite struct UIDriverTouchHoverTests {
    @Test func aTapLeavesNothingHoveredAndThePointerStaysWhereHoverPutIt() throws {
        let window = UIWindow(device: .iPhoneSE)
        window.clock = TestClock()
        let root = UIView(frame: window.bounds)
        window.rootView = root
        let buttons = ["Save", "Cancel"].enumerated().map { index, title in
            let button = UIButton(type: .system)
            button.setTitle(title, for: .normal)
            button.isPointerInteractionEnabled = true
            button.frame = CGRect(x: 20, y: 100 + CGFloat(index) * 100, width: 120, height: 44)
            root.addSubview(button)
            return button
        }
        let driver = UIDriver(window: window)
        try driver.tap(buttons[0])
        #expect(!buttons[0].isHovered && driver.pointerLocation == nil)
        try driver.hover(buttons[0])
        try driver.tap(buttons[1])
        #expect(buttons[0].isHovered && !buttons[1].isHovered)
        #expect(driver.pointerLocation == CGPoint(x: 80, y: 122))
    }

    @Test func theUsersSequenceEndsWithNoRowHoveredTheSameEveryTime() throws {
        let first = try groceryScreenAfterTheUsersSequence()
        #expect(first.screen.items == ["Milk", "Eggs", "Bread", "Apples", "Pears", "Plums"])
        #expect(greyRows(of: first.screen, in: first.window) == [])
        let second = try groceryScreenAfterTheUsersSequence()
        let (a, b) = (first.window.renderBitmap(), second.window.renderBitmap())
        #expect(ImageDiff(reference: a, actual: b, tolerance: .exact).matches)
        assertSnapshot(of: first.window)
    }

    @Test func scrollingToARowLeavesNoRowHovered() throws {
        let window = UIWindow(device: .iPhoneSE)
        window.clock = TestClock()
        let screen = GroceryViewController(items: (1...40).map { "Item \($0)" })
        window.rootViewController = screen
        let driver = UIDriver(window: window)
        try driver.scroll(to: IndexPath(row: 30, section: 0), in: screen.tableView)
        #expect(greyRows(of: screen, in: window) == [])
    }

    /// The user's steps: add an item with the button, tap a row (which deselects itself), then add
    /// two more from the keyboard without touching the screen.
    private func groceryScreenAfterTheUsersSequence() throws -> (window: UIWindow, screen: GroceryViewController) {
        let window = UIWindow(device: .iPhone15)
        window.clock = TestClock()
        let screen = GroceryViewController()
        window.rootViewController = UINavigationController(rootViewController: screen)
        let driver = UIDriver(window: window)
        try driver.type("Apples", into: .identifier("newItem"))
        try driver.tap(label: "Add")
        try driver.tapRow(at: IndexPath(row: 1, section: 0), in: screen.tableView)
        #expect(screen.selected == "Eggs")
        try driver.type("Pears\n", into: .identifier("newItem"))
        try driver.clearText(in: screen.field)
        try driver.type("Plums", into: screen.field)
        try driver.pressKey(.returnKey)
        try driver.settle()
        return (window, screen)
    }

    /// The rows on screen whose background, right of their text, is not the plain background.
    private func greyRows(of screen: GroceryViewController, in window: UIWindow) -> [Int] {
        let bitmap = window.renderBitmap(scale: 1)
        let table = screen.tableView
        return table.visibleCells.compactMap { cell -> Int? in
            let frame = cell.convert(cell.bounds, to: window).intersection(table.convert(table.bounds, to: window))
            guard frame.height > 10 else { return nil }
            let pixel = bitmap.rgba(atX: Int(frame.maxX) - 20, y: Int(frame.midY))
            return pixel == [255, 255, 255, 255] ? nil : table.indexPath(for: cell)?.row
        }.sorted()
    }
}
