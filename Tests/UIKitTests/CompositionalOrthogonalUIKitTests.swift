import TesseraCore
import TesseraTesting
import Testing
import UIKit

// Written as for iOS: an App-Store-like screen whose first section is a row of app tiles that
// scrolls sideways (`orthogonalScrollingBehavior`) above a vertical list.

private final class TileCell: UICollectionViewCell {
    let icon = UIView()
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        icon.layer.cornerRadius = 16
        label.font = .preferredFont(forTextStyle: .footnote)
        label.textColor = .label
        contentView.addSubview(icon)
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func show(_ item: Int) {
        tag = item
        label.text = "App \(item)"
        let colors: [UIColor] = [.systemRed, .systemOrange, .systemGreen, .systemTeal, .systemBlue, .systemPurple]
        icon.backgroundColor = colors[item % colors.count]
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let bounds = contentView.bounds
        if bounds.width > bounds.height * 2 {
            // A list row: the icon beside the name.
            icon.frame = CGRect(x: 0, y: 0, width: bounds.height, height: bounds.height)
            label.frame = CGRect(
                x: bounds.height + 12, y: 0, width: bounds.width - bounds.height - 12, height: bounds.height)
        } else {
            let side = min(bounds.width, bounds.height - 24)
            icon.frame = CGRect(x: 0, y: 0, width: side, height: side)
            label.frame = CGRect(x: 0, y: side + 4, width: bounds.width, height: 20)
        }
    }
}

private final class TitleHeader: UICollectionReusableView {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.font = .preferredFont(forTextStyle: .headline)
        label.textColor = .label
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

@MainActor
private final class StoreScreen: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    let collectionView: UICollectionView
    let window: UIWindow
    let driver: UIDriver
    let counts: [Int]
    var selected: [IndexPath] = []
    var configuredCells = 0
    let tile = UICollectionView.CellRegistration<TileCell, Int> { cell, _, item in cell.show(item) }
    let header = UICollectionView.SupplementaryRegistration<TitleHeader>(
        elementKind: UICollectionView.elementKindSectionHeader
    ) { header, _, indexPath in
        header.label.text = indexPath.section == 0 ? "Editors' Choice" : "Top Free"
    }

    /// Section 0: tiles 150 points wide and 110 tall, 10 apart, inset 20 at both ends, scrolling
    /// by `behavior`; section 1: rows 60 tall. Both have 30-point headers.
    init(
        behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, rowItems: Int = 1000, listItems: Int = 20,
        clock: TestClock
    ) {
        counts = [rowItems, listItems]
        let layout = UICollectionViewCompositionalLayout { section, _ in
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            if section == 0 {
                let item = NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(150), heightDimension: .absolute(110)),
                    subitems: [item])
                let row = NSCollectionLayoutSection(group: group)
                row.interGroupSpacing = 10
                row.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 10, trailing: 20)
                row.orthogonalScrollingBehavior = behavior
                row.boundarySupplementaryItems = [header]
                return row
            }
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16)
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)),
                subitems: [item])
            let list = NSCollectionLayoutSection(group: group)
            list.boundarySupplementaryItems = [header]
            return list
        }
        window = UIWindow(device: .iPhoneSE)
        window.clock = clock
        collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.contentInsetAdjustmentBehavior = .never
        driver = UIDriver(window: window)
        super.init()
        let controller = UIViewController()
        controller.view = collectionView
        window.rootViewController = controller
        collectionView.dataSource = self
        collectionView.delegate = self
        window.layoutIfNeeded()
    }

    /// The scroll view of the row of section 0.
    var row: UIScrollView? { collectionView.subviews.compactMap { $0 as? UIScrollView }.first }

    var visibleRowItems: [Int] { collectionView.indexPathsForVisibleItems.filter { $0.section == 0 }.map(\.item) }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        counts[section]
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        configuredCells += 1
        return collectionView.dequeueConfiguredReusableCell(using: tile, for: indexPath, item: indexPath.item)
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selected.append(indexPath)
    }

    /// A still-ending horizontal drag across the row (no fling), `distance` points to the right.
    func dragRow(by distance: CGFloat) throws {
        let start = CGPoint(x: distance < 0 ? 340 : 35, y: 90)
        try driver.drag(from: start, to: CGPoint(x: start.x + distance, y: 90))
        driver.advance(by: .seconds(2))
    }
}

@MainActor
@Suite("An orthogonal compositional section scrolls sideways in its own row, as on iOS")
struct CompositionalOrthogonalUIKitTests {
    let clock = TestClock()

