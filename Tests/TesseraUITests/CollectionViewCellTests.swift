import Foundation
import TesseraCore
import TesseraGraphics
import Testing

@testable import TesseraUI

/// A typed collection cell that records its hooks.
@MainActor
final class RecordingCollectionCell: ItemCollectionCell<String> {
    var log: [String] = []
    let titleLabel = UILabel()

    override func prepare() { log.append("prepare") }
    override func beginSetUp() { log.append("beginSetUp") }
    override func buildHierarchy() {
        log.append("buildHierarchy")
        contentView.addSubview(titleLabel)
    }
    override func configureViews() {
        log.append("configureViews")
        backgroundColor = .secondarySystemBackground
        let selected = UIView()
        selected.backgroundColor = .systemBlue
        selectedBackgroundView = selected
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
        log.append("prepareForReuse")
    }

    override func configure(with item: String) {
        super.configure(with: item)
        titleLabel.text = item
        log.append("configure(\(item))")
    }
}

@MainActor
final class RecordingCellsModel: UICollectionViewDataSource {
    var items: [String]
    init(_ items: [String]) { self.items = items }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(RecordingCollectionCell.self, for: indexPath)
        cell.configure(with: items[indexPath.item])
        return cell
    }
}

@MainActor
@Suite struct CollectionViewCellTests {
    @Test func theViewHooksRunAfterTheCellsOwnInitialiser() {
        let cell = RecordingCollectionCell()
        #expect(cell.log == expectedViewHooks)
        #expect(cell.contentView.superview === cell)
        #expect(cell.titleLabel.superview === cell.contentView)
        #expect(cell.backgroundColor == .secondarySystemBackground)
    }

    @Test func selectionAndHighlightShowTheSelectedBackgroundView() {
        let cell = RecordingCollectionCell()
        let selected = cell.selectedBackgroundView
        #expect(selected?.superview == nil)
        cell.isHighlighted = true
        #expect(selected?.superview === cell)
        #expect(
            cell.subviews.firstIndex { $0 === selected } ?? 99 < cell.subviews.firstIndex { $0 === cell.contentView }
                ?? 0)
        cell.isHighlighted = false
        #expect(selected?.superview == nil)
        cell.isSelected = true
        #expect(selected?.superview === cell)
        cell.prepareForReuse()
        #expect(cell.isSelected == false)
        #expect(selected?.superview == nil)
        #expect(cell.backgroundColor == .secondarySystemBackground)
        #expect(cell.item == nil)
    }

    @Test func reusedCellsArePreparedThenConfiguredWithTheirNewItem() {
        let model = RecordingCellsModel((0..<200).map { "Item \($0)" })
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 300, height: 100)
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        collection.register(RecordingCollectionCell.self)
        collection.dataSource = model
        collection.layoutIfNeeded()
        let first = collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? RecordingCollectionCell
        collection.contentOffset.y = 1_100  // item 10's line
        collection.layoutIfNeeded()
        let reused = collection.visibleCells.compactMap { $0 as? RecordingCollectionCell }.first { $0 === first }
        #expect(reused != nil)
        #expect(reused?.log.suffix(2) == ["prepareForReuse", reused.map { "configure(\($0.item ?? ""))" } ?? ""])
        #expect(reused?.log.filter { $0 == "buildHierarchy" }.count == 1)
        #expect(collection.allocatedCellCount <= 6)
    }

    @Test func aReleasedCollectionViewReleasesItsCells() {
        let model = RecordingCellsModel(["A", "B", "C"])
        weak var weakCollection: UICollectionView?
        weak var weakCell: UICollectionViewCell?
        do {
            let window = UIWindow(device: .iPhoneSE)
            let collection = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewFlowLayout())
            collection.register(RecordingCollectionCell.self)
            collection.dataSource = model
            window.addSubview(collection)
            window.layoutIfNeeded()
            weakCollection = collection
            weakCell = collection.cellForItem(at: IndexPath(item: 1, section: 0))
            #expect(weakCell != nil)
            collection.removeFromSuperview()
        }
        #expect(weakCollection == nil)
        #expect(weakCell == nil)
    }
}
