public import Foundation

/// A view behind a compositional layout section (`NSCollectionLayoutDecorationItem`), made from
/// the class registered with the layout's `register(_:forDecorationViewOfKind:)`.
///
/// A background covers the whole section — its boundary items, content insets and items — across
/// the layout's width (scrolling vertically), less the item's `contentInsets`.
///
/// For example, rounded cards behind sections:
/// ```swift
/// let background = NSCollectionLayoutDecorationItem.background(elementKind: "card")
/// background.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
/// section.decorationItems = [background]
/// layout.register(CardBackground.self, forDecorationViewOfKind: "card")
/// ```
@preconcurrency @MainActor
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    /// The kind the layout makes a view of.
    public let elementKind: String
    /// Where the view lies among the section's others; backgrounds default to −1 (behind cells).
    open var zIndex: Int

    public required init(elementKind: String, zIndex: Int) {
        self.elementKind = elementKind
        self.zIndex = zIndex
        super.init(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    }

    /// A background for the whole section.
    public class func background(elementKind: String) -> Self {
        Self(elementKind: elementKind, zIndex: -1)
    }
}
