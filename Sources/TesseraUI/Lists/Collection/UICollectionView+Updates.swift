public import Foundation

extension UICollectionView {
    /// Inserts items the data source now has: the others slide to their places and the new ones
    /// fade in (0.3 s on the window's clock; at once outside a window).
    /// - Precondition: the data source's counts include the new items (checked as UIKit does).
    public func insertItems(at indexPaths: [IndexPath]) {
        record { $0.insertedItems.formUnion(indexPaths) }
    }

    /// Deletes items the data source no longer has: their cells fade out, the others slide.
    /// - Precondition: the data source's counts exclude them (checked as UIKit does).
    public func deleteItems(at indexPaths: [IndexPath]) {
        record { $0.deletedItems.formUnion(indexPaths) }
    }

    /// Replaces the cells (and self-sized sizes) of items with new ones from the data source.
    public func reloadItems(at indexPaths: [IndexPath]) {
        record { $0.reloadedItems.formUnion(indexPaths) }
    }

    /// Moves an item; the data source has already moved it in its model.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.moveItem(at: indexPath, to: newIndexPath) }
    }

    /// Inserts sections at these indexes (after the update); the data source has already added them.
    /// Inside `performBatchUpdates` the change is animated with the others.
    public func insertSections(_ sections: IndexSet) {
        record { $0.insertedSections.formUnion(sections) }
    }

    /// Deletes the sections at these indexes (before the update); the data source has already removed them.
    public func deleteSections(_ sections: IndexSet) {
        record { $0.deletedSections.formUnion(sections) }
    }

    /// Reloads the sections' items from the data source, keeping the sections' places.
    public func reloadSections(_ sections: IndexSet) {
        record { $0.reloadedSections.formUnion(sections) }
    }

    /// Moves a section; the data source has already moved it in its model.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        record { $0.moveSection(section, to: newSection) }
    }

    /// Configures the cells of items on screen again, in place: the data source's `cellForItemAt`
    /// gets the same cell back from `dequeueReusableCell(withReuseIdentifier:for:)` (no
    /// `prepareForReuse()`); self-sizing items are measured again.
    public func reconfigureItems(at indexPaths: [IndexPath]) {
        layoutIfNeeded()
        guard let dataSource else { return }
        var invalidated = false
        for indexPath in indexPaths {
            guard let cell = visibleCellsByIndexPath[indexPath],
                let attributes = collectionViewLayout.layoutAttributesForItem(at: indexPath)
            else { continue }
            cellPool.viewsBeingReconfigured[indexPath] = cell
            let returned = dataSource.collectionView(self, cellForItemAt: indexPath)
            cellPool.viewsBeingReconfigured[indexPath] = nil
            if returned !== cell {
                endDisplaying(cell, at: indexPath)
                visibleCellsByIndexPath[indexPath] = returned
                returned.isSelected = selectedIndexPaths.contains(indexPath)
                let container = itemContainer(forSection: indexPath.section)
                apply(attributes, to: returned, origin: container.origin)
                collectionDelegate?.collectionView(self, willDisplay: returned, forItemAt: indexPath)
                insertCell(returned, into: container.view)
            }
            if askForPreferredAttributes(of: returned, original: attributes) { invalidated = true }
        }
        if invalidated {
            needsLayoutPreparation = true
            tileItems()
        }
    }

    /// Runs `updates` (calls of the insert, delete, reload and move methods) and applies them as
    /// one change: deletions and reloads name items and sections as they were before, insertions and
    /// move destinations as they are after. Cells slide to their new places over 0.3 s on the
    /// window's clock; `completion` runs when they arrive (at once outside a window). Batches nest.
    /// - Precondition: the data source's counts after `updates` match the changes (UIKit's
    ///   "Invalid update" rules).
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginBatch()
        updates?()
        if let completion { pendingUpdateCompletions.append(completion) }
        endBatch()
    }

    private func beginBatch() {
        if updateDepth == 0 { pendingUpdate = ListUpdate() }
        updateDepth += 1
    }

    private func endBatch() {
        updateDepth -= 1
        guard updateDepth == 0, let update = pendingUpdate else { return }
        pendingUpdate = nil
        let completions = pendingUpdateCompletions
        pendingUpdateCompletions = []
        apply(update, animated: true) { finished in completions.forEach { $0(finished) } }
    }

    /// Adds a change to the current batch, or applies it as a batch of its own.
    private func record(_ change: (inout ListUpdate) -> Void) {
        beginBatch()
        change(&pendingUpdate!)
        endBatch()
    }

    /// Carries items and state (cells, selection, self-sized sizes) to their new index paths,
    /// prepares the layout again and animates cells from their old frames.
    func apply(_ update: ListUpdate, animated: Bool, completion: @escaping @MainActor (Bool) -> Void) {
        guard !update.isEmpty else { return completion(true) }
        guard !needsReload else {
            // Not loaded yet: the next layout pass reads everything.
            layoutDidInvalidate()
            return completion(true)
        }
        let oldCounts = sectionCounts
        let sections = max(0, dataSource.map { $0.numberOfSections(in: self) } ?? 0)
        let newCounts = (0..<sections).map { max(0, dataSource?.collectionView(self, numberOfItemsInSection: $0) ?? 0) }
        let mapping = ListUpdateMapping(update, oldCounts: oldCounts, newCounts: newCounts, vocabulary: .collection)

        var moved: [IndexPath: UICollectionViewCell] = [:]
        var oldFrames: [IndexPath: CGRect] = [:]
        var vanishing: [(UICollectionViewCell, IndexPath)] = []
        for (path, cell) in visibleCellsByIndexPath {
            if let newPath = mapping.newIndexPath(for: path), !mapping.reloadedIndexPaths.contains(path) {
                moved[newPath] = cell
                oldFrames[newPath] = cell.frame
            } else {
                vanishing.append((cell, path))
            }
        }
        visibleCellsByIndexPath = moved
        selectedIndexPaths = Set(selectedIndexPaths.compactMap(mapping.newIndexPath(for:)))
        collectionViewLayout.collectionViewDidApply(mapping)
        removeSupplementaryViews()
        needsLayoutPreparation = true
        tileItems()
        ListUpdateAnimation.run(
            cells: visibleCellsByIndexPath, oldFrames: oldFrames, inserted: mapping.freshIndexPaths,
            vanishing: vanishing.map(\.0),
            animated: animated && window != nil,
            removed: { [weak self] cell in
                guard let self, let path = vanishing.first(where: { $0.0 === cell })?.1 else { return }
                self.endDisplaying(cell, at: path)
            },
            completion: completion)
    }
}
