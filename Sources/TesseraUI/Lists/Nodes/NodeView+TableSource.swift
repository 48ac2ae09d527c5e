import Foundation

/// The `NodeView`'s table data source and delegate: rows from the flattened tree, cells filled
/// from the columns, taps on rows turned into selection or group toggles. Kept apart so the node
/// view's public surface stays free of table callbacks.
@MainActor
final class NodeTableSource<Value>: UITableViewDataSource, UITableViewDelegate {
    /// The node view owns this source (and the table), so it outlives every callback.
    unowned let nodeView: NodeView<Value>

    init(nodeView: NodeView<Value>) {
        self.nodeView = nodeView
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { nodeView.rows.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: NodeRowCell.reuseIdentifier, for: indexPath) as! NodeRowCell
        configure(cell, forRow: indexPath.row)
        return cell
    }

    /// Fills `cell` with the row's texts, indentation and chevron, and wires the chevron.
    func configure(_ cell: NodeRowCell, forRow row: Int) {
        let columns = nodeView.columns
        let widths = NodeColumn.resolvedWidths(
            of: columns, in: nodeView.tableView.bounds.width - 2 * NodeRowCell.padding)
        switch nodeView.rows[row] {
        case .header(let title, let count, let isExpanded):
            cell.configure(
                with: NodeRowContent(
                    isHeader: true, texts: [title, "\(count)"], widths: widths, alignments: columns.map(\.alignment),
                    indentation: 0, disclosure: isExpanded ? .expanded : .collapsed))
            cell.onToggleDisclosure = { [weak nodeView] in nodeView?.setGroup(titled: title, expanded: !isExpanded) }
        case .node(let node, let depth):
            cell.configure(
                with: NodeRowContent(
                    isHeader: false, texts: columns.map { $0.text(node.value) }, widths: widths,
                    alignments: columns.map(\.alignment),
                    indentation: CGFloat(depth) * nodeView.indentationWidth,
                    disclosure: node.isLeaf ? .none : node.isExpanded ? .expanded : .collapsed))
            cell.onToggleDisclosure = { [weak nodeView] in nodeView?.toggleExpansion(of: node) }
        }
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        switch nodeView.rows[indexPath.row] {
        case .header(let title, _, let isExpanded):
            tableView.deselectRow(at: indexPath, animated: false)
            nodeView.setGroup(titled: title, expanded: !isExpanded)
        case .node(let node, _):
            nodeView.onSelect?(node)
        }
    }
}
