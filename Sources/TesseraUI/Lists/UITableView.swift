public import Foundation
public import TesseraGraphics

/// A scrolling list of rows in sections (`UITableView`).
///
/// Only rows on screen have cells; cells scrolled away go to a reuse queue per identifier and come
/// back from `dequeueReusableCell(_:for:)`, so a table of any length holds a screenful of cells.
/// Rows are a fixed `rowHeight`, or measured (`automaticDimension`: the cell's
/// `fittingHeight(forWidth:)`, estimated until first shown).
///
/// For example:
/// ```swift
/// final class EntriesSource: UITableViewDataSource {
///     var entries: [JournalEntry]
///     func tableView(_ t: UITableView, numberOfRowsInSection s: Int) -> Int { entries.count }
///     func tableView(_ t: UITableView, cellForRowAt path: IndexPath) -> UITableViewCell {
///         let cell = t.dequeueReusableCell(EntryCell.self, for: path)
///         cell.configure(with: entries[path.row])
///         return cell
///     }
/// }
/// table.register(EntryCell.self)
/// table.dataSource = source
/// ```
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    public enum Style: Hashable, Sendable {
        /// Edge-to-edge rows with compact section headers.
        case plain
        /// Sections as rounded cards inset from the edges, on a grouped background.
        case insetGrouped
    }

    /// Pass as a row height to measure the row's cell.
    public static let automaticDimension: CGFloat = -1

    public let style: Style
    public weak var dataSource: (any UITableViewDataSource)? { didSet { reloadData() } }
    public weak var delegate: (any UITableViewDelegate)? { didSet { reloadData() } }
    /// The default row height in points, or `automaticDimension`. Default 44.
    open var rowHeight: CGFloat = 44 { didSet { reloadData() } }
    /// The height assumed for a measured row before it is first shown. Default 44.
    open var estimatedRowHeight: CGFloat = 44
    open var allowsSelection = true
    /// Space between the separator line and the leading edge, in points.
    open var separatorInset: CGFloat = 16
    open var separatorColor: UIColor = .separator
    /// The colour of section header and footer titles.
    open var sectionHeaderTextColor: UIColor = .secondaryLabel { didSet { setNeedsLayout() } }
    /// Behind section header titles of a plain table (nil: transparent).
    open var sectionHeaderBackgroundColor: UIColor? = .secondarySystemBackground { didSet { setNeedsLayout() } }
    /// The background given to cells as they are shown: the system background in a plain table,
    /// the raised grouped-cell colour (white / #1C1C1E) in an inset-grouped one.
    open var cellBackgroundColor: UIColor?

    var geometry = TableGeometry()
    var visibleCellsByIndexPath: [IndexPath: UITableViewCell] = [:]
    var headerViews: [Int: UILabel] = [:]
    var footerViews: [Int: UILabel] = [:]
    var reusePool = ReusePool<UITableViewCell>()
    var measuredHeights: [IndexPath: CGFloat] = [:]
    var selectedIndexPaths: Set<IndexPath> = []
    var touchTracker = TapSelectionTracker()
    var needsReload = true
    /// The row currently expanded (Acheron's expandable rows), if any.
    public internal(set) var expandedIndexPath: IndexPath?
    /// The row whose swipe actions are open, if any.
    public internal(set) var swipedIndexPath: IndexPath?
    var swipeActionViews: [UIButton] = []
    var currentSwipeActions: [SwipeAction] = []
    var swipeStartOffset: CGFloat?
    let rowSwipeRecognizer = UIPanGestureRecognizer()

    public init(frame: CGRect = .zero, style: Style = .plain) {
        self.style = style
        cellBackgroundColor = style == .plain ? .systemBackground : UIColor(light: .white, dark: UIColor(rgb: 0x1C1C1E))
        super.init(frame: frame)
        backgroundColor = style == .plain ? .systemBackground : UIColor(light: UIColor(rgb: 0xF2F2F7), dark: .black)
        showsHorizontalScrollIndicator = false
        setUpRowSwipe()
    }

    // MARK: Registration and reuse

    /// Registers `cellType` under `identifier` (default: the type's name).
    public func register(_ cellType: UITableViewCell.Type, forCellReuseIdentifier identifier: String? = nil) {
        reusePool.register(cellType, identifier: identifier ?? String(describing: cellType))
    }

    /// A cell of `cellType` for the row: a reused one or a new one.
    /// - Precondition: `cellType` was registered (under its type name unless `identifier` is given).
    public func dequeueReusableCell<Cell: UITableViewCell>(
        _ cellType: Cell.Type, withIdentifier identifier: String? = nil, for indexPath: IndexPath
    ) -> Cell {
        let identifier = identifier ?? String(describing: cellType)
        return ReusePool.cast(reusePool.dequeue(identifier: identifier, what: "cell"), to: cellType)
    }

    /// Cells created and waiting for reuse, for memory checks: on screen plus queued.
    public var allocatedCellCount: Int { visibleCellsByIndexPath.count + reusePool.queuedCount }

    // MARK: Data

    /// Reloads everything from the data source and delegate.
    public func reloadData() {
        measuredHeights.removeAll()
        selectedIndexPaths.removeAll()
        expandedIndexPath = nil
        for (_, cell) in visibleCellsByIndexPath { recycle(cell) }
        visibleCellsByIndexPath.removeAll()
        needsReload = true
        setNeedsLayout()
    }

    public var numberOfSections: Int { geometry.sections.count }

    public func numberOfRows(inSection section: Int) -> Int {
        geometry.sections.indices.contains(section) ? geometry.sections[section].rowOrigins.count : 0
    }

    /// The row's rectangle in content coordinates. - Precondition: the row exists.
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        layoutIfNeeded()
        precondition(geometry.contains(indexPath), "No row at \(indexPath)")
        return geometry.rect(for: indexPath)
    }

    /// The row under a point in the table's bounds (content) coordinates.
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        layoutIfNeeded()
        return geometry.indexPath(at: point)
    }

    /// The cell showing the row, if it is on screen.
    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { visibleCellsByIndexPath[indexPath] }

    /// Rows on screen, in order.
    public var indexPathsForVisibleRows: [IndexPath] { visibleCellsByIndexPath.keys.sorted() }

    public var visibleCells: [UITableViewCell] { indexPathsForVisibleRows.compactMap { visibleCellsByIndexPath[$0] } }

    public enum ScrollPosition: Hashable, Sendable { case none, top, middle, bottom }

    /// Scrolls so the row shows at `position` (`none`: the least movement).
    public func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        let rect = rectForRow(at: indexPath)
        let inset = adjustedContentInset
        let visibleHeight = bounds.height - inset.vertical
        let y: CGFloat
        switch position {
        case .none:
            scrollRectToVisible(rect, animated: animated)
            return
        case .top: y = rect.minY - inset.top
        case .middle: y = rect.midY - visibleHeight / 2 - inset.top
        case .bottom: y = rect.maxY - visibleHeight - inset.top
        }
        setContentOffset(clampedOffset(CGPoint(x: contentOffset.x, y: y)), animated: animated)
    }

    // MARK: Layout

    override open var contentOffset: CGPoint {
        didSet { if contentOffset != oldValue { tileRows() } }
    }

    override open func layoutSubviews() {
        if geometry.width != bounds.width {
            // Self-sized rows depend on the width: forget their heights and re-make the cells in view,
            // which measures them again (a first pass at another width must not stick).
            measuredHeights.removeAll()
            for cell in visibleCellsByIndexPath.values { recycle(cell) }
            visibleCellsByIndexPath.removeAll()
        }
        if needsReload || geometry.width != bounds.width { rebuildGeometry() }
        tileRows()
        super.layoutSubviews()
    }

    // MARK: Touches (selection)

    override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { rowTouchBegan(touches) }
    override open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { rowTouchEnded(touches) }
    override open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { rowTouchCancelled() }
}
