public import Foundation

/// Settings of a compositional layout as a whole (`UICollectionViewCompositionalLayoutConfiguration`).
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration {
    /// The axis sections stack and scroll along. Default vertical.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// Space between consecutive sections, in points. Default zero.
    open var interSectionSpacing: CGFloat = 0

    public init() {}
}
