public import Foundation
public import TesseraGraphics

/// How a compositional layout section scrolls across the layout's own scroll axis
/// (`UICollectionLayoutSectionOrthogonalScrollingBehavior`). Kept; every section is laid out as
/// `.none` here (groups stack along the layout's scroll axis).
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Hashable, Sendable {
    case none = 0
    case continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

/// One section of a compositional layout (`NSCollectionLayoutSection`): its group, repeated
/// along the scroll axis until the section's items run out, with `interGroupSpacing` between
/// groups, `contentInsets` around them and headers and footers outside the insets.
@preconcurrency @MainActor
open class NSCollectionLayoutSection {
    public let group: NSCollectionLayoutGroup
    /// Space around the section's groups, in points. Default zero.
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Space between consecutive groups along the scroll axis, in points. Default zero.
    open var interGroupSpacing: CGFloat = 0
    /// Headers and footers.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Whether headers and footers keep within the leading and trailing content insets. Default true.
    open var supplementariesFollowContentInsets = true
    /// Kept; laid out as `.none`.
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// The configuration of a list section (`list(using:layoutEnvironment:)`), for its cells' look.
    var listConfiguration: UICollectionLayoutListConfiguration?

    public init(group: NSCollectionLayoutGroup) {
        self.group = group
    }
}
