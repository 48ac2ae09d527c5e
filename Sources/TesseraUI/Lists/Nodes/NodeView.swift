public import Foundation
import TesseraGraphics

/// A tree of values shown as rows with columns (Acheron's `NodeView`, typed): each node is a row
/// indented by its depth, with a disclosure chevron when it has children; columns turn the node's
/// value into text; rows can be sorted and grouped under header rows by typed key paths.
///
/// Rows sit in a `UITableView`, so only rows on screen have cells and the view scrolls with the wheel
/// and by dragging. Tapping a chevron (or a group header) expands or collapses it, with the rows
/// below sliding; tapping elsewhere on a node's row selects it and calls `onSelect`.
///
/// For example:
/// ```swift
/// let outline = NodeView<Entry>(frame: bounds)
/// outline.columns = [
///     NodeColumn("Title", \.title),
///     NodeColumn("Date", \.date, width: 96, format: .date(.short, converter: converter)),
///     NodeColumn("Km", \.distance, width: 60, alignment: .right, format: .number(fractionDigits: 1...1, converter: converter)),
/// ]
/// outline.roots = entries.map { Node($0) }
/// outline.sort(by: \.date, ascending: false)
/// outline.group(by: \.mood)          // a header row per mood, in the enum's order if it is Comparable
/// outline.onSelect = { node in show(node.value) }
/// ```
@preconcurrency @MainActor
open class NodeView<Value>: UIView {
    public typealias Column = NodeColumn<Value>

    /// One line of the flattened tree.
    public enum Row {
        /// A group's header row (see `group(by:)`): its title, how many top-level nodes it holds,
        /// and whether they show.
        case header(title: String, count: Int, isExpanded: Bool)
        /// A node's row; `depth` is 0 for top-level nodes.
        case node(Node<Value>, depth: Int)
    }

    /// The top-level nodes. Setting them rebuilds the rows.
    public var roots: [Node<Value>] = [] { didSet { reloadData() } }
    /// The columns, leading to trailing. The first one is indented by depth.
    public var columns: [Column] = [] { didSet { columnsDidChange() } }
    /// Indentation per level of depth, in points. Default 20.
    public var indentationWidth: CGFloat = 20 { didSet { reloadData() } }
    /// Row height in points. Default 36.
    public var rowHeight: CGFloat {
        get { tableView.rowHeight }
        set { tableView.rowHeight = newValue }
    }
    /// Whether the bar of column titles shows above the rows. Default true.
    public var showsColumnTitles = true { didSet { setNeedsLayout() } }
    /// Called when a node's row is tapped (not its chevron).
    public final var onSelect: (@MainActor (Node<Value>) -> Void)?

    /// The rows shown now, top to bottom (collapsed nodes' descendants left out).
    public internal(set) var rows: [Row] = []

    /// The table the rows live in; style it, but leave its data source and delegate to the node view.
    public let tableView = UITableView()
    let titleBar = NodeColumnTitleBar()
    /// How siblings are ordered, if sorted.
    var sortOrder: ((Value, Value) -> Bool)?
    /// How top-level nodes are grouped, if grouped.
    var grouping: NodeGrouping<Value>?
    /// Titles of collapsed groups.
    var collapsedGroups: Set<String> = []
    lazy var tableSource = NodeTableSource(nodeView: self)
    /// The table width the cells on screen were filled for.
    private var configuredWidth: CGFloat = 0

    override class var setUpRunningClass: UIView.Type { NodeView.self }

    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        defer { runSetUp(after: NodeView.self) }
        backgroundColor = .systemBackground
        tableView.rowHeight = 36
        tableView.separatorInset = .zero
        tableView.register(NodeRowCell.self, forCellReuseIdentifier: NodeRowCell.reuseIdentifier)
        tableView.dataSource = tableSource
        tableView.delegate = tableSource
        addSubview(tableView)
        addSubview(titleBar)
    }

    /// Flattens the tree again (after changing nodes' values or children) and reloads the rows.
    public func reloadData() {
        rows = makeRows()
        tableView.reloadData()
    }

    /// The node of a row, or nil for a header row. - Precondition: the row exists.
    public func node(atRow row: Int) -> Node<Value>? {
        precondition(rows.indices.contains(row), "No row \(row) in a node view of \(rows.count) rows")
        if case .node(let node, _) = rows[row] { return node }
        return nil
    }

    /// The row showing `node`, if it is shown (its ancestors and group are expanded).
    /// - Complexity: O(rows).
    public func row(of node: Node<Value>) -> Int? {
        rows.firstIndex { if case .node(let shown, _) = $0 { shown === node } else { false } }
    }

    override open func layoutSubviews() {
        super.layoutSubviews()
        let titleHeight: CGFloat = showsColumnTitles && !columns.isEmpty ? 28 : 0
        titleBar.isHidden = titleHeight == 0
        titleBar.frame = CGRect(x: 0, y: 0, width: bounds.width, height: titleHeight)
        titleBar.show(
            titles: columns.map(\.title), alignments: columns.map(\.alignment),
            widths: Column.resolvedWidths(of: columns, in: bounds.width - 2 * NodeRowCell.padding))
        tableView.frame = CGRect(x: 0, y: titleHeight, width: bounds.width, height: max(0, bounds.height - titleHeight))
        if tableView.bounds.width != configuredWidth {
            // Column widths depend on the width: refill the rows on screen (new ones fill as they come).
            configuredWidth = tableView.bounds.width
            tableView.layoutIfNeeded()
            for indexPath in tableView.indexPathsForVisibleRows ?? [] {
                guard let cell = tableView.cellForRow(at: indexPath) as? NodeRowCell else { continue }
                tableSource.configure(cell, forRow: indexPath.row)
            }
        }
    }

    private func columnsDidChange() {
        setNeedsLayout()
        reloadData()
    }
}
