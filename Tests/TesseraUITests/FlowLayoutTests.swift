import Foundation
import TesseraCore
import TesseraGraphics
import Testing

@testable import TesseraUI

/// A cell whose self-sized width is its number, at a fixed height of 30.
@MainActor
final class WidthCell: ItemCollectionCell<CGFloat> {
    override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: item ?? 0, height: 30) }
}

/// Sections of item sizes, with optional per-section spacing from the delegate.
@MainActor
final class SizesModel: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var sections: [[CGSize]]
    var lineSpacing: [Int: CGFloat] = [:]

    init(_ sections: [[CGSize]]) { self.sections = sections }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section].count
    }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(WidthCell.self, for: indexPath)
        cell.configure(with: sections[indexPath.section][indexPath.item].width)
        return cell
    }
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "plain", for: indexPath)
    }
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        sections[indexPath.section][indexPath.item]
    }
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
        lineSpacing[section] ?? (collectionViewLayout as! UICollectionViewFlowLayout).minimumLineSpacing
    }
}

@MainActor
@Suite struct FlowLayoutTests {
    static func sizes(_ count: Int, _ width: CGFloat, _ height: CGFloat = 50) -> [CGSize] {
        Array(repeating: CGSize(width: width, height: height), count: count)
    }

    func make(
        _ model: SizesModel, width: CGFloat = 320, height: CGFloat = 600,
        _ configure: (UICollectionViewFlowLayout) -> Void = { _ in }
    )
        -> UICollectionView
    {
        let layout = UICollectionViewFlowLayout()
        configure(layout)
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
        collection.contentInsetAdjustmentBehavior = .never
        collection.register(WidthCell.self)
        for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
            collection.register(
                UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "plain")
        }
        collection.dataSource = model
        collection.delegate = model
        collection.layoutIfNeeded()
        return collection
    }

    func headerFrame(_ collection: UICollectionView, _ section: Int) -> CGRect {
        collection.layoutAttributesForSupplementaryElement(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))?.frame ?? .zero
    }

    func footerFrame(_ collection: UICollectionView, _ section: Int) -> CGRect {
        collection.layoutAttributesForSupplementaryElement(
            ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: section))?.frame ?? .zero
    }

    func frames(_ collection: UICollectionView, section: Int = 0) -> [CGRect] {
        (0..<collection.numberOfItems(inSection: section)).map {
            collection.frameForItem(at: IndexPath(item: $0, section: section))!
        }
    }

    @Test func itemsThatExactlyFillALineStayOnIt() {
        let collection = make(SizesModel([Self.sizes(4, 100)]))
        #expect(
            frames(collection).map(\.origin) == [
                CGPoint(x: 0, y: 0), CGPoint(x: 110, y: 0), CGPoint(x: 220, y: 0), CGPoint(x: 0, y: 60),
            ])
        #expect(collection.contentSize == CGSize(width: 320, height: 110))
    }

    @Test func justifiedFullLinesSpreadAndTheLastLineStaysLeading() {
        let collection = make(SizesModel([Self.sizes(5, 100)]), width: 330)
        #expect(frames(collection).map(\.minX) == [0, 115, 230, 0, 110])
    }

    @Test func aLoneItemOnANonLastLineIsCentred() {
        let collection = make(
            SizesModel([
                [CGSize(width: 200, height: 40), CGSize(width: 200, height: 40), CGSize(width: 50, height: 40)]
            ]), width: 300)
        #expect(frames(collection).map(\.minX) == [50, 0, 210])
        #expect(frames(collection).map(\.minY) == [0, 50, 50])
    }

    @Test func leadingAlignmentPacksEveryLine() {
        let collection = make(SizesModel([Self.sizes(5, 100)]), width: 330) { $0.lineAlignment = .leading }
        #expect(frames(collection).map(\.minX) == [0, 110, 220, 0, 110])
    }

    @Test func centerAlignmentCentresEachLine() {
        let collection = make(SizesModel([Self.sizes(4, 100)]), width: 340) { $0.lineAlignment = .center }
        #expect(frames(collection).map(\.minX) == [10, 120, 230, 120])
    }

    @Test func anItemWiderThanTheLineSitsAloneOnIt() {
        let collection = make(
            SizesModel([[CGSize(width: 50, height: 20), CGSize(width: 400, height: 20), CGSize(width: 50, height: 20)]])
        )
        #expect(frames(collection).map(\.minY) == [0, 30, 60])
    }

    @Test func shorterItemsAreCentredAcrossTheTallestOfTheirLine() {
        let collection = make(
            SizesModel([
                [CGSize(width: 100, height: 20), CGSize(width: 100, height: 60), CGSize(width: 100, height: 40)]
            ]))
        #expect(frames(collection).map(\.minY) == [20, 0, 10])
        #expect(collection.contentSize.height == 60)
    }

    @Test func sectionInsetsHeadersAndFootersStackSectionsInOrder() {
        let collection = make(SizesModel([Self.sizes(3, 80, 40), Self.sizes(1, 80, 40)])) {
            $0.sectionInset = UIEdgeInsets(top: 8, left: 16, bottom: 12, right: 16)
            $0.headerReferenceSize = CGSize(width: 0, height: 30)
            $0.footerReferenceSize = CGSize(width: 0, height: 20)
            $0.minimumInteritemSpacing = 8
            $0.minimumLineSpacing = 0
        }
        // Section 0: header 0–30, inset 8, line 38–78, inset 12, footer 90–110.
        #expect(headerFrame(collection, 0) == CGRect(x: 0, y: 0, width: 320, height: 30))
        #expect(
            frames(collection, section: 0).map(\.origin) == [
                CGPoint(x: 16, y: 38), CGPoint(x: 104, y: 38), CGPoint(x: 192, y: 38),
            ])
        #expect(footerFrame(collection, 0) == CGRect(x: 0, y: 90, width: 320, height: 20))
        #expect(headerFrame(collection, 1).minY == 110)
        #expect(frames(collection, section: 1).map(\.origin) == [CGPoint(x: 16, y: 148)])
        #expect(collection.contentSize.height == 220)
    }

    @Test func anEmptySectionHasOnlyItsHeaderAndFooter() {
        let collection = make(SizesModel([[], Self.sizes(1, 80, 40)])) {
            $0.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
            $0.headerReferenceSize = CGSize(width: 0, height: 30)
        }
        #expect(headerFrame(collection, 1).minY == 30)
        #expect(collection.frameForItem(at: IndexPath(item: 0, section: 1))?.origin == CGPoint(x: 10, y: 70))
        #expect(collection.frameForItem(at: IndexPath(item: 0, section: 0)) == nil)
    }

    @Test func delegateSpacingOverridesTheLayoutPerSection() {
        let model = SizesModel([Self.sizes(6, 100), Self.sizes(6, 100)])
        model.lineSpacing = [1: 30]
        let collection = make(model)
        #expect(frames(collection, section: 0).map(\.minY) == [0, 0, 0, 60, 60, 60])
        #expect(frames(collection, section: 1).map(\.minY) == [110, 110, 110, 190, 190, 190])
    }

    @Test func horizontalScrollingFlowsDownThenAcross() {
        let collection = make(SizesModel([Self.sizes(5, 60, 100)]), width: 300, height: 320) {
            $0.scrollDirection = .horizontal
            $0.lineAlignment = .leading
        }
        #expect(
            frames(collection).map(\.origin) == [
                CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 110), CGPoint(x: 0, y: 220), CGPoint(x: 70, y: 0),
                CGPoint(x: 70, y: 110),
            ])
        #expect(collection.contentSize == CGSize(width: 130, height: 320))
    }

    @Test func rightToLeftMirrorsLines() {
        let model = SizesModel([Self.sizes(2, 100)])
        let layout = UICollectionViewFlowLayout()
        layout.lineAlignment = .leading
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        collection.register(WidthCell.self)
        collection.inheritTraits(from: UITraitCollection(layoutDirection: .rightToLeft))
        collection.dataSource = model
        collection.delegate = model
        #expect(frames(collection).map(\.minX) == [220, 110])
    }

    @Test func selfSizingMeasuresCellsAndClampsToTheLine() {
        let model = SizesModel([
            [CGSize(width: 90, height: 0), CGSize(width: 130, height: 0), CGSize(width: 500, height: 0)]
        ])
        let collection = make(model) {
            $0.estimatedItemSize = CGSize(width: 50, height: 50)
            $0.sectionInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
            $0.lineAlignment = .leading
        }
        #expect(
            frames(collection).map(\.size) == [
                CGSize(width: 90, height: 30), CGSize(width: 130, height: 30), CGSize(width: 300, height: 30),
            ])
        #expect(
            frames(collection).map(\.origin) == [CGPoint(x: 10, y: 0), CGPoint(x: 110, y: 0), CGPoint(x: 10, y: 40)])
    }

    @Test func selfSizedItemsOffScreenKeepTheEstimateUntilShown() {
        let model = SizesModel([Array(repeating: CGSize(width: 300, height: 0), count: 100)])
        let collection = make(model, height: 200) { $0.estimatedItemSize = CGSize(width: 300, height: 100) }
        #expect(collection.frameForItem(at: IndexPath(item: 0, section: 0))?.height == 30)
        #expect(collection.frameForItem(at: IndexPath(item: 99, section: 0))?.height == 100)
        collection.scrollToItem(at: IndexPath(item: 99, section: 0), at: .bottom, animated: false)
        collection.layoutIfNeeded()
        #expect(collection.frameForItem(at: IndexPath(item: 99, section: 0))?.height == 30)
    }

    @Test func visibleItemLookupMatchesAScanOfEveryLine() {
        var generator = SplitMix64(seed: 42)
        let sizes = (0..<2_000).map { _ in
            CGSize(width: CGFloat(generator.next() % 150 + 20), height: CGFloat(generator.next() % 60 + 10))
        }
        let geometry = FlowLayoutGeometry(
            direction: .vertical, crossLength: 375, alignment: .justified, mirrored: false,
            sections: [
                .init(
                    itemCount: 2_000, inset: UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5), lineSpacing: 7,
                    interitemSpacing: 3, headerSize: CGSize(width: 0, height: 20), footerSize: .zero)
            ],
            itemSize: { sizes[$0.item] })
        let lines = geometry.sections[0].lines
        for start in stride(from: -100 as CGFloat, to: geometry.contentSize.height + 100, by: 997) {
            let end = start + 667
            let scanned = lines.filter { $0.start < end && $0.end > start }.flatMap { $0.firstItem..<$0.endItem }
            #expect(geometry.items(inScrollRangeFrom: start, to: end).map(\.item) == scanned)
        }
        #expect(lines.last?.endItem == 2_000)
    }
}
