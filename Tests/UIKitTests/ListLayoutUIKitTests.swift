import TesseraTesting
import Testing
import UIKit

// Written as for iOS: a settings-like list of list cells from a list configuration, with
// section headers from a supplementary registration.

@MainActor
private final class SettingsList {
    let collectionView: UICollectionView
    var dataSource: UICollectionViewDiffableDataSource<String, String>!

    init(
        _ configuration: UICollectionLayoutListConfiguration, sections: [(String, [String])], height: CGFloat = 500,
        cornerRadius: CGFloat = 0
    ) {
        collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 400, height: height),
            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
            var content = cell.defaultContentConfiguration()
            content.text = title
            cell.contentConfiguration = content
            if cornerRadius > 0 { cell.layer.cornerRadius = cornerRadius }
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { [unowned self] header, _, indexPath in
            var content = UIListContentConfiguration.groupedHeader()
            content.text = dataSource.snapshot().sectionIdentifiers[indexPath.section]
            header.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
            collectionView, indexPath, title in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: title)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        for (title, rows) in sections {
            snapshot.appendSections([title])
            snapshot.appendItems(rows, toSection: title)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()
    }

    func frame(_ item: Int, section: Int = 0) -> CGRect? {
        collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }
}

@MainActor
@Suite("List configurations of compositional layouts as iOS code uses them")
struct ListLayoutUIKitTests {
    @Test func aPlainListStacksFullWidthRowsAsTallAsTheirCells() throws {
        let list = SettingsList(
            UICollectionLayoutListConfiguration(appearance: .plain), sections: [("", ["Wi-Fi", "Bluetooth", "VPN"])])
        let first = try #require(list.frame(0))
        let second = try #require(list.frame(1))
        #expect(first.origin == .zero)
        #expect(first.width == 400)
        #expect(first.height >= 44)
        #expect(second.minY == first.maxY)
        let cell = try #require(list.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "Bluetooth")
        #expect(cell.frame == second)
        #expect(cell.backgroundColor == nil)
        #expect(cell.layer.cornerRadius == 0)
        let rounded = SettingsList(
            UICollectionLayoutListConfiguration(appearance: .plain), sections: [("", ["Wi-Fi"])], cornerRadius: 6)
        #expect(rounded.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.layer.cornerRadius == 6)
        #expect(list.collectionView.backgroundColor == .systemBackground)
    }

    @Test func anInsetGroupedListInsetsRowsAndPutsHeadersAboveThem() throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        #expect(configuration.showsSeparators)
        let list = SettingsList(
            configuration, sections: [("Network", ["Wi-Fi", "Bluetooth"]), ("General", ["About"])])
        let header = try #require(
            list.collectionView.layoutAttributesForSupplementaryElement(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)))
        #expect(header.frame == CGRect(x: 20, y: 0, width: 360, height: 38))
        let first = try #require(list.frame(0))
        #expect(first.minX == 20 && first.width == 360 && first.minY == 38)
        let secondHeader = try #require(
            list.collectionView.layoutAttributesForSupplementaryElement(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1)))
        #expect(secondHeader.frame.minY == (try #require(list.frame(1))).maxY + 16)
        #expect(try #require(list.frame(0, section: 1)).minY == secondHeader.frame.maxY)
        #expect(list.collectionView.backgroundColor == .systemGroupedBackground)
        let top = try #require(list.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(top.backgroundColor == .secondarySystemGroupedBackground)
        #expect(top.layer.cornerRadius == 10)
        #expect(top.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        let lone = try #require(list.collectionView.cellForItem(at: IndexPath(item: 0, section: 1)))
        #expect(lone.layer.maskedCorners.contains([.layerMinXMinYCorner, .layerMaxXMaxYCorner]))
    }

    @Test func aGroupedListWithoutHeadersPadsItsSections() throws {
        let list = SettingsList(
            UICollectionLayoutListConfiguration(appearance: .grouped), sections: [("A", ["One"]), ("B", ["Two"])])
        let first = try #require(list.frame(0))
        #expect(first.minY == 16 && first.minX == 0 && first.width == 400)
        #expect(try #require(list.frame(0, section: 1)).minY == first.maxY + 32)
    }

    @Test(arguments: [UIUserInterfaceStyle.light, .dark])
    func anInsetGroupedListLooksRight(_ appearance: UIUserInterfaceStyle) {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let list = SettingsList(
            configuration, sections: [("Network", ["Wi-Fi", "Bluetooth", "Cellular"]), ("General", ["About"])],
            height: 360)
        assertSnapshot(of: list.collectionView, appearance: appearance, named: appearance == .dark ? "dark" : "light")
    }
}
