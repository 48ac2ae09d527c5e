import Foundation
import TesseraGraphics

/// A section whose groups scroll across the layout's scroll axis in a row of their own (a
/// compositional layout section with an `orthogonalScrollingBehavior`), as the layout places it.
///
/// The row's items have frames in the collection view's content coordinates as if the row were
/// not scrolled (as `layoutAttributesForItem(at:)` gives them); its scroll view, at `frame`,
/// shows them shifted by its own content offset.
struct OrthogonalRow {
    var section: Int
    var behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
    /// The row's area in the collection view's content: the section between its boundary items,
    /// across the whole width (scrolling vertically) or height.
    var frame: CGRect
    /// The length of the row's content along its own axis, content insets included.
    var contentLength: CGFloat
    /// Whether the row scrolls horizontally (the layout scrolls vertically).
    var scrollsHorizontally: Bool
    /// Where each group starts and ends along the row, in the row's content coordinates.
    var groups: [(start: CGFloat, end: CGFloat)]

    var contentSize: CGSize {
        scrollsHorizontally
            ? CGSize(width: contentLength, height: frame.height) : CGSize(width: frame.width, height: contentLength)
    }

    /// Where a drag released at `offset` with `velocity` (points per second along the row) comes
    /// to rest, given where it would rest by itself (`natural`) and the row's offset range: a
    /// group's leading edge (`.continuousGroupLeadingBoundary`: the one nearest the natural rest;
    /// `.groupPaging`: the nearest one, or the next in a fling's direction), or a group's centre
    /// (`.groupPagingCentered`). `.paging` pages by the row's width as a paging scroll view does.
    func restingOffset(
        natural: CGFloat, offset: CGFloat, velocity: CGFloat, range: ClosedRange<CGFloat>, visibleLength: CGFloat
    ) -> CGFloat {
        let leading = groups.first?.start ?? 0
        let stops: [CGFloat]
        switch behavior {
        case .none, .continuous, .paging:
            return natural
        case .continuousGroupLeadingBoundary, .groupPaging:
            stops = groups.map { $0.start - leading }
        case .groupPagingCentered:
            stops = groups.map { ($0.start + $0.end) / 2 - visibleLength / 2 }
        }
        let clamped = stops.map { min(max($0, range.lowerBound), range.upperBound) }
        guard !clamped.isEmpty else { return natural }
        func nearest(to value: CGFloat) -> CGFloat { clamped.min { abs($0 - value) < abs($1 - value) }! }
        if behavior == .continuousGroupLeadingBoundary { return nearest(to: natural) }
        let flingSpeed: CGFloat = 300
        if velocity > flingSpeed { return clamped.first { $0 > offset + 0.5 } ?? range.upperBound }
        if velocity < -flingSpeed { return clamped.last { $0 < offset - 0.5 } ?? range.lowerBound }
        return nearest(to: offset)
    }
}

/// The scroll view of one orthogonal section's row: the collection view puts the row's cells in
/// it and tiles them as it scrolls; drags settle by the section's behaviour.
@MainActor
final class OrthogonalScrollView: UIScrollView, UIScrollViewDelegate {
    private weak var collectionView: UICollectionView?
    private(set) var row: OrthogonalRow

    init(row: OrthogonalRow, collectionView: UICollectionView) {
        self.row = row
        self.collectionView = collectionView
        super.init(frame: row.frame)
        delegate = self
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
        contentInsetAdjustmentBehavior = .never
        backgroundColor = nil
        configure(row)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// Takes the row's place, size and behaviour from a new layout.
    func configure(_ newRow: OrthogonalRow) {
        row = newRow
        if frame != row.frame { frame = row.frame }
        if contentSize != row.contentSize { contentSize = row.contentSize }
        isPagingEnabled = row.behavior == .paging
        let pages = [.paging, .groupPaging, .groupPagingCentered].contains(row.behavior)
        decelerationRate = pages ? .fast : .normal
    }

    /// The part of the row in view, with the tiling margin along the row, in the collection
    /// view's unscrolled content coordinates (where the layout puts the row's items).
    func visibleContentRect(margin: CGFloat) -> CGRect {
        bounds.offsetBy(dx: row.frame.minX, dy: row.frame.minY)
            .insetBy(dx: row.scrollsHorizontally ? -margin : 0, dy: row.scrollsHorizontally ? 0 : -margin)
    }

    override var contentOffset: CGPoint {
        didSet {
            guard contentOffset != oldValue else { return }
            collectionView?.orthogonalScrollViewDidScroll(self)
        }
    }

    /// Wheel motion along the row scrolls it; motion mostly across it goes on to the collection view.
    override func scrollWheel(delta: CGSize, at location: CGPoint) -> Bool {
        let (along, across) = row.scrollsHorizontally ? (delta.width, delta.height) : (delta.height, delta.width)
        guard abs(along) >= abs(across) else { return next?.scrollWheel(delta: delta, at: location) ?? false }
        let rowDelta = row.scrollsHorizontally ? CGSize(width: along, height: 0) : CGSize(width: 0, height: along)
        return super.scrollWheel(delta: rowDelta, at: location)
    }

    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        let horizontal = row.scrollsHorizontally
        let (low, high) = (minimumContentOffset, maximumContentOffset)
        let resting = row.restingOffset(
            natural: horizontal ? targetContentOffset.pointee.x : targetContentOffset.pointee.y,
            offset: horizontal ? contentOffset.x : contentOffset.y,
            velocity: (horizontal ? velocity.x : velocity.y) * 1000,
            range: horizontal ? low.x...high.x : low.y...high.y,
            visibleLength: horizontal ? bounds.width : bounds.height)
        if horizontal { targetContentOffset.pointee.x = resting } else { targetContentOffset.pointee.y = resting }
    }
}

