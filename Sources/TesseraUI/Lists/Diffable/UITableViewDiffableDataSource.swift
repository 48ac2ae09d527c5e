public import Foundation

/// A table's data source driven by snapshots of identifiers (`UITableViewDiffableDataSource`):
/// `apply(_:animatingDifferences:completion:)` works out which sections and rows were inserted,
/// deleted, moved, reloaded and reconfigured since the last snapshot, and updates the table with
/// one batch update.
///
/// It makes itself the table's `dataSource`; keep a strong reference to it (the table holds its
/// data source weakly). Subclass it to give section titles or editing
/// (`tableView(_:titleForHeaderInSection:)`, `tableView(_:canEditRowAt:)`, …).
///
/// For example:
/// ```swift
/// dataSource = UITableViewDiffableDataSource<Section, Book.ID>(tableView: tableView) { tableView, indexPath, id in
///     let cell = tableView.dequeueReusableCell(withIdentifier: "book", for: indexPath)
///     var content = cell.defaultContentConfiguration()
///     content.text = shelf.book(withID: id)?.title
///     cell.contentConfiguration = content
///     return cell
/// }
/// var snapshot = NSDiffableDataSourceSnapshot<Section, Book.ID>()
/// snapshot.appendSections([.books])
/// snapshot.appendItems(shelf.books.map(\.id))
/// dataSource.apply(snapshot, animatingDifferences: false)
/// ```
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>:
    UITableViewDataSource
{
    /// Makes the cell for an item: usually `dequeueReusableCell(withIdentifier:for:)`, configured.
    public typealias CellProvider = @MainActor (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var currentSnapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    /// How rows appear and go when differences are animated. Default `.automatic`.
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// A data source for `tableView` (it becomes the table's `dataSource`), with no sections yet.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        tableView.dataSource = self
    }

    /// Shows `snapshot`: the table gets the differences from the current snapshot as one batch
    /// update (animated when `animatingDifferences`), then the reconfigured items' cells are
    /// configured again in place. `completion` runs when the table has finished.
    public final func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true,
        completion: (() -> Void)? = nil
    ) {
        let difference = SnapshotDifference(from: currentSnapshot, to: snapshot)
        currentSnapshot = snapshot.withoutMarks
        guard let tableView else {
            completion?()
            return
        }
        let animation = animatingDifferences ? defaultRowAnimation : .none
        let update = difference.update
        tableView.performBatchUpdates(
            {
                tableView.deleteSections(IndexSet(update.deletedSections), with: animation)
                tableView.insertSections(IndexSet(update.insertedSections), with: animation)
                tableView.reloadSections(IndexSet(update.reloadedSections), with: animation)
                for (from, to) in update.movedSections { tableView.moveSection(from, toSection: to) }
                tableView.deleteRows(at: Array(update.deletedItems), with: animation)
                tableView.insertRows(at: Array(update.insertedItems), with: animation)
                tableView.reloadRows(at: Array(update.reloadedItems), with: animation)
                for (from, to) in update.movedItems { tableView.moveRow(at: from, to: to) }
            }, completion: { _ in completion?() })
        if !difference.reconfiguredItems.isEmpty { tableView.reconfigureRows(at: difference.reconfiguredItems) }
    }

    /// Shows `snapshot` by reloading the whole table (no differences, no animation).
    public final func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (() -> Void)? = nil
    ) {
        currentSnapshot = snapshot.withoutMarks
        tableView?.reloadData()
        completion?()
    }

    /// A copy of the snapshot shown now.
    public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        currentSnapshot
    }

    /// The item shown at a row, or nil when there is none.
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        currentSnapshot.itemIdentifier(at: indexPath)
    }

    /// The row showing an item, or nil when it is not in the snapshot.
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

    // MARK: UITableViewDataSource

    open func numberOfSections(in tableView: UITableView) -> Int { currentSnapshot.numberOfSections }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        currentSnapshot.numberOfItems(inSectionAt: section)
    }

    /// The cell from the cell provider.
    /// - Precondition: the provider returns a cell.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = currentSnapshot.itemIdentifier(at: indexPath) else {
            preconditionFailure("UITableViewDiffableDataSource has no item at \(indexPath)")
        }
        guard let cell = cellProvider(tableView, indexPath, item) else {
            preconditionFailure(
                "UITableView dataSource returned a nil cell for row at index path: \(indexPath). Cell provider returned nil for item \(item)"
            )
        }
        return cell
    }

    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}

    /// Moves the item in the current snapshot, as the user moved its row.
    open func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        currentSnapshot.moveItem(from: sourceIndexPath, to: destinationIndexPath)
    }
}
