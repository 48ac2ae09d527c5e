public import Foundation
public import TesseraGraphics

/// The space a compositional layout lays sections out in (`NSCollectionLayoutContainer`).
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer {
    /// The collection view's size, in points.
    var contentSize: CGSize { get }
    /// `contentSize` inside `contentInsets`.
    var effectiveContentSize: CGSize { get }
    /// The collection view's adjusted content insets.
    var contentInsets: NSDirectionalEdgeInsets { get }
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider knows when it makes a section (`NSCollectionLayoutEnvironment`).
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment {
    var container: any NSCollectionLayoutContainer { get }
    var traitCollection: UITraitCollection { get }
}

/// A collection view's container and traits, as a compositional layout sees them.
struct CollectionLayoutEnvironment: NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
    let contentSize: CGSize
    let contentInsets: NSDirectionalEdgeInsets
    let traitCollection: UITraitCollection

    init(_ collectionView: UICollectionView) {
        contentSize = collectionView.bounds.size
        let inset = collectionView.adjustedContentInset
        contentInsets = NSDirectionalEdgeInsets(
            top: inset.top, leading: inset.left, bottom: inset.bottom, trailing: inset.right)
        traitCollection = collectionView.traitCollection
    }

    var container: any NSCollectionLayoutContainer { self }
    var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
    var effectiveContentSize: CGSize {
        CGSize(
            width: NSCollectionLayoutDimension.clamped(
                contentSize.width - contentInsets.leading - contentInsets.trailing),
            height: NSCollectionLayoutDimension.clamped(contentSize.height - contentInsets.top - contentInsets.bottom))
    }
}
