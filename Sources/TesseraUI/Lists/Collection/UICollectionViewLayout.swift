public import Foundation

/// Decides where a collection view's cells and supplementary views go
/// (`UICollectionViewLayout`). Subclass it for a custom layout, or use
/// `UICollectionViewFlowLayout`.
///
/// The collection view calls `prepare()` before asking for anything after the layout was
/// invalidated (a reload, an update, `invalidateLayout()`, or a bounds change for which
/// `shouldInvalidateLayout(forBoundsChange:)` says yes), then `collectionViewContentSize` and
/// `layoutAttributesForElements(in:)` for the area it is about to show.
///
/// For example, a one-column list:
/// ```swift
/// final class ColumnLayout: UICollectionViewLayout {
///     private var rows: [UICollectionViewLayoutAttributes] = []
///     override func prepare() {
///         guard let collectionView else { return }
///         let count = collectionView.numberOfItems(inSection: 0)
///         rows = (0..<count).map { item in
///             let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
///             attributes.frame = CGRect(x: 0, y: CGFloat(item) * 60, width: collectionView.bounds.width, height: 56)
///             return attributes
///         }
///     }
///     override var collectionViewContentSize: CGSize {
///         CGSize(width: collectionView?.bounds.width ?? 0, height: CGFloat(rows.count) * 60)
///     }
///     override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
///         rows.filter { $0.frame.intersects(rect) }
///     }
///     override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { rows[indexPath.item] }
/// }
/// ```
@preconcurrency @MainActor
open class UICollectionViewLayout {
    /// The collection view using the layout (set when the layout is given to one).
    public internal(set) weak var collectionView: UICollectionView?

    /// The classes registered for decoration views, by kind.
    var decorationViewClasses: [String: UICollectionReusableView.Type] = [:]

    /// The sizes self-sizing cells asked for, by index path (flow and compositional layouts).
    var measuredSizes = MeasuredItemSizes()

    public init() {}

    /// Registers the view class the collection view makes for decoration views of
    /// `elementKind` (nil unregisters). The class must be a `UICollectionReusableView`.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        decorationViewClasses[elementKind] = viewClass.map {
            guard let reusable = $0 as? UICollectionReusableView.Type else {
                preconditionFailure("a decoration view class must be a UICollectionReusableView: \($0)")
            }
            return reusable
        }
    }

    /// Attributes of the decoration view of `elementKind` at `indexPath`, or nil for none.
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        nil
    }

    /// Layouts are not decoded from archives here: always nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Computes the layout; called before any question after an invalidation. Call super.
    open func prepare() {}

    /// The size of all the content, in points.
    open var collectionViewContentSize: CGSize { .zero }

    /// Attributes of every element whose frame meets `rect` (content coordinates).
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// Attributes of the cell at `indexPath`, or nil when there is no such item.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Attributes of the supplementary view of `elementKind` at `indexPath`, or nil for none.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        nil
    }

    /// Whether a change of the collection view's bounds (scrolling, resizing) needs a new layout.
    /// Default false.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// Whether a self-sizing cell's preferred attributes need a new layout (the layout then keeps
    /// them). Default false.
    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool { false }

    /// Where scrolling that would stop at `proposedContentOffset` stops instead (paging-like
    /// layouts override it). Default: the proposed offset.
    open func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        proposedContentOffset
    }

    /// Marks the layout stale: the collection view prepares it again before its next layout pass.
    open func invalidateLayout() {
        collectionView?.layoutDidInvalidate()
    }

    // MARK: Hooks for the collection view (module only)

    /// Whether cells are asked for their preferred attributes when shown (self-sizing).
    var asksForPreferredAttributes: Bool { false }

    /// The size a self-sizing cell of `section` is offered to fit in, in points.
    func fittingSize(forItemsIn section: Int) -> CGSize {
        CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
    }

    /// The size the self-sizing cell of one item is offered; by default its section's.
    func fittingSize(forItemAt indexPath: IndexPath) -> CGSize {
        fittingSize(forItemsIn: indexPath.section)
    }

    /// The orthogonal rows (sections that scroll across the layout) that meet `rect`; none by default.
    func orthogonalRows(in rect: CGRect) -> [OrthogonalRow] { [] }

    /// The section's orthogonal row, or nil when it scrolls with the layout.
    func orthogonalRow(ofSection section: Int) -> OrthogonalRow? { nil }

    /// The collection view reloaded all its data: measured sizes are forgotten.
    func collectionViewDidReloadData() {
        measuredSizes.removeAll()
    }

    /// The collection view's traits changed in a way that can change measured sizes (a new
    /// Dynamic Type size, say): they are forgotten.
    func collectionViewTraitsDidChange() {
        measuredSizes.removeAll()
    }

    /// The collection view applied a batch update: measured sizes move with their items.
    func collectionViewDidApply(_ mapping: ListUpdateMapping) {
        measuredSizes.apply(mapping)
    }
}
