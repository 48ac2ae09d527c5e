public import Foundation
public import TesseraGraphics

/// How a compositional layout section scrolls across the layout's own scroll axis
/// (`UICollectionLayoutSectionOrthogonalScrollingBehavior`). With any behaviour but `.none` the
/// section's groups lie side by side in one row, as deep as its deepest group, that scrolls on
/// its own (a horizontal row in a vertical collection view) by drag and wheel:
/// - `.continuous`: stops wherever a fling stops;
/// - `.continuousGroupLeadingBoundary`: stops at the group leading edge nearest where it would stop;
/// - `.paging`: by pages as wide as the row;
/// - `.groupPaging`: at a group's leading edge, the next one in a fling's direction;
/// - `.groupPagingCentered`: likewise with the group centred.
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
    /// Views behind the section (`NSCollectionLayoutDecorationItem.background(elementKind:)`).
    open var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// Whether headers and footers keep within the leading and trailing content insets. Default true.
    open var supplementariesFollowContentInsets = true
    /// Whether the section's groups form a row that scrolls across the layout; default `.none`.
    /// Such a row keeps its offset while scrolled out of view (until the data reloads); its
    /// items' layout attributes are where they lie in the unscrolled row.
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// The configuration of a list section (`list(using:layoutEnvironment:)`), for its cells' look.
    var listConfiguration: UICollectionLayoutListConfiguration?

    public init(group: NSCollectionLayoutGroup) {
        self.group = group
    }
}
