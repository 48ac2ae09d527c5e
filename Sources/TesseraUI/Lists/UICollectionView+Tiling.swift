import Foundation
import TesseraGraphics

extension UICollectionView {
    /// Extra distance beyond the visible area, along the scroll axis, that still gets cells (points).
    static let tilingMargin: CGFloat = 50
    /// Rounds of measure-then-relayout one tiling pass may take while self-sized items change the lines.
    private static let maximumMeasuringRounds = 8

    /// The size an item gets: measured (self-sizing, else the estimate), or the delegate's, or the layout's.
    func resolvedSize(of indexPath: IndexPath) -> CGSize {
        let layout = collectionViewLayout
        if layout.isSelfSizing { return measuredSizes[indexPath] ?? layout.estimatedItemSize }
        return delegate?.collectionView(self, layout: layout, sizeForItemAt: indexPath) ?? layout.itemSize
    }

    /// Re-reads counts and section metrics and recomputes every place.
    func rebuildGeometry() {
        needsReload = false
        needsGeometry = false
        let layout = collectionViewLayout
        let sectionCount = max(0, dataSource.map { $0.numberOfSections(in: self) } ?? 0)
        let metrics = (0..<sectionCount).map { section in
            FlowLayoutGeometry.SectionMetrics(
                itemCount: max(0, dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0),
                inset: delegate?.collectionView(self, layout: layout, insetForSectionAt: section) ?? layout.sectionInset,
                lineSpacing: delegate?.collectionView(self, layout: layout, minimumLineSpacingForSectionAt: section)
                    ?? layout.minimumLineSpacing,
                interitemSpacing: delegate?.collectionView(self, layout: layout, minimumInteritemSpacingForSectionAt: section)
                    ?? layout.minimumInteritemSpacing,
                headerSize: delegate?.collectionView(self, layout: layout, referenceSizeForHeaderInSection: section)
                    ?? layout.headerReferenceSize,
                footerSize: delegate?.collectionView(self, layout: layout, referenceSizeForFooterInSection: section)
                    ?? layout.footerReferenceSize)
        }
        let length = max(0, lineLength)
        if length != geometry.crossLength { measuredSizes.removeAll() }
        geometry = FlowLayoutGeometry(
            direction: layout.scrollDirection, crossLength: length, alignment: layout.lineAlignment,
            mirrored: traitCollection.layoutDirection == .rightToLeft, sections: metrics, itemSize: resolvedSize(of:))
        emptySupplementaryKeys.removeAll()
        // Setting the size may clamp the offset; the caller tiles afterwards.
        let wasTiling = isTiling
        isTiling = true
        contentSize = geometry.contentSize
        isTiling = wasTiling
    }

    /// The part of the content that gets cells, along the scroll axis.
    private var tilingRange: (start: CGFloat, end: CGFloat) {
        let (start, end) = geometry.scrollRange(of: bounds)
        return (start - Self.tilingMargin, end + Self.tilingMargin)
    }

    /// Puts cells on the items in view and recycles the others; self-sized items are measured when
    /// first shown and the lines re-broken around them.
    func tileItems() {
        guard !needsReload, !isTiling else { return }
        isTiling = true
        defer { isTiling = false }
        for _ in 1...Self.maximumMeasuringRounds {
            let (start, end) = tilingRange
            let wanted = geometry.items(inScrollRangeFrom: start, to: end)
            let wantedSet = Set(wanted)
            for (indexPath, cell) in visibleCellsByIndexPath where !wantedSet.contains(indexPath) {
                cellPool.enqueue(cell)
                visibleCellsByIndexPath[indexPath] = nil
            }
            var remeasured = false
            for indexPath in wanted where visibleCellsByIndexPath[indexPath] == nil {
                makeCell(for: indexPath, remeasured: &remeasured)
            }
            guard remeasured else { break }
            // New sizes move the lines: place them again and see which items are in view now.
            rebuildGeometry()
        }
        for (indexPath, cell) in visibleCellsByIndexPath where geometry.contains(indexPath) {
            cell.frame = geometry.frame(for: indexPath)
        }
        tileSupplementaryViews()
    }

    private func makeCell(for indexPath: IndexPath, remeasured: inout Bool) {
        guard let dataSource else { preconditionFailure("A collection view with items needs a data source") }
        let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
        visibleCellsByIndexPath[indexPath] = cell
        insertSubview(cell, at: 0)
        cell.isSelected = selectedIndexPaths.contains(indexPath)
        guard collectionViewLayout.isSelfSizing, measuredSizes[indexPath] == nil else { return }
        let size = measure(cell, in: indexPath.section)
        measuredSizes[indexPath] = size
        if size != geometry.frame(for: indexPath).size { remeasured = true }
    }

    /// The cell's `sizeThatFits` within the section's line length, rounded up to whole points.
    func measure(_ cell: UICollectionViewCell, in section: Int) -> CGSize {
        let layout = collectionViewLayout
        let inset = delegate?.collectionView(self, layout: layout, insetForSectionAt: section) ?? layout.sectionInset
        let vertical = layout.scrollDirection == .vertical
        let limit = max(0, geometry.crossLength - (vertical ? inset.horizontal : inset.vertical))
        let unlimited = CGFloat.greatestFiniteMagnitude
        let fitted = cell.sizeThatFits(vertical ? CGSize(width: limit, height: unlimited) : CGSize(width: unlimited, height: limit))
        let width = vertical ? min(fitted.width, limit) : fitted.width
        let height = vertical ? fitted.height : min(fitted.height, limit)
        return CGSize(width: max(0, width).rounded(.up), height: max(0, height).rounded(.up))
    }
}
