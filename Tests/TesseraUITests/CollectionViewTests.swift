import Foundation
import TesseraCore
import TesseraGraphics
import TesseraLayout
import Testing

@testable import TesseraUI

/// A fixed-size numbered square.
@MainActor
final class NumberCell: ItemCollectionCell<Int> {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.textAlignment = .center
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) { nil }

    override func configure(with item: Int) {
        super.configure(with: item)
        label.text = "\(item)"
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = contentView.bounds
    }
}

/// A section title as a custom supplementary view.
@MainActor
final class BannerHeader: UICollectionReusableView {
    let label = UILabel()
    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(label)
    }

    required init?(coder: NSCoder) { nil }
}

@MainActor
final class NumbersModel: UICollectionViewDataSource, UICollectionViewDelegate {
    var sections: [[Int]]
    var titles: [String?] = []
    var selected: [IndexPath] = []
    var deselected: [IndexPath] = []
    var blocked: Set<IndexPath> = []
    var cellRequests = 0

    init(_ sections: [[Int]]) { self.sections = sections }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section].count
    }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        cellRequests += 1
        let cell = collectionView.dequeueReusableCell(NumberCell.self, for: indexPath)
        cell.configure(with: sections[indexPath.section][indexPath.item])
        return cell
    }
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        let header =
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "banner", for: indexPath)
            as! BannerHeader
        let title = titles.indices.contains(indexPath.section) ? titles[indexPath.section] : nil
        header.label.text = title ?? "Banner \(indexPath.section)"
        return header
    }
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        !blocked.contains(indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selected.append(indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        deselected.append(indexPath)
    }
}

@MainActor
@Suite struct CollectionViewTests {
    let clock = TestClock()

    /// A collection filling an iPhone SE window (375 × 667): 100 × 100 items, 10-point spacing, so
    /// three per 320-point line with the justified spacing 37.5.
    func make(_ model: NumbersModel, _ configure: (UICollectionViewFlowLayout) -> Void = { _ in }) -> (
        UIWindow, UICollectionView
    ) {
        let window = UIWindow(device: .iPhoneSE)
        window.clock = clock
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        configure(layout)
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collection.contentInsetAdjustmentBehavior = .never
        collection.register(NumberCell.self)
        collection.register(
            BannerHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "banner")
        collection.dataSource = model
        collection.delegate = model
        window.addSubview(collection)
        window.layoutIfNeeded()
        return (window, collection)
    }

    func tap(_ window: UIWindow, _ point: CGPoint) {
        window.send(.pointerDown(point))
        window.send(.pointerUp(point))
    }

    func labels(_ collection: UICollectionView) -> [String] {
        collection.visibleCells.compactMap { ($0 as? NumberCell)?.label.text }
    }

    /// A new text size or scale takes the cells off screen to size them again; each item gets its
    /// own cell back, whatever order the visible cells were kept in.
    @Test(arguments: 0..<5) func aTraitChangeGivesEachItemItsOwnCellBack(run: Int) {
        let model = NumbersModel([Array(0..<30)])
        let (window, collection) = make(model)
        let paths = collection.indexPathsForVisibleItems
        let before = paths.map { collection.cellForItem(at: $0) }
        #expect(paths.count > 9)
        window.windowTraits = window.windowTraits.modifyingTraits { $0.preferredContentSizeCategory = .extraExtraLarge }
        window.layoutIfNeeded()
        window.windowTraits = window.windowTraits.modifyingTraits { $0.displayScale = 3 }
        window.layoutIfNeeded()
        let after = withExtendedLifetime(model) { paths.map { collection.cellForItem(at: $0) } }
        #expect(zip(before, after).allSatisfy { $0 != nil && $0 === $1 })
    }

