import Foundation

/// How a `UICollectionViewListCell` shows itself in a list section: its separator, and for
/// grouped lists its background and the rounded corners of an inset section's first and last rows.
struct ListCellLook: Hashable {
    var showsSeparator: Bool
    var isGrouped: Bool
    var roundsTop: Bool
    var roundsBottom: Bool

    init(_ configuration: UICollectionLayoutListConfiguration, item: Int, of count: Int) {
        let isLast = item == count - 1
        showsSeparator = configuration.showsSeparators && !isLast
        isGrouped = configuration.isGrouped
        roundsTop = configuration.isInset && item == 0
        roundsBottom = configuration.isInset && isLast
    }
}
