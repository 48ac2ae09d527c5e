public import Foundation
public import TesseraGraphics

/// Makes the layout of one section from its index and the layout's environment; nil leaves the
/// section's items without places.
public typealias UICollectionViewCompositionalLayoutSectionProvider =
    @MainActor (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// A layout composed of sections, groups and items (`UICollectionViewCompositionalLayout`): each
/// section repeats a group of items along the scroll axis, with sizes that are absolute,
/// fractions of their container, or estimates the cells replace with their own sizes.
///
/// A section provider is asked again for every section whenever the layout is prepared — after a
/// reload, an update or a change of the collection view's size — so sections can depend on the
/// container's width.
///
/// For example, a grid of three square columns:
/// ```swift
/// let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
///     widthDimension: .fractionalWidth(1 / 3), heightDimension: .fractionalHeight(1)))
/// item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
/// let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
///     widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1 / 3)), subitems: [item])
/// let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
/// ```
///
/// A section with an `orthogonalScrollingBehavior` lays its groups out in a row of their own,
/// which scrolls across the layout in its own scroll view with only the cells in view.
///
/// Differences from UIKit: orthogonal rows are laid out left to right in right-to-left layouts
/// and have no `visibleItemsInvalidationHandler`; boundary items do not size themselves;
/// decoration items are section backgrounds only; no supplementary items on items, edge spacing or custom groups.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    private let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider
    /// The scroll direction and spacing between sections; setting it lays out again.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        didSet { invalidateLayout() }
    }

    private var geometry = CompositionalGeometry()
    /// The container size (inside the content insets) the geometry was made for.
    private var preparedContainer: CGSize?
    /// The background a list layout gives its collection view when first prepared.
    var listBackgroundColor: UIColor?

    /// A layout whose every section is `section`.
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    public convenience init(
        section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
        self.init(sectionProvider: { _, _ in section }, configuration: configuration)
    }

    /// A layout whose sections `sectionProvider` makes.
    public convenience init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    public init(
        sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
        configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    /// Layouts are not decoded from archives here: always nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    private var isVertical: Bool { configuration.scrollDirection == .vertical }

    override open func prepare() {
        super.prepare()
        guard let collectionView else {
            geometry = CompositionalGeometry()
            return
        }
        if let listBackgroundColor {
            collectionView.setBackgroundColor(listBackgroundColor)
            self.listBackgroundColor = nil
        }
        let environment = CollectionLayoutEnvironment(collectionView)
        let container = environment.effectiveContentSize
        if let preparedContainer,
            isVertical ? preparedContainer.width != container.width : preparedContainer.height != container.height
        {
            measuredSizes.removeAll()
        }
        preparedContainer = container
        let sections = collectionView.sectionCounts.enumerated().map { index, count in
            (section: sectionProvider(index, environment), itemCount: count)
        }
        geometry = CompositionalGeometry(
            container: container, isVertical: isVertical, interSectionSpacing: configuration.interSectionSpacing,
            mirrored: collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft, sections: sections,
            measured: measuredSizes)
    }

    override open var collectionViewContentSize: CGSize { geometry.contentSize }

    override open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let (start, end) = geometry.scrollRange(of: rect)
        var result: [UICollectionViewLayoutAttributes] = []
        let sections = geometry.sections(inScrollRangeFrom: start, to: end)
        for section in sections {
            for (index, decoration) in geometry.sections[section].decorations.enumerated()
            where decoration.frame.intersects(rect) {
                result.append(attributes(of: decoration, at: IndexPath(item: index, section: section)))
            }
            for supplementary in geometry.sections[section].supplementaries {
                let shown = attributes(of: supplementary)
                if shown.frame.intersects(rect) { result.append(shown) }
            }
        }
        for section in sections {
            for indexPath in geometry.items(ofSection: section, in: rect) {
                let frame = geometry.frame(for: indexPath)
                guard frame.intersects(rect) || frame.isEmpty else { continue }
                result.append(cellAttributes(at: indexPath))
            }
        }
        return result
    }

    override open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard geometry.contains(indexPath) else { return nil }
        return cellAttributes(at: indexPath)
    }

    /// The attributes of an item that exists.
    private func cellAttributes(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = geometry.frame(for: indexPath)
        let section = geometry.sections[indexPath.section]
        attributes.listCellLook = section.listConfiguration.map {
            ListCellLook($0, item: indexPath.item, of: section.itemFrames.count)
        }
        return attributes
    }

    override open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        guard geometry.sections.indices.contains(indexPath.section) else { return nil }
        return geometry.sections[indexPath.section].supplementaries
            .first { $0.kind == elementKind && $0.indexPath == indexPath }
            .map(attributes(of:))
    }

    private func attributes(of supplementary: CompositionalGeometry.Supplementary) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: supplementary.kind, with: supplementary.indexPath)
        attributes.frame = geometry.frame(
            of: supplementary, inSection: supplementary.indexPath.section, visible: visibleContentRect)
        if supplementary.pin != nil { attributes.zIndex = max(attributes.zIndex, Self.pinnedZIndex) }
        return attributes
    }

    override open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        guard geometry.sections.indices.contains(indexPath.section) else { return nil }
        let decorations = geometry.sections[indexPath.section].decorations
        guard decorations.indices.contains(indexPath.item), decorations[indexPath.item].kind == elementKind else {
            return nil
        }
        return attributes(of: decorations[indexPath.item], at: indexPath)
    }

    private func attributes(of decoration: CompositionalGeometry.Decoration, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes
    {
        let attributes = UICollectionViewLayoutAttributes(forDecorationViewOfKind: decoration.kind, with: indexPath)
        attributes.frame = decoration.frame
        attributes.zIndex = decoration.zIndex
        return attributes
    }

    /// Above cells and unpinned supplementary views.
    private static let pinnedZIndex = 20

    /// The part of the content in view, inside the collection view's adjusted content insets
    /// (where pinned boundary items keep to).
    private var visibleContentRect: CGRect {
        guard let collectionView else { return .zero }
        return collectionView.bounds.inset(by: collectionView.adjustedContentInset)
    }

    /// A new layout when the container changes size (a resize), not when the content scrolls.
    override open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        let inset = collectionView.adjustedContentInset
        let container = CGSize(
            width: NSCollectionLayoutDimension.clamped(newBounds.width - inset.horizontal),
            height: NSCollectionLayoutDimension.clamped(newBounds.height - inset.vertical))
        return container != preparedContainer
    }

    /// Keeps a self-sizing cell's preferred size and asks for a new layout when it differs, along
    /// an estimated side, from the one used.
    override open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        let indexPath = preferredAttributes.indexPath
        guard preferredAttributes.representedElementCategory == .cell, geometry.contains(indexPath) else {
            return false
        }
        let sizing = geometry.sizing(for: indexPath)
        guard sizing.estimatesWidth || sizing.estimatesHeight else { return false }
        let size = measuredSizes.record(preferredAttributes.size, for: indexPath, limit: sizing.limit)
        return (sizing.estimatesWidth && size.width != originalAttributes.size.width)
            || (sizing.estimatesHeight && size.height != originalAttributes.size.height)
    }

    // MARK: Hooks

    override var asksForPreferredAttributes: Bool { geometry.hasEstimatedItems }

    override func fittingSize(forItemAt indexPath: IndexPath) -> CGSize {
        guard geometry.contains(indexPath) else { return super.fittingSize(forItemAt: indexPath) }
        return geometry.sizing(for: indexPath).limit
    }

    override func orthogonalRows(in rect: CGRect) -> [OrthogonalRow] {
        let (start, end) = geometry.scrollRange(of: rect)
        return geometry.sections(inScrollRangeFrom: start, to: end).compactMap(geometry.orthogonalRow(ofSection:))
    }

    override func orthogonalRow(ofSection section: Int) -> OrthogonalRow? { geometry.orthogonalRow(ofSection: section) }
}
