import TesseraTesting
import Testing
import UIKit

// Written as for iOS: a photo grid with a flow layout, a cell class, a header view, and a
// controller that is the data source and flow-layout delegate.

private final class SwatchCell: UICollectionViewCell {
    static let reuseIdentifier = "SwatchCell"
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.textAlignment = .center
        label.textColor = .white
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = contentView.bounds
    }

    override var isSelected: Bool {
        didSet { contentView.alpha = isSelected ? 0.5 : 1 }
    }
}

private final class TitleHeader: UICollectionReusableView {
    static let reuseIdentifier = "TitleHeader"
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(label)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.insetBy(dx: 16, dy: 0)
    }
}

private final class SwatchGrid: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    let colors: [UIColor] = [
        .systemRed, .systemOrange, .systemYellow, .systemGreen, .systemTeal, .systemBlue, .systemIndigo,
    ]
    var selected: [IndexPath] = []

    func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        section == 0 ? colors.count : 2
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell =
            collectionView.dequeueReusableCell(withReuseIdentifier: SwatchCell.reuseIdentifier, for: indexPath)
            as! SwatchCell
        cell.contentView.backgroundColor = colors[indexPath.item % colors.count]
        cell.label.text = "\(indexPath.item + 1)"
        return cell
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        let header =
            collectionView.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: TitleHeader.reuseIdentifier, for: indexPath) as! TitleHeader
        header.label.text = indexPath.section == 0 ? "Colours" : "Favourites"
        return header
    }

    // Three square columns whatever the width.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        let layout = collectionViewLayout as! UICollectionViewFlowLayout
        let inset = layout.sectionInset
        let available = collectionView.bounds.width - inset.left - inset.right - 2 * layout.minimumInteritemSpacing
        let side = (available / 3).rounded(.down)
        return CGSize(width: side, height: side)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selected.append(indexPath)
    }
}

@MainActor
@Suite("UICollectionView as iOS code uses it")
struct CollectionViewUIKitTests {
    private func makeGrid(_ grid: SwatchGrid) -> UICollectionView {
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = 8
        layout.minimumLineSpacing = 8
        layout.sectionInset = UIEdgeInsets(top: 0, left: 16, bottom: 16, right: 16)
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 520), collectionViewLayout: layout)
        collectionView.register(SwatchCell.self, forCellWithReuseIdentifier: SwatchCell.reuseIdentifier)
        collectionView.register(
            TitleHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: TitleHeader.reuseIdentifier)
        collectionView.dataSource = grid
        collectionView.delegate = grid
        collectionView.layoutIfNeeded()
        return collectionView
    }

    @Test func aFlowLayoutGridPlacesThreeColumns() throws {
        let grid = SwatchGrid()
        let collectionView = makeGrid(grid)
        let side = ((390 - 32 - 16) / 3 as CGFloat).rounded(.down)
        let fourth = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: 3, section: 0)))
        #expect(fourth.frame == CGRect(x: 16, y: 40 + side + 8, width: side, height: side))
        let header =
            collectionView.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
            as? TitleHeader
        #expect(header?.label.text == "Colours")
        #expect(collectionView.visibleCells.count == 9)
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) as? SwatchCell)
        #expect(collectionView.indexPath(for: cell) == IndexPath(item: 2, section: 0))
        collectionView.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        #expect(cell.contentView.alpha == 0.5)
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        let last = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 1)))
        collectionView.scrollToItem(at: last.indexPath, at: .bottom, animated: false)
        #expect(collectionView.contentOffset.y == last.frame.maxY - 520)
    }

    @Test func aGridLooksRight() {
        let grid = SwatchGrid()
        let collectionView = makeGrid(grid)
        collectionView.selectItem(at: IndexPath(item: 4, section: 0), animated: false, scrollPosition: [])
        assertSnapshot(of: collectionView, appearance: .light)
    }
}
