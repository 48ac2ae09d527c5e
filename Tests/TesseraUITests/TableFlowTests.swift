import Foundation
import TesseraCore
import TesseraGraphics
import TesseraLayout
import TesseraTesting
import TesseraUI
import Testing

/// A note cell that grows by 100 points while expanded.
@MainActor
final class FlowNoteCell: ItemCell<String> {
    override func configure(with item: String) {
        super.configure(with: item)
        textLabel?.text = item
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: 44 + (isExpanded ? 100 : 0))
    }
}

/// A list of rows as a person's app would have it: selecting a row toggles its expansion
/// (Acheron's expandable table) or records it, and rows can be deleted by swiping.
@MainActor
final class FlowListModel: UITableViewDataSource, UITableViewDelegate {
    var rows: [String]
    var expandsOnSelection = false
    var selected: [Int] = []
    var expanded: [Int] = []
    var collapsed: [Int] = []
    var deleted: [String] = []

    init(count: Int) { rows = (0..<count).map { "Row \($0)" } }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(FlowNoteCell.self, for: indexPath)
        cell.configure(with: rows[indexPath.row])
        return cell
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        expandsOnSelection ? UITableView.automaticDimension : 44
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selected.append(indexPath.row)
        if expandsOnSelection {
            tableView.deselectRow(at: indexPath, animated: false)
            tableView.toggleExpansion(at: indexPath, animated: true)
        }
    }
    func tableView(_ tableView: UITableView, didExpandRowAt indexPath: IndexPath) { expanded.append(indexPath.row) }
    func tableView(_ tableView: UITableView, didCollapseRowAt indexPath: IndexPath, animated: Bool) {
        collapsed.append(indexPath.row)
    }
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    {
        let delete = UIContextualAction(style: .destructive, title: "Delete") {
            [weak self, weak tableView] _, _, completion in
            guard let self else { return completion(false) }
            self.deleted.append(self.rows.remove(at: indexPath.row))
            tableView?.deleteRows(at: [indexPath], with: .fade)
            completion(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }
}

/// Issue 5's list acceptance flows, driven by `UIDriver` through real input events.
@MainActor
@Suite struct TableFlowTests {
    let clock = TestClock()

    /// A full-window plain table on an iPhone SE (status bar inset 20 points), on the test clock.
    func make(_ model: FlowListModel) -> (UIWindow, UITableView, UIDriver) {
        let window = UIWindow(device: .iPhoneSE)
        window.clock = clock
        let table = UITableView(frame: window.bounds)
        table.register(FlowNoteCell.self)
        table.dataSource = model
        table.delegate = model
        window.rootView = table
        window.layoutIfNeeded()
        return (window, table, UIDriver(window: window))
    }

    func row(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }

    @Test func scrollA1000RowTableToRow900AndTapIt() throws {
        let model = FlowListModel(count: 1_000)
        let (_, table, driver) = make(model)
        #expect(!driver.exists(.text("Row 900")))  // no cell yet: rows off screen have none
        try driver.tapRow(at: row(900), in: table)
        #expect(model.selected == [900])
        #expect(table.indexPathForSelectedRow == row(900))
        let cell = try #require(table.cellForRow(at: row(900)))
        #expect(cell.isSelected)
        #expect(cell.textLabel?.text == "Row 900")
        #expect(table.allocatedCellCount <= 40)  // cells were reused on the way
    }

    @Test func scrollToARowThenTapItByItsText() throws {
        let model = FlowListModel(count: 1_000)
        let (_, table, driver) = make(model)
        let cell = try driver.scroll(to: row(900), in: table)
        #expect(cell.textLabel?.text == "Row 900")
        let visible = table.convert(table.rectForRow(at: row(900)), to: nil)
        #expect(visible.maxY <= 667)  // the whole row shows
        try driver.tap(label: "Row 900")
        #expect(model.selected == [900])
    }

    @Test func scrollingBackUpToTheFirstRow() throws {
        let model = FlowListModel(count: 1_000)
        let (_, table, driver) = make(model)
        try driver.scroll(to: row(500), in: table)
        try driver.tapRow(at: row(0), in: table)
        #expect(model.selected == [0])
        #expect(table.contentOffset.y == -20)  // back at the top, under the status bar inset
    }

    @Test func expandAndCollapseRowsOneAtATime() throws {
        let model = FlowListModel(count: 30)
        model.expandsOnSelection = true
        let (_, table, driver) = make(model)
        try driver.tap(label: "Row 3")
        #expect(table.expandedIndexPath == row(3))
        #expect(table.rectForRow(at: row(3)).height == 144)
        // 3 rows of 44 and the expanded 144: the slide finished
        #expect(table.cellForRow(at: row(4))?.frame.minY == 276)
        try driver.tap(label: "Row 5")
        #expect(table.expandedIndexPath == row(5))
        #expect(table.rectForRow(at: row(3)).height == 44)
        #expect(table.rectForRow(at: row(5)).height == 144)
        try driver.tap(label: "Row 5")
        #expect(table.expandedIndexPath == nil)
        #expect(table.rectForRow(at: row(5)).height == 44)
        #expect(model.expanded == [3, 5])
        #expect(model.collapsed == [3, 5])
        #expect(table.visibleCells.allSatisfy { !$0.isExpanded })
        #expect(table.contentSize.height == 1_320)  // 30 rows of 44
    }

    @Test func anExpandedRowAtTheBottomEdgeScrollsWhollyIntoView() throws {
        let model = FlowListModel(count: 30)
        model.expandsOnSelection = true
        let (window, table, driver) = make(model)
        let last = try #require(
            table.indexPathsForVisibleRows?.last { row in
                table.convert(table.rectForRow(at: row), to: nil).maxY <= window.bounds.maxY
            })
        try driver.tapRow(at: last, in: table)
        #expect(table.expandedIndexPath == last)
        let shown = table.convert(table.rectForRow(at: last), to: nil)
        #expect(shown.height == 144)
        #expect(shown.maxY <= window.bounds.maxY)
    }

    @Test func swipeLeftRevealsDeleteAndTappingItDeletesTheRow() throws {
        let model = FlowListModel(count: 5)
        let (_, table, driver) = make(model)
        let cell = try #require(table.cellForRow(at: row(2)))
        try driver.swipe(.left, on: cell)
        #expect(table.swipedIndexPath == row(2))
        #expect(table.revealedSwipeActionTitles == ["Delete"])
        try driver.tap(label: "Delete")
        #expect(model.deleted == ["Row 2"])
        #expect(table.numberOfRows(inSection: 0) == 4)
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["Row 0", "Row 1", "Row 3", "Row 4"])
        #expect(table.visibleCells.map(\.frame.minY) == [0, 44, 88, 132])  // the slide finished
        #expect(model.selected.isEmpty)
        #expect(!driver.exists(.label("Delete")))
    }

    @Test func aFullSwipeDeletesWithoutATap() throws {
        let model = FlowListModel(count: 5)
        let (_, table, driver) = make(model)
        try driver.swipe(.left, on: driver.find(.text("Row 1")), distance: 300)
        #expect(model.deleted == ["Row 1"])
        #expect(table.swipedIndexPath == nil)
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["Row 0", "Row 2", "Row 3", "Row 4"])
    }

    @Test func aShortSwipeSnapsBackAndDeletesNothing() throws {
        let model = FlowListModel(count: 5)
        let (_, table, driver) = make(model)
        try driver.swipe(.left, on: driver.find(.text("Row 1")), distance: 30)
        #expect(table.swipedIndexPath == nil)
        #expect(model.deleted.isEmpty)
        #expect(!driver.exists(.label("Delete")))
    }

    @Test func tappingElsewhereClosesOpenSwipeActions() throws {
        let model = FlowListModel(count: 5)
        let (_, table, driver) = make(model)
        try driver.swipe(.left, on: driver.find(.text("Row 2")))
        #expect(table.swipedIndexPath == row(2))
        try driver.tap(label: "Row 0")
        #expect(table.swipedIndexPath == nil)
        #expect(model.selected.isEmpty)  // the tap only closed the actions
        #expect(model.deleted.isEmpty)
    }
}
