import Foundation
import TesseraCore
import TesseraGraphics
import Testing

@testable import TesseraUI

/// A custom layout, as apps write them: one full-width 60-point row per item, cached in `prepare()`.
@MainActor
final class RowsLayout: UICollectionViewLayout {
    private var rows: [UICollectionViewLayoutAttributes] = []
    private(set) var preparations = 0

    override func prepare() {
        super.prepare()
        preparations += 1
        guard let collectionView else { return }
        rows = (0..<collectionView.numberOfItems(inSection: 0)).map { item in
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = CGRect(x: 0, y: CGFloat(item) * 60, width: collectionView.bounds.width, height: 56)
            attributes.alpha = item == 0 ? 0.5 : 1
            return attributes
        }
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: CGFloat(rows.count) * 60)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        rows.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        rows.indices.contains(indexPath.item) ? rows[indexPath.item] : nil
    }
}

@MainActor
@Suite struct CollectionViewLayoutTests {
    let clock = TestClock()

    func make(_ model: NumbersModel, layout: UICollectionViewLayout) -> (UIWindow, UICollectionView) {
        let window = UIWindow(device: .iPhoneSE)
        window.clock = clock
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collection.contentInsetAdjustmentBehavior = .never
        collection.register(NumberCell.self)
        collection.dataSource = model
        collection.delegate = model
        window.addSubview(collection)
        window.layoutIfNeeded()
        return (window, collection)
    }

    @Test func aCustomLayoutPlacesTheCells() {
        let model = NumbersModel([Array(0..<100)])
        let layout = RowsLayout()
        let (window, collection) = make(model, layout: layout)
        #expect(layout.collectionView === collection)
        #expect(collection.contentSize == CGSize(width: 375, height: 6_000))
        #expect(
            collection.cellForItem(at: IndexPath(item: 3, section: 0))?.frame
                == CGRect(x: 0, y: 180, width: 375, height: 56))
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0))?.alpha == 0.5)
        // rows meeting the 667 points and the 50-point margin
        #expect(collection.indexPathsForVisibleItems.count == 12)
        collection.contentOffset.y = 3_000
        window.layoutIfNeeded()
        #expect(collection.indexPathsForVisibleItems.first == IndexPath(item: 49, section: 0))
        #expect(collection.indexPathForItem(at: CGPoint(x: 10, y: 3_010)) == IndexPath(item: 50, section: 0))
        #expect(collection.indexPathForItem(at: CGPoint(x: 10, y: 3_058)) == nil)  // the gap between rows
        #expect(layout.preparations == 1)
    }

    @Test func invalidatingTheLayoutPreparesItAgain() {
        let model = NumbersModel([Array(0..<5)])
        let layout = RowsLayout()
        let (window, collection) = make(model, layout: layout)
        layout.invalidateLayout()
        window.layoutIfNeeded()
        #expect(layout.preparations == 2)
        let flow = UICollectionViewFlowLayout()
        flow.itemSize = CGSize(width: 100, height: 100)
        collection.collectionViewLayout = flow
        window.layoutIfNeeded()
        #expect(layout.collectionView == nil)
        #expect(
            collection.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.size == CGSize(width: 100, height: 100))
    }

    @Test func changingAFlowLayoutPropertyLaysTheItemsOutAgain() {
        let model = NumbersModel([Array(0..<6)])
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let (window, collection) = make(model, layout: layout)
        #expect(collection.frameForItem(at: IndexPath(item: 3, section: 0))?.minY == 110)
        layout.itemSize = CGSize(width: 50, height: 50)
        layout.minimumLineSpacing = 0
        window.layoutIfNeeded()
        #expect(collection.frameForItem(at: IndexPath(item: 3, section: 0))?.minY == 0)
        #expect(collection.cellForItem(at: IndexPath(item: 3, section: 0))?.frame.size == CGSize(width: 50, height: 50))
        layout.sectionInsetReference = .fromLayoutMargins
        window.layoutIfNeeded()
        #expect(collection.frameForItem(at: IndexPath(item: 0, section: 0))?.minX == collection.layoutMargins.left)
    }

    @Test func batchUpdatesMoveItemsAndSections() {
        let model = NumbersModel([[0, 1, 2], [10, 11]])
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let (_, collection) = make(model, layout: layout)
        let zero = collection.cellForItem(at: IndexPath(item: 0, section: 0))
        collection.selectItem(at: IndexPath(item: 1, section: 1), animated: false, scrollPosition: [])
        model.sections = [[10, 11], [1, 2, 0]]
        var finished: Bool?
        collection.performBatchUpdates(
            {
                collection.moveSection(1, toSection: 0)
                collection.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 1))
            }, completion: { finished = $0 })
        #expect(collection.cellForItem(at: IndexPath(item: 2, section: 1)) === zero)
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        clock.advance(by: .seconds(1))
        #expect(finished == true)
        #expect(collection.visibleCells.compactMap { ($0 as? NumberCell)?.label.text } == ["10", "11", "1", "2", "0"])
    }

    @Test func diffableApplyInsertsDeletesAndMovesCells() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let window = UIWindow(device: .iPhoneSE)
        window.clock = clock
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collection.register(NumberCell.self)
        window.addSubview(collection)
        var provided: [Int] = []
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collection) {
            collectionView, indexPath, number in
            provided.append(number)
            let cell = collectionView.dequeueReusableCell(NumberCell.self, for: indexPath)
            cell.configure(with: number)
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([1, 2, 3, 4])
        dataSource.apply(snapshot, animatingDifferences: false)
        window.layoutIfNeeded()
        let four = collection.cellForItem(at: IndexPath(item: 3, section: 0))
        provided = []
        snapshot.deleteItems([2])
        snapshot.moveItem(4, beforeItem: 1)
        snapshot.appendItems([5])
        dataSource.apply(snapshot)
        #expect(provided == [5])  // only the new item needed a cell
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0)) === four)
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 3, section: 0)) == 5)
        #expect(dataSource.indexPath(for: 4) == IndexPath(item: 0, section: 0))
        clock.advance(by: .seconds(1))
        #expect(collection.visibleCells.compactMap { ($0 as? NumberCell)?.label.text } == ["4", "1", "3", "5"])
        snapshot.reconfigureItems([3])
        provided = []
        let three = collection.cellForItem(at: IndexPath(item: 2, section: 0))
        dataSource.apply(snapshot)
        #expect(provided == [3])
        #expect(collection.cellForItem(at: IndexPath(item: 2, section: 0)) === three)  // configured again in place
    }
}
