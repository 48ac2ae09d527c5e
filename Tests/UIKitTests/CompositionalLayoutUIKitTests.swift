import Testing
import UIKit

// Written as for iOS: compositional layouts built from items, groups and sections, shown by a
// collection view whose data source only counts items.

private final class CountingSource: NSObject, UICollectionViewDataSource {
    var counts: [Int]
    let registration = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, item in
        cell.tag = item
    }
    let header = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(
        elementKind: UICollectionView.elementKindSectionHeader
    ) { _, _, _ in }
    let footer = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(
        elementKind: UICollectionView.elementKindSectionFooter
    ) { _, _, _ in }

    init(_ counts: [Int]) {
        self.counts = counts
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        counts[section]
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: indexPath.item)
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        collectionView.dequeueConfiguredReusableSupplementary(
            using: kind == UICollectionView.elementKindSectionHeader ? header : footer, for: indexPath)
    }
}

private func size(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension)
    -> NSCollectionLayoutSize
{
    NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
}

@MainActor
@Suite("UICollectionViewCompositionalLayout places items as iOS code describes them")
struct CompositionalLayoutUIKitTests {
    private func show(
        _ layout: UICollectionViewLayout, _ source: CountingSource, width: CGFloat = 400, height: CGFloat = 600
    ) -> UICollectionView {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
        collectionView.dataSource = source
        collectionView.layoutIfNeeded()
        return collectionView
    }

