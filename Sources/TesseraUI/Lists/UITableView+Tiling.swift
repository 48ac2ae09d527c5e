import Foundation
import TesseraGraphics

extension UITableView {
    /// Header and footer heights in points: a title's line plus padding, else a gap.
    private func headerHeight(_ section: Int) -> CGFloat {
        let hasTitle = dataSource?.tableView(self, titleForHeaderInSection: section) != nil
        switch style {
        case .plain: return hasTitle ? 28 : 0
        case .insetGrouped: return hasTitle ? 44 : (section == 0 ? 18 : 35)
        }
    }

    private func footerHeight(_ section: Int) -> CGFloat {
        let hasTitle = dataSource?.tableView(self, titleForFooterInSection: section) != nil
        switch style {
        case .plain: return hasTitle ? 28 : 0
        case .insetGrouped: return hasTitle ? 40 : 0
        }
    }

    /// The height a row gets: the delegate's or `rowHeight`; measured rows use their measurement,
    /// or the estimate until shown.
    func resolvedHeight(section: Int, row: Int) -> CGFloat {
        let indexPath = IndexPath(row: row, section: section)
        let height = delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        guard height == Self.automaticDimension else { return height }
        return measuredHeights[indexPath] ?? estimatedRowHeight
    }

    /// Re-reads counts and heights and recomputes every position.
    func rebuildGeometry() {
        needsReload = false
        let sections = dataSource.map { $0.numberOfSections(in: self) } ?? 0
        let counts = (0..<max(0, sections)).map { max(0, dataSource?.tableView(self, numberOfRowsInSection: $0) ?? 0) }
        geometry = TableGeometry(
            width: bounds.width, rowInset: style == .insetGrouped ? 16 : 0, rowCounts: counts,
            headerHeight: headerHeight, footerHeight: footerHeight, rowHeight: resolvedHeight)
        contentSize = CGSize(width: bounds.width, height: geometry.contentHeight)
        for (_, header) in headerViews { header.removeFromSuperview() }
        for (_, footer) in footerViews { footer.removeFromSuperview() }
        headerViews.removeAll()
        footerViews.removeAll()
    }

    /// Puts cells on the rows in view (plus a small margin) and recycles the others.
    func tileRows() {
        guard !needsReload else { return }
        let margin: CGFloat = 50
        let visible = geometry.rows(inBandFrom: contentOffset.y - margin, to: contentOffset.y + bounds.height + margin)
        let wanted = Set(visible)
        for (indexPath, cell) in visibleCellsByIndexPath where !wanted.contains(indexPath) {
            recycle(cell)
            visibleCellsByIndexPath[indexPath] = nil
        }
        var remeasured = false
        for indexPath in visible {
            let cell = visibleCellsByIndexPath[indexPath] ?? makeCell(for: indexPath, remeasured: &remeasured)
            place(cell, at: indexPath)
        }
        if remeasured {
            let offset = contentOffset
            rebuildGeometry()
            bounds.origin = offset
            for (indexPath, cell) in visibleCellsByIndexPath { place(cell, at: indexPath) }
        }
        tileSupplementaryViews()
    }

    private func makeCell(for indexPath: IndexPath, remeasured: inout Bool) -> UITableViewCell {
        guard let dataSource else { preconditionFailure("A table with rows needs a data source") }
        let cell = dataSource.tableView(self, cellForRowAt: indexPath)
        visibleCellsByIndexPath[indexPath] = cell
        insertSubview(cell, at: 0)
        if let cellBackgroundColor { cell.normalBackgroundColor = cellBackgroundColor }
        cell.isSelected = selectedIndexPaths.contains(indexPath)
        cell.isExpanded = expandedIndexPath == indexPath
        let requested = delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        if requested == Self.automaticDimension, measuredHeights[indexPath] == nil {
            let height = cell.fittingHeight(forWidth: bounds.width - 2 * geometry.rowInset).rounded(.up)
            measuredHeights[indexPath] = height
            if height != geometry.rect(for: indexPath).height { remeasured = true }
        }
        return cell
    }

    private func place(_ cell: UITableViewCell, at indexPath: IndexPath) {
        cell.frame = geometry.rect(for: indexPath)
        let rows = geometry.sections[indexPath.section].rowOrigins.count
        let isFirst = indexPath.row == 0, isLast = indexPath.row == rows - 1
        cell.separatorLeading = isLast && style == .insetGrouped ? nil : separatorInset
        cell.separatorColor = separatorColor
        if style == .insetGrouped {
            cell.layer.cornerRadius = isFirst || isLast ? 10 : 0
            let top: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
            let bottom: CACornerMask = [.layerMinXMaxYCorner, .layerMaxXMaxYCorner]
            cell.layer.maskedCorners = isFirst && isLast ? top.union(bottom) : isFirst ? top : isLast ? bottom : []
        }
    }

    /// Returns a cell to its reuse queue.
    func recycle(_ cell: UITableViewCell) {
        reusePool.enqueue(cell)
    }

    /// Section header and footer titles for the sections in view.
    private func tileSupplementaryViews() {
        guard let dataSource else { return }
        let top = contentOffset.y, bottom = contentOffset.y + bounds.height
        for (index, section) in geometry.sections.enumerated() {
            let onScreen = section.headerFrame.minY < bottom && section.maxY > top
            updateTitleView(in: &headerViews, section: index, onScreen: onScreen,
                            title: dataSource.tableView(self, titleForHeaderInSection: index), frame: section.headerFrame, isHeader: true)
            updateTitleView(in: &footerViews, section: index, onScreen: onScreen,
                            title: dataSource.tableView(self, titleForFooterInSection: index), frame: section.footerFrame, isHeader: false)
        }
    }

    private func updateTitleView(
        in views: inout [Int: UILabel], section: Int, onScreen: Bool, title: String?, frame: CGRect, isHeader: Bool
    ) {
        guard onScreen, let title else {
            views.removeValue(forKey: section)?.removeFromSuperview()
            return
        }
        let label = views[section] ?? {
            let label = UILabel()
            label.font = isHeader && style == .plain ? .systemFont(ofSize: 15, weight: .semibold) : .systemFont(ofSize: 13)
            label.numberOfLines = 1
            label.isUserInteractionEnabled = false
            label.accessibilityTraits = isHeader ? .header : .staticText
            addSubview(label)
            views[section] = label
            return label
        }()
        label.text = style == .insetGrouped && isHeader ? title.uppercased() : title
        label.textColor = sectionHeaderTextColor
        let horizontal: CGFloat = style == .insetGrouped ? 32 : 16
        let textHeight: CGFloat = 20
        let y = isHeader ? frame.maxY - textHeight - 6 : frame.minY + 6
        label.frame = CGRect(x: horizontal, y: y, width: frame.width - 2 * horizontal, height: textHeight)
        if style == .plain && isHeader { label.backgroundColor = sectionHeaderBackgroundColor }
    }
}
