public import Foundation

/// Where an element sits against an edge or corner of its container (`NSRectAlignment`).
public enum NSRectAlignment: Int, Hashable, Sendable {
    case none = 0
    case top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

/// A view of an element kind attached to a compositional layout element
/// (`NSCollectionLayoutSupplementaryItem`).
@preconcurrency @MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// The kind the collection view's data source is asked a view for.
    public let elementKind: String

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: layoutSize)
    }
}

/// A header or footer of a compositional layout section (`NSCollectionLayoutBoundarySupplementaryItem`).
///
/// In a vertically scrolling layout, items aligned `.top`, `.topLeading` or `.topTrailing` come
/// before the section's content and every other alignment after it; scrolling horizontally,
/// `.leading`, `.topLeading` and `.bottomLeading` come before. The item's size is resolved
/// against the section (its width inside the section's content insets when the section's
/// `supplementariesFollowContentInsets`), and its alignment places it across the scroll axis.
/// An estimated length is used as given (supplementary views do not size themselves here).
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    public let alignment: NSRectAlignment
    /// Offset from the aligned position, in points.
    public let offset: CGPoint
    /// Whether the item makes room for itself in the section (default true). Items that do not
    /// lie over the section's content.
    open var extendsBoundary = true
    /// Whether the item stays at the edge of the visible area (inside the collection view's
    /// adjusted content insets) while its section is in view, as a plain table's section headers
    /// do: a header at the top until its section's end pushes it off, a footer at the bottom.
    /// Default false.
    open var pinToVisibleBounds = false

    public init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment,
        absoluteOffset: CGPoint = .zero
    ) {
        self.alignment = alignment
        offset = absoluteOffset
        super.init(layoutSize: layoutSize, elementKind: elementKind)
    }

    /// Whether the item comes before the section's content along the scroll axis.
    func isLeading(scrollingVertically: Bool) -> Bool {
        scrollingVertically
            ? [.top, .topLeading, .topTrailing].contains(alignment)
            : [.leading, .topLeading, .bottomLeading].contains(alignment)
    }

    /// Where the item sits across the scroll axis: 0 at the start, 0.5 centred, 1 at the end.
    func crossPosition(scrollingVertically: Bool) -> CGFloat {
        let (start, end): ([NSRectAlignment], [NSRectAlignment]) =
            scrollingVertically
            ? ([.topLeading, .bottomLeading, .leading], [.topTrailing, .bottomTrailing, .trailing])
            : ([.topLeading, .topTrailing, .top], [.bottomLeading, .bottomTrailing, .bottom])
        if start.contains(alignment) { return 0 }
        if end.contains(alignment) { return 1 }
        return 0.5
    }
}
