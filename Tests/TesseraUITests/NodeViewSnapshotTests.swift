import Foundation
import TesseraCore
import TesseraGraphics
import TesseraTesting
import Testing

@testable import TesseraUI

@MainActor
@Suite struct NodeViewSnapshotTests {
    typealias Record = JournalRecord

    @Test func outlineWithColumnsLight() {
        assertSnapshot(of: Self.snapshotOutline(), appearance: .light)
    }

    @Test func outlineWithColumnsDark() {
        assertSnapshot(of: Self.snapshotOutline(), appearance: .dark)
    }

    /// Entries grouped by mood, sorted by date, one trip with nested days, one day collapsed.
    static func snapshotOutline() -> NodeView<Record> {
        let converter = Converter(locale: Locale(identifier: "en_GB"), timeZone: .gmt)
        let trip = NodeViewTests.record("Kyoto trip 京都", words: 1_840, day: 9, distance: 42.3, rating: 5, mood: .happy)
        let day1 = NodeViewTests.record(
            "Day 1 · Fushimi Inari", words: 920, day: 9.3, distance: 18.6, rating: 5, mood: .happy)
        day1.children = [NodeViewTests.record("Lost the train ticket", words: 210, day: 9.5, distance: 0.4, mood: .low)]
        let day2 = NodeViewTests.record(
            "Day 2 · Arashiyama", words: 640, day: 10.2, distance: 11.2, rating: 4, mood: .happy)
        day2.children = [
            NodeViewTests.record("Bamboo grove at dawn", words: 120, day: 10.1, distance: 3.1, rating: 5, mood: .calm)
        ]
        day2.isExpanded = false
        trip.children = [day1, day2]
        let view = NodeView<Record>(frame: CGRect(x: 0, y: 0, width: 375, height: 430))
        view.columns = [
            NodeColumn("Entry", \.title),
            NodeColumn("Date", \.date, width: 64, format: .date(.pattern("d MMM"), converter: converter)),
            NodeColumn(
                "Km", \.distance, width: 52, alignment: .right,
                format: .number(fractionDigits: 1...1, converter: converter)),
            NodeColumn("★", \.rating, width: 32, alignment: .right, placeholder: "–") { "\($0)" },
        ]
        view.roots = [
            trip,
            NodeViewTests.record("Rain walk by the river", words: 320, day: 4, distance: 5.5, rating: 4, mood: .calm),
            NodeViewTests.record("和妈妈包饺子", words: 410, day: 2, distance: 0, rating: 5, mood: .happy),
            NodeViewTests.record("Exam week", words: 150, day: 6, distance: 0.8, mood: .low),
        ]
        view.sort(by: \.date)
        view.group(by: \.mood)
        view.layoutIfNeeded()
        return view
    }
}
