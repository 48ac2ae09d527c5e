public import Foundation
public import TesseraGraphics

/// A scrolling collection of items in sections, placed by a `UICollectionViewLayout`
/// (`UICollectionView`) — usually a `UICollectionViewFlowLayout` or a
/// `UICollectionViewCompositionalLayout`.
///
/// Only elements in view (plus a small margin) have views; cells scrolled away wait in a reuse
/// queue per identifier and come back from `dequeueReusableCell(withReuseIdentifier:for:)`, so a
/// collection of any length holds about a screenful of cells. Items are tapped to select them;
/// inserts, deletes and moves slide the other items to their new places on the window's clock.
///
/// For example, a grid:
/// ```swift
/// let layout = UICollectionViewFlowLayout()
/// layout.itemSize = CGSize(width: 100, height: 100)
/// let grid = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
/// grid.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
/// grid.dataSource = photos
/// grid.delegate = self
/// ```
///
/// Differences from UIKit: `delegate` is typed `UIScrollViewDelegate?` (Swift cannot narrow an
/// inherited property's type) — assign your `UICollectionViewDelegate` as on iOS; there is no
/// drag and drop, no prefetching; decoration views are not reused.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// The kind of a flow layout's section headers.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a flow layout's section footers.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// Places the items; setting it lays everything out again with the new layout.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            guard collectionViewLayout !== oldValue else { return }
            oldValue.collectionView = nil
            collectionViewLayout.collectionView = self
            layoutDidInvalidate()
        }
    }
    /// Supplies sections, items and views. Held weakly; setting it reloads.
    open weak var dataSource: (any UICollectionViewDataSource)? { didSet { reloadData() } }
    /// Hears selection and display (as `UICollectionViewDelegate`), sizes flow layouts (as
    /// `UICollectionViewDelegateFlowLayout`), and hears scrolling. Held weakly.
    override open var delegate: (any UIScrollViewDelegate)? {
        didSet {
            collectionDelegate = delegate as? any UICollectionViewDelegate
            flowDelegate = delegate as? any UICollectionViewDelegateFlowLayout
            layoutDidInvalidate()
        }
    }
    weak var collectionDelegate: (any UICollectionViewDelegate)?
    weak var flowDelegate: (any UICollectionViewDelegateFlowLayout)?
    /// A view behind the content, the size of the collection view (it does not scroll).
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            setNeedsLayout()
        }
    }
    /// Whether taps select items. Default true.
    open var allowsSelection = true
    /// Whether taps add to the selection (and a tap on a selected item deselects it). Default false.
    open var allowsMultipleSelection = false

    var visibleCellsByIndexPath: [IndexPath: UICollectionViewCell] = [:]
    var visibleSupplementaryViews: [SupplementaryKey: UICollectionReusableView] = [:]
    /// Decoration views on screen, by kind and index path (made afresh when they come into view).
    var visibleDecorationViews: [SupplementaryKey: UICollectionReusableView] = [:]
    /// The scroll views of orthogonal sections' rows, by section (kept while scrolled out of view).
    var orthogonalScrollViews: [Int: OrthogonalScrollView] = [:]
    var cellPool = ReusePool<UICollectionViewCell>()
    /// One pool of supplementary views per element kind.
    var supplementaryPools: [String: ReusePool<UICollectionReusableView>] = [:]
    var selectedIndexPaths: Set<IndexPath> = []
    var touchTracker = TapSelectionTracker()
    /// The data must be read again (counts, cells) before the next layout pass.
    var needsReload = true
    /// The layout must be prepared again before it is asked anything.
    var needsLayoutPreparation = true
    var isTiling = false
    var pendingUpdate: ListUpdate?
    var updateDepth = 0
    final var pendingUpdateCompletions: [(Bool) -> Void] = []

    /// A supplementary view's place: its kind and index path.
    struct SupplementaryKey: Hashable {
        var kind: String
        var indexPath: IndexPath
    }

    override class var setUpRunningClass: UIView.Type { UICollectionView.self }

    /// A collection view placed by `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        defer { runSetUp(after: UICollectionView.self) }
        layout.collectionView = self
        setBackgroundColor(.systemBackground)
    }

    /// Collection views are not decoded from archives here: always nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Replaces the layout (`animated` is accepted; the change is immediate) and calls
    /// `completion` with true.
    public final func setCollectionViewLayout(
        _ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
    ) {
        collectionViewLayout = layout
        completion?(true)
    }

    // MARK: Registration and reuse

    /// Registers `cellClass` to be made for `identifier` when no cell waits for reuse (nil unregisters).
    public func register(_ cellClass: UICollectionViewCell.Type?, forCellWithReuseIdentifier identifier: String) {
        guard let cellClass else { return cellPool.register(nil, identifier: identifier) }
        cellPool.register({ cellClass.init(reuseIdentifier: nil) }, identifier: identifier)
    }

    /// Registers `viewClass` as the supplementary view of `elementKind` made for `identifier`.
    public func register(
        _ viewClass: UICollectionReusableView.Type?, forSupplementaryViewOfKind elementKind: String,
        withReuseIdentifier identifier: String
    ) {
        guard let viewClass else {
            return supplementaryPools[elementKind, default: ReusePool()].register(nil, identifier: identifier)
        }
        supplementaryPools[elementKind, default: ReusePool()].register(
            { viewClass.init(reuseIdentifier: nil) }, identifier: identifier)
    }

    /// A cell for the item: one waiting for reuse under `identifier` (after its
    /// `prepareForReuse()`) or a new one of the registered class.
    /// - Precondition: a class is registered for `identifier`.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell
    {
        guard let cell = cellPool.dequeue(identifier: identifier, for: indexPath) else {
            preconditionFailure(
                "could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register a class "
                    + "for the identifier (register(_:forCellWithReuseIdentifier:))")
        }
        return cell
    }

    /// A supplementary view of `elementKind`: one waiting for reuse or a new one of the registered class.
    /// - Precondition: a class is registered for `elementKind` and `identifier`.
    public func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        guard let view = supplementaryPools[elementKind]?.dequeue(identifier: identifier) else {
            preconditionFailure(
                "could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - must register a class for the "
                    + "identifier (register(_:forSupplementaryViewOfKind:withReuseIdentifier:))")
        }
        return view
    }

    /// Cells created and waiting for reuse, for memory checks: on screen plus queued (Tessera).
    public var allocatedCellCount: Int { visibleCellsByIndexPath.count + cellPool.queuedCount }

    // MARK: Data

    /// Reloads everything from the data source: counts, cells and supplementary views; clears the
    /// selection and the sizes self-sizing cells asked for.
    open func reloadData() {
        selectedIndexPaths.removeAll()
        for (indexPath, cell) in visibleCellsByIndexPath.removeViews(where: { _ in true }) {
            endDisplaying(cell, at: indexPath)
        }
        removeSupplementaryViews()
        removeDecorationViews()
        removeOrthogonalScrollViews()
        collectionViewLayout.collectionViewDidReloadData()
        needsReload = true
        layoutDidInvalidate()
    }

    /// Prepares the layout again before the next layout pass (the layout's `invalidateLayout()`
    /// calls this).
    func layoutDidInvalidate() {
        needsLayoutPreparation = true
        setNeedsLayout()
    }

    /// How many sections the data source gives; lays out pending changes first.
    public var numberOfSections: Int {
        layoutIfNeeded()
        return sectionCounts.count
    }

    /// How many items the section holds; lays out pending changes first.
    /// - Precondition: `section` is less than `numberOfSections`.
    public func numberOfItems(inSection section: Int) -> Int {
        layoutIfNeeded()
        return sectionCounts.indices.contains(section) ? sectionCounts[section] : 0
    }

    /// The item counts per section, as of the last reload or update.
    var sectionCounts: [Int] = []

    /// The layout's attributes of the item, or nil when there is no such item.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        layoutIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// The layout's attributes of a supplementary view, or nil when it has none there.
    public func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        layoutIfNeeded()
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// The item under a point in the collection view's bounds (content) coordinates.
    /// A point on an orthogonal section's row finds the item shown there, as the row is scrolled.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        layoutIfNeeded()
        var point = point
        if let row = orthogonalScrollViews.values.first(where: { $0.superview === self && $0.frame.contains(point) }) {
            point.x += row.contentOffset.x
            point.y += row.contentOffset.y
        }
        let probe = CGRect(x: point.x, y: point.y, width: 0.001, height: 0.001)
        return collectionViewLayout.layoutAttributesForElements(in: probe)?
            .filter { $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point) }
            .max { $0.zIndex < $1.zIndex }?.indexPath
    }

    /// The cell showing the item, if it is on screen.
    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { visibleCellsByIndexPath[indexPath] }

    /// The item a cell on screen shows, or nil.
    public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        visibleCellsByIndexPath.first { $0.value === cell }?.key
    }

    /// The supplementary view shown at a place, if it is on screen.
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionReusableView?
    {
        visibleSupplementaryViews[SupplementaryKey(kind: elementKind, indexPath: indexPath)]
    }

    /// The supplementary views of `elementKind` on screen, in index path order.
    public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        indexPathsForVisibleSupplementaryElements(ofKind: elementKind).compactMap {
            supplementaryView(forElementKind: elementKind, at: $0)
        }
    }

    /// Where the supplementary views of `elementKind` on screen are, in order.
    public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        visibleSupplementaryViews.keys.filter { $0.kind == elementKind }.map(\.indexPath).sorted()
    }

    /// Items with cells, in order.
    public var indexPathsForVisibleItems: [IndexPath] { visibleCellsByIndexPath.keys.sorted() }

    /// The cells on screen, in item order.
    public var visibleCells: [UICollectionViewCell] {
        indexPathsForVisibleItems.compactMap { visibleCellsByIndexPath[$0] }
    }

    /// Scrolls so the item shows at `scrollPosition` (an empty position: the least movement that
    /// shows it).
    /// - Precondition: the item exists.
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard var frame = layoutAttributesForItem(at: indexPath)?.frame else {
            preconditionFailure("attempt to scroll to invalid index path: \(indexPath)")
        }
        var scrollPosition = scrollPosition
        if let shown = scrollRowToShow(indexPath, frame: frame, at: scrollPosition, animated: animated) {
            // The row scrolled along its own axis; the collection view scrolls only across it.
            frame = shown
            scrollPosition.subtract(
                shown.width == 0 ? [.left, .centeredHorizontally, .right] : [.top, .centeredVertically, .bottom])
        }
        let inset = adjustedContentInset
        var target = contentOffset
        let visibleHeight = bounds.height - inset.vertical
        let visibleWidth = bounds.width - inset.horizontal
        if scrollPosition.contains(.top) { target.y = frame.minY - inset.top }
        if scrollPosition.contains(.centeredVertically) { target.y = frame.midY - visibleHeight / 2 - inset.top }
        if scrollPosition.contains(.bottom) { target.y = frame.maxY - visibleHeight - inset.top }
        if scrollPosition.contains(.left) { target.x = frame.minX - inset.left }
        if scrollPosition.contains(.centeredHorizontally) { target.x = frame.midX - visibleWidth / 2 - inset.left }
        if scrollPosition.contains(.right) { target.x = frame.maxX - visibleWidth - inset.left }
        if scrollPosition.isEmpty {
            scrollRectToVisible(frame, animated: animated)
        } else {
            setContentOffset(clampedOffset(target), animated: animated)
        }
    }

    // MARK: Layout

    override open var contentOffset: CGPoint {
        didSet {
            guard contentOffset != oldValue, !isTiling else { return }
            if collectionViewLayout.shouldInvalidateLayout(forBoundsChange: bounds) { needsLayoutPreparation = true }
            tileItems()
        }
    }

    override open func layoutSubviews() {
        if collectionViewLayout.shouldInvalidateLayout(forBoundsChange: bounds) { needsLayoutPreparation = true }
        layOutListBackgroundView(backgroundView)
        tileItems()
        super.layoutSubviews()
    }

    /// A new Dynamic Type size (or size class, or scale) asks self-sizing cells for their sizes
    /// again, as UIKit does; the selection and content offset stay.
    override open func traitCollectionDidChange(_ previous: UITraitCollection?) {
        super.traitCollectionDidChange(previous)
        guard traitCollection.invalidatesMeasurements(comparedTo: previous) else { return }
        for (indexPath, cell) in visibleCellsByIndexPath.removeViews(where: { _ in true }) {
            endDisplaying(cell, at: indexPath)
        }
        removeSupplementaryViews()
        collectionViewLayout.collectionViewTraitsDidChange()
        layoutDidInvalidate()
    }

    // MARK: Touches (selection)

    // MARK: Keyboard (UICollectionView+Keyboard.swift)

    /// Whether moving keyboard focus to an item also selects it (as a tap would). Default false.
    open var selectionFollowsFocus = false
    /// The item keyboard focus is on while the collection view is focused.
    var keyboardFocusedIndexPath: IndexPath?

    /// A collection view with items that allows selection takes keyboard focus.
    override open var canBecomeFocused: Bool { isUserInteractionEnabled && allowsSelection && hasItems }

    /// The item keys of a focused collection view, else scrolling and the chain.
    override open func keyDown(_ key: Key, modifiers: KeyModifiers) -> Bool {
        handleItemKey(key, modifiers: modifiers) || super.keyDown(key, modifiers: modifiers)
    }

    override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { itemTouchBegan(touches) }
    override open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { itemTouchEnded(touches) }
    override open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { itemTouchCancelled() }
}
