import Foundation
import Tessera
import TesseraCore
import TesseraTesting
import Testing

@testable import Journal

@MainActor
@Suite struct JournalHomeScreenTests: HomeScreenFixture {
    let clock = TestClock()

    @Test func iPhone15Light() throws { assertSnapshot(of: try homeWindow(.iPhone15, .light).0) }
    @Test func iPhone15Dark() throws { assertSnapshot(of: try homeWindow(.iPhone15, .dark).0) }
    @Test func iPhoneSELight() throws { assertSnapshot(of: try homeWindow(.iPhoneSE, .light).0) }
    @Test func iPhoneSEDark() throws { assertSnapshot(of: try homeWindow(.iPhoneSE, .dark).0) }

    @Test func samplesMixChineseAndEnglish() {
        #expect(SampleEntries.home.count == 8)
        let text = SampleEntries.home.map { $0.title + $0.body }.joined()
        #expect(text.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) })
        #expect(text.unicodeScalars.contains { ("a"..."z").contains($0) })
        #expect(Set(SampleEntries.home.map(\.id)).count == 8)
    }

    @Test func theTableShowsDaySectionsOfCards() throws {
        let (_, home) = try homeWindow(.iPhone15, .light)
        #expect(home.tableView.numberOfSections == home.model.sections.count)
        let cells = home.tableView.visibleCells.compactMap { $0 as? EntryCell }
        #expect(!cells.isEmpty)
        #expect(cells.first?.item?.id == SampleEntries.home[0].id)
        for (upper, lower) in zip(cells, cells.dropFirst()) { #expect(upper.frame.maxY <= lower.frame.minY) }
    }

    @Test func typingInTheSearchFieldFiltersTheList() throws {
        let (window, home) = try homeWindow(.iPhoneSE, .light)
        let field = home.searchField.convert(home.searchField.bounds, to: nil)
        window.send(.pointerDown(CGPoint(x: field.midX, y: field.midY)))
        window.send(.pointerUp(CGPoint(x: field.midX, y: field.midY)))
        window.send(.text("饺子"))
        Binding.deliverPendingUpdates()
        window.layoutIfNeeded()
        #expect(home.model.entryCount == 1)
        #expect(home.tableView.visibleCells.compactMap { ($0 as? EntryCell)?.item?.title } == ["和妈妈包饺子"])
    }

    @Test func theMoodFilterKeepsOneMood() throws {
        let (window, home) = try homeWindow(.iPhoneSE, .light)
        let segment = home.moodFilter.convert(home.moodFilter.rectForSegment(at: 5), to: nil)
        window.send(.pointerDown(CGPoint(x: segment.midX, y: segment.midY)))
        window.send(.pointerUp(CGPoint(x: segment.midX, y: segment.midY)))
        Binding.deliverPendingUpdates()
        window.layoutIfNeeded()
        #expect(home.model.moodFilter == .mood(.sad))
        #expect(home.tableView.visibleCells.compactMap { ($0 as? EntryCell)?.item?.mood }.allSatisfy { $0 == .sad })
    }

    @Test func swipeToDeleteThenUndo() throws {
        let (window, home) = try homeWindow(.iPhoneSE, .light)
        let first = IndexPath(row: 0, section: 0)
        let row = home.tableView.convert(home.tableView.rectForRow(at: first), to: nil)
        window.send(.pointerDown(CGPoint(x: row.maxX - 40, y: row.midY)))
        window.send(.pointerMoved(CGPoint(x: row.maxX - 60, y: row.midY)))
        window.send(.pointerMoved(CGPoint(x: row.maxX - 200, y: row.midY)))
        window.send(.pointerUp(CGPoint(x: row.maxX - 200, y: row.midY)))
        clock.advance(by: .seconds(1))
        #expect(home.tableView.revealedSwipeActionTitles == ["删除"])
        window.send(.pointerDown(CGPoint(x: row.maxX - 40, y: row.midY)))
        window.send(.pointerUp(CGPoint(x: row.maxX - 40, y: row.midY)))
        Binding.deliverPendingUpdates()
        window.layoutIfNeeded()
        #expect(home.model.entryCount == 39)
        #expect(try home.model.repository.entry(id: SampleEntries.home[0].id) == nil)
        home.model.undoDelete()
        Binding.deliverPendingUpdates()
        #expect(home.model.entryCount == 40)
    }

    @Test(arguments: [UIUserInterfaceStyle.light, .dark])
    func theHomeScreenPassesTheAudits(appearance: UIUserInterfaceStyle) throws {
        let (window, _) = try homeWindow(.iPhone15, appearance)
        assertAudits(of: window)
    }

    @Test func theHomeScreenPassesTheAuditsAtAX3() throws {
        let (window, _) = try homeWindow(.iPhone15, .light, contentSize: .accessibilityExtraLarge)
        assertAudits(of: window)
    }

    @Test func darkModeTogglesThroughTheThemeHook() throws {
        let (window, home) = try homeWindow(.iPhoneSE, .light)
        #expect(window.renderBitmap(scale: 1).color(atX: 3, y: 400).red > 0.9)
        window.overrideUserInterfaceStyle = .dark
        #expect(home.backgroundColor == JournalTheme().groupedBackground)
        #expect(window.renderBitmap(scale: 1).color(atX: 3, y: 400).red < 0.1)
    }

    @Test func theControllerReportsItsScreenAndReleasesItsModel() throws {
        weak var weakModel: HomeViewModel?
        do {
            let (window, home) = try homeWindow(.iPhoneSE, .light)
            weakModel = home.model
            window.rootViewController = nil
        }
        #expect(weakModel == nil)
    }
}
