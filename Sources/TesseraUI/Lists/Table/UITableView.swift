public import Foundation
public import TesseraGraphics

/// A scrolling list of rows in sections (`UITableView`).
///
/// Only rows on screen have cells; cells scrolled away go to a reuse queue per identifier and come
/// back from `dequeueReusableCell(withIdentifier:for:)`, so a table of any length holds a screenful
/// of cells. Rows are `rowHeight` high (or the delegate's `heightForRowAt`), or measured
/// (`UITableView.automaticDimension`: the cell's `sizeThatFits(_:)` at the row's width, with
/// `estimatedRowHeight` until the row is first shown). Section titles get standard
/// `UITableViewHeaderFooterView`s; the delegate can give any header or footer view.
///
/// For example, a classic data source:
/// ```swift
/// final class BooksDataSource: UITableViewDataSource {
///     var books: [Book] = []
///     func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { books.count }
///     func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
///         let cell = tableView.dequeueReusableCell(withIdentifier: "book", for: indexPath)
///         cell.textLabel?.text = books[indexPath.row].title
///         return cell
///     }
/// }
/// tableView.register(UITableViewCell.self, forCellReuseIdentifier: "book")
/// tableView.dataSource = dataSource
/// ```
///
/// Differences from UIKit: `delegate` is typed `UIScrollViewDelegate?` (Swift cannot narrow an
/// inherited property's type) — assign your `UITableViewDelegate` as on iOS; swipe-to-delete
/// appears when the data source's `tableView(_:canEditRowAt:)` returns true (its default here is
/// false, since an unimplemented `commit` cannot be told apart); plain-style headers do not float;
/// no index titles, no drag and drop, no prefetching, no context menus.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    /// Pass as a row, header or footer height to measure the view (`UITableView.automaticDimension`).
    public static let automaticDimension: CGFloat = -1

    /// The table's look; fixed at creation.
    public let style: Style
    /// Supplies sections, rows and cells. Held weakly; setting it reloads the table.
    open weak var dataSource: (any UITableViewDataSource)? { didSet { reloadData() } }
    /// Hears selection, display and editing, and sizes rows (as `UITableViewDelegate`), and hears
    /// scrolling. Held weakly; setting it reloads the table.
    override open var delegate: (any UIScrollViewDelegate)? {
        didSet {
            tableDelegate = delegate as? any UITableViewDelegate
            reloadData()
        }
    }
    /// `delegate` as a table delegate, cast once when it is set.
    weak var tableDelegate: (any UITableViewDelegate)?

    /// The default row height in points, or `automaticDimension` (the default, as in UIKit since
    /// iOS 11): each row as tall as its cell's content needs.
    open var rowHeight: CGFloat = UITableView.automaticDimension {
        didSet { if rowHeight != oldValue { reloadData() } }
    }
    /// The height assumed for a measured row before it is first shown, in points. Default 44.
    open var estimatedRowHeight: CGFloat = 44
    /// The default section header height in points, or `automaticDimension` (the default): the
    /// header view's fitting height, or the standard title height.
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload() } }
    /// The default section footer height in points, or `automaticDimension` (the default).
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload() } }
    /// Whether lines separate the rows. Default `.singleLine`.
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine { didSet { setNeedsLayout() } }
    /// The colour of the separator lines.
    open var separatorColor: UIColor? = .separator {
        didSet {
            noteAppearanceSet(.separatorColor)
            setNeedsLayout()
        }
    }
    /// The default insets of the separator lines (cells may set their own), in points.
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) { didSet { setNeedsLayout() } }
    /// A view above the first section, as tall as its frame (its width follows the table's).
    open var tableHeaderView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            setNeedsReload()
        }
    }
    /// A view below the last section, as tall as its frame (its width follows the table's).
    open var tableFooterView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            setNeedsReload()
        }
    }
    /// A view behind the rows, the size of the table (it does not scroll).
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            setNeedsLayout()
        }
    }
    /// Whether taps select rows. Default true.
    open var allowsSelection = true
    /// Whether taps add rows to the selection (a tap on a selected row deselects it). Default false.
    open var allowsMultipleSelection = false
    /// Whether rows can be selected in editing mode. Default false.
    open var allowsSelectionDuringEditing = false
    /// Whether the table is in editing mode (see `setEditing(_:animated:)`).
    open var isEditing: Bool {
        get { isEditingStorage }
        set { setEditing(newValue, animated: false) }
    }
    var isEditingStorage = false

    /// The colour of the standard section header and footer titles (Tessera).
    open var sectionHeaderTextColor: UIColor = .secondaryLabel { didSet { setNeedsLayout() } }
    /// Behind the standard section titles of a plain table (nil: transparent) (Tessera).
    open var sectionHeaderBackgroundColor: UIColor? = .secondarySystemBackground { didSet { setNeedsLayout() } }
    /// The background given to cells that do not set their own `backgroundColor`: the system
    /// background in a plain table, the raised grouped-cell colour (white / #1C1C1E) in a grouped
    /// one (Tessera; UIKit does this with background configurations).
    open var cellBackgroundColor: UIColor? { didSet { setNeedsLayout() } }

    var geometry = TableGeometry()
    var visibleCellsByIndexPath: [IndexPath: UITableViewCell] = [:]
    var visibleHeaderViews: [Int: UIView] = [:]
    var visibleFooterViews: [Int: UIView] = [:]
    var cellPool = ReusePool<UITableViewCell>()
    var headerFooterPool = ReusePool<UITableViewHeaderFooterView>()
    var measuredHeights: [IndexPath: CGFloat] = [:]
    var measuredHeaderHeights: [Int: CGFloat] = [:]
    var measuredFooterHeights: [Int: CGFloat] = [:]
    var selectedIndexPaths: Set<IndexPath> = []
    var touchTracker = TapSelectionTracker()
    var needsReload = true
    /// Set while `rebuildGeometry()` changes the content size (the offset it clamps must not tile).
    var isRebuildingGeometry = false
    /// Header and footer views the delegate gave for sections with measured heights, by section,
    /// waiting to be shown.
    var preparedHeaderViews: [Int: UIView] = [:]
    var preparedFooterViews: [Int: UIView] = [:]
    /// Changes collected by `performBatchUpdates` / `beginUpdates` until the outermost batch ends.
    var pendingUpdate: ListUpdate?
    var updateDepth = 0
    var pendingUpdateIsAnimated = false
    final var pendingUpdateCompletions: [(Bool) -> Void] = []
    /// The row currently expanded (Acheron's expandable rows), if any (Tessera).
    public internal(set) var expandedIndexPath: IndexPath?
    /// The row whose swipe actions are open, if any (Tessera).
    public internal(set) var swipedIndexPath: IndexPath?
    var swipeActionViews: [SwipeActionView] = []
    var currentSwipeActions: [UIContextualAction] = []
    var currentSwipeConfiguration: UISwipeActionsConfiguration?
    var swipeStartOffset: CGFloat?
    /// The open swipe action a touch went down on.
    var pressedSwipeAction: Int?
    let rowSwipeRecognizer = UIPanGestureRecognizer()

    override class var setUpRunningClass: UIView.Type { UITableView.self }

    /// A table of `style`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        cellBackgroundColor = style == .plain ? .systemBackground : UIColor(light: .white, dark: UIColor(rgb: 0x1C1C1E))
        super.init(frame: frame)
        defer { runSetUp(after: UITableView.self) }
        setBackgroundColor(style == .plain ? .systemBackground : UIColor(light: UIColor(rgb: 0xF2F2F7), dark: .black))
        showsHorizontalScrollIndicator = false
        headerFooterPool.register(
            { UITableViewHeaderFooterView(reuseIdentifier: nil) }, identifier: Self.standardHeaderFooterIdentifier)
        setUpRowSwipe()
    }

    /// A plain table.
    public convenience override init(frame: CGRect = .zero) {
        self.init(frame: frame, style: .plain)
    }

    /// Tables are not decoded from archives here: always nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: Registration and reuse

    /// Registers `cellClass` to be made for `identifier` when no cell waits for reuse (nil
    /// unregisters). The table makes it with `init(style: .default, reuseIdentifier:)`.
    public func register(_ cellClass: UITableViewCell.Type?, forCellReuseIdentifier identifier: String) {
        guard let cellClass else { return cellPool.register(nil, identifier: identifier) }
        cellPool.register({ cellClass.init(frame: .zero) }, identifier: identifier)
    }

    /// Registers `aClass` as the header or footer view made for `identifier` (nil unregisters).
    public func register(
        _ aClass: UITableViewHeaderFooterView.Type?, forHeaderFooterViewReuseIdentifier identifier: String
    ) {
        guard let aClass else { return headerFooterPool.register(nil, identifier: identifier) }
        headerFooterPool.register({ aClass.init(frame: .zero) }, identifier: identifier)
    }

    /// A cell for the row: one waiting for reuse under `identifier` (after its `prepareForReuse()`)
    /// or a new one of the registered class.
    /// - Precondition: a class is registered for `identifier`.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        guard let cell = cellPool.dequeue(identifier: identifier, for: indexPath) else {
            preconditionFailure(
                "unable to dequeue a cell with identifier \(identifier) - must register a class for the identifier "
                    + "(register(_:forCellReuseIdentifier:))")
        }
        return cell
    }

    /// A cell waiting for reuse under `identifier`, or a new one of the registered class, or nil
    /// when neither exists (make one with `init(style:reuseIdentifier:)` then).
    public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        cellPool.dequeue(identifier: identifier)
    }

    /// A header or footer view waiting for reuse under `identifier`, or a new one of the
    /// registered class, or nil when neither exists.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        let view = headerFooterPool.dequeue(identifier: identifier)
        view?.placement.style = style
        return view
    }

    /// Cells created and waiting for reuse, for memory checks: on screen plus queued (Tessera).
    public var allocatedCellCount: Int { visibleCellsByIndexPath.count + cellPool.queuedCount }

    // MARK: Data

    /// Reloads everything from the data source and delegate: counts, cells, headers and heights;
    /// clears the selection.
    open func reloadData() {
        measuredHeights.removeAll()
        measuredHeaderHeights.removeAll()
        measuredFooterHeights.removeAll()
        selectedIndexPaths.removeAll()
        expandedIndexPath = nil
        closeSwipe(animated: false)
        for (indexPath, cell) in visibleCellsByIndexPath.removeViews(where: { _ in true }) {
            endDisplaying(cell, at: indexPath)
        }
        removeSupplementaryViews()
        setNeedsReload()
    }

    /// Reads counts and heights again on the next layout pass, keeping the cells on screen.
    func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    /// The number of sections, as of the last reload or update.
    public var numberOfSections: Int {
        layoutIfNeeded()
        return geometry.sections.count
    }

    /// The number of rows in `section` (0 for a section that does not exist).
    public func numberOfRows(inSection section: Int) -> Int {
        layoutIfNeeded()
        return geometry.sections.indices.contains(section) ? geometry.sections[section].rowOrigins.count : 0
    }

    /// The row's rectangle in content coordinates. - Precondition: the row exists.
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        layoutIfNeeded()
        precondition(geometry.contains(indexPath), "request for rect at invalid index path (\(indexPath))")
        return geometry.rect(for: indexPath)
    }

    /// The rectangle of a section's header (zero height without one). - Precondition: the section exists.
    public func rectForHeader(inSection section: Int) -> CGRect {
        layoutIfNeeded()
        precondition(geometry.sections.indices.contains(section), "request for rect of invalid section \(section)")
        return geometry.sections[section].headerFrame
    }

    /// The rectangle of a section's footer (zero height without one). - Precondition: the section exists.
    public func rectForFooter(inSection section: Int) -> CGRect {
        layoutIfNeeded()
        precondition(geometry.sections.indices.contains(section), "request for rect of invalid section \(section)")
        return geometry.sections[section].footerFrame
    }

    /// The rectangle of a whole section: header, rows and footer. - Precondition: the section exists.
    public func rect(forSection section: Int) -> CGRect {
        layoutIfNeeded()
        precondition(geometry.sections.indices.contains(section), "request for rect of invalid section \(section)")
        let part = geometry.sections[section]
        return CGRect(x: 0, y: part.headerFrame.minY, width: bounds.width, height: part.maxY - part.headerFrame.minY)
    }

    /// The row under a point in the table's bounds (content) coordinates.
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        layoutIfNeeded()
        return geometry.indexPath(at: point)
    }

    /// The rows whose rectangles meet `rect` (content coordinates), in order.
    public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        layoutIfNeeded()
        return geometry.rows(inBandFrom: rect.minY, to: rect.maxY)
    }

    /// The cell showing the row, if it is on screen.
    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { visibleCellsByIndexPath[indexPath] }

    /// The row a cell on screen shows, or nil.
    public func indexPath(for cell: UITableViewCell) -> IndexPath? {
        visibleCellsByIndexPath.first { $0.value === cell }?.key
    }

    /// The header view shown for a section, if it is on screen and is a header-footer view.
    public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleHeaderViews[section] as? UITableViewHeaderFooterView
    }

    /// The footer view shown for a section, if it is on screen and is a header-footer view.
    public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleFooterViews[section] as? UITableViewHeaderFooterView
    }

    /// The rows on screen, in order (nil when there are none, as UIKit).
    public var indexPathsForVisibleRows: [IndexPath]? {
        let rows = visibleCellsByIndexPath.keys.sorted()
        return rows.isEmpty ? nil : rows
    }

    /// The cells on screen, in row order.
    public var visibleCells: [UITableViewCell] {
        visibleCellsByIndexPath.keys.sorted().compactMap { visibleCellsByIndexPath[$0] }
    }

    /// Scrolls so the row shows at `scrollPosition` (`.none`: the least movement that shows it).
    /// - Precondition: the row exists.
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        let rect = rectForRow(at: indexPath)
        let inset = adjustedContentInset
        let visibleHeight = bounds.height - inset.vertical
        let y: CGFloat
        switch scrollPosition {
        case .none:
            scrollRectToVisible(rect, animated: animated)
            return
        case .top: y = rect.minY - inset.top
        case .middle: y = rect.midY - visibleHeight / 2 - inset.top
        case .bottom: y = rect.maxY - visibleHeight - inset.top
        }
        setContentOffset(clampedOffset(CGPoint(x: contentOffset.x, y: y)), animated: animated)
    }

    /// Scrolls so the selected row (the first of several) shows at `scrollPosition`.
    public func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
        guard let indexPath = indexPathForSelectedRow else { return }
        scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
    }

    // MARK: Editing

    /// Enters or leaves editing mode: the cells on screen (and those shown later) get
    /// `setEditing(_:animated:)`; an open swipe closes.
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != isEditingStorage else { return }
        isEditingStorage = editing
        closeSwipe(animated: animated)
        for cell in visibleCellsByIndexPath.values { cell.setEditing(editing, animated: animated) }
    }

    // MARK: Layout

    override open var contentOffset: CGPoint {
        didSet { if contentOffset != oldValue { tileRows() } }
    }

    override open func layoutSubviews() {
        // Self-sized rows depend on the width: a first pass at another width must not stick.
        if geometry.width != bounds.width { forgetMeasuredHeights() }
        if needsReload || geometry.width != bounds.width { rebuildGeometry() }
        layOutListBackgroundView(backgroundView)
        tileRows()
        super.layoutSubviews()
    }

    /// A new Dynamic Type size (or size class, or scale) re-measures self-sized rows, headers and
    /// footers, as UIKit does: their old heights would clip or spill the text at its new size.
    override open func traitCollectionDidChange(_ previous: UITraitCollection?) {
        super.traitCollectionDidChange(previous)
        guard traitCollection.invalidatesMeasurements(comparedTo: previous) else { return }
        forgetMeasuredHeights()
        setNeedsReload()
    }

    /// Forgets every measured height and takes the cells off screen, so the next layout pass makes
    /// the cells in view again and measures them again. The selection and content offset stay.
    func forgetMeasuredHeights() {
        measuredHeights.removeAll()
        measuredHeaderHeights.removeAll()
        measuredFooterHeights.removeAll()
        for (indexPath, cell) in visibleCellsByIndexPath.removeViews(where: { _ in true }) {
            endDisplaying(cell, at: indexPath)
        }
    }

    // MARK: Touches (selection)

    // MARK: Keyboard (UITableView+Keyboard.swift)

    /// The row keyboard focus is on while the table is focused.
    var keyboardFocusedIndexPath: IndexPath?

    /// A table with rows that allows selection takes keyboard focus.
    override open var canBecomeFocused: Bool { isUserInteractionEnabled && allowsSelection && hasRows }

    /// The list keys of a focused table, else scrolling and the chain.
    override open func keyDown(_ key: Key, modifiers: KeyModifiers) -> Bool {
        handleListKey(key, modifiers: modifiers) || super.keyDown(key, modifiers: modifiers)
    }

    override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { rowTouchBegan(touches) }
    override open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { rowTouchEnded(touches) }
    override open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { rowTouchCancelled() }
}
