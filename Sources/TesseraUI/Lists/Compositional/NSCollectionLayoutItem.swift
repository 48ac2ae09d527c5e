public import Foundation
public import TesseraGraphics

/// A cell's place in a compositional layout (`NSCollectionLayoutItem`): its size, relative to
/// the group that holds it, and insets that shrink the cell inside that size.
///
/// Content insets do not apply along a side whose dimension is estimated (the cell's own size
/// is used there), as in UIKit.
@preconcurrency @MainActor
open class NSCollectionLayoutItem {
    public let layoutSize: NSCollectionLayoutSize
    /// Space between the item's place and its cell, in points. Default zero.
    open var contentInsets: NSDirectionalEdgeInsets = .zero

    public init(layoutSize: NSCollectionLayoutSize) {
        self.layoutSize = layoutSize
    }
}