    @Test func theGroupsLieInOneRowAsDeepAsAGroup() throws {
        let screen = StoreScreen(behavior: .continuous, clock: clock)
        let collectionView = screen.collectionView
        #expect(
            collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 20, y: 30, width: 150, height: 110))
        #expect(
            collectionView.layoutAttributesForItem(at: IndexPath(item: 999, section: 0))?.frame
                == CGRect(x: 159_860, y: 30, width: 150, height: 110))
        // The row is one group deep plus its insets; the list's header follows it.
        #expect(
            collectionView.layoutAttributesForSupplementaryElement(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))?.frame
                == CGRect(x: 0, y: 150, width: 375, height: 30))
        #expect(
            collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame
                == CGRect(x: 16, y: 184, width: 343, height: 52))
        #expect(collectionView.contentSize == CGSize(width: 375, height: 180 + 20 * 60))
        // Elements in a rect are found along the row, where the layout places them unscrolled.
        let inRow = collectionView.collectionViewLayout.layoutAttributesForElements(
            in: CGRect(x: 400, y: 40, width: 200, height: 10))?.map(\.indexPath)
        #expect(inRow == [IndexPath(item: 2, section: 0), IndexPath(item: 3, section: 0)])
        let row = try #require(screen.row)
        #expect(row.frame == CGRect(x: 0, y: 30, width: 375, height: 120))
        #expect(row.contentSize == CGSize(width: 160_030, height: 120))
        // Only the tiles in view (and the tiling margin) have cells, inside the row.
        #expect(screen.visibleRowItems == [0, 1, 2])
        let second = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(second.superview === row)
        #expect(second.frame == CGRect(x: 180, y: 0, width: 150, height: 110))
    }

    @Test func draggingTheRowScrollsItAloneAndTilesItsCells() throws {
        let screen = StoreScreen(behavior: .continuous, clock: clock)
        let collectionView = screen.collectionView
        try screen.dragRow(by: -200)
        let row = try #require(screen.row)
        #expect(abs(row.contentOffset.x - 200) < 0.5)
        #expect(collectionView.contentOffset == .zero)
        #expect(screen.visibleRowItems == [0, 1, 2, 3])
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 10, y: 80)) == IndexPath(item: 1, section: 0))
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 300, y: 80)) == IndexPath(item: 3, section: 0))
        // A tap inside the row selects the tile under the finger.
        let third = try #require(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)))
        try screen.driver.tap(third, at: CGPoint(x: 20, y: 20))
        #expect(screen.selected == [IndexPath(item: 2, section: 0)])
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        #expect(abs(row.contentOffset.x - 200) < 0.5)
        // A vertical drag on the row scrolls the list, not the row.
        try screen.driver.drag(from: CGPoint(x: 200, y: 130), to: CGPoint(x: 200, y: 30))
        screen.driver.advance(by: .seconds(2))
        #expect(abs(collectionView.contentOffset.y - 100) < 0.5)
        #expect(abs(row.contentOffset.x - 200) < 0.5)
    }

    @Test(arguments: [
        (UICollectionLayoutSectionOrthogonalScrollingBehavior.continuous, -100.0, 100.0),
        (.continuousGroupLeadingBoundary, -100, 160),
        (.groupPaging, -100, 160),
        (.groupPaging, -60, 0),
        (.groupPagingCentered, -100, 67.5),
        (.paging, -250, 375),
        (.paging, -120, 0),
    ])
    func aReleasedDragSettlesByTheBehaviour(
        behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, drag: Double, resting: Double
    ) throws {
        let screen = StoreScreen(behavior: behavior, clock: clock)
        try screen.dragRow(by: drag)
        let row = try #require(screen.row)
        #expect(abs(row.contentOffset.x - resting) < 0.5)
        #expect(!row.isDecelerating)
    }

    @Test func aThousandTilesKeepAScreenfulOfCells() throws {
        let screen = StoreScreen(behavior: .continuous, listItems: 3, clock: clock)
        let collectionView = screen.collectionView
        for item in stride(from: 0, through: 999, by: 37) {
            collectionView.scrollToItem(at: IndexPath(item: item, section: 0), at: .left, animated: false)
        }
        collectionView.scrollToItem(at: IndexPath(item: 999, section: 0), at: [], animated: false)
        let row = try #require(screen.row)
        // The last jump left the row at its end, where the last item already shows.
        #expect(row.contentOffset.x == row.contentSize.width - 375)
        #expect(screen.visibleRowItems == [997, 998, 999])
        #expect(collectionView.cellForItem(at: IndexPath(item: 999, section: 0))?.tag == 999)
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
        #expect(collectionView.allocatedCellCount <= 12)
        #expect(screen.configuredCells < 200)
        // Centring an item scrolls the row to it and the list to the row.
        collectionView.scrollToItem(at: IndexPath(item: 500, section: 0), at: .centeredHorizontally, animated: false)
        #expect(row.contentOffset.x == 79_907.5)  // 20 + 500 × 160 + 75 − 187.5
        #expect(collectionView.cellForItem(at: IndexPath(item: 500, section: 0)) != nil)
    }

    @Test func theWheelScrollsTheRowSidewaysAndTheListDownwards() throws {
        let screen = StoreScreen(behavior: .continuous, clock: clock)
        let row = try #require(screen.row)
        try screen.driver.scroll(row, by: CGSize(width: 120, height: 0))
        #expect(row.contentOffset.x == 120)
        #expect(screen.collectionView.contentOffset == .zero)
        try screen.driver.scroll(row, by: CGSize(width: 0, height: 80))
        #expect(row.contentOffset.x == 120)
        #expect(screen.collectionView.contentOffset.y == 80)
    }

    @Test func arrowKeysMoveFocusAlongTheRowAndScrollIt() throws {
        let screen = StoreScreen(behavior: .continuous, clock: clock)
        screen.window.moveFocus(forward: true)
        #expect(screen.window.focusedView === screen.collectionView)
        for _ in 0..<3 { try screen.driver.pressKey(.rightArrow) }
        // Item 3 (500 to 650 along the row) is shown the least distance.
        #expect(try #require(screen.row).contentOffset.x == 275)
        #expect(screen.collectionView.contentOffset == .zero)
        try screen.driver.pressKey(.returnKey)
        #expect(screen.selected == [IndexPath(item: 3, section: 0)])
    }

    @Test(arguments: [UIUserInterfaceStyle.light, .dark])
    func aStoreScreenScrolledPartWayLooksRight(_ appearance: UIUserInterfaceStyle) throws {
        let screen = StoreScreen(behavior: .continuous, listItems: 8, clock: clock)
        let row = try #require(screen.row)
        screen.window.overrideUserInterfaceStyle = appearance
        row.contentOffset = CGPoint(x: 95, y: 0)
        screen.window.layoutIfNeeded()
        assertSnapshot(of: screen.window, named: appearance == .dark ? "dark" : "light")
    }
}
