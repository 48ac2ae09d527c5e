import Foundation
import TesseraCore
import TesseraGraphics
import TesseraLayout
import TesseraTesting
import Testing

@testable import TesseraUI

@MainActor
final class TitleCell: ItemCell<String> {
    override func configure(with item: String) {
        super.configure(with: item)
        textLabel?.text = item
    }
}

/// A tall cell whose height depends on its text and on being expanded.
@MainActor
final class NoteCell: ItemCell<String> {
    override func configure(with item: String) {
        super.configure(with: item)
        textLabel?.text = item
        textLabel?.numberOfLines = 0
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let height = super.sizeThatFits(size).height
        return CGSize(width: size.width, height: height + (isExpanded ? 100 : 0))
    }
}

@MainActor
final class ListModel: UITableViewDataSource, UITableViewDelegate {
    var sections: [(title: String?, rows: [String])]
    var selected: [IndexPath] = []
    var expanded: [IndexPath] = []
    var collapsed: [(IndexPath, Bool)] = []
    var deletable = false
    var heights: CGFloat = 44
    var cellType: ItemCell<String>.Type = TitleCell.self

    init(sections: [(title: String?, rows: [String])]) { self.sections = sections }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].rows.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(cellType, for: indexPath)
        cell.configure(with: sections[indexPath.section].rows[indexPath.row])
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].title
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { heights }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
    func tableView(_ tableView: UITableView, didExpandRowAt indexPath: IndexPath) { expanded.append(indexPath) }
    func tableView(_ tableView: UITableView, didCollapseRowAt indexPath: IndexPath, animated: Bool) {
        collapsed.append((indexPath, animated))
    }
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    {
        guard deletable else { return nil }
        let delete = UIContextualAction(style: .destructive, title: "Delete") {
            [weak self, weak tableView] _, _, completion in
            self?.sections[indexPath.section].rows.remove(at: indexPath.row)
            tableView?.deleteRows(at: [indexPath], with: .fade)
            completion(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }
}

@MainActor
@Suite struct TableViewTests {
    let clock = TestClock()

    func make(_ model: ListModel, style: UITableView.Style = .plain, device: DevicePreset = .iPhoneSE) -> (
        UIWindow, UITableView
    ) {
        let window = UIWindow(device: device)
        window.clock = clock
        let table = UITableView(frame: window.bounds, style: style)
        table.contentInsetAdjustmentBehavior = .never
        table.register(TitleCell.self)
        table.register(NoteCell.self)
        table.dataSource = model
        table.delegate = model
        window.addSubview(table)
        window.layoutIfNeeded()
        return (window, table)
    }

    static func rows(_ count: Int) -> [String] { (0..<count).map { "Row \($0)" } }

    @Test func tenThousandRowsKeepAScreenfulOfCells() {
        let model = ListModel(sections: [(nil, Self.rows(10_000))])
        let (window, table) = make(model)
        #expect(table.contentSize.height == 440_000)
        for step in 1...50 {
            table.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 7_000)
            window.layoutIfNeeded()
        }
        #expect(table.visibleCells.count <= 20)
        #expect(table.allocatedCellCount <= 40)
        #expect(table.visibleCells.first?.textLabel?.text == "Row \(Int(table.contentOffset.y / 44) - 1)")
    }

    @Test func scrollToRow900AndTapIt() {
        let model = ListModel(sections: [(nil, Self.rows(1000))])
        let (window, table) = make(model)
        table.scrollToRow(at: IndexPath(row: 900, section: 0), at: .top, animated: false)
        window.layoutIfNeeded()
        let rect = table.convert(table.rectForRow(at: IndexPath(row: 900, section: 0)), to: nil)
        #expect(rect.minY == 0)
        window.send(.pointerDown(CGPoint(x: rect.midX, y: rect.midY)))
        #expect(table.cellForRow(at: IndexPath(row: 900, section: 0))?.isHighlighted == true)
        window.send(.pointerUp(CGPoint(x: rect.midX, y: rect.midY)))
        #expect(model.selected == [IndexPath(row: 900, section: 0)])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 900, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 900, section: 0))?.isSelected == true)
    }

    @Test func aDragScrollsInsteadOfSelecting() {
        let model = ListModel(sections: [(nil, Self.rows(100))])
        let (window, table) = make(model)
        window.send(.pointerDown(CGPoint(x: 100, y: 300)))
        window.send(.pointerMoved(CGPoint(x: 100, y: 250)))
        window.send(.pointerMoved(CGPoint(x: 100, y: 200)))
        window.send(.pointerUp(CGPoint(x: 100, y: 200)))
        #expect(model.selected.isEmpty)
        #expect(table.contentOffset.y >= 100)
        #expect(table.visibleCells.allSatisfy { !$0.isHighlighted })
    }

    @Test func sectionsHaveHeadersAndRowsInOrder() {
        let model = ListModel(sections: [("Today", ["a", "b"]), ("Yesterday", ["c"])])
        let (_, table) = make(model)
        #expect(table.numberOfSections == 2)
        #expect(table.numberOfRows(inSection: 1) == 1)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 144)  // header 28, two rows, header 28
        #expect(table.headerView(forSection: 0)?.textLabel?.text == "Today")
        #expect(table.headerView(forSection: 1)?.textLabel?.text == "Yesterday")
    }

    @Test func selfSizingRowsMeasureTheirCells() {
        let model = ListModel(sections: [
            (nil, ["Short", String(repeating: "A much longer note that wraps. ", count: 8)])
        ])
        model.heights = UITableView.automaticDimension
        model.cellType = NoteCell.self
        let (_, table) = make(model)
        let short = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
        let long = table.rectForRow(at: IndexPath(row: 1, section: 0)).height
        #expect(short == 44)
        #expect(long > 100)
        #expect(table.contentSize.height == short + long)
    }

    /// Rows size themselves by default, as in UIKit since iOS 11: a cell with a secondary line is
    /// taller than the 44 points a one-line cell keeps.
    @Test func rowsSizeThemselvesByDefault() {
        final class Source: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
                var content = cell.defaultContentConfiguration()
                content.text = "Lin"
                content.secondaryText = indexPath.row == 1 ? "Mobile" : nil
                cell.contentConfiguration = content
                return cell
            }
        }
        let window = UIWindow(device: .iPhoneSE)
        let table = UITableView(frame: window.bounds)
        #expect(table.rowHeight == UITableView.automaticDimension)
        let source = Source()
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = source
        window.addSubview(table)
        window.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height > 50)
    }

    @Test func selfSizedRowsAreMeasuredAgainWhenTheWidthChanges() {
        let model = ListModel(sections: [(nil, [String(repeating: "A much longer note that wraps. ", count: 8)])])
        model.heights = UITableView.automaticDimension
        model.cellType = NoteCell.self
        let (window, table) = make(model)
        let wide = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
        table.frame.size.width = 160  // a narrow first pass, as a container laid out in steps gives
        window.layoutIfNeeded()
        let narrow = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
        #expect(narrow > wide)
        table.frame.size.width = window.bounds.width
        window.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == wide)
    }

    @Test func deletingARowSlidesTheRestUp() {
        let model = ListModel(sections: [(nil, Self.rows(5))])
        let (_, table) = make(model)
        model.sections[0].rows.remove(at: 1)
        table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
        #expect(table.numberOfRows(inSection: 0) == 4)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "Row 2")
        clock.advance(by: .seconds(1))
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["Row 0", "Row 2", "Row 3", "Row 4"])
        #expect(table.visibleCells.map(\.frame.minY) == [0, 44, 88, 132])
    }

    @Test func insertingARowFadesItIn() {
        let model = ListModel(sections: [(nil, Self.rows(3))])
        let (_, table) = make(model)
        model.sections[0].rows.insert("New", at: 0)
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "New")
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "Row 0")
        clock.advance(by: .seconds(1))
        #expect(table.visibleCells.map(\.frame.minY) == [0, 44, 88, 132])
    }

    @Test func swipeLeftThenTapDeleteRemovesTheRow() {
        let model = ListModel(sections: [(nil, Self.rows(5))])
        model.deletable = true
        let (window, table) = make(model)
        let y: CGFloat = 44 * 2 + 22
        window.send(.pointerDown(CGPoint(x: 300, y: y)))
        window.send(.pointerMoved(CGPoint(x: 280, y: y)))
        window.send(.pointerMoved(CGPoint(x: 150, y: y)))
        window.send(.pointerUp(CGPoint(x: 150, y: y)))
        clock.advance(by: .seconds(1))
        #expect(table.swipedIndexPath == IndexPath(row: 2, section: 0))
        #expect(table.revealedSwipeActionTitles == ["Delete"])
        #expect(table.contentOffset.y == 0)
        window.send(.pointerDown(CGPoint(x: 335, y: y)))
        window.send(.pointerUp(CGPoint(x: 335, y: y)))
        clock.advance(by: .seconds(1))
        #expect(model.sections[0].rows == ["Row 0", "Row 1", "Row 3", "Row 4"])
        #expect(table.numberOfRows(inSection: 0) == 4)
        #expect(model.selected.isEmpty)
    }

    @Test func onlyOneRowIsExpandedAtATime() {
        let model = ListModel(sections: [(nil, Self.rows(30))])
        model.heights = UITableView.automaticDimension
        model.cellType = NoteCell.self
        let (_, table) = make(model)
        table.expandRow(at: IndexPath(row: 1, section: 0), animated: true)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 144)
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).minY == 188)  // 44 above, 144 expanded
        table.expandRow(at: IndexPath(row: 3, section: 0), animated: false)
        #expect(table.expandedIndexPath == IndexPath(row: 3, section: 0))
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 44)
        #expect(model.expanded == [IndexPath(row: 1, section: 0), IndexPath(row: 3, section: 0)])
        #expect(model.collapsed.map(\.0) == [IndexPath(row: 1, section: 0)])
        table.collapseExpandedRow(animated: false)
        #expect(model.collapsed.last.map { $0.1 } == false)
        #expect(table.expandedIndexPath == nil)
    }

    @Test func anExpandedRowNearTheBottomScrollsIntoView() {
        let model = ListModel(sections: [(nil, Self.rows(30))])
        model.heights = UITableView.automaticDimension
        model.cellType = NoteCell.self
        let (window, table) = make(model)
        table.expandRow(at: IndexPath(row: 14, section: 0), animated: false)
        window.layoutIfNeeded()
        let rect = table.rectForRow(at: IndexPath(row: 14, section: 0))
        #expect(rect.maxY <= table.contentOffset.y + table.bounds.height)
        #expect(rect.minY >= table.contentOffset.y)
    }

    /// A new text size or scale takes the cells off screen to measure them again; each row gets its
    /// own cell back, so what a cell was given outside `cellForRowAt` stays on its row in every run.
    @Test(arguments: 0..<5) func aTraitChangeGivesEachRowItsOwnCellBack(run: Int) {
        let model = ListModel(sections: [(nil, Self.rows(8)), ("Second", Self.rows(4))])
        let (window, table) = make(model, style: .insetGrouped)
        let paths = table.indexPathsForVisibleRows ?? []
        let before = paths.map { table.cellForRow(at: $0) }
        #expect(paths.count > 8)
        window.windowTraits = window.windowTraits.modifyingTraits { $0.preferredContentSizeCategory = .extraExtraLarge }
        window.layoutIfNeeded()
        window.windowTraits = window.windowTraits.modifyingTraits { $0.displayScale = 3 }
        window.layoutIfNeeded()
        let after = paths.map { table.cellForRow(at: $0) }
        #expect(zip(before, after).allSatisfy { $0 != nil && $0 === $1 })
    }

    @Test func groupedTableLight() {
        let (table, model) = groupedScreen()
        _ = withExtendedLifetime(model) { assertSnapshot(of: table, appearance: .light) }
    }

    @Test func groupedTableDark() {
        let (table, model) = groupedScreen()
        _ = withExtendedLifetime(model) { assertSnapshot(of: table, appearance: .dark) }
    }

    /// The table holds its data source weakly: callers keep the model alive.
    func groupedScreen() -> (UITableView, ListModel) {
        let model = ListModel(sections: [
            ("今天 Today", ["晨跑 Morning run", "Reading notes", "和妈妈包饺子"]), ("Earlier", ["Release week", "雨天的咖啡馆"]),
        ])
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 420), style: .insetGrouped)
        table.register(TitleCell.self)
        table.dataSource = model
        table.delegate = model
        table.layoutIfNeeded()
        table.cellForRow(at: IndexPath(row: 1, section: 0))?.accessoryType = .disclosureIndicator
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        return (table, model)
    }
}
