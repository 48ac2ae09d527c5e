public import Foundation

/// A row or column of items (or of other groups) in a compositional layout
/// (`NSCollectionLayoutGroup`); a section repeats its group until its items run out.
///
/// A group made with `subitems` repeats them, in order, while the next one still fits along the
/// group; one made with `repeatingSubitem:count:` holds exactly `count` of the subitem, each as
/// long as makes them fill the group with `interItemSpacing` between them. A group holds at most
/// `NSCollectionLayoutGroup.maximumItemCount` items (Tessera).
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Axis {
        case horizontal, vertical
    }

    /// The most places one group lays out (Tessera), so tiny items cannot make a group endless.
    public static let maximumItemCount = 10_000

    public let subitems: [NSCollectionLayoutItem]
    /// The space between the group's items; nil (the default) for none.
    open var interItemSpacing: NSCollectionLayoutSpacing?
    let axis: Axis
    /// The number of subitem places for `repeatingSubitem:count:`; nil to repeat while they fit.
    let repeatCount: Int?

    init(layoutSize: NSCollectionLayoutSize, axis: Axis, subitems: [NSCollectionLayoutItem], repeatCount: Int?) {
        self.axis = axis
        self.subitems = subitems
        self.repeatCount = repeatCount.map { min(max(1, $0), Self.maximumItemCount) }
        super.init(layoutSize: layoutSize)
    }

    /// A group laying `subitems` out left to right (leading to trailing), repeating them while they fit.
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: subitems, repeatCount: nil)
    }

    /// A group of `count` copies of `repeatingSubitem` side by side, sharing the group's width.
    public static func horizontal(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(
            layoutSize: layoutSize, axis: .horizontal, subitems: [repeatingSubitem], repeatCount: count)
    }

    @available(*, deprecated, renamed: "horizontal(layoutSize:repeatingSubitem:count:)")
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
        -> NSCollectionLayoutGroup
    {
        horizontal(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }

    /// A group laying `subitems` out top to bottom, repeating them while they fit.
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: subitems, repeatCount: nil)
    }

    /// A group of `count` copies of `repeatingSubitem` stacked, sharing the group's height.
    public static func vertical(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(
            layoutSize: layoutSize, axis: .vertical, subitems: [repeatingSubitem], repeatCount: count)
    }

    @available(*, deprecated, renamed: "vertical(layoutSize:repeatingSubitem:count:)")
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
        -> NSCollectionLayoutGroup
    {
        vertical(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }
}
