public import Foundation
public import TesseraGraphics

/// Supplies a collection view's sections, items, cells and supplementary views
/// (`UICollectionViewDataSource`). Only the item count and the cell are required.
@MainActor
public protocol CollectionViewDataSource: AnyObject {
    /// Default 1.
    func numberOfSections(in collectionView: CollectionView) -> Int
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
    /// A configured cell for the item, from `collectionView.dequeueReusableCell(_:for:)`.
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell
    /// A header or footer for the section (`indexPath.item` is 0), from
    /// `dequeueReusableSupplementaryView(ofKind:_:for:)`; nil (the default) for none. Only asked
    /// when the layout gives the header or footer a size.
    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: CollectionView.ElementKind, at indexPath: IndexPath
    ) -> CollectionReusableView?
    /// A title for the built-in section header, used when no supplementary view is given; nil
    /// (the default) for none.
    func collectionView(_ collectionView: CollectionView, titleForHeaderInSection section: Int) -> String?
}

extension CollectionViewDataSource {
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
    public func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: CollectionView.ElementKind, at indexPath: IndexPath
    ) -> CollectionReusableView? { nil }
    public func collectionView(_ collectionView: CollectionView, titleForHeaderInSection section: Int) -> String? { nil }
}

/// Reacts to selection and sizes the flow layout's items and sections (`UICollectionViewDelegate`
/// and `UICollectionViewDelegateFlowLayout` in one). Every method has a default; the layout
/// methods default to the `FlowLayout`'s properties.
@MainActor
public protocol CollectionViewDelegate: AnyObject {
    /// Whether a tap may select the item. Default true.
    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath)
    /// The item's size in points (ignored while self-sizing). Default `layout.itemSize`.
    func collectionView(_ collectionView: CollectionView, layout: FlowLayout, sizeForItemAt indexPath: IndexPath) -> CGSize
    /// Default `layout.sectionInset`.
    func collectionView(_ collectionView: CollectionView, layout: FlowLayout, insetForSectionAt section: Int) -> EdgeInsets
    /// Default `layout.minimumLineSpacing`.
    func collectionView(_ collectionView: CollectionView, layout: FlowLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat
    /// Default `layout.minimumInteritemSpacing`.
    func collectionView(
        _ collectionView: CollectionView, layout: FlowLayout, minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat
    /// Default `layout.headerReferenceSize`.
    func collectionView(_ collectionView: CollectionView, layout: FlowLayout, referenceSizeForHeaderInSection section: Int) -> CGSize
    /// Default `layout.footerReferenceSize`.
    func collectionView(_ collectionView: CollectionView, layout: FlowLayout, referenceSizeForFooterInSection section: Int) -> CGSize
}

extension CollectionViewDelegate {
    public func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, layout: FlowLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        layout.itemSize
    }
    public func collectionView(_ collectionView: CollectionView, layout: FlowLayout, insetForSectionAt section: Int) -> EdgeInsets {
        layout.sectionInset
    }
    public func collectionView(_ collectionView: CollectionView, layout: FlowLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        layout.minimumLineSpacing
    }
    public func collectionView(
        _ collectionView: CollectionView, layout: FlowLayout, minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
        layout.minimumInteritemSpacing
    }
    public func collectionView(_ collectionView: CollectionView, layout: FlowLayout, referenceSizeForHeaderInSection section: Int) -> CGSize {
        layout.headerReferenceSize
    }
    public func collectionView(_ collectionView: CollectionView, layout: FlowLayout, referenceSizeForFooterInSection section: Int) -> CGSize {
        layout.footerReferenceSize
    }
}
