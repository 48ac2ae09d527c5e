public import Foundation

/// A collection view's data source driven by snapshots of identifiers
/// (`UICollectionViewDiffableDataSource`): `apply(_:animatingDifferences:completion:)` works out
/// which sections and items were inserted, deleted, moved, reloaded and reconfigured since the
/// last snapshot, and updates the collection view with one batch update.
///
/// It makes itself the collection view's `dataSource`; keep a strong reference to it.
///
/// For example:
/// ```swift
/// dataSource = UICollectionViewDiffableDataSource<Int, Photo.ID>(collectionView: grid) { collectionView, indexPath, id in
///     let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath) as! PhotoCell
///     cell.show(library.photo(id))
///     return cell
/// }
/// dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
///     collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
/// }
/// ```
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>:
    UICollectionViewDataSource
{
    /// Makes the cell for an item: usually `dequeueReusableCell(withReuseIdentifier:for:)`, configured.
    public typealias CellProvider =
        @MainActor (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    /// Makes a supplementary view of a kind at an index path.
    public typealias SupplementaryViewProvider =
        @MainActor (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private var currentSnapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    /// Makes the supplementary views the layout asks for (headers, footers).
    public final var supplementaryViewProvider: SupplementaryViewProvider?

    /// A data source for `collectionView` (it becomes its `dataSource`), with no sections yet.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        collectionView.dataSource = self
    }

    /// Shows `snapshot`: the collection view gets the differences from the current snapshot as one
    /// batch update (animated when `animatingDifferences`), then the reconfigured items' cells are
    /// configured again in place. `completion` runs when the collection view has finished.
    public final func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true,
        completion: (() -> Void)? = nil
    ) {
        let difference = SnapshotDifference(from: currentSnapshot, to: snapshot)
        currentSnapshot = snapshot.withoutMarks
        guard let collectionView else {
            completion?()
            return
        }
        let changes = { () -> Void in
            collectionView.performBatchUpdates(
                {
                    let update = difference.update
                    collectionView.deleteSections(IndexSet(update.deletedSections))
                    collectionView.insertSections(IndexSet(update.insertedSections))
                    collectionView.reloadSections(IndexSet(update.reloadedSections))
                    for (from, to) in update.movedSections { collectionView.moveSection(from, toSection: to) }
                    collectionView.deleteItems(at: Array(update.deletedItems))
                    collectionView.insertItems(at: Array(update.insertedItems))
                    collectionView.reloadItems(at: Array(update.reloadedItems))
                    for (from, to) in update.movedItems { collectionView.moveItem(at: from, to: to) }
                }, completion: { _ in completion?() })
        }
        if animatingDifferences { changes() } else { UIView.performWithoutAnimation(changes) }
        if !difference.reconfiguredItems.isEmpty { collectionView.reconfigureItems(at: difference.reconfiguredItems) }
    }

    /// Shows `snapshot` by reloading the whole collection view (no differences, no animation).
    public final func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (() -> Void)? = nil
    ) {
        currentSnapshot = snapshot.withoutMarks
        collectionView?.reloadData()
        completion?()
    }

    /// A copy of the snapshot shown now.
    public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        currentSnapshot
    }

    /// The item shown at an index path, or nil when there is none.
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        currentSnapshot.itemIdentifier(at: indexPath)
    }

    /// The index path showing an item, or nil when it is not in the snapshot.
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        currentSnapshot.indexPath(of: itemIdentifier)
    }

    /// The section shown at an index, or nil when there is none.
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        currentSnapshot.sectionIdentifier(at: index)
    }

    /// The index of a section, or nil when it is not in the snapshot.
    public func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        currentSnapshot.indexOfSection(sectionIdentifier)
    }

    // MARK: UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int { currentSnapshot.numberOfSections }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        currentSnapshot.numberOfItems(inSectionAt: section)
    }

    /// The cell from the cell provider. - Precondition: the provider returns a cell.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        guard let item = currentSnapshot.itemIdentifier(at: indexPath) else {
            preconditionFailure("UICollectionViewDiffableDataSource has no item at \(indexPath)")
        }
        guard let cell = cellProvider(collectionView, indexPath, item) else {
            preconditionFailure("the cell provider returned nil for item \(item) at index path \(indexPath)")
        }
        return cell
    }

    /// The view from `supplementaryViewProvider`. - Precondition: there is a provider and it returns a view.
    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        guard let provider = supplementaryViewProvider, let view = provider(collectionView, kind, indexPath) else {
            preconditionFailure(
                "the layout asked for a supplementary view of kind \(kind) at \(indexPath) but the supplementaryViewProvider gave none"
            )
        }
        return view
    }

    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }

    /// Moves the item in the current snapshot, as the user moved it.
    open func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        currentSnapshot.moveItem(from: sourceIndexPath, to: destinationIndexPath)
    }
}
