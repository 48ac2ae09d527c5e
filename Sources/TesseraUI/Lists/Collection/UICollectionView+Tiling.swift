import Foundation
import TesseraGraphics

extension UICollectionView {
    /// Extra distance beyond the visible area, along both axes, that still gets views (points).
    static let tilingMargin: CGFloat = 50
    /// Rounds of measure-then-relayout one tiling pass may take while self-sized items move.
    private static let maximumMeasuringRounds = 8

    /// Reads the counts, prepares the layout and takes its content size (the offset stays, in range).
    func prepareLayout() {
        needsReload = false
        needsLayoutPreparation = false
        let sections = max(0, dataSource.map { $0.numberOfSections(in: self) } ?? 0)
        sectionCounts = (0..<sections).map { max(0, dataSource?.collectionView(self, numberOfItemsInSection: $0) ?? 0) }
        collectionViewLayout.prepare()
        let wasTiling = isTiling
        isTiling = true
        contentSize = collectionViewLayout.collectionViewContentSize
        isTiling = wasTiling
    }

    /// The part of the content that gets views: the visible area and a margin around it.
    private var tilingRect: CGRect {
        bounds.insetBy(dx: -Self.tilingMargin, dy: -Self.tilingMargin)
    }

    /// Puts views on the elements in view and recycles the others; self-sizing cells are asked for
    /// their preferred size when first shown and the layout prepared again around them.
    func tileItems() {
        guard !isTiling else { return }
        isTiling = true
        defer { isTiling = false }
        var attributes: [UICollectionViewLayoutAttributes] = []
        for _ in 1...Self.maximumMeasuringRounds {
            if needsReload || needsLayoutPreparation { prepareLayout() }
            attributes = attributesToTile(in: tilingRect)
            let cells = attributes.filter { $0.representedElementCategory == .cell }
            let wanted = Set(cells.map(\.indexPath))
            for (indexPath, cell) in visibleCellsByIndexPath.removeViews(where: { !wanted.contains($0) }) {
                endDisplaying(cell, at: indexPath)
            }
            var invalidated = false
            for item in cells where visibleCellsByIndexPath[item.indexPath] == nil {
                if makeCell(for: item) { invalidated = true }
            }
            guard invalidated else { break }
            needsLayoutPreparation = true
        }
        for item in attributes {
            switch item.representedElementCategory {
            case .cell:
                guard let cell = visibleCellsByIndexPath[item.indexPath] else { continue }
                let container = itemContainer(forSection: item.indexPath.section)
                if cell.superview !== container.view { insertCell(cell, into: container.view) }
                apply(item, to: cell, origin: container.origin)
            case .supplementaryView, .decorationView:
                break
            }
        }
        tileSupplementaryViews(attributes.filter { $0.representedElementCategory == .supplementaryView })
        tileDecorationViews(attributes.filter { $0.representedElementCategory == .decorationView })
    }

    /// Shows the decoration views the layout places in view, behind everything else (in order of
    /// z-index, over the background view), and removes the others.
    private func tileDecorationViews(_ attributes: [UICollectionViewLayoutAttributes]) {
        var wanted: [SupplementaryKey: UICollectionViewLayoutAttributes] = [:]
        for item in attributes {
            guard let kind = item.representedElementKind,
                collectionViewLayout.decorationViewClasses[kind] != nil
            else { continue }
            wanted[SupplementaryKey(kind: kind, indexPath: item.indexPath)] = item
        }
        for (key, view) in visibleDecorationViews where wanted[key] == nil {
            view.removeFromSuperview()
            visibleDecorationViews[key] = nil
        }
        guard !wanted.isEmpty else { return }
        var ordered: [UIView] = []
        if let backgroundView, backgroundView.superview === self { ordered.append(backgroundView) }
        for (key, item) in wanted.sorted(by: { $0.value.zIndex < $1.value.zIndex }) {
            let view =
                visibleDecorationViews[key]
                ?? collectionViewLayout.decorationViewClasses[key.kind]!.init(reuseIdentifier: nil)
            visibleDecorationViews[key] = view
            apply(item, to: view)
            ordered.append(view)
        }
        // Cells and rows come in at the back: put the decorations behind them again when they did.
        let back = subviews.prefix(ordered.count)
        guard back.count != ordered.count || !zip(back, ordered).allSatisfy({ $0 === $1 }) else { return }
        for (index, view) in ordered.enumerated() { insertSubview(view, at: index) }
    }

