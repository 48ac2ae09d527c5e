import Foundation
import TesseraCore
import TesseraGraphics
import TesseraLayout
import Testing

@testable import TesseraUI

/// Hover states (issue 15, defect 6): the hover recogniser, a button's hover effect and the hover
/// highlight of rows and items under the pointer.
@MainActor
@Suite struct HoverTests {
    /// A window with a card (holding a badge) at (20, 20, 200, 100) and a button at (20, 200, 120, 44).
    private func scene() -> (window: UIWindow, card: UIView, badge: UIView, button: UIButton) {
        let window = UIWindow(device: .iPhoneSE)
        window.clock = TestClock()
        let root = UIView()
        window.rootView = root
        let card = UIView(frame: CGRect(x: 20, y: 20, width: 200, height: 100))
        let badge = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
        card.addSubview(badge)
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        button.frame = CGRect(x: 20, y: 200, width: 120, height: 44)
        root.addSubview(card)
        root.addSubview(button)
        window.layoutIfNeeded()
        return (window, card, badge, button)
    }

    @Test func theHoverRecognizerBeginsChangesAndEndsAsThePointerCrossesItsView() {
        let scene = scene()
        var log: [(UIGestureRecognizer.State, CGPoint)] = []
        let hover = UIHoverGestureRecognizer { recognizer in
            log.append((recognizer.state, recognizer.location(in: scene.card)))
        }
        scene.card.addGestureRecognizer(hover)
        scene.window.send(.hover(CGPoint(x: 5, y: 5)))
        #expect(log.isEmpty)
        scene.window.send(.hover(CGPoint(x: 30, y: 30)))
        scene.window.send(.hover(CGPoint(x: 40, y: 40)))  // over the badge: still inside the card
        scene.window.send(.hover(CGPoint(x: 300, y: 300)))
        #expect(log.map(\.0) == [.began, .changed, .ended])
        #expect(log.map(\.1) == [CGPoint(x: 10, y: 10), CGPoint(x: 20, y: 20), CGPoint(x: 20, y: 20)])
        #expect(hover.state == .possible)
        // It begins again on the next visit, and leaving the window ends it.
        scene.window.send(.hover(CGPoint(x: 50, y: 50)))
        scene.window.send(.pointerExited)
        #expect(log.map(\.0) == [.began, .changed, .ended, .began, .ended])
    }

