public import Foundation

extension UITableView {
    /// Inserts rows the data source now has: later rows slide down, new rows fade in.
    /// - Precondition: the data source's counts include the new rows (checked as UIKit does).
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record(animation) { $0.insertedItems.formUnion(indexPaths) }
    }

    /// Deletes rows the data source no longer has: their cells fade out, later rows slide up.
    /// - Precondition: the data source's counts exclude the deleted rows (checked as UIKit does).
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record(animation) { $0.deletedItems.formUnion(indexPaths) }
    }

    /// Replaces the cells (and measured heights) of rows with new ones from the data source.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record(animation) { $0.reloadedItems.formUnion(indexPaths) }
    }

    /// Moves a row; the data source has already moved it in its model.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record(.automatic) { $0.moveItem(at: indexPath, to: newIndexPath) }
    }

    /// Inserts sections at these indexes (after the update) with `animation`; the data source has
    /// already added them.
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        record(animation) { $0.insertedSections.formUnion(sections) }
    }

    /// Deletes the sections at these indexes (before the update) with `animation`; the data source has
    /// already removed them.
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        record(animation) { $0.deletedSections.formUnion(sections) }
    }

    /// Reloads the sections' rows from the data source with `animation`, keeping the sections' places.
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        record(animation) { $0.reloadedSections.formUnion(sections) }
    }

    /// Moves a section; the data source has already moved it in its model.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        record(.automatic) { $0.moveSection(section, to: newSection) }
    }

    /// Configures the cells of rows on screen again, in place: the data source's `cellForRowAt`
    /// gets the same cell back from `dequeueReusableCell(withIdentifier:for:)` (no
    /// `prepareForReuse()`); measured rows are measured again.
    public func reconfigureRows(at indexPaths: [IndexPath]) {
        layoutIfNeeded()
        guard let dataSource else { return }
        var resized = false
        for indexPath in indexPaths {
            guard let cell = visibleCellsByIndexPath[indexPath] else { continue }
            cellPool.viewsBeingReconfigured[indexPath] = cell
            let returned = dataSource.tableView(self, cellForRowAt: indexPath)
            cellPool.viewsBeingReconfigured[indexPath] = nil
            if returned !== cell {
                // The data source made another cell: show that one instead.
                endDisplaying(cell, at: indexPath)
                visibleCellsByIndexPath[indexPath] = returned
                prepare(returned, for: indexPath)
                tableDelegate?.tableView(self, willDisplay: returned, forRowAt: indexPath)
                insertSubview(returned, at: backgroundView?.superview === self ? 1 : 0)
            }
            if isSelfSizing(indexPath) {
                let height = measure(returned)
                if height != measuredHeights[indexPath] {
                    measuredHeights[indexPath] = height
                    resized = true
                }
            }
        }
        if resized {
            rebuildGeometry(refreshingHeaders: false)
            tileRows()
        }
    }

    /// Runs `updates` (calls of the insert, delete, reload and move methods) and applies them as
    /// one change: deletions and reloads name rows and sections as they were before, insertions and
    /// move destinations as they are after. Cells slide to their new places over 0.3 s (on the
    /// window's clock); `completion` runs when they arrive (with true), at once outside a window.
    /// Batches nest; the outermost one applies.
    /// - Precondition: the data source's counts after `updates` match the changes (UIKit's
    ///   "Invalid update" rules; the message names the section and the counts).
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        if let completion { pendingUpdateCompletions.append(completion) }
        endUpdates()
    }

    /// Starts a batch of changes, applied by the matching `endUpdates()`.
    public func beginUpdates() {
        if updateDepth == 0 {
            pendingUpdate = ListUpdate()
            pendingUpdateIsAnimated = false
        }
        updateDepth += 1
    }

    /// Ends a batch of changes; the outermost one applies them.
    public func endUpdates() {
        precondition(updateDepth > 0, "endUpdates() without a matching beginUpdates()")
        updateDepth -= 1
        guard updateDepth == 0, let update = pendingUpdate else { return }
        pendingUpdate = nil
        let completions = pendingUpdateCompletions
        pendingUpdateCompletions = []
        apply(update, animated: pendingUpdateIsAnimated) { finished in completions.forEach { $0(finished) } }
    }

    /// Adds a change to the current batch, or applies it as a batch of its own.
    private func record(_ animation: RowAnimation, _ change: (inout ListUpdate) -> Void) {
        beginUpdates()
        change(&pendingUpdate!)
        if animation != .none { pendingUpdateIsAnimated = true }
        endUpdates()
    }

    /// Carries rows and state (cells, selection, measured heights, expansion) to their new index
    /// paths, lays out again and animates cells from their old frames.
    func apply(_ update: ListUpdate, animated: Bool, completion: @escaping @MainActor (Bool) -> Void) {
        guard !update.isEmpty else { return completion(true) }
        guard !needsReload else {
            // Not loaded yet: the next layout pass reads everything.
            setNeedsReload()
            return completion(true)
        }
        closeSwipe(animated: false)
        let oldCounts = geometry.rowCounts
        let sectionCount = max(0, dataSource.map { $0.numberOfSections(in: self) } ?? 0)
        let newCounts = (0..<sectionCount).map { max(0, dataSource?.tableView(self, numberOfRowsInSection: $0) ?? 0) }
        let mapping = ListUpdateMapping(update, oldCounts: oldCounts, newCounts: newCounts, vocabulary: .table)

        var movedCells: [IndexPath: UITableViewCell] = [:]
        var oldFrames: [IndexPath: CGRect] = [:]
        var vanishing: [(UITableViewCell, IndexPath)] = []
        for (path, cell) in visibleCellsByIndexPath {
            if let newPath = mapping.newIndexPath(for: path), !mapping.reloadedIndexPaths.contains(path) {
                movedCells[newPath] = cell
                oldFrames[newPath] = cell.frame
            } else {
                vanishing.append((cell, path))
            }
        }
        visibleCellsByIndexPath = movedCells
        var heights: [IndexPath: CGFloat] = [:]
        for (path, height) in measuredHeights where !mapping.reloadedIndexPaths.contains(path) {
            if let newPath = mapping.newIndexPath(for: path) { heights[newPath] = height }
        }
        measuredHeights = heights
        measuredHeaderHeights.removeAll()
        measuredFooterHeights.removeAll()
        selectedIndexPaths = Set(selectedIndexPaths.compactMap(mapping.newIndexPath(for:)))
        expandedIndexPath = expandedIndexPath.flatMap(mapping.newIndexPath(for:))

        rebuildGeometry()
        tileRows()
        let animates = animated && window != nil
        let fresh = mapping.freshIndexPaths
        ListUpdateAnimation.run(
            cells: visibleCellsByIndexPath, oldFrames: oldFrames, inserted: fresh, vanishing: vanishing.map(\.0),
            animated: animates,
            removed: { [weak self] cell in
                guard let self, let path = vanishing.first(where: { $0.0 === cell })?.1 else { return }
                self.endDisplaying(cell, at: path)
            },
            completion: completion)
    }
}