    private func frame(_ collectionView: UICollectionView, _ item: Int, section: Int = 0) -> CGRect? {
        collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    @Test func fractionalItemsFillRowsOfAnAbsoluteHeight() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.25), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item])
        let source = CountingSource([10])
        let collectionView = show(
            UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), source)
        #expect(frame(collectionView, 0) == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(frame(collectionView, 5) == CGRect(x: 100, y: 100, width: 100, height: 100))
        #expect(frame(collectionView, 9) == CGRect(x: 100, y: 200, width: 100, height: 100))
        #expect(frame(collectionView, 10) == nil)
        #expect(collectionView.contentSize == CGSize(width: 400, height: 300))
        #expect(collectionView.visibleCells.count == 10)
        #expect(collectionView.cellForItem(at: IndexPath(item: 7, section: 0))?.tag == 7)
        #expect(collectionView.cellForItem(at: IndexPath(item: 7, section: 0))?.frame == frame(collectionView, 7))
    }

    @Test func absoluteItemsWithInsetsAndFixedSpacingWrapWhenTheNextDoesNotFit() {
        let item = NSCollectionLayoutItem(layoutSize: size(.absolute(80), .absolute(50)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item])
        group.interItemSpacing = .fixed(10)
        let collectionView = show(
            UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), CountingSource([6]))
        // 4 × 80 + 3 × 10 = 350 fits in 400; a fifth would need 440.
        #expect(frame(collectionView, 1) == CGRect(x: 95, y: 5, width: 70, height: 40))
        #expect(frame(collectionView, 3) == CGRect(x: 275, y: 5, width: 70, height: 40))
        #expect(frame(collectionView, 4) == CGRect(x: 5, y: 55, width: 70, height: 40))
    }

    @Test func flexibleSpacingSpreadsTheItemsAcrossTheGroup() throws {
        let item = NSCollectionLayoutItem(layoutSize: size(.absolute(80), .absolute(50)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item])
        group.interItemSpacing = .flexible(10)
        let collectionView = show(
            UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), CountingSource([4]))
        let gap = (400 - 4 * 80) / 3 as CGFloat
        let second = try #require(frame(collectionView, 1))
        #expect(abs(second.minX - (80 + gap)) < 0.001)
        #expect(abs(try #require(frame(collectionView, 3)).maxX - 400) < 0.001)
    }

    @Test func aRepeatingSubitemSharesTheGroupLengthInCountPlaces() throws {
        let item = NSCollectionLayoutItem(layoutSize: size(.absolute(10), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(60)), repeatingSubitem: item, count: 3)
        group.interItemSpacing = .fixed(10)
        let collectionView = show(
            UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), CountingSource([5]))
        let share = (400 - 20) / 3 as CGFloat
        let third = try #require(frame(collectionView, 2))
        #expect(abs(third.minX - 2 * (share + 10)) < 0.001)
        #expect(abs(third.width - share) < 0.001)
        #expect(third.height == 60)
        #expect(frame(collectionView, 3)?.origin == CGPoint(x: 0, y: 60))
        #expect(frame(collectionView, 4)?.minY == 60)
    }

    @Test func nestedGroupsPlaceABigItemBesideAStackOfTwo() {
        let big = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
        let small = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)))
        let stack = NSCollectionLayoutGroup.vertical(
            layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)), repeatingSubitem: small, count: 2)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(200)), subitems: [big, stack])
        let collectionView = show(
            UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), CountingSource([5]))
        #expect(frame(collectionView, 0) == CGRect(x: 0, y: 0, width: 200, height: 200))
        #expect(frame(collectionView, 1) == CGRect(x: 200, y: 0, width: 200, height: 100))
        #expect(frame(collectionView, 2) == CGRect(x: 200, y: 100, width: 200, height: 100))
        #expect(frame(collectionView, 3) == CGRect(x: 0, y: 200, width: 200, height: 200))
        #expect(frame(collectionView, 4) == CGRect(x: 200, y: 200, width: 200, height: 100))
        #expect(collectionView.contentSize.height == 400)
    }

    @Test func sectionInsetsInterGroupAndInterSectionSpacing() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 20)
        section.interGroupSpacing = 8
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 12
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        let collectionView = show(layout, CountingSource([5, 1]))
        #expect(frame(collectionView, 1) == CGRect(x: 200, y: 10, width: 180, height: 50))
        #expect(frame(collectionView, 2) == CGRect(x: 20, y: 68, width: 180, height: 50))
        #expect(frame(collectionView, 4) == CGRect(x: 20, y: 126, width: 180, height: 50))
        let firstSectionHeight = 10 + 3 * 50 + 2 * 8 + 30 as CGFloat
        #expect(
            frame(collectionView, 0, section: 1)
                == CGRect(x: 20, y: firstSectionHeight + 12 + 10, width: 180, height: 50))
        #expect(collectionView.contentSize.height == firstSectionHeight + 12 + 10 + 50 + 30)
    }

    @Test func headersAndFootersSitOutsideTheInsetsAndFollowThemAcross() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: size(.fractionalWidth(1), .absolute(40)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top),
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: size(.fractionalWidth(1), .absolute(30)),
                elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom),
        ]
        let source = CountingSource([3, 0])
        let collectionView = show(UICollectionViewCompositionalLayout(section: section), source)
        let header = collectionView.layoutAttributesForSupplementaryElement(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == CGRect(x: 20, y: 0, width: 360, height: 40))
        #expect(frame(collectionView, 0) == CGRect(x: 20, y: 50, width: 180, height: 50))
        let footer = collectionView.layoutAttributesForSupplementaryElement(
            ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
        #expect(footer?.frame == CGRect(x: 20, y: 40 + 10 + 100 + 10, width: 360, height: 30))
        // An empty section still shows its header and footer, without insets.
        let emptyHeader = collectionView.layoutAttributesForSupplementaryElement(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        #expect(emptyHeader?.frame == CGRect(x: 20, y: 190, width: 360, height: 40))
        #expect(collectionView.contentSize.height == 260)
        #expect(collectionView.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).count == 2)
        #expect(
            collectionView.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))?.frame
                == footer?.frame)

        section.supplementariesFollowContentInsets = false
        collectionView.collectionViewLayout.invalidateLayout()
        collectionView.layoutIfNeeded()
        #expect(
            collectionView.layoutAttributesForSupplementaryElement(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: 0, width: 400, height: 40))
        withExtendedLifetime(source) {}
    }

    @Test func aNarrowHeaderAlignsToItsCorner() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(50)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: size(.absolute(100), .absolute(20)), elementKind: "badge", alignment: .topTrailing)
        ]
        let collectionView = show(UICollectionViewCompositionalLayout(section: section), CountingSource([1]))
        #expect(
            collectionView.layoutAttributesForSupplementaryElement(
                ofKind: "badge", at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 300, y: 0, width: 100, height: 20))
        #expect(frame(collectionView, 0)?.minY == 20)
    }

    @Test func horizontalScrollingStacksGroupsAlongX() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: size(.absolute(100), .fractionalHeight(1)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        let collectionView = show(layout, CountingSource([5]), width: 250, height: 300)
        #expect(frame(collectionView, 1) == CGRect(x: 0, y: 150, width: 100, height: 150))
        #expect(frame(collectionView, 2) == CGRect(x: 110, y: 0, width: 100, height: 150))
        #expect(frame(collectionView, 4) == CGRect(x: 220, y: 0, width: 100, height: 150))
        #expect(collectionView.contentSize == CGSize(width: 320, height: 300))
    }

    @Test func pinnedHeadersStayAtTheTopUntilTheirSectionEnds() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: size(.fractionalWidth(1), .absolute(30)),
            elementKind: UICollectionView.elementKindSectionHeader,
            alignment: .top)
        header.pinToVisibleBounds = true
        let footer = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: size(.fractionalWidth(1), .absolute(20)),
            elementKind: UICollectionView.elementKindSectionFooter,
            alignment: .bottom)
        section.boundarySupplementaryItems = [header, footer]
        let source = CountingSource([10, 10, 10])
        let collectionView = show(UICollectionViewCompositionalLayout(section: section), source)
        func headerFrame(_ section: Int) -> CGRect? {
            collectionView.layoutAttributesForSupplementaryElement(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))?.frame
        }
        // Sections are 30 + 500 + 20 = 550 points long.
        #expect(headerFrame(0) == CGRect(x: 0, y: 0, width: 400, height: 30))
        collectionView.contentOffset = CGPoint(x: 0, y: 100)
        #expect(headerFrame(0) == CGRect(x: 0, y: 100, width: 400, height: 30))
        #expect(headerFrame(1) == CGRect(x: 0, y: 550, width: 400, height: 30))
        let shown = collectionView.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(shown?.frame == CGRect(x: 0, y: 100, width: 400, height: 30))
        #expect(
            collectionView.layoutAttributesForSupplementaryElement(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.zIndex ?? 0 > 10
        )
        // The section's end pushes its header off; the next one takes its place.
        collectionView.contentOffset = CGPoint(x: 0, y: 530)
        #expect(headerFrame(0) == CGRect(x: 0, y: 520, width: 400, height: 30))
        collectionView.contentOffset = CGPoint(x: 0, y: 700)
        #expect(headerFrame(1) == CGRect(x: 0, y: 700, width: 400, height: 30))
        #expect(
            collectionView.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))?.frame
                .minY
                == 700)
        // Footers that do not pin scroll with the content.
        #expect(
            collectionView.layoutAttributesForSupplementaryElement(
                ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 1))?.frame.minY
                == 1080)
        withExtendedLifetime(source) {}
    }

    @Test func sectionBackgroundsLieBehindTheirSections() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: size(.fractionalWidth(1), .absolute(30)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        ]
        let background = NSCollectionLayoutDecorationItem.background(elementKind: "card")
        background.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        #expect(background.zIndex == -1)
        section.decorationItems = [background]
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(CardBackground.self, forDecorationViewOfKind: "card")
        let source = CountingSource([10, 10])
        let collectionView = show(layout, source)
        // A section is 30 + 10 × 50 = 530 points long.
        #expect(
            layout.layoutAttributesForDecorationView(ofKind: "card", at: IndexPath(item: 0, section: 1))?.frame
                == CGRect(x: 8, y: 538, width: 384, height: 514))
        #expect(layout.layoutAttributesForDecorationView(ofKind: "other", at: IndexPath(item: 0, section: 1)) == nil)
        let cards = collectionView.subviews.filter { $0 is CardBackground }
        #expect(
            cards.map(\.frame).sorted { $0.minY < $1.minY }
                == [CGRect(x: 8, y: 8, width: 384, height: 514), CGRect(x: 8, y: 538, width: 384, height: 514)])
        let lastCard = collectionView.subviews.lastIndex { $0 is CardBackground } ?? .max
        let firstCell = collectionView.subviews.firstIndex { $0 is UICollectionViewCell } ?? -1
        #expect(lastCard < firstCell)
        // Scrolled past the first section, its background goes; new cells still come in front.
        collectionView.contentOffset = CGPoint(x: 0, y: 600)
        #expect(collectionView.subviews.filter { $0 is CardBackground }.map(\.frame.minY) == [538])
        #expect(
            (collectionView.subviews.lastIndex { $0 is CardBackground } ?? .max)
                < (collectionView.subviews.firstIndex { $0 is UICollectionViewCell } ?? -1))
        withExtendedLifetime(source) {}
    }
}

private final class CardBackground: UICollectionReusableView {}
