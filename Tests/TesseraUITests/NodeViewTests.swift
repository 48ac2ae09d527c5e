import Foundation
import TesseraCore
import TesseraGraphics
import TesseraLayout
import Testing

@testable import TesseraUI

/// A journal entry with fields of many types for sorting, grouping and formatting.
struct JournalRecord {
    enum Mood: Int, Comparable, CustomStringConvertible {
        case low, calm, happy
        static func < (lhs: Mood, rhs: Mood) -> Bool { lhs.rawValue < rhs.rawValue }
        var description: String { ["Low", "Calm", "Happy"][rawValue] }
    }

    /// Not `Comparable`: groups keep the order they first appear in.
    enum Weather: Hashable, CustomStringConvertible {
        case sunny, rainy, snowy
        var description: String {
            switch self {
            case .sunny: "Sunny"
            case .rainy: "Rainy"
            case .snowy: "Snowy"
            }
        }
    }

    var title: String
    var words: Int
    var date: Date
    var distance: Double
    var rating: Int?
    var place: String?
    var mood: Mood
    var weather: Weather

    /// 2026-02-01 00:00 UTC plus `days`.
    static func day(_ days: Double) -> Date { Date(timeIntervalSince1970: 1_769_904_000 + days * 86_400) }
}

@MainActor
@Suite struct NodeViewTests {
    typealias Record = JournalRecord
    let clock = TestClock()

    static func record(
        _ title: String, words: Int = 100, day: Double = 0, distance: Double = 0, rating: Int? = nil,
        place: String? = nil,
        mood: Record.Mood = .calm, weather: Record.Weather = .sunny
    ) -> Node<Record> {
        Node(
            Record(
                title: title, words: words, date: Record.day(day), distance: distance, rating: rating, place: place,
                mood: mood, weather: weather))
    }

    /// Trip ▸ (Day 1 ▸ (Temple, Market), Day 2), Walk.
    static func trip() -> [Node<Record>] {
        let day1 = record("Day 1", day: 1)
        day1.children = [record("Temple", day: 1.2), record("Market", day: 1.1)]
        let trip = record("Trip", day: 1)
        trip.children = [day1, record("Day 2", day: 2)]
        return [trip, record("Walk", day: 3)]
    }

    func make(_ roots: [Node<Record>], height: CGFloat = 600) -> (UIWindow, NodeView<Record>) {
        let window = UIWindow(device: .iPhoneSE)
        window.clock = clock
        let view = NodeView<Record>(frame: CGRect(x: 0, y: 0, width: 375, height: height))
        view.columns = [NodeColumn("Title", \.title), NodeColumn("Words", \.words, width: 70, alignment: .right)]
        view.roots = roots
        window.addSubview(view)
        window.layoutIfNeeded()
        return (window, view)
    }

    /// Rows as "title@depth", or "[title count]" for headers.
    func outline(_ view: NodeView<Record>) -> [String] {
        view.rows.map { row in
            switch row {
            case .header(let title, let count, let isExpanded): "[\(title) \(count)\(isExpanded ? "" : " collapsed")]"
            case .node(let node, let depth): "\(node.value.title)@\(depth)"
            }
        }
    }

    func titles(_ view: NodeView<Record>) -> [String] {
        view.rows.compactMap { if case .node(let n, _) = $0 { n.value.title } else { nil } }
    }

    func cell(_ view: NodeView<Record>, row: Int) -> NodeRowCell? {
        view.tableView.cellForRow(at: IndexPath(row: row, section: 0)) as? NodeRowCell
    }

    // MARK: Flattening and expansion

    @Test func childrenFollowTheirParentsOneLevelDeeper() {
        let (_, view) = make(Self.trip())
        #expect(outline(view) == ["Trip@0", "Day 1@1", "Temple@2", "Market@2", "Day 2@1", "Walk@0"])
        #expect(view.tableView.numberOfRows(inSection: 0) == 6)
        #expect(cell(view, row: 2)?.item?.indentation == 40)
        #expect(cell(view, row: 0)?.item?.disclosure == .expanded)
        #expect(cell(view, row: 2)?.item?.disclosure == NodeRowContent.Disclosure.none)
    }

    @Test func anEmptyTreeHasNoRows() {
        let (_, view) = make([])
        #expect(view.rows.isEmpty)
        #expect(view.tableView.numberOfRows(inSection: 0) == 0)
    }

