public import Foundation

extension UICollectionView {
    /// How to make and configure the cells of one kind (`UICollectionView.CellRegistration`):
    /// the cell class and a handler that shows an item in a cell. Make registrations once (not in
    /// a cell provider) and pass them to `dequeueConfiguredReusableCell(using:for:item:)`; the
    /// collection view registers the class under the registration's own reuse identifier the
    /// first time it is used.
    ///
    /// For example:
    /// ```swift
    /// let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Photo> { cell, indexPath, photo in
    ///     var content = cell.defaultContentConfiguration()
    ///     content.text = photo.title
    ///     cell.contentConfiguration = content
    /// }
    /// dataSource = UICollectionViewDiffableDataSource<Int, Photo>(collectionView: grid) { collectionView, indexPath, photo in
    ///     collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: photo)
    /// }
    /// ```
    @preconcurrency @MainActor
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// Configures a cell for the item at an index path.
        public typealias Handler = @MainActor (Cell, IndexPath, Item) -> Void

        let reuseIdentifier = "CellRegistration.\(Cell.self).\(UUID().uuidString)"
        let handler: Handler

        /// A registration of `Cell` whose cells `handler` configures.
        public init(handler: @escaping Handler) {
            self.handler = handler
        }
    }

    /// How to make and configure the supplementary views of one kind
    /// (`UICollectionView.SupplementaryRegistration`), for
    /// `dequeueConfiguredReusableSupplementary(using:for:)`.
    @preconcurrency @MainActor
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// Configures a view of an element kind at an index path.
        public typealias Handler = @MainActor (Supplementary, String, IndexPath) -> Void

        /// The kind of supplementary view the registration makes (a header, say).
        public let elementKind: String
        let reuseIdentifier = "SupplementaryRegistration.\(Supplementary.self).\(UUID().uuidString)"
        let handler: Handler

        /// A registration of `Supplementary` views of `elementKind`, configured by `handler`.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
        }
    }

    /// A cell of the registration's class for the item at `indexPath` — one waiting for reuse or a
    /// new one — after the registration's handler configured it with `item` (not called for nil).
    public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell {
        if !cellPool.isRegistered(registration.reuseIdentifier) {
            register(Cell.self, forCellWithReuseIdentifier: registration.reuseIdentifier)
        }
        guard
            let cell = dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath) as? Cell
        else { preconditionFailure("a cell registration made a cell of another class") }
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A supplementary view of the registration's class and kind at `indexPath`, configured by
    /// the registration's handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        let kind = registration.elementKind
        if supplementaryPools[kind]?.isRegistered(registration.reuseIdentifier) != true {
            register(
                Supplementary.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: registration.reuseIdentifier)
        }
        guard
            let view = dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: registration.reuseIdentifier, for: indexPath) as? Supplementary
        else { preconditionFailure("a supplementary registration made a view of another class") }
        registration.handler(view, kind, indexPath)
        return view
    }
}