    /// Takes every decoration view off screen (on reload).
    func removeDecorationViews() {
        for view in visibleDecorationViews.values { view.removeFromSuperview() }
        visibleDecorationViews.removeAll()
    }

    /// Makes the item's cell and puts it on screen; returns whether its preferred size made the
    /// layout stale.
    private func makeCell(for attributes: UICollectionViewLayoutAttributes) -> Bool {
        guard let dataSource else { preconditionFailure("UICollectionView has items but no dataSource") }
        let indexPath = attributes.indexPath
        let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
        visibleCellsByIndexPath[indexPath] = cell
        cell.isSelected = selectedIndexPaths.contains(indexPath)
        let container = itemContainer(forSection: indexPath.section)
        apply(attributes, to: cell, origin: container.origin)
        collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
        insertCell(cell, into: container.view)
        return askForPreferredAttributes(of: cell, original: attributes)
    }

    /// Puts a cell under the supplementary views (and over the background view) of its container.
    func insertCell(_ cell: UICollectionViewCell, into container: UIView) {
        container.insertSubview(cell, at: container === self && backgroundView?.superview === self ? 1 : 0)
    }

    /// For a self-sizing layout: the cell's preferred attributes, handed to the layout; true when
    /// the layout must be prepared again.
    func askForPreferredAttributes(of cell: UICollectionReusableView, original: UICollectionViewLayoutAttributes)
        -> Bool
    {
        let layout = collectionViewLayout
        guard layout.asksForPreferredAttributes else { return false }
        cell.fittingLimit = layout.fittingSize(forItemAt: original.indexPath)
        let preferred = cell.preferredLayoutAttributesFitting(original)
        return layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
    }

    /// Sets a view's frame and look from layout attributes; `origin` is where the view's
    /// superview has its origin in the content (an orthogonal section's row).
    func apply(
        _ attributes: UICollectionViewLayoutAttributes, to view: UICollectionReusableView, origin: CGPoint = .zero
    ) {
        let frame = attributes.frame.offsetBy(dx: -origin.x, dy: -origin.y)
        if view.frame != frame { view.frame = frame }
        if view.transform != attributes.transform { view.transform = attributes.transform }
        view.isHidden = attributes.isHidden
        if attributes.alpha != 1 { view.alpha = Double(attributes.alpha) }
        view.apply(attributes)
    }

    /// Takes a cell off screen (telling the delegate) and queues it for reuse.
    func endDisplaying(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
        cellPool.enqueue(cell)
        collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
    }

    /// Shows the supplementary views the layout places in view and recycles the others.
    private func tileSupplementaryViews(_ attributes: [UICollectionViewLayoutAttributes]) {
        var wanted: [SupplementaryKey: UICollectionViewLayoutAttributes] = [:]
        for item in attributes {
            guard let kind = item.representedElementKind else { continue }
            wanted[SupplementaryKey(kind: kind, indexPath: item.indexPath)] = item
        }
        for (key, view) in visibleSupplementaryViews where wanted[key] == nil {
            endDisplaying(view, key)
        }
        for (key, item) in wanted {
            if let view = visibleSupplementaryViews[key] {
                apply(item, to: view)
                continue
            }
            guard let dataSource else { continue }
            let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
            visibleSupplementaryViews[key] = view
            apply(item, to: view)
            collectionDelegate?.collectionView(
                self, willDisplaySupplementaryView: view, forElementKind: key.kind, at: key.indexPath)
            addSubview(view)
        }
    }

    private func endDisplaying(_ view: UICollectionReusableView, _ key: SupplementaryKey) {
        visibleSupplementaryViews[key] = nil
        if view.reuseIdentifier != nil, supplementaryPools[key.kind] != nil {
            supplementaryPools[key.kind]?.enqueue(view)
        } else {
            view.removeFromSuperview()
        }
        collectionDelegate?.collectionView(
            self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind, at: key.indexPath)
    }

    /// Takes every supplementary view off screen (on reload and updates).
    func removeSupplementaryViews() {
        for (key, view) in visibleSupplementaryViews { endDisplaying(view, key) }
    }
}
