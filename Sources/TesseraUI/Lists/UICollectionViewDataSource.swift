public import Foundation
public import TesseraGraphics

/// Supplies a collection view's sections, items, cells and supplementary views
/// (`UICollectionViewDataSource`). Only the item count and the cell are required.
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: AnyObject {
    /// Default 1.
    func numberOfSections(in collectionView: UICollectionView) -> Int
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// A configured cell for the item, from `collectionView.dequeueReusableCell(_:for:)`.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// A header or footer for the section (`indexPath.item` is 0), from
    /// `dequeueReusableSupplementaryView(ofKind:_:for:)`; nil (the default) for none. Only asked
    /// when the layout gives the header or footer a size.
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: UICollectionView.ElementKind, at indexPath: IndexPath
    ) -> UICollectionReusableView?
    /// A title for the built-in section header, used when no supplementary view is given; nil
    /// (the default) for none.
    func collectionView(_ collectionView: UICollectionView, titleForHeaderInSection section: Int) -> String?
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: UICollectionView.ElementKind, at indexPath: IndexPath
    ) -> UICollectionReusableView? { nil }
    public func collectionView(_ collectionView: UICollectionView, titleForHeaderInSection section: Int) -> String? { nil }
}

/// Reacts to selection and sizes the flow layout's items and sections (`UICollectionViewDelegate`
/// and `UICollectionViewDelegateFlowLayout` in one). Every method has a default; the layout
/// methods default to the `UICollectionViewFlowLayout`'s properties.
@preconcurrency @MainActor
public protocol UICollectionViewDelegate: AnyObject {
    /// Whether a tap may select the item. Default true.
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
    /// The item's size in points (ignored while self-sizing). Default `layout.itemSize`.
    func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewFlowLayout, sizeForItemAt indexPath: IndexPath) -> CGSize
    /// Default `layout.sectionInset`.
    func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewFlowLayout, insetForSectionAt section: Int) -> UIEdgeInsets
    /// Default `layout.minimumLineSpacing`.
    func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewFlowLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat
    /// Default `layout.minimumInteritemSpacing`.
    func collectionView(
        _ collectionView: UICollectionView, layout: UICollectionViewFlowLayout, minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat
    /// Default `layout.headerReferenceSize`.
    func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewFlowLayout, referenceSizeForHeaderInSection section: Int) -> CGSize
    /// Default `layout.footerReferenceSize`.
    func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewFlowLayout, referenceSizeForFooterInSection section: Int) -> CGSize
}

extension UICollectionViewDelegate {
    public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewFlowLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        layout.itemSize
    }
    public func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewFlowLayout, insetForSectionAt section: Int) -> UIEdgeInsets {
        layout.sectionInset
    }
    public func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewFlowLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        layout.minimumLineSpacing
    }
    public func collectionView(
        _ collectionView: UICollectionView, layout: UICollectionViewFlowLayout, minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
        layout.minimumInteritemSpacing
    }
    public func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewFlowLayout, referenceSizeForHeaderInSection section: Int) -> CGSize {
        layout.headerReferenceSize
    }
    public func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewFlowLayout, referenceSizeForFooterInSection section: Int) -> CGSize {
        layout.footerReferenceSize
    }
}
