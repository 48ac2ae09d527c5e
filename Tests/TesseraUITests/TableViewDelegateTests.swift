import Foundation
import TesseraCore
import TesseraGraphics
import TesseraLayout
import Testing

@testable import TesseraUI

/// A cell made the iOS way: its own `init(style:reuseIdentifier:)`, counting reuse.
@MainActor
final class SubtitleCell: UITableViewCell {
    private(set) var madeWithIdentifier: String?
    private(set) var reuseCount = 0

    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        madeWithIdentifier = reuseIdentifier
    }

    required init?(coder: NSCoder) { nil }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
    }
}

/// A data source and delegate that log every call a tap or a scroll makes, in order.
@MainActor
final class LoggingListModel: UITableViewDataSource, UITableViewDelegate {
    var rows: [[String]]
    var log: [String] = []
    var redirectSelection: [IndexPath: IndexPath?] = [:]
    var editable = false
    var committed: [IndexPath] = []
    var leadingActions = false
    var headerViews = false

    init(_ rows: [[String]]) { self.rows = rows }

    func numberOfSections(in tableView: UITableView) -> Int { rows.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows[section].count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "subtitle", for: indexPath)
        cell.textLabel?.text = rows[indexPath.section][indexPath.row]
        return cell
    }
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { editable }
    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        committed.append(indexPath)
        rows[indexPath.section].remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        log.append("willDisplay \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        log.append("didEndDisplaying \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        log.append("shouldHighlight \(indexPath.row)")
        return true
    }
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        log.append("didHighlight \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        log.append("didUnhighlight \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willSelect \(indexPath.row)")
        return redirectSelection[indexPath] ?? indexPath
    }
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willDeselect \(indexPath.row)")
        return indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.append("didSelect \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        log.append("didDeselect \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    {
        guard leadingActions else { return nil }
        let pin = UIContextualAction(style: .normal, title: "Pin") { [weak self] action, view, completion in
            self?.log.append("pin \(indexPath.row) \(action.title ?? "") \(view is SwipeActionView)")
            completion(true)
        }
        pin.backgroundColor = .systemOrange
        return UISwipeActionsConfiguration(actions: [pin])
    }
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        guard headerViews else { return nil }
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "banner")
        var content = header?.defaultContentConfiguration()
        content?.text = "Section \(section)"
        header?.contentConfiguration = content
        return header
    }
    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        log.append("willDisplayHeader \(section)")
    }
}

@MainActor
@Suite struct TableViewDelegateTests {
    let clock = TestClock()