    @Test func tenThousandItemsKeepAScreenfulOfCells() {
        let model = NumbersModel([Array(0..<10_000)])
        let (window, collection) = make(model)
        #expect(collection.contentSize.height == 366_730)  // 3,334 lines of 100 points, 3,333 gaps of 10
        for step in 1...60 {
            collection.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 6_000)
            window.layoutIfNeeded()
        }
        // 667 points plus 50-point margins each side show at most 8 lines of 3.
        #expect(collection.visibleCells.count <= 24)
        #expect(collection.allocatedCellCount <= 48)
        let firstLine = Int((collection.contentOffset.y - 50) / 110)
        #expect(collection.indexPathsForVisibleItems.first == IndexPath(item: firstLine * 3, section: 0))
        #expect(labels(collection).first == "\(firstLine * 3)")
    }

    @Test func onlyNewlyVisibleItemsAskForCells() {
        let model = NumbersModel([Array(0..<300)])
        let (window, collection) = make(model)
        let initial = model.cellRequests
        collection.contentOffset.y = 110
        window.layoutIfNeeded()
        #expect(model.cellRequests == initial + 3)
    }

    @Test func tapSelectsTheItemUnderTheFinger() {
        let model = NumbersModel([Array(0..<30)])
        let (window, collection) = make(model)
        let frame = collection.frameForItem(at: IndexPath(item: 4, section: 0))!
        #expect(frame.origin == CGPoint(x: 137.5, y: 110))
        let center = CGPoint(x: frame.midX, y: frame.midY)
        window.send(.pointerDown(center))
        #expect(collection.cellForItem(at: IndexPath(item: 4, section: 0))?.isHighlighted == true)
        window.send(.pointerUp(center))
        #expect(model.selected == [IndexPath(item: 4, section: 0)])
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
        #expect(collection.cellForItem(at: IndexPath(item: 4, section: 0))?.isSelected == true)
        #expect(collection.cellForItem(at: IndexPath(item: 4, section: 0))?.isHighlighted == false)
    }

    @Test func tappingTheGapBetweenItemsSelectsNothing() {
        let model = NumbersModel([Array(0..<30)])
        let (window, _) = make(model)
        tap(window, CGPoint(x: 120, y: 50))
        #expect(model.selected.isEmpty)
    }

    @Test func tappingAnotherItemMovesTheSingleSelection() {
        let model = NumbersModel([Array(0..<30)])
        let (window, collection) = make(model)
        tap(window, CGPoint(x: 50, y: 50))
        tap(window, CGPoint(x: 50, y: 160))
        #expect(model.selected == [IndexPath(item: 0, section: 0), IndexPath(item: 3, section: 0)])
        #expect(model.deselected == [IndexPath(item: 0, section: 0)])
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0))?.isSelected == false)
    }

    @Test func multipleSelectionTogglesItems() {
        let model = NumbersModel([Array(0..<30)])
        let (window, collection) = make(model)
        collection.allowsMultipleSelection = true
        tap(window, CGPoint(x: 50, y: 50))
        tap(window, CGPoint(x: 50, y: 160))
        tap(window, CGPoint(x: 50, y: 50))
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
        #expect(model.deselected == [IndexPath(item: 0, section: 0)])
    }

    @Test func theDelegateCanRefuseASelection() {
        let model = NumbersModel([Array(0..<30)])
        model.blocked = [IndexPath(item: 0, section: 0)]
        let (window, collection) = make(model)
        tap(window, CGPoint(x: 50, y: 50))
        #expect(model.selected.isEmpty)
        #expect(collection.indexPathsForSelectedItems == nil)
    }

    @Test func aDragScrollsInsteadOfSelecting() {
        let model = NumbersModel([Array(0..<100)])
        let (window, collection) = make(model)
        window.send(.pointerDown(CGPoint(x: 50, y: 400)))
        window.send(.pointerMoved(CGPoint(x: 50, y: 350)))
        window.send(.pointerMoved(CGPoint(x: 50, y: 250)))
        window.send(.pointerUp(CGPoint(x: 50, y: 250)))
        #expect(model.selected.isEmpty)
        #expect(collection.contentOffset.y >= 100)
        #expect(collection.visibleCells.allSatisfy { !$0.isHighlighted })
    }

    @Test func insertedItemsFadeInWhileTheOthersSlide() {
        let model = NumbersModel([Array(0..<6)])
        let (window, collection) = make(model)
        let movingCell = collection.cellForItem(at: IndexPath(item: 2, section: 0))
        model.sections[0].insert(100, at: 0)
        collection.insertItems(at: [IndexPath(item: 0, section: 0)])
        #expect(collection.numberOfItems(inSection: 0) == 7)
        #expect(collection.cellForItem(at: IndexPath(item: 3, section: 0)) === movingCell)
        #expect(movingCell?.frame.origin == CGPoint(x: 0, y: 110))
        #expect(movingCell?.presentedCenter == CGPoint(x: 325, y: 50))  // still drawn at its old place
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0))?.presentedAlpha == 0)
        clock.advance(by: .seconds(1))
        #expect(movingCell?.presentedCenter == CGPoint(x: 50, y: 160))
        #expect(labels(collection) == ["100", "0", "1", "2", "3", "4", "5"])
        withExtendedLifetime(window) {}
    }

    @Test func deletedItemsFadeOutAndTheSelectionFollows() {
        let model = NumbersModel([Array(0..<6)])
        let (window, collection) = make(model)
        collection.selectItem(at: IndexPath(item: 4, section: 0), animated: false, scrollPosition: [])
        let deletedCell = collection.cellForItem(at: IndexPath(item: 1, section: 0))
        model.sections[0].remove(at: 1)
        collection.deleteItems(at: [IndexPath(item: 1, section: 0)])
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
        #expect(deletedCell?.superview === collection)
        clock.advance(by: .seconds(1))
        #expect(deletedCell?.superview == nil)
        #expect(labels(collection) == ["0", "2", "3", "4", "5"])
        #expect(collection.visibleCells.map(\.frame.minX) == [0, 137.5, 275, 0, 110])
        #expect(collection.allocatedCellCount == 6)
        withExtendedLifetime(window) {}
    }

    @Test func reloadDataAsksAgainAndClearsTheSelection() {
        let model = NumbersModel([Array(0..<6)])
        let (window, collection) = make(model)
        collection.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        model.sections = [[7, 8]]
        collection.reloadData()
        window.layoutIfNeeded()
        #expect(labels(collection) == ["7", "8"])
        #expect(collection.indexPathsForSelectedItems == nil)
        #expect(collection.allocatedCellCount == 6)
    }

    @Test func sectionHeadersComeFromTheDataSourceByKind() {
        let model = NumbersModel([[1, 2], [3]])
        model.titles = ["Places", nil]
        let (_, collection) = make(model) { $0.headerReferenceSize = CGSize(width: 0, height: 40) }
        let kind = UICollectionView.elementKindSectionHeader
        let headers = (0..<2).map {
            collection.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: $0)) as? BannerHeader
        }
        #expect(headers.map { $0?.label.text } == ["Places", "Banner 1"])
        #expect(headers[0]?.reuseIdentifier == "banner")
        #expect(headers[0]?.frame == CGRect(x: 0, y: 0, width: 375, height: 40))
        #expect(
            collection.indexPathsForVisibleSupplementaryElements(ofKind: kind) == [
                IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1),
            ])
        #expect(
            collection.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0)) == nil)
        #expect(collection.frameForItem(at: IndexPath(item: 0, section: 1))?.minY == 180)
    }

    @Test func scrollToItemPutsItAtTheRequestedEdge() {
        let model = NumbersModel([Array(0..<300)])
        let (window, collection) = make(model)
        collection.scrollToItem(at: IndexPath(item: 150, section: 0), at: .top, animated: false)
        window.layoutIfNeeded()
        #expect(collection.contentOffset.y == 5_500)
        collection.scrollToItem(at: IndexPath(item: 150, section: 0), at: .bottom, animated: false)
        #expect(collection.contentOffset.y == 4_933)  // the item's bottom, 5,600, minus the 667-point height
        #expect(collection.cellForItem(at: IndexPath(item: 150, section: 0)) != nil)
    }
}
