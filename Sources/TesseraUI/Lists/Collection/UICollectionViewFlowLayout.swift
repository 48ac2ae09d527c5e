public import Foundation
public import TesseraGraphics

/// Places a collection view's items in lines (`UICollectionViewFlowLayout`): items flow along a
/// line — left to right for vertical scrolling, top to bottom for horizontal — and wrap to a new
/// line when the next one does not fit; lines stack in the scroll direction. Each section starts
/// with its header, then `sectionInset`, the lines, the inset's far side and its footer.
///
/// Every length is in points. A line is as thick as its thickest item, and smaller items are
/// centred across it. Items keep `minimumInteritemSpacing` between them and lines keep
/// `minimumLineSpacing`; with `.justified` alignment (UIKit's behaviour) the spacing of a full line
/// grows so the line spans the section, while the section's last line stays packed at the leading
/// edge and a lone item on any other line is centred.
///
/// Per-section values and per-item sizes can come from the collection view's delegate when it is a
/// `UICollectionViewDelegateFlowLayout`. With `estimatedItemSize` set (or `automaticSize`), items
/// size themselves: each cell's `preferredLayoutAttributesFitting(_:)` when first shown (by default
/// its `sizeThatFits(_:)` within the line's length).
///
/// For example, a grid of 100-point squares:
/// ```swift
/// let layout = UICollectionViewFlowLayout()
/// layout.itemSize = CGSize(width: 100, height: 100)
/// layout.minimumInteritemSpacing = 8
/// layout.minimumLineSpacing = 8
/// layout.sectionInset = UIEdgeInsets(top: 8, left: 16, bottom: 16, right: 16)
/// layout.headerReferenceSize = CGSize(width: 0, height: 36)
/// let grid = UICollectionView(frame: bounds, collectionViewLayout: layout)
/// ```
///
/// Differences from UIKit: headers and footers do not pin to the visible bounds.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The axis the content scrolls along (`UICollectionView.ScrollDirection`).
    public typealias ScrollDirection = UICollectionView.ScrollDirection

    /// What section insets are measured from (`UICollectionViewFlowLayout.SectionInsetReference`).
    public enum SectionInsetReference: Int, Hashable, Sendable {
        /// The content area inside `contentInset` (the default).
        case fromContentInset = 0
        /// The safe area: its insets are added to the section insets across the scroll axis.
        case fromSafeArea = 1
        /// The collection view's layout margins, across the scroll axis.
        case fromLayoutMargins = 2
    }

    /// Where the items of a line sit along it (Tessera).
    public enum LineAlignment: Hashable, Sendable {
        /// UIKit's flow: full lines spread to span the section; the last line of a section is packed
        /// at the leading edge; a lone item on another line is centred.
        case justified
        /// Every line packed at the leading edge with the minimum spacing (a tag cloud).
        case leading
        /// Every line packed with the minimum spacing and centred.
        case center
    }

    /// Pass as `estimatedItemSize` to size items by their cells, starting from `itemSize`.
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)

    open var scrollDirection: ScrollDirection = .vertical {
        didSet { if scrollDirection != oldValue { invalidateLayout() } }
    }
    /// The size of every item when neither the delegate nor self-sizing says otherwise. Default 50×50.
    open var itemSize = CGSize(width: 50, height: 50) { didSet { if itemSize != oldValue { invalidateLayout() } } }
    /// Non-zero turns on self-sizing: items are this size until their cells are first shown (for
    /// `automaticSize`, `itemSize`). Default zero.
    open var estimatedItemSize: CGSize = .zero {
        didSet {
            guard estimatedItemSize != oldValue else { return }
            measuredSizes.removeAll()
            invalidateLayout()
        }
    }
    /// The least space between lines. Default 10.
    open var minimumLineSpacing: CGFloat = 10 { didSet { if minimumLineSpacing != oldValue { invalidateLayout() } } }
    /// The least space between items of one line. Default 10.
    open var minimumInteritemSpacing: CGFloat = 10 {
        didSet { if minimumInteritemSpacing != oldValue { invalidateLayout() } }
    }
    /// Space around each non-empty section's items, inside its header and footer.
    open var sectionInset: UIEdgeInsets = .zero { didSet { if sectionInset != oldValue { invalidateLayout() } } }
    /// What `sectionInset` is measured from. Default `.fromContentInset`.
    open var sectionInsetReference: SectionInsetReference = .fromContentInset {
        didSet { if sectionInsetReference != oldValue { invalidateLayout() } }
    }
    /// The size of each section's header: its height for vertical scrolling, its width for
    /// horizontal (the other side spans the collection view). Zero for none.
    open var headerReferenceSize: CGSize = .zero {
        didSet { if headerReferenceSize != oldValue { invalidateLayout() } }
    }
    /// The size of each section's footer, as `headerReferenceSize`.
    open var footerReferenceSize: CGSize = .zero {
        didSet { if footerReferenceSize != oldValue { invalidateLayout() } }
    }
    /// Where the items of a line sit (Tessera). Default `.justified`, UIKit's flow.
    open var lineAlignment: LineAlignment = .justified {
        didSet { if lineAlignment != oldValue { invalidateLayout() } }
    }

    var geometry = FlowLayoutGeometry()

    public override init() {
        super.init()
    }

    /// Layouts are not decoded from archives here: always nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// True when items size themselves (`estimatedItemSize` is not zero).
    var isSelfSizing: Bool { estimatedItemSize != .zero }

    private var flowDelegate: (any UICollectionViewDelegateFlowLayout)? { collectionView?.flowDelegate }

    /// The length of a line: the content width (vertical scrolling) or height inside the adjusted insets.
    private func lineLength(of collectionView: UICollectionView) -> CGFloat {
        let inset = collectionView.adjustedContentInset
        let bounds = collectionView.bounds
        return max(0, scrollDirection == .vertical ? bounds.width - inset.horizontal : bounds.height - inset.vertical)
    }

    /// The section's inset, with the reference's extra across the scroll axis.
    func inset(forSection section: Int) -> UIEdgeInsets {
        guard let collectionView else { return sectionInset }
        var inset =
            flowDelegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset
        let extra: UIEdgeInsets =
            switch sectionInsetReference {
            case .fromContentInset: .zero
            case .fromSafeArea: collectionView.safeAreaInsets
            case .fromLayoutMargins: collectionView.layoutMargins
            }
        if scrollDirection == .vertical {
            inset.left += extra.left
            inset.right += extra.right
        } else {
            inset.top += extra.top
            inset.bottom += extra.bottom
        }
        return inset
    }

    override open func prepare() {
        super.prepare()
        guard let collectionView, let dataSource = collectionView.dataSource else {
            geometry = FlowLayoutGeometry()
            return
        }
        let sectionCount = max(0, dataSource.numberOfSections(in: collectionView))
        let delegate = flowDelegate
        let metrics = (0..<sectionCount).map { section in
            FlowLayoutGeometry.SectionMetrics(
                itemCount: max(0, dataSource.collectionView(collectionView, numberOfItemsInSection: section)),
                inset: inset(forSection: section),
                lineSpacing: delegate?.collectionView(
                    collectionView, layout: self, minimumLineSpacingForSectionAt: section) ?? minimumLineSpacing,
                interitemSpacing: delegate?.collectionView(
                    collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
                    ?? minimumInteritemSpacing,
                headerSize: delegate?.collectionView(
                    collectionView, layout: self, referenceSizeForHeaderInSection: section) ?? headerReferenceSize,
                footerSize: delegate?.collectionView(
                    collectionView, layout: self, referenceSizeForFooterInSection: section) ?? footerReferenceSize)
        }
        let length = lineLength(of: collectionView)
        if length != geometry.crossLength { measuredSizes.removeAll() }
        geometry = FlowLayoutGeometry(
            direction: scrollDirection, crossLength: length, alignment: lineAlignment,
            mirrored: collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft, sections: metrics,
            itemSize: resolvedSize(of:))
    }

    /// The size an item gets: measured (self-sizing, else the estimate), or the delegate's, or `itemSize`.
    private func resolvedSize(of indexPath: IndexPath) -> CGSize {
        if isSelfSizing {
            return measuredSizes[indexPath] ?? (estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize)
        }
        guard let collectionView else { return itemSize }
        return flowDelegate?.collectionView(collectionView, layout: self, sizeForItemAt: indexPath) ?? itemSize
    }

    override open var collectionViewContentSize: CGSize { geometry.contentSize }

    override open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let (start, end) = geometry.scrollRange(of: rect)
        var result: [UICollectionViewLayoutAttributes] = []
        for section in geometry.sections(inScrollRangeFrom: start, to: end) {
            let part = geometry.sections[section]
            if !part.headerFrame.isEmpty, part.headerFrame.intersects(rect) {
                result.append(
                    supplementaryAttributes(UICollectionView.elementKindSectionHeader, section, part.headerFrame))
            }
            if !part.footerFrame.isEmpty, part.footerFrame.intersects(rect) {
                result.append(
                    supplementaryAttributes(UICollectionView.elementKindSectionFooter, section, part.footerFrame))
            }
        }
        for indexPath in geometry.items(inScrollRangeFrom: start, to: end) {
            let frame = geometry.frame(for: indexPath)
            guard frame.intersects(rect) || frame.isEmpty else { continue }
            let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = frame
            result.append(attributes)
        }
        return result
    }

    override open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard geometry.contains(indexPath) else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = geometry.frame(for: indexPath)
        return attributes
    }

    override open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        guard geometry.sections.indices.contains(indexPath.section) else { return nil }
        let part = geometry.sections[indexPath.section]
        switch elementKind {
        case UICollectionView.elementKindSectionHeader where !part.headerFrame.isEmpty:
            return supplementaryAttributes(elementKind, indexPath.section, part.headerFrame)
        case UICollectionView.elementKindSectionFooter where !part.footerFrame.isEmpty:
            return supplementaryAttributes(elementKind, indexPath.section, part.footerFrame)
        default:
            return nil
        }
    }

    private func supplementaryAttributes(_ kind: String, _ section: Int, _ frame: CGRect)
        -> UICollectionViewLayoutAttributes
    {
        let attributes = UICollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
        attributes.frame = frame
        return attributes
    }

    /// A new layout when the length of the lines changes (a resize), not when the content scrolls.
    override open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        let inset = collectionView.adjustedContentInset
        let length = max(
            0, scrollDirection == .vertical ? newBounds.width - inset.horizontal : newBounds.height - inset.vertical)
        return length != geometry.crossLength
    }

    /// Keeps a self-sizing cell's preferred size (at most the line's length across) and asks for
    /// a new layout when it differs from the one used.
    override open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        guard isSelfSizing, preferredAttributes.representedElementCategory == .cell else { return false }
        let size = measuredSizes.record(
            preferredAttributes.size, for: preferredAttributes.indexPath,
            limit: fittingSize(forItemsIn: preferredAttributes.indexPath.section))
        return size != originalAttributes.size
    }

    // MARK: Hooks

    override var asksForPreferredAttributes: Bool { isSelfSizing }

    override func fittingSize(forItemsIn section: Int) -> CGSize {
        let inset = inset(forSection: section)
        let unlimited = CGFloat.greatestFiniteMagnitude
        let across = max(0, geometry.crossLength - (scrollDirection == .vertical ? inset.horizontal : inset.vertical))
        return scrollDirection == .vertical
            ? CGSize(width: across, height: unlimited) : CGSize(width: unlimited, height: across)
    }
}
