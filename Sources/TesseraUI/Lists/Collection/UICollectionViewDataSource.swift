public import Foundation

/// Supplies a collection view's sections, items, cells and supplementary views
/// (`UICollectionViewDataSource`). Only the item count and the cell are required.
///
/// For example:
/// ```swift
/// final class PhotosDataSource: UICollectionViewDataSource {
///     var photos: [Photo] = []
///     func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { photos.count }
///     func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
///         let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath) as! PhotoCell
///         cell.show(photos[indexPath.item])
///         return cell
///     }
/// }
/// ```
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: AnyObject {
    /// Default 1.
    func numberOfSections(in collectionView: UICollectionView) -> Int
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// A configured cell for the item, from `dequeueReusableCell(withReuseIdentifier:for:)`.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// A header, footer or other supplementary view the layout asks for, from
    /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`. Only asked when the
    /// layout places one; the default traps, as UIKit does without an implementation.
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView
    /// Whether the item can be moved. Default false.
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    /// Moves an item in the model after the user moved it. Default: nothing.
    func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        preconditionFailure(
            "the layout asked for a supplementary view of kind \(kind) at \(indexPath), but the data source does not implement "
                + "collectionView(_:viewForSupplementaryElementOfKind:at:)")
    }
    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
    public func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
}
