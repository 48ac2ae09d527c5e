import Foundation

extension NodeView {
    /// Shows or hides a node's children; when the node is on screen its descendants' rows fade in
    /// or out and the rows below slide (`animated`, on the window's clock).
    public func setExpanded(_ expanded: Bool, for node: Node<Value>, animated: Bool = true) {
        guard node.isExpanded != expanded else { return }
        node.isExpanded = expanded
        applyExpansionChange(
            atRowWhere: { if case .node(let shown, _) = $0 { shown === node } else { false } }, animated: animated)
    }

    /// Expands a collapsed node or collapses an expanded one.
    public func toggleExpansion(of node: Node<Value>, animated: Bool = true) {
        setExpanded(!node.isExpanded, for: node, animated: animated)
    }

    /// Expands every node and group.
    public func expandAll() {
        for root in roots { for node in root.subtree { node.isExpanded = true } }
        collapsedGroups.removeAll()
        reloadData()
    }

    /// Collapses every node with children, and every group.
    public func collapseAll() {
        for root in roots { for node in root.subtree where !node.isLeaf { node.isExpanded = false } }
        if let grouping { collapsedGroups = Set(grouping.partition(roots).map(\.title)) }
        reloadData()
    }

    /// Re-flattens after one row's expansion changed: the rows that appear or go are the block
    /// right below that row, so they are inserted or deleted there; other rows keep their cells.
    func applyExpansionChange(atRowWhere isChangedRow: (Row) -> Bool, animated: Bool) {
        let oldCount = rows.count
        let changedRow = rows.firstIndex(where: isChangedRow)
        rows = makeRows()
        guard let changedRow else {
            // The row is hidden (a collapsed ancestor or group): nothing on screen changes.
            if rows.count != oldCount { tableView.reloadData() }
            return
        }
        let delta = rows.count - oldCount
        let block = (changedRow + 1)..<(changedRow + 1 + abs(delta))
        let paths = block.map { IndexPath(row: $0, section: 0) }
        let animation: UITableView.RowAnimation = animated ? .fade : .none
        if delta > 0 { tableView.insertRows(at: paths, with: animation) }
        if delta < 0 { tableView.deleteRows(at: paths, with: animation) }
        if let cell = tableView.cellForRow(at: IndexPath(row: changedRow, section: 0)) as? NodeRowCell {
            tableSource.configure(cell, forRow: changedRow)
        }
    }
}