    @Test func collapsingHidesDescendantsAndKeepsTheirOwnState() {
        let roots = Self.trip()
        let (_, view) = make(roots)
        let day1 = roots[0].children[0]
        view.setExpanded(false, for: day1, animated: false)
        #expect(outline(view) == ["Trip@0", "Day 1@1", "Day 2@1", "Walk@0"])
        view.setExpanded(false, for: roots[0], animated: false)
        #expect(outline(view) == ["Trip@0", "Walk@0"])
        view.setExpanded(true, for: roots[0], animated: false)
        #expect(outline(view) == ["Trip@0", "Day 1@1", "Day 2@1", "Walk@0"])
        #expect(view.tableView.numberOfRows(inSection: 0) == 4)
        #expect(cell(view, row: 3)?.item?.texts.first == "Walk")
    }

    @Test func expandingANodeInsideACollapsedParentChangesNoVisibleRow() {
        let roots = Self.trip()
        let (_, view) = make(roots)
        view.setExpanded(false, for: roots[0], animated: false)
        view.setExpanded(false, for: roots[0].children[0], animated: false)
        #expect(outline(view) == ["Trip@0", "Walk@0"])
        view.setExpanded(true, for: roots[0], animated: false)
        #expect(outline(view) == ["Trip@0", "Day 1@1", "Day 2@1", "Walk@0"])
    }

    @Test func tappingTheChevronCollapsesAndTheRowsBelowSlideUp() throws {
        let roots = Self.trip()
        let (window, view) = make(roots)
        let walkCell = try #require(cell(view, row: 5))
        // Row 0 starts below the 28-point title bar; its chevron is 12–34 points from the left.
        window.send(.pointerDown(CGPoint(x: 20, y: 28 + 18)))
        window.send(.pointerUp(CGPoint(x: 20, y: 28 + 18)))
        #expect(roots[0].isExpanded == false)
        #expect(outline(view) == ["Trip@0", "Walk@0"])
        #expect(view.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) === walkCell)
        #expect(walkCell.frame.minY == 36)
        #expect(walkCell.presentedCenter.y == 198)  // still drawn as row 5
        clock.advance(by: .seconds(1))
        #expect(walkCell.presentedCenter.y == 54)
        #expect(cell(view, row: 0)?.item?.disclosure == .collapsed)
        #expect(view.tableView.allocatedCellCount == 6)
    }