extension UICollectionView {
    /// The view that holds the section's cells and where its origin is in the content: the row's
    /// scroll view for an orthogonal section in view, else the collection view.
    func itemContainer(forSection section: Int) -> (view: UIView, origin: CGPoint) {
        if let scrollView = orthogonalScrollViews[section], scrollView.superview === self {
            return (scrollView, scrollView.frame.origin)
        }
        return (self, .zero)
    }

    /// Puts a scroll view on each orthogonal row in view (keeping the offsets of rows scrolled
    /// away) and returns the elements to show: the layout's in `rect`, with each row's cells
    /// taken from the part of the row in view.
    func attributesToTile(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        let layout = collectionViewLayout
        var attributes = layout.layoutAttributesForElements(in: rect) ?? []
        let rows = layout.orthogonalRows(in: rect)
        let rowSections = Set(rows.map(\.section))
        for (section, scrollView) in orthogonalScrollViews where !rowSections.contains(section) {
            scrollView.removeFromSuperview()
        }
        guard !rows.isEmpty else { return attributes }
        attributes.removeAll { $0.representedElementCategory == .cell && rowSections.contains($0.indexPath.section) }
        for row in rows {
            let scrollView = orthogonalScrollView(for: row)
            if scrollView.superview !== self {
                insertSubview(scrollView, at: backgroundView?.superview === self ? 1 : 0)
            }
            let visible = scrollView.visibleContentRect(margin: Self.tilingMargin)
            attributes += (layout.layoutAttributesForElements(in: visible) ?? []).filter {
                $0.representedElementCategory == .cell && $0.indexPath.section == row.section
            }
        }
        return attributes
    }

    /// The row's scroll view, made on first use and set to the row's current geometry.
    private func orthogonalScrollView(for row: OrthogonalRow) -> OrthogonalScrollView {
        if let scrollView = orthogonalScrollViews[row.section] {
            scrollView.configure(row)
            return scrollView
        }
        let scrollView = OrthogonalScrollView(row: row, collectionView: self)
        orthogonalScrollViews[row.section] = scrollView
        return scrollView
    }

    func orthogonalScrollViewDidScroll(_ scrollView: OrthogonalScrollView) {
        tileItems()
    }

    /// Forgets every row's scroll view and offset (on reload).
    func removeOrthogonalScrollViews() {
        for scrollView in orthogonalScrollViews.values { scrollView.removeFromSuperview() }
        orthogonalScrollViews.removeAll()
    }

    /// Scrolls an orthogonal section's row to show the item at `position` along the row (the
    /// position's options along the row; none: the least distance), and returns what the
    /// collection view itself must show: the item's extent along its own scroll axis, at the row's
    /// start across it; nil when the section has no row.
    func scrollRowToShow(
        _ indexPath: IndexPath, frame: CGRect, at position: ScrollPosition, animated: Bool
    ) -> CGRect? {
        guard let row = collectionViewLayout.orthogonalRow(ofSection: indexPath.section) else { return nil }
        let scrollView = orthogonalScrollView(for: row)
        let local = frame.offsetBy(dx: -row.frame.minX, dy: -row.frame.minY)
        var target = scrollView.contentOffset
        if row.scrollsHorizontally {
            let width = scrollView.bounds.width
            if position.contains(.left) { target.x = local.minX }
            if position.contains(.centeredHorizontally) { target.x = local.midX - width / 2 }
            if position.contains(.right) { target.x = local.maxX - width }
            if !position.intersection([.left, .centeredHorizontally, .right]).isEmpty {
                scrollView.setContentOffset(scrollView.clampedOffset(target), animated: animated)
            } else {
                scrollView.scrollRectToVisible(local, animated: animated)
            }
        } else {
            let height = scrollView.bounds.height
            if position.contains(.top) { target.y = local.minY }
            if position.contains(.centeredVertically) { target.y = local.midY - height / 2 }
            if position.contains(.bottom) { target.y = local.maxY - height }
            if !position.intersection([.top, .centeredVertically, .bottom]).isEmpty {
                scrollView.setContentOffset(scrollView.clampedOffset(target), animated: animated)
            } else {
                scrollView.scrollRectToVisible(local, animated: animated)
            }
        }
        return row.scrollsHorizontally
            ? CGRect(x: row.frame.minX, y: frame.minY, width: 0, height: frame.height)
            : CGRect(x: frame.minX, y: row.frame.minY, width: frame.width, height: 0)
    }
}
