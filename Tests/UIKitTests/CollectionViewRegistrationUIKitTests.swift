import TesseraTesting
import Testing
import UIKit

// Written as for iOS: cell and supplementary registrations with a diffable data source over a
// compositional grid with section headers.

private struct Fruit: Hashable, Sendable {
    let name: String
    let hue: Int
}

private final class FruitCell: UICollectionViewCell {
    let label = UILabel()
    private(set) var shown: Fruit?

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.textAlignment = .center
        label.textColor = .white
        contentView.layer.cornerRadius = 8
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func show(_ fruit: Fruit) {
        shown = fruit
        label.text = fruit.name
        let colors: [UIColor] = [.systemRed, .systemOrange, .systemGreen, .systemTeal, .systemBlue, .systemPurple]
        contentView.backgroundColor = colors[fruit.hue % colors.count]
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = contentView.bounds
    }
}

private final class SectionHeader: UICollectionReusableView {
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
        label.frame = bounds
    }
}

@MainActor
private final class FruitGrid {
    let collectionView: UICollectionView
    var dataSource: UICollectionViewDiffableDataSource<String, Fruit>!
    var configured: [(IndexPath, Fruit)] = []
    var cells: Set<ObjectIdentifier> = []
    var headers: [(String, IndexPath)] = []

    init(sections: [(String, [Fruit])], rowHeight: CGFloat = 80, height: CGFloat = 480) {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1 / 3), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(rowHeight)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 12, bottom: 12, trailing: 12)
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(36)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        ]
        collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 360, height: height),
            collectionViewLayout: UICollectionViewCompositionalLayout(section: section))

        let cellRegistration = UICollectionView.CellRegistration<FruitCell, Fruit> {
            [unowned self] cell, indexPath, fruit in
            configured.append((indexPath, fruit))
            cells.insert(ObjectIdentifier(cell))
            cell.show(fruit)
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<SectionHeader>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { [unowned self] header, kind, indexPath in
            headers.append((kind, indexPath))
            header.label.text = dataSource.snapshot().sectionIdentifiers[indexPath.section]
        }
        dataSource = UICollectionViewDiffableDataSource<String, Fruit>(collectionView: collectionView) {
            collectionView, indexPath, fruit in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: fruit)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<String, Fruit>()
        for (title, fruits) in sections {
            snapshot.appendSections([title])
            snapshot.appendItems(fruits, toSection: title)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()
    }
}

private let names = ["Apple", "Banana", "Cherry", "Date", "Fig", "Grape", "Kiwi", "Lemon", "Mango", "Pear"]

@MainActor
@Suite("Cell and supplementary registrations as iOS code uses them")
struct CollectionViewRegistrationUIKitTests {
    @Test func registrationsConfigureEachCellWithItsItem() throws {
        let fruits = names.enumerated().map { Fruit(name: $1, hue: $0) }
        let grid = FruitGrid(sections: [("Fruit", fruits)])
        #expect(grid.configured.count == 10)
        for (indexPath, fruit) in grid.configured { #expect(fruits[indexPath.item] == fruit) }
        let cell = try #require(grid.collectionView.cellForItem(at: IndexPath(item: 4, section: 0)) as? FruitCell)
        #expect(cell.shown == fruits[4])
        #expect(cell.label.text == "Fig")
        #expect(cell.frame == CGRect(x: 12 + 112 + 4, y: 36 + 80 + 4, width: 104, height: 72))
        #expect(grid.headers.count == 1)
        #expect(grid.headers.first?.0 == UICollectionView.elementKindSectionHeader)
        let header = try #require(
            grid.collectionView.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
                as? SectionHeader)
        #expect(header.label.text == "Fruit")
        #expect(header.frame == CGRect(x: 12, y: 0, width: 336, height: 36))
    }

    @Test func scrollingReusesRegisteredCellsForOtherItems() throws {
        let fruits = (0..<300).map { Fruit(name: "\(names[$0 % names.count]) \($0)", hue: $0) }
        let grid = FruitGrid(sections: [("Many", fruits)], height: 300)
        let firstScreen = grid.configured.count
        #expect(firstScreen < 30)
        for offset in stride(from: 200, through: 6_000, by: 200) {
            grid.collectionView.contentOffset.y = CGFloat(offset)
            grid.collectionView.layoutIfNeeded()
        }
        #expect(grid.configured.count > 200)
        #expect(grid.cells.count < 40)
        for (indexPath, fruit) in grid.configured { #expect(fruits[indexPath.item] == fruit) }
        for cell in grid.collectionView.visibleCells {
            let fruitCell = try #require(cell as? FruitCell)
            let indexPath = try #require(grid.collectionView.indexPath(for: cell))
            #expect(fruitCell.shown == fruits[indexPath.item])
        }
    }

    @Test func aNilItemIsNotHandedToTheHandler() {
        var calls = 0
        let registration = UICollectionView.CellRegistration<UICollectionViewCell, String> { _, _, _ in calls += 1 }
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: UICollectionViewFlowLayout())
        let cell = collectionView.dequeueConfiguredReusableCell(
            using: registration, for: IndexPath(item: 0, section: 0), item: nil)
        #expect(calls == 0)
        #expect(type(of: cell) == UICollectionViewCell.self)
        _ = collectionView.dequeueConfiguredReusableCell(
            using: registration, for: IndexPath(item: 1, section: 0), item: "x")
        #expect(calls == 1)
    }

    @Test(arguments: [UIUserInterfaceStyle.light, .dark])
    func aGridWithHeadersLooksRight(_ appearance: UIUserInterfaceStyle) {
        let citrus = ["Lemon", "Lime", "Orange", "Yuzu"].enumerated().map { Fruit(name: $1, hue: $0 + 1) }
        let berries = ["Straw", "Blue", "Rasp", "Goose", "Black"].enumerated().map { Fruit(name: $1, hue: $0 + 3) }
        let grid = FruitGrid(sections: [("Citrus", citrus), ("Berries", berries)], rowHeight: 72, height: 420)
        assertSnapshot(of: grid.collectionView, appearance: appearance, named: appearance == .dark ? "dark" : "light")
    }
}
