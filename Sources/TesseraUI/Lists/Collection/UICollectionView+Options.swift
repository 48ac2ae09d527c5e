import Foundation

extension UICollectionView {
    /// The axis a layout scrolls along (`UICollectionView.ScrollDirection`).
    public enum ScrollDirection: Int, Hashable, Sendable {
        /// Items flow left to right in rows; rows stack downwards.
        case vertical = 0
        /// Items flow top to bottom in columns; columns stack rightwards.
        case horizontal = 1
    }

    /// What an element of a collection view is (`UICollectionView.ElementCategory`).
    public enum ElementCategory: UInt, Hashable, Sendable {
        case cell = 0
        case supplementaryView = 1
        case decorationView = 2
    }

    /// Where `scrollToItem(at:at:animated:)` and `selectItem(at:animated:scrollPosition:)` put the
    /// item (`UICollectionView.ScrollPosition`): at most one vertical and one horizontal option.
    public struct ScrollPosition: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }
}
