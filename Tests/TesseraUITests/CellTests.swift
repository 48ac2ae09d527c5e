import Foundation
import Observation
import TesseraCore
import Testing

@testable import TesseraUI

@Observable
@MainActor
final class CellEntryModel {
    var title: String
    init(title: String) { self.title = title }
}

/// A typed table cell that records its hooks and binds each entry for as long as it shows it.
@MainActor
final class RecordingItemCell: ItemCell<CellEntryModel> {
    var log: [String] = []
    let titleLabel = UILabel()
    /// Owns the bindings of the entry shown; replaced at each `configure(with:)`.
    private(set) var entryLifetime: Lifetime?

    override func prepare() { log.append("prepare") }
    override func beginSetUp() { log.append("beginSetUp") }
    override func buildHierarchy() {
        log.append("buildHierarchy")
        contentView.addSubview(titleLabel)
    }
    override func configureViews() {
        log.append("configureViews")
        backgroundColor = .secondarySystemBackground
    }
    override func makeLayout() { log.append("makeLayout") }
    override func setUpDelegates() { log.append("setUpDelegates") }
    override func setUpNotifications() { log.append("setUpNotifications") }
    override func bindData() { log.append("bindData") }
    override func observe() { log.append("observe") }
    override func setUpEvents() { log.append("setUpEvents") }
    override func setUpExtras() { log.append("setUpExtras") }
    override func themeDidChange() { log.append("themeDidChange") }
    override func finishSetUp() { log.append("finishSetUp") }
    override func debugChecks() { log.append("debugChecks") }
    override func tearDown() { log.append("tearDown") }

    override func prepareForReuse() {
        super.prepareForReuse()
        entryLifetime?.cancel()
        log.append("prepareForReuse")
    }

    override func configure(with entry: CellEntryModel) {
        super.configure(with: entry)
        entryLifetime?.cancel()
        let entryLifetime = lifetime.makeChild()
        self.entryLifetime = entryLifetime
        log.append("configure(\(entry.title))")
        Binding.bind(entry, \.title, to: titleLabel, \.text).store(in: entryLifetime)
    }
}

@MainActor
@Suite struct CellTests {
    @Test func tableCellRunsTheViewHooksAfterItsOwnInitialiser() {
        let cell = RecordingItemCell()
        #expect(cell.log == expectedViewHooks)
        #expect(cell.contentView.superview === cell)
        #expect(cell.titleLabel.superview === cell.contentView)
        // The hook's background is not overwritten by the cell's initialiser.
        #expect(cell.backgroundColor == .secondarySystemBackground)
    }

    @Test func configureIsTypedPerItemAndReuseEndsThePreviousBindings() async {
        let cell = RecordingItemCell()
        let first = CellEntryModel(title: "First")
        let second = CellEntryModel(title: "Second")
        cell.log = []
        cell.configure(with: first)
        #expect(cell.item === first)
        #expect(cell.titleLabel.text == "First")
        cell.prepareForReuse()
        cell.configure(with: second)
        first.title = "First, edited"
        second.title = "Second, edited"
        await Binding.flush()
        #expect(cell.titleLabel.text == "Second, edited")
        #expect(cell.log == ["configure(First)", "prepareForReuse", "configure(Second)"])
    }

    @Test func tearDownRunsOnceAndEndsTheItemBindings() {
        let cell = RecordingItemCell()
        cell.configure(with: CellEntryModel(title: "A"))
        let entryLifetime = cell.entryLifetime
        cell.invalidate()
        cell.invalidate()
        #expect(cell.log.filter { $0 == "tearDown" }.count == 1)
        #expect(entryLifetime?.isCancelled == true)
        #expect(cell.lifetime.isCancelled)
    }

    @Test func aReleasedCellDeinitialisesWithItsBindingsAndLeavesTheModelAlone() async {
        let entry = CellEntryModel(title: "Kept")
        weak var weakCell: RecordingItemCell?
        weak var weakLabel: UILabel?
        do {
            let cell = RecordingItemCell()
            cell.configure(with: entry)
            weakCell = cell
            weakLabel = cell.titleLabel
        }
        #expect(weakCell == nil)
        #expect(weakLabel == nil)
        entry.title = "Still fine"
        await Binding.flush()
        #expect(entry.title == "Still fine")
    }
}
