import Testing
import UIKit

// Written as for iOS: self-sizing cells with estimated heights, a section provider that picks the
// column count from the container's width, and data sizes from nothing to ten thousand items.

private final class NoteCell: UICollectionViewCell {
    var preferredHeight: CGFloat = 44

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: preferredHeight)
    }
}

private final class Notes: NSObject, UICollectionViewDataSource {
    var count: Int
    var sections = 1
    private(set) var cellRequests = 0
    let registration = UICollectionView.CellRegistration<NoteCell, Int> { cell, _, item in
        cell.preferredHeight = CGFloat(30 + 10 * (item % 3))
    }

    init(count: Int) {
        self.count = count
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        cellRequests += 1
        return collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: indexPath.item)
    }
}

private func size(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension)
    -> NSCollectionLayoutSize
{
    NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
}

@MainActor
@Suite("UICollectionViewCompositionalLayout sizes, providers and extreme input")
struct CompositionalLayoutSizingUIKitTests {
    private func show(_ layout: UICollectionViewLayout, _ source: Notes, width: CGFloat = 400) -> UICollectionView {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: width, height: 600), collectionViewLayout: layout)
        collectionView.dataSource = source
        collectionView.layoutIfNeeded()
        return collectionView
    }

    private func frame(_ collectionView: UICollectionView, _ item: Int) -> CGRect? {
        collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
    }

    private func listLayout() -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(44)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: size(.fractionalWidth(1), .estimated(44)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 1
        return UICollectionViewCompositionalLayout(section: section)
    }

    @Test func estimatedHeightsTakeTheCellsOwnHeights() {
        let collectionView = show(listLayout(), Notes(count: 4))
        #expect(frame(collectionView, 0) == CGRect(x: 0, y: 0, width: 400, height: 30))
        #expect(frame(collectionView, 1) == CGRect(x: 0, y: 31, width: 400, height: 40))
        #expect(frame(collectionView, 2) == CGRect(x: 0, y: 72, width: 400, height: 50))
        #expect(frame(collectionView, 3) == CGRect(x: 0, y: 123, width: 400, height: 30))
        #expect(collectionView.contentSize.height == 153)
        #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.height == 50)
    }

    @Test func anEstimatedRowIsAsTallAsItsTallestCell() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .estimated(44)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .estimated(44)), subitems: [item])
        let collectionView = show(
            UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), Notes(count: 3))
        #expect(frame(collectionView, 0) == CGRect(x: 0, y: 0, width: 200, height: 30))
        #expect(frame(collectionView, 1) == CGRect(x: 200, y: 0, width: 200, height: 40))
        #expect(frame(collectionView, 2) == CGRect(x: 0, y: 40, width: 200, height: 50))
        #expect(collectionView.contentSize.height == 90)
    }

    @Test func aSectionProviderFollowsTheContainerWidthWhenTheViewResizes() throws {
        var widths: [CGFloat] = []
        var styles: [UIUserInterfaceStyle] = []
        let layout = UICollectionViewCompositionalLayout { _, environment in
            let width = environment.container.effectiveContentSize.width
            widths.append(width)
            styles.append(environment.traitCollection.userInterfaceStyle)
            let columns = width > 500 ? 4 : 2
            let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: size(.fractionalWidth(1), .absolute(100)), repeatingSubitem: item, count: columns)
            return NSCollectionLayoutSection(group: group)
        }
        let notes = Notes(count: 8)
        let collectionView = show(layout, notes, width: 400)
        #expect(widths.last == 400)
        #expect(frame(collectionView, 2) == CGRect(x: 0, y: 100, width: 200, height: 100))

        collectionView.bounds.size.width = 800
        collectionView.layoutIfNeeded()
        #expect(widths.last == 800)
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)))
        #expect(cell.frame == CGRect(x: 400, y: 0, width: 200, height: 100))
        #expect(frame(collectionView, 7) == CGRect(x: 600, y: 100, width: 200, height: 100))
        #expect(collectionView.contentSize == CGSize(width: 800, height: 200))

        collectionView.frame = CGRect(x: 0, y: 0, width: 300, height: 600)
        collectionView.layoutIfNeeded()
        #expect(widths.last == 300)
        #expect(
            collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.frame
                == CGRect(x: 0, y: 100, width: 150, height: 100))
        let dark = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: layout)
        dark.overrideUserInterfaceStyle = .dark
        dark.dataSource = notes
        dark.layoutIfNeeded()
        #expect(styles.last == .dark)
        // Scrolling does not ask the provider again.
        let asked = widths.count
        dark.contentOffset.y = 100
        dark.layoutIfNeeded()
        #expect(widths.count == asked)
    }

    @Test func noItemsOrSectionsLayOutNothing() {
        let notes = Notes(count: 0)
        let collectionView = show(listLayout(), notes)
        #expect(collectionView.contentSize == CGSize(width: 400, height: 0))
        #expect(collectionView.visibleCells.isEmpty)
        notes.sections = 0
        collectionView.reloadData()
        collectionView.layoutIfNeeded()
        #expect(collectionView.numberOfSections == 0)
        #expect(frame(collectionView, 0) == nil)
    }

    @Test func zeroNegativeAndNonFiniteSizesDoNotHangOrEscapeTheContent() throws {
        let cases: [(NSCollectionLayoutDimension, NSCollectionLayoutDimension)] = [
            (.fractionalWidth(0), .absolute(100)),
            (.fractionalWidth(-1), .fractionalHeight(-2)),
            (.absolute(.nan), .absolute(.nan)),
            (.absolute(.infinity), .absolute(-.infinity)),
        ]
        for (width, height) in cases {
            let item = NSCollectionLayoutItem(layoutSize: size(width, height))
            item.contentInsets = NSDirectionalEdgeInsets(top: .nan, leading: .infinity, bottom: 0, trailing: 0)
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: size(.fractionalWidth(1), height), subitems: [item])
            group.interItemSpacing = .fixed(.nan)
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = -.infinity
            let collectionView = show(UICollectionViewCompositionalLayout(section: section), Notes(count: 3))
            let frames = try (0..<3).map { try #require(frame(collectionView, $0)) }
            for frame in frames {
                #expect(frame.origin.x.isFinite && frame.origin.y.isFinite)
                #expect(frame.width >= 0 && frame.width.isFinite && frame.height >= 0 && frame.height.isFinite)
            }
            #expect(collectionView.contentSize.height.isFinite)
        }
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(10)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: size(.fractionalWidth(1), .absolute(10)), repeatingSubitem: item, count: 0)
        let collectionView = show(
            UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), Notes(count: 2))
        #expect(frame(collectionView, 1) == CGRect(x: 0, y: 10, width: 400, height: 10))
    }

    @Test func tenThousandItemsScrollWithAScreenfulOfCells() throws {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.25), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item])
        let notes = Notes(count: 10_000)
        let collectionView = show(
            UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), notes)
        #expect(collectionView.contentSize.height == 125_000)
        #expect(notes.cellRequests < 100)
        for step in 1...20 {
            collectionView.contentOffset.y = CGFloat(step) * 6_000
            collectionView.layoutIfNeeded()
        }
        let last = IndexPath(item: 9_999, section: 0)
        collectionView.scrollToItem(at: last, at: .bottom, animated: false)
        collectionView.layoutIfNeeded()
        #expect(
            try #require(collectionView.cellForItem(at: last)).frame
                == CGRect(x: 300, y: 124_950, width: 100, height: 50))
        #expect(collectionView.allocatedCellCount < 120)
        #expect(notes.cellRequests < 21 * 70)
    }
}
