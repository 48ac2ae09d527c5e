public import Foundation
import TesseraGraphics

/// A scrolling grid of items in sections placed by a `UICollectionViewFlowLayout` (`UICollectionView`).
///
/// Only items on screen (plus a small margin) have cells; cells scrolled away wait in a reuse
/// queue per identifier and come back from `dequeueReusableCell(_:for:)`, so a collection of any
/// length holds about a screenful of cells. Items are tapped to select them; inserts and deletes
/// slide the other items to their new places on the window's animation clock.
///
/// For example, a tag cloud:
/// ```swift
/// final class TagsSource: UICollectionViewDataSource {
///     var tags: [Tag]
///     func collectionView(_ c: UICollectionView, numberOfItemsInSection s: Int) -> Int { tags.count }
///     func collectionView(_ c: UICollectionView, cellForItemAt path: IndexPath) -> UICollectionViewCell {
///         let cell = c.dequeueReusableCell(TagCell.self, for: path)
///         cell.configure(with: tags[path.item])
///         return cell
///     }
/// }
/// var layout = UICollectionViewFlowLayout()
/// layout.estimatedItemSize = CGSize(width: 80, height: 32)
/// let tags = UICollectionView(frame: bounds, layout: layout)
/// tags.register(TagCell.self)
/// tags.dataSource = source
/// ```
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// The kinds of supplementary view a flow layout places.
    public enum ElementKind: Hashable, Sendable {
        case sectionHeader
        case sectionFooter
    }

    /// Where `scrollToItem(at:at:animated:)` puts the item along the scroll axis.
    public enum ScrollPosition: Hashable, Sendable {
        /// The least movement that shows the item.
        case none
        /// At the top (vertical scrolling) or left (horizontal) edge.
        case start
        case center
        /// At the bottom or right edge.
        case end
    }

    /// Places the items; changing it lays the items out again (measured sizes are kept unless the
    /// line length or the estimate changes).
    public var collectionViewLayout: UICollectionViewFlowLayout {
        didSet {
            guard collectionViewLayout != oldValue else { return }
            if collectionViewLayout.estimatedItemSize != oldValue.estimatedItemSize { measuredSizes.removeAll() }
            invalidateLayout()
        }
    }
    public weak var dataSource: (any UICollectionViewDataSource)? { didSet { reloadData() } }
    public weak var delegate: (any UICollectionViewDelegate)? { didSet { invalidateLayout() } }
    /// Whether taps select items. Default true.
    open var allowsSelection = true
    /// Whether taps add to the selection (and a tap on a selected item deselects it). Default false.
    open var allowsMultipleSelection = false

    var geometry = FlowLayoutGeometry()
    var visibleCellsByIndexPath: [IndexPath: UICollectionViewCell] = [:]
    var visibleSupplementaryViews: [SupplementaryKey: UICollectionReusableView] = [:]
    /// Supplementary places the data source had no view for, until the next layout rebuild.
    var emptySupplementaryKeys: Set<SupplementaryKey> = []
    var cellPool = ReusePool<UICollectionViewCell>()
    var supplementaryPool = ReusePool<UICollectionReusableView>()
    var measuredSizes: [IndexPath: CGSize] = [:]
    var selectedIndexPaths: Set<IndexPath> = []
    var touchTracker = TapSelectionTracker()
    var needsReload = true
    var needsGeometry = true
    var isTiling = false

    /// A header or footer place: its kind and section.
    struct SupplementaryKey: Hashable {
        var kind: ElementKind
        var section: Int
    }

    public init(frame: CGRect = .zero, layout: UICollectionViewFlowLayout = UICollectionViewFlowLayout()) {
        collectionViewLayout = layout
        super.init(frame: frame)
        backgroundColor = .systemBackground
        supplementaryPool.register(CollectionViewTitleHeader.self, identifier: CollectionViewTitleHeader.identifier)
    }

    // MARK: Registration and reuse

    /// Registers `cellType` under `identifier` (default: the type's name).
    public func register(_ cellType: UICollectionViewCell.Type, forCellWithReuseIdentifier identifier: String? = nil) {
        cellPool.register(cellType, identifier: identifier ?? String(describing: cellType))
    }

    /// A cell of `cellType` for the item: a reused one or a new one.
    /// - Precondition: `cellType` was registered (under its type name unless `identifier` is given).
    public func dequeueReusableCell<Cell: UICollectionViewCell>(
        _ cellType: Cell.Type, withIdentifier identifier: String? = nil, for indexPath: IndexPath
    ) -> Cell {
        let identifier = identifier ?? String(describing: cellType)
        return ReusePool.cast(cellPool.dequeue(identifier: identifier, what: "cell"), to: cellType)
    }

    /// Registers a header or footer type under `identifier` (default: the type's name).
    public func register(
        _ viewType: UICollectionReusableView.Type, forSupplementaryViewOfKind kind: ElementKind, withReuseIdentifier identifier: String? = nil
    ) {
        supplementaryPool.register(viewType, identifier: Self.poolIdentifier(kind, identifier ?? String(describing: viewType)))
    }

    /// A header or footer of `viewType` for the section of `indexPath`: a reused one or a new one.
    /// - Precondition: `viewType` was registered for `kind`.
    public func dequeueReusableSupplementaryView<Supplementary: UICollectionReusableView>(
        ofKind kind: ElementKind, _ viewType: Supplementary.Type, withIdentifier identifier: String? = nil, for indexPath: IndexPath
    ) -> Supplementary {
        let identifier = Self.poolIdentifier(kind, identifier ?? String(describing: viewType))
        return ReusePool.cast(supplementaryPool.dequeue(identifier: identifier, what: "\(kind) view"), to: viewType)
    }

    private static func poolIdentifier(_ kind: ElementKind, _ identifier: String) -> String { "\(kind)/\(identifier)" }

    /// Cells created and waiting for reuse, for memory checks: on screen plus queued.
    public var allocatedCellCount: Int { visibleCellsByIndexPath.count + cellPool.queuedCount }

    // MARK: Data

    /// Reloads everything from the data source: counts, cells, headers; clears the selection and
    /// measured sizes.
    public func reloadData() {
        measuredSizes.removeAll()
        selectedIndexPaths.removeAll()
        for (_, cell) in visibleCellsByIndexPath { cellPool.enqueue(cell) }
        visibleCellsByIndexPath.removeAll()
        removeSupplementaryViews()
        needsReload = true
        setNeedsLayout()
    }

    /// Recomputes item places on the next layout pass (after a change to sizes the delegate reports).
    public func invalidateLayout() {
        needsGeometry = true
        setNeedsLayout()
    }

    public var numberOfSections: Int {
        layoutIfNeeded()
        return geometry.sections.count
    }

    public func numberOfItems(inSection section: Int) -> Int {
        layoutIfNeeded()
        return geometry.sections.indices.contains(section) ? geometry.sections[section].itemFrames.count : 0
    }

    /// The item's frame in content coordinates (points), or nil when there is no such item.
    public func frameForItem(at indexPath: IndexPath) -> CGRect? {
        layoutIfNeeded()
        return geometry.contains(indexPath) ? geometry.frame(for: indexPath) : nil
    }

    /// The frame of a section's header or footer in content coordinates (zero size when it has none).
    /// - Precondition: the section exists.
    public func frameForSupplementaryView(ofKind kind: ElementKind, inSection section: Int) -> CGRect {
        layoutIfNeeded()
        precondition(geometry.sections.indices.contains(section), "No section \(section)")
        return kind == .sectionHeader ? geometry.sections[section].headerFrame : geometry.sections[section].footerFrame
    }

    /// The item under a point in the collection view's bounds (content) coordinates.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        layoutIfNeeded()
        return geometry.indexPath(at: point)
    }

    /// The cell showing the item, if it is on screen.
    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { visibleCellsByIndexPath[indexPath] }

    /// The header or footer view shown for a section, if it is on screen.
    public func supplementaryView(forElementKind kind: ElementKind, at indexPath: IndexPath) -> UICollectionReusableView? {
        visibleSupplementaryViews[SupplementaryKey(kind: kind, section: indexPath.section)]
    }

    /// Items with cells, in order.
    public var indexPathsForVisibleItems: [IndexPath] { visibleCellsByIndexPath.keys.sorted() }

    public var visibleCells: [UICollectionViewCell] { indexPathsForVisibleItems.compactMap { visibleCellsByIndexPath[$0] } }

    /// Scrolls so the item shows at `position` along the scroll axis.
    /// - Precondition: the item exists.
    public func scrollToItem(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        guard let frame = frameForItem(at: indexPath) else { preconditionFailure("No item at \(indexPath)") }
        let inset = adjustedContentInset
        let vertical = collectionViewLayout.scrollDirection == .vertical
        let (start, end) = vertical ? (frame.minY, frame.maxY) : (frame.minX, frame.maxX)
        let leadingInset = vertical ? inset.top : inset.left
        let visible = vertical ? bounds.height - inset.vertical : bounds.width - inset.horizontal
        let target: CGFloat
        switch position {
        case .none:
            scrollRectToVisible(frame, animated: animated)
            return
        case .start: target = start - leadingInset
        case .center: target = (start + end) / 2 - visible / 2 - leadingInset
        case .end: target = end - visible - leadingInset
        }
        let offset = vertical ? CGPoint(x: contentOffset.x, y: target) : CGPoint(x: target, y: contentOffset.y)
        setContentOffset(clampedOffset(offset), animated: animated)
    }

    // MARK: Layout

    override open var contentOffset: CGPoint {
        didSet { if contentOffset != oldValue { tileItems() } }
    }

    /// The length of a line: the width (vertical scrolling) or height inside the adjusted insets.
    var lineLength: CGFloat {
        let inset = adjustedContentInset
        return collectionViewLayout.scrollDirection == .vertical ? bounds.width - inset.horizontal : bounds.height - inset.vertical
    }

    override open func layoutSubviews() {
        if needsReload || needsGeometry || geometry.crossLength != max(0, lineLength) { rebuildGeometry() }
        tileItems()
        super.layoutSubviews()
    }

    // MARK: Touches (selection)

    override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { itemTouchBegan(touches) }
    override open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { itemTouchEnded(touches) }
    override open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { itemTouchCancelled() }
}