    func make(_ model: LoggingListModel, style: UITableView.Style = .plain) -> (UIWindow, UITableView) {
        let window = UIWindow(device: .iPhoneSE)
        window.clock = clock
        let table = UITableView(frame: window.bounds, style: style)
        table.contentInsetAdjustmentBehavior = .never
        table.register(SubtitleCell.self, forCellReuseIdentifier: "subtitle")
        table.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "banner")
        table.dataSource = model
        table.delegate = model
        window.addSubview(table)
        window.layoutIfNeeded()
        return (window, table)
    }

    func tap(_ window: UIWindow, _ point: CGPoint) {
        window.send(.pointerDown(point))
        window.send(.pointerUp(point))
    }

    static func rows(_ count: Int) -> [String] { (0..<count).map { "Row \($0)" } }

    @Test func registeredCellsAreMadeWithTheirOwnInitialiserAndReused() throws {
        let model = LoggingListModel([Self.rows(100)])
        let (window, table) = make(model)
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? SubtitleCell)
        #expect(first.reuseIdentifier == "subtitle")
        #expect(first.detailTextLabel != nil)  // the subclass chose `.subtitle`
        #expect(first.textLabel?.text == "Row 0")
        table.contentOffset.y = 1_000
        window.layoutIfNeeded()
        let reused = table.visibleCells.compactMap { $0 as? SubtitleCell }.filter { $0.reuseCount > 0 }
        #expect(!reused.isEmpty)
        #expect(table.indexPath(for: reused[0]).map { table.cellForRow(at: $0) === reused[0] } == true)
        #expect(table.dequeueReusableCell(withIdentifier: "unknown") == nil)
        #expect(table.dequeueReusableCell(withIdentifier: "subtitle") is SubtitleCell)
    }

    @Test func aCellMadeByTheDataSourceWithAnIdentifierIsReusedUnderIt() {
        let made = UITableViewCell(style: .value1, reuseIdentifier: "value")
        made.textLabel?.text = "Font"
        made.detailTextLabel?.text = "17 pt"
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        #expect(table.dequeueReusableCell(withIdentifier: "value") == nil)
        table.cellPool.enqueue(made)
        let again = table.dequeueReusableCell(withIdentifier: "value")
        #expect(again === made)
        #expect(made.detailTextLabel?.textColor == .secondaryLabel)
        #expect(UITableViewCell(style: .default, reuseIdentifier: nil).detailTextLabel == nil)
    }

    @Test func aTapCallsTheDelegateInUIKitsOrder() {
        let model = LoggingListModel([Self.rows(5)])
        let (window, table) = make(model)
        model.log = []
        tap(window, CGPoint(x: 100, y: 22))
        #expect(
            model.log == ["shouldHighlight 0", "didHighlight 0", "didUnhighlight 0", "willSelect 0", "didSelect 0"])
        model.log = []
        tap(window, CGPoint(x: 100, y: 66))
        #expect(
            model.log == [
                "shouldHighlight 1", "didHighlight 1", "didUnhighlight 1", "willSelect 1", "willDeselect 0",
                "didDeselect 0", "didSelect 1",
            ])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.isSelected == false)
    }

    @Test func willSelectCanRedirectOrRefuse() {
        let model = LoggingListModel([Self.rows(5)])
        model.redirectSelection[IndexPath(row: 0, section: 0)] = IndexPath(row: 3, section: 0)
        model.redirectSelection[IndexPath(row: 1, section: 0)] = .some(nil)  // refuse
        let (window, table) = make(model)
        tap(window, CGPoint(x: 100, y: 22))
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
        tap(window, CGPoint(x: 100, y: 66))
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
        #expect(!model.log.contains("didSelect 1"))
    }

    @Test func multipleSelectionAddsAndTogglesRows() {
        let model = LoggingListModel([Self.rows(5)])
        let (window, table) = make(model)
        table.allowsMultipleSelection = true
        tap(window, CGPoint(x: 100, y: 22))
        tap(window, CGPoint(x: 100, y: 110))
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0), IndexPath(row: 2, section: 0)])
        tap(window, CGPoint(x: 100, y: 22))
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
        table.selectRow(at: nil, animated: false, scrollPosition: .none)
        #expect(table.indexPathsForSelectedRows == nil)
    }

    @Test func scrollingTellsTheDelegateWhichCellsComeAndGo() {
        let model = LoggingListModel([Self.rows(100)])
        let (window, table) = make(model)
        #expect(model.log.filter { $0.hasPrefix("willDisplay") }.count == 17)  // 667 + 50 points of 44-point rows
        model.log = []
        table.contentOffset.y = 44 * 3
        window.layoutIfNeeded()
        #expect(
            model.log.filter { $0.hasPrefix("willDisplay") } == ["willDisplay 17", "willDisplay 18", "willDisplay 19"])
        // row 1 is still in the margin
        #expect(model.log.filter { $0.hasPrefix("didEndDisplaying") } == ["didEndDisplaying 0"])
    }

    @Test func batchUpdatesApplyDeletesInsertsAndMovesTogether() {
        let model = LoggingListModel([["a", "b", "c", "d"], ["x"]])
        let (_, table) = make(model)
        let cellC = table.cellForRow(at: IndexPath(row: 2, section: 0))
        table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
        var completed = false
        model.rows = [["c", "new", "b"], ["d", "x"]]
        table.performBatchUpdates(
            {
                table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
                table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
                table.moveRow(at: IndexPath(row: 2, section: 0), to: IndexPath(row: 0, section: 0))
                table.moveRow(at: IndexPath(row: 3, section: 0), to: IndexPath(row: 0, section: 1))
            }, completion: { completed = $0 })
        clock.advance(by: .seconds(1))
        #expect(completed)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === cellC)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 1))  // the selection moved with "d"
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["c", "new", "b", "d", "x"])
    }

    @Test func beginAndEndUpdatesBatchNestedChanges() {
        let model = LoggingListModel([["a", "b"]])
        let (_, table) = make(model)
        model.rows = [["b", "c"], ["z"]]
        table.beginUpdates()
        table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .none)
        table.beginUpdates()
        table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .none)
        table.insertSections(IndexSet(integer: 1), with: .none)
        table.endUpdates()
        #expect(table.numberOfSections == 1)  // nothing applied until the outer batch ends
        table.endUpdates()
        #expect(table.numberOfSections == 2)
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["b", "c", "z"])
    }

    @Test func aLeadingSwipeRevealsLeadingActionsAndTheirCompletionCloses() {
        let model = LoggingListModel([Self.rows(5)])
        model.leadingActions = true
        let (window, table) = make(model)
        let y: CGFloat = 44 + 22
        window.send(.pointerDown(CGPoint(x: 40, y: y)))
        window.send(.pointerMoved(CGPoint(x: 60, y: y)))
        window.send(.pointerMoved(CGPoint(x: 200, y: y)))
        window.send(.pointerUp(CGPoint(x: 200, y: y)))
        clock.advance(by: .seconds(1))
        #expect(table.swipedIndexPath == IndexPath(row: 1, section: 0))
        #expect(table.revealedSwipeActionTitles == ["Pin"])
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.swipeOffset == 80)
        tap(window, CGPoint(x: 40, y: y))
        clock.advance(by: .seconds(1))
        #expect(model.log.contains("pin 1 Pin true"))
        #expect(table.swipedIndexPath == nil)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.swipeOffset == 0)
    }

    @Test func anEditableRowOffersTheStandardDeleteThatCommits() {
        let model = LoggingListModel([Self.rows(4)])
        model.editable = true
        let (window, table) = make(model)
        table.revealSwipeActions(forRowAt: IndexPath(row: 2, section: 0))
        #expect(table.revealedSwipeActionTitles == ["Delete"])
        tap(window, CGPoint(x: 335, y: 44 * 2 + 22))
        clock.advance(by: .seconds(1))
        #expect(model.committed == [IndexPath(row: 2, section: 0)])
        #expect(table.numberOfRows(inSection: 0) == 3)
        model.editable = false
        table.revealSwipeActions(forRowAt: IndexPath(row: 0, section: 0))
        #expect(table.swipedIndexPath == nil)
    }

    @Test func delegateHeaderViewsAreMeasuredAndShown() throws {
        let model = LoggingListModel([["a"], ["b"]])
        model.headerViews = true
        let (_, table) = make(model, style: .insetGrouped)
        let header = try #require(table.headerView(forSection: 1))
        #expect(header.reuseIdentifier == "banner")
        #expect(
            table.rectForHeader(inSection: 0).height == header.sizeThatFits(CGSize(width: 375, height: 1000)).height)
        #expect(table.rectForHeader(inSection: 0).height > 30)
        #expect(model.log.contains("willDisplayHeader 0") && model.log.contains("willDisplayHeader 1"))
        #expect((header.contentConfiguration as? UIListContentConfiguration)?.text == "Section 1")
    }

    @Test func tableHeaderAndFooterViewsFrameTheSections() {
        let model = LoggingListModel([Self.rows(2)])
        let (_, table) = make(model)
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 60))
        let footer = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 30))
        table.tableHeaderView = header
        table.tableFooterView = footer
        table.layoutIfNeeded()
        #expect(header.frame == CGRect(x: 0, y: 0, width: 375, height: 60))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 60)
        #expect(footer.frame == CGRect(x: 0, y: 148, width: 375, height: 30))
        #expect(table.contentSize.height == 178)
    }

    @Test func listContentConfigurationRowsSizeThemselves() throws {
        final class Source: UITableViewDataSource {
            let texts = ["Short", String(repeating: "A long secondary text that wraps onto more lines. ", count: 4)]
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { texts.count }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
                var content = UIListContentConfiguration.subtitleCell()
                content.text = "Title"
                content.secondaryText = texts[indexPath.row]
                cell.contentConfiguration = content
                return cell
            }
        }
        let source = Source()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.rowHeight = UITableView.automaticDimension
        table.dataSource = source
        table.layoutIfNeeded()
        let short = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
        let long = table.rectForRow(at: IndexPath(row: 1, section: 0)).height
        #expect(short >= 44)
        #expect(long > short + 40)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let contentView = try #require(cell.contentView.subviews.first { $0 is UIListContentView })
        var updated = UIListContentConfiguration.subtitleCell()
        updated.text = "Changed"
        cell.contentConfiguration = updated
        #expect(cell.contentView.subviews.first { $0 is UIListContentView } === contentView)  // the same view, updated
        withExtendedLifetime(source) {}
    }
}