    @Test func hoverNeverMakesATapFail() {
        let scene = scene()
        var taps = 0
        let hover = UIHoverGestureRecognizer()
        scene.card.addGestureRecognizer(hover)
        scene.card.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })
        scene.window.send(.hover(CGPoint(x: 30, y: 30)))
        scene.window.send(.pointerDown(CGPoint(x: 30, y: 30)))
        scene.window.send(.pointerUp(CGPoint(x: 30, y: 30)))
        #expect(taps == 1)
        #expect(hover.state == .changed)  // the press did not end the hover
    }

    @Test func aButtonIsHoveredOnlyWithPointerInteractionEnabledAndRerunsItsUpdateHandler() {
        let scene = scene()
        var hoveredStates: [Bool] = []
        scene.button.configurationUpdateHandler = { button in hoveredStates.append(button.isHovered) }
        scene.window.layoutIfNeeded()
        hoveredStates.removeAll()
        scene.window.send(.hover(CGPoint(x: 60, y: 220)))
        scene.window.layoutIfNeeded()
        #expect(!scene.button.isHovered)
        #expect(hoveredStates.isEmpty)
        scene.button.isPointerInteractionEnabled = true
        scene.window.layoutIfNeeded()
        #expect(scene.button.isHovered)
        scene.window.send(.hover(CGPoint(x: 300, y: 300)))
        scene.window.layoutIfNeeded()
        #expect(!scene.button.isHovered)
        #expect(hoveredStates == [true, false])
        scene.window.send(.hover(CGPoint(x: 60, y: 220)))
        scene.button.isEnabled = false
        #expect(!scene.button.isHovered)
    }

    @Test func aHoveredButtonDrawsItsHoverPlatterAndLosesItWhenThePointerLeaves() {
        let scene = scene()
        scene.button.isPointerInteractionEnabled = true
        let inside = CGPoint(x: 24, y: 222)  // inside the button, away from its title
        let before = scene.window.renderBitmap(scale: 1).rgba(atX: Int(inside.x), y: Int(inside.y))
        scene.window.send(.hover(CGPoint(x: 60, y: 220)))
        let hovered = scene.window.renderBitmap(scale: 1).rgba(atX: Int(inside.x), y: Int(inside.y))
        scene.window.send(.pointerExited)
        let after = scene.window.renderBitmap(scale: 1).rgba(atX: Int(inside.x), y: Int(inside.y))
        #expect(before == [255, 255, 255, 255])
        #expect(hovered[0] < 245 && hovered[0] == hovered[1] && hovered[1] == hovered[2])  // a grey platter
        #expect(after == before)
    }

    @Test func aRowUnderThePointerShowsAHoverHighlightUnlessSelectionIsOff() {
        let (window, table, model) = hoverTable(titles: ["One", "Two", "Three"])
        defer { withExtendedLifetime(model) {} }  // the table's data source
        let probe = (x: 360, y: 66)  // row 1, right of its text
        let plain = window.renderBitmap(scale: 1).rgba(atX: probe.x, y: probe.y)
        window.send(.hover(CGPoint(x: 200, y: 60)))
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.showsHoverHighlight == true)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.showsHoverHighlight == false)
        let hovered = window.renderBitmap(scale: 1).rgba(atX: probe.x, y: probe.y)
        #expect(hovered != plain)
        table.allowsSelection = false
        window.setNeedsDisplay()
        #expect(window.renderBitmap(scale: 1).rgba(atX: probe.x, y: probe.y) == plain)
        table.allowsSelection = true
        window.send(.hover(CGPoint(x: 200, y: 500)))
        #expect(window.renderBitmap(scale: 1).rgba(atX: probe.x, y: probe.y) == plain)
    }

    /// A table of `titles` (30 rows by default) filling an iPhone SE window, its rows 44 points
    /// tall from the window's top.
    private func hoverTable(titles: [String] = (0..<30).map { "Row \($0)" }) -> (
        window: UIWindow, table: UITableView, model: ListModel
    ) {
        let window = UIWindow(device: .iPhoneSE)
        window.clock = TestClock()
        let model = ListModel(sections: [(nil, titles)])
        let table = UITableView(frame: window.bounds, style: .plain)
        table.contentInsetAdjustmentBehavior = .never
        table.register(TitleCell.self)
        table.dataSource = model
        window.addSubview(table)
        window.layoutIfNeeded()
        return (window, table, model)
    }

    /// The rows whose cells show the hover highlight, after the window's next layout pass.
    private func hoveredRows(in table: UITableView) -> [Int] {
        table.window?.layoutIfNeeded()
        return table.visibleCells.filter(\.showsHoverHighlight).compactMap { table.indexPath(for: $0)?.row }.sorted()
    }

    @Test func rowsScrolledUnderAStillPointerMoveTheHoverWithThem() {
        let (window, table, model) = hoverTable()
        window.send(.hover(CGPoint(x: 200, y: 60)))
        #expect(hoveredRows(in: table) == [1])
        table.setContentOffset(CGPoint(x: 0, y: 88), animated: false)
        #expect(hoveredRows(in: table) == [3])
        withExtendedLifetime(model) {}
    }

    @Test func aRowInsertedAboveAStillPointerPassesTheHoverToTheRowNowUnderIt() {
        let (window, table, model) = hoverTable()
        window.send(.hover(CGPoint(x: 200, y: 60)))
        let hoveredCell = table.cellForRow(at: IndexPath(row: 1, section: 0))
        model.sections[0].rows.insert("New", at: 0)
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .none)
        #expect(hoveredRows(in: table) == [1])
        #expect(hoveredCell?.showsHoverHighlight == false)
    }

    @Test func afterAReloadOnlyTheRowUnderThePointerIsHovered() {
        let (window, table, model) = hoverTable()
        for row in 0..<8 {
            window.send(.hover(CGPoint(x: 200, y: CGFloat(row) * 44 + 22)))
            table.reloadData()
            #expect(hoveredRows(in: table) == [row])
        }
        withExtendedLifetime(model) {}
    }

    @Test func anItemUnderThePointerShowsAHoverHighlight() throws {
        let window = UIWindow(device: .iPhoneSE)
        window.clock = TestClock()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collection.contentInsetAdjustmentBehavior = .never
        collection.register(NumberCell.self)
        let model = NumbersModel([[1, 2, 3]])
        collection.dataSource = model
        window.addSubview(collection)
        window.layoutIfNeeded()
        let frame = try #require(collection.frameForItem(at: IndexPath(item: 1, section: 0)))
        let probe = (x: Int(frame.minX) + 5, y: Int(frame.minY) + 5)
        let plain = window.renderBitmap(scale: 1).rgba(atX: probe.x, y: probe.y)
        window.send(.hover(CGPoint(x: frame.midX, y: frame.midY)))
        #expect(window.renderBitmap(scale: 1).rgba(atX: probe.x, y: probe.y) != plain)
        window.send(.pointerExited)
        #expect(window.renderBitmap(scale: 1).rgba(atX: probe.x, y: probe.y) == plain)
    }
}