    @Test func tappingARowSelectsItsNodeWithoutToggling() {
        let roots = Self.trip()
        let (window, view) = make(roots)
        var selected: [String] = []
        view.onSelect = { selected.append($0.value.title) }
        window.send(.pointerDown(CGPoint(x: 200, y: 28 + 36 + 18)))
        window.send(.pointerUp(CGPoint(x: 200, y: 28 + 36 + 18)))
        #expect(selected == ["Day 1"])
        #expect(roots[0].children[0].isExpanded)
        #expect(view.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    }

    @Test func expandAllAndCollapseAllReachEveryLevel() {
        let roots = Self.trip()
        let (_, view) = make(roots)
        view.collapseAll()
        #expect(outline(view) == ["Trip@0", "Walk@0"])
        #expect(roots[0].children[0].isExpanded == false)
        view.expandAll()
        #expect(outline(view).count == 6)
    }

    @Test func tenThousandNodesKeepAScreenfulOfCells() {
        let roots = (0..<100).map { parent in
            let node = Self.record("Parent \(parent)")
            node.children = (0..<99).map { Self.record("Child \(parent).\($0)") }
            return node
        }
        let (window, view) = make(roots)
        #expect(view.rows.count == 10_000)
        for step in 1...40 {
            view.tableView.contentOffset.y = CGFloat(step) * 8_000
            window.layoutIfNeeded()
        }
        #expect(view.tableView.allocatedCellCount <= 40)
        #expect(view.node(atRow: 9_999)?.value.title == "Child 99.98")
        #expect(view.row(of: roots[50].children[3]) == 5_004)
    }

    // MARK: Sorting

    static func flat() -> [Node<Record>] {
        [
            record(
                "Rain walk", words: 320, day: 4, distance: 5.5, rating: 4, place: "River", mood: .calm, weather: .rainy),
            record("Bakery", words: 80, day: 1, distance: .nan, rating: nil, place: nil, mood: .happy, weather: .sunny),
            record("Exam", words: 410, day: 2, distance: 0.8, rating: 2, place: "School", mood: .low, weather: .snowy),
            record(
                "Cinema", words: 80, day: 3, distance: 2.25, rating: 5, place: "Town", mood: .happy, weather: .rainy),
            record(
                "Allotment", words: 150, day: 0, distance: 1.5, rating: nil, place: "River", mood: .calm,
                weather: .sunny),
        ]
    }

    @Test func sortsByAStringField() {
        let (_, view) = make(Self.flat())
        view.sort(by: \.title)
        #expect(titles(view) == ["Allotment", "Bakery", "Cinema", "Exam", "Rain walk"])
    }

    @Test func sortsByAnIntFieldDescendingAndKeepsTiesInOrder() {
        let (_, view) = make(Self.flat())
        view.sort(by: \.words, ascending: false)
        #expect(titles(view) == ["Exam", "Rain walk", "Allotment", "Bakery", "Cinema"])
        view.sort(by: \.words)
        #expect(titles(view) == ["Bakery", "Cinema", "Allotment", "Rain walk", "Exam"])
    }

    @Test func sortsByADateField() {
        let (_, view) = make(Self.flat())
        view.sort(by: \.date, ascending: false)
        #expect(titles(view) == ["Rain walk", "Cinema", "Exam", "Bakery", "Allotment"])
    }

    @Test func sortsByADoubleWithNaNLastBothWays() {
        let (_, view) = make(Self.flat())
        view.sort(by: \.distance)
        #expect(titles(view) == ["Exam", "Allotment", "Cinema", "Rain walk", "Bakery"])
        view.sort(by: \.distance, ascending: false)
        #expect(titles(view) == ["Rain walk", "Cinema", "Allotment", "Exam", "Bakery"])
    }

    @Test func sortsByAnOptionalWithNilLastBothWays() {
        let (_, view) = make(Self.flat())
        view.sort(by: \.rating)
        #expect(titles(view) == ["Exam", "Rain walk", "Cinema", "Bakery", "Allotment"])
        view.sort(by: \.rating, ascending: false)
        #expect(titles(view) == ["Cinema", "Rain walk", "Exam", "Bakery", "Allotment"])
    }

    @Test func sortsByAComparableEnum() {
        let (_, view) = make(Self.flat())
        view.sort(by: \.mood, ascending: false)
        #expect(titles(view) == ["Bakery", "Cinema", "Rain walk", "Allotment", "Exam"])
    }

    @Test func sortingOrdersChildrenAtEveryLevel() {
        let (_, view) = make(Self.trip())
        view.sort(by: \.title)
        #expect(outline(view) == ["Trip@0", "Day 1@1", "Market@2", "Temple@2", "Day 2@1", "Walk@0"])
        view.removeSorting()
        #expect(outline(view) == ["Trip@0", "Day 1@1", "Temple@2", "Market@2", "Day 2@1", "Walk@0"])
    }

    @Test func sortsWithAComparatorOverAnyType() {
        let (_, view) = make(Self.flat())
        view.sort { $0.title.count < $1.title.count }
        #expect(titles(view) == ["Exam", "Bakery", "Cinema", "Rain walk", "Allotment"])
    }

    // MARK: Grouping

    @Test func groupsByAComparableEnumInKeyOrder() {
        let (_, view) = make(Self.flat())
        view.sort(by: \.title)
        view.group(by: \.mood)
        view.layoutIfNeeded()
        #expect(
            outline(view) == [
                "[Low 1]", "Exam@0", "[Calm 2]", "Allotment@0", "Rain walk@0", "[Happy 2]", "Bakery@0", "Cinema@0",
            ])
        #expect(cell(view, row: 0)?.item?.isHeader == true)
        #expect(cell(view, row: 0)?.item?.texts == ["Low", "1"])
    }

