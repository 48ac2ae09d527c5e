import Foundation
import TesseraGraphics

extension UITableView {
    /// Extra distance above and below the visible area that still gets cells, in points.
    static let tilingMargin: CGFloat = 50

    /// The height a row gets: the delegate's or `rowHeight`; measured rows use their measurement,
    /// or the estimate until shown.
    func resolvedHeight(section: Int, row: Int) -> CGFloat {
        let indexPath = IndexPath(row: row, section: section)
        let height = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        guard height == Self.automaticDimension else { return height }
        return measuredHeights[indexPath] ?? tableDelegate?.tableView(self, estimatedHeightForRowAt: indexPath)
            ?? estimatedRowHeight
    }

    /// Whether a row's height is measured from its cell.
    func isSelfSizing(_ indexPath: IndexPath) -> Bool {
        (tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight) == Self.automaticDimension
    }

    /// Re-reads counts and heights and recomputes every position, keeping the content offset (in
    /// range unless the content is moving). `refreshingHeaders` asks for the header and footer
    /// views again (after a reload or update, not when only a row's measured height changed).
    func rebuildGeometry(refreshingHeaders: Bool = true) {
        needsReload = false
        let sections = dataSource.map { $0.numberOfSections(in: self) } ?? 0
        let counts = (0..<max(0, sections)).map { max(0, dataSource?.tableView(self, numberOfRowsInSection: $0) ?? 0) }
        if refreshingHeaders { prepareSupplementaryViews(sectionCount: counts.count) }
        let width = bounds.width
        geometry = TableGeometry(
            width: width, rowInset: style == .insetGrouped ? 16 : 0, rowCounts: counts,
            tableHeaderHeight: tableHeaderView?.frame.height ?? 0,
            tableFooterHeight: tableFooterView?.frame.height ?? 0,
            headerHeight: { self.supplementaryHeight(isFooter: false, section: $0) },
            footerHeight: { self.supplementaryHeight(isFooter: true, section: $0) },
            rowHeight: resolvedHeight)
        let offset = contentOffset
        isRebuildingGeometry = true
        contentSize = CGSize(width: width, height: geometry.contentHeight)
        bounds.origin = motion == nil && !isDragging ? clampedOffset(offset) : offset
        isRebuildingGeometry = false
    }

    /// Puts cells on the rows in view (plus a small margin) and recycles the others; measured rows
    /// are measured when first shown and the rows below moved.
    func tileRows() {
        guard !needsReload, !isRebuildingGeometry else { return }
        let margin = Self.tilingMargin
        let visible = geometry.rows(inBandFrom: contentOffset.y - margin, to: contentOffset.y + bounds.height + margin)
        let wanted = Set(visible)
        for (indexPath, cell) in visibleCellsByIndexPath.removeViews(where: { !wanted.contains($0) }) {
            endDisplaying(cell, at: indexPath)
        }
        var remeasured = false
        for indexPath in visible where visibleCellsByIndexPath[indexPath] == nil {
            let cell = makeCell(for: indexPath)
            if isSelfSizing(indexPath), measuredHeights[indexPath] == nil {
                let height = measure(cell)
                measuredHeights[indexPath] = height
                if height != geometry.rect(for: indexPath).height { remeasured = true }
            }
        }
        if remeasured { rebuildGeometry(refreshingHeaders: false) }
        for (indexPath, cell) in visibleCellsByIndexPath { place(cell, at: indexPath) }
        tileSupplementaryViews()
        placeTableHeaderAndFooter()
    }

    /// The height a measured cell asks for at the row's width, rounded up to whole points.
    func measure(_ cell: UITableViewCell) -> CGFloat {
        let width = bounds.width - 2 * geometry.rowInset
        return cell.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height.rounded(.up)
    }

    /// Asks the data source for the row's cell, prepares it and puts it on screen.
    private func makeCell(for indexPath: IndexPath) -> UITableViewCell {
        guard let dataSource else { preconditionFailure("UITableView has rows but no dataSource") }
        let cell = dataSource.tableView(self, cellForRowAt: indexPath)
        prepare(cell, for: indexPath)
        visibleCellsByIndexPath[indexPath] = cell
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        insertSubview(cell, at: backgroundView?.superview === self ? 1 : 0)
        return cell
    }

    /// Gives a cell the table's state for its row: background, selection, editing, expansion.
    func prepare(_ cell: UITableViewCell, for indexPath: IndexPath) {
        cell.applyTableBackground(cellBackgroundColor)
        cell.setSelected(selectedIndexPaths.contains(indexPath), animated: false)
        cell.setEditing(isEditing, animated: false)
        cell.isExpanded = expandedIndexPath == indexPath
        cell.tableSeparatorInset = separatorInset
        if geometry.contains(indexPath) { cell.frame = geometry.rect(for: indexPath) }
    }

    /// Sets a cell's frame, separator and (inset grouped) corners for its row.
    func place(_ cell: UITableViewCell, at indexPath: IndexPath) {
        guard geometry.contains(indexPath) else { return }
        cell.frame = geometry.rect(for: indexPath)
        let rows = geometry.sections[indexPath.section].rowOrigins.count
        let isFirst = indexPath.row == 0
        let isLast = indexPath.row == rows - 1
        cell.tableSeparatorInset = separatorInset
        cell.separatorColor = separatorStyle == .none || (isLast && style != .plain) ? nil : separatorColor
        if style == .insetGrouped {
            cell.layer.cornerRadius = isFirst || isLast ? 10 : 0
            let top: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
            let bottom: CACornerMask = [.layerMinXMaxYCorner, .layerMaxXMaxYCorner]
            cell.layer.maskedCorners = isFirst && isLast ? top.union(bottom) : isFirst ? top : isLast ? bottom : []
        }
    }

    /// Takes a cell off screen (telling the delegate) and queues it for reuse.
    func endDisplaying(_ cell: UITableViewCell, at indexPath: IndexPath) {
        cellPool.enqueue(cell)
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
    }

    private func placeTableHeaderAndFooter() {
        for (view, frame) in [
            (tableHeaderView, geometry.tableHeaderFrame), (tableFooterView, geometry.tableFooterFrame),
        ] {
            guard let view else { continue }
            if view.superview !== self { addSubview(view) }
            if view.frame != frame { view.frame = frame }
        }
    }
}