    @Test func groupsByANonComparableEnumInOrderOfAppearance() {
        let (_, view) = make(Self.flat())
        view.group(by: \.weather)
        #expect(
            outline(view) == [
                "[Rainy 2]", "Rain walk@0", "Cinema@0", "[Sunny 2]", "Bakery@0", "Allotment@0", "[Snowy 1]", "Exam@0",
            ])
    }

    @Test func groupsByAnOptionalWithTheMissingOnesLast() {
        let (_, view) = make(Self.flat())
        view.group(by: \.place, noneTitle: "Nowhere")
        #expect(
            outline(view) == [
                "[River 2]", "Rain walk@0", "Allotment@0", "[School 1]", "Exam@0", "[Town 1]", "Cinema@0",
                "[Nowhere 1]", "Bakery@0",
            ])
    }

    @Test func groupsByAnIntAndByATitleClosure() {
        let (_, view) = make(Self.flat())
        view.group(by: \.words)
        #expect(outline(view).filter { $0.hasPrefix("[") } == ["[80 2]", "[150 1]", "[320 1]", "[410 1]"])
        view.group { $0.words >= 200 ? "Long" : "Short" }
        #expect(
            outline(view) == [
                "[Long 2]", "Rain walk@0", "Exam@0", "[Short 3]", "Bakery@0", "Cinema@0", "Allotment@0",
            ])
        view.removeGrouping()
        #expect(outline(view).count == 5)
    }

    @Test func tappingAGroupHeaderCollapsesTheGroup() {
        let (window, view) = make(Self.flat())
        view.group(by: \.weather)
        window.layoutIfNeeded()
        window.send(.pointerDown(CGPoint(x: 200, y: 28 + 18)))
        window.send(.pointerUp(CGPoint(x: 200, y: 28 + 18)))
        #expect(
            outline(view) == ["[Rainy 2 collapsed]", "[Sunny 2]", "Bakery@0", "Allotment@0", "[Snowy 1]", "Exam@0"])
        #expect(view.tableView.indexPathForSelectedRow == nil)
        clock.advance(by: .seconds(1))
        #expect(cell(view, row: 1)?.item?.texts == ["Sunny", "2"])
        view.setGroup(titled: "Rainy", expanded: true, animated: false)
        #expect(outline(view).count == 8)
    }

    // MARK: Formatting

    @Test func columnsFormatNumbersDatesOptionalsAndEnumsWithExplicitLocales() {
        let german = Converter(locale: Locale(identifier: "de_DE"), timeZone: TimeZone(identifier: "Europe/Berlin")!)
        let percent = NumberFormatter()
        percent.numberStyle = .percent
        percent.locale = Locale(identifier: "en_US")
        let french = DateFormatter()
        french.locale = Locale(identifier: "fr_FR")
        french.timeZone = TimeZone(identifier: "UTC")
        french.dateFormat = "d MMMM yyyy"
        let record = Record(
            title: "Rain walk", words: 12_345, date: Record.day(0.5), distance: 1234.5, rating: nil,
            place: "River", mood: .happy, weather: .rainy)
        let columns: [NodeColumn<Record>] = [
            NodeColumn("Title", \.title),
            NodeColumn("Words", \.words, format: .number(converter: german)),
            NodeColumn("Km", \.distance, format: .number(fractionDigits: 1...2, converter: german)),
            NodeColumn("Share", \.distance, format: .number(percent)),
            NodeColumn("Day", \.date, format: .date(.long, converter: german)),
            NodeColumn("Jour", \.date, format: .date(french)),
            NodeColumn("Rating", \.rating, placeholder: "–") { "\($0)★" },
            NodeColumn("Place", \.place, placeholder: "?"),
            NodeColumn("Mood", \.mood),
            NodeColumn("Weather", \.weather, format: ColumnFormat.description),
            NodeColumn("Length", text: { $0.words > 1000 ? "long" : "short" }),
        ]
        #expect(
            columns.map { $0.text(record) } == [
                "Rain walk", "12.345", "1.234,5", "123,450%", "2026-02-01 13:00", "1 février 2026", "–", "River",
                "Happy", "Rainy", "long",
            ])
        var rated = record
        rated.rating = 4
        rated.place = nil
        #expect(columns[6].text(rated) == "4★")
        #expect(columns[7].text(rated) == "?")
    }

    @Test func fixedColumnsKeepTheirWidthsAndTheRestShare() {
        let columns: [NodeColumn<Record>] = [
            NodeColumn("Title", \.title), NodeColumn("Words", \.words, width: 70), NodeColumn("Mood", \.mood),
        ]
        #expect(NodeColumn.resolvedWidths(of: columns, in: 350) == [140, 70, 140])
        #expect(NodeColumn.resolvedWidths(of: columns, in: 50) == [0, 70, 0])
    }

    @Test func cellsShowTheColumnsTexts() {
        let (_, view) = make(Self.flat())
        #expect(cell(view, row: 2)?.columnLabels.map(\.text) == ["Exam", "410"])
        #expect(cell(view, row: 2)?.columnLabels.map(\.frame.minX) == [34, 299])
    }

    @Test func resizingRefillsTheColumnsOfTheRowsOnScreen() {
        let (window, view) = make(Self.flat())
        view.frame.size.width = 475
        window.layoutIfNeeded()
        #expect(cell(view, row: 2)?.columnLabels.map(\.frame.minX) == [34, 399])
    }
}
