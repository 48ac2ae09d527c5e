import Foundation

extension UICollectionView {
    /// The axis a layout scrolls along (`UICollectionView.ScrollDirection`).
    ///
    /// For example, a horizontal carousel:
    /// ```swift
    /// let layout = UICollectionViewFlowLayout()
    /// layout.scrollDirection = .horizontal
    /// ```
    public enum ScrollDirection: Int, Hashable, Sendable {
        /// Items flow left to right in rows; rows stack downwards.
        case vertical = 0
        /// Items flow top to bottom in columns; columns stack rightwards.
        case horizontal = 1
    }

    /// What an element of a collection view is (`UICollectionView.ElementCategory`).
    public enum ElementCategory: UInt, Hashable, Sendable {
        /// A cell, one per item.
        case cell = 0
        /// A supplementary view, such as a section header or footer.
        case supplementaryView = 1
        /// A decoration view, drawn by the layout (e.g. a section background).
        case decorationView = 2
    }

    /// Where `scrollToItem(at:at:animated:)` and `selectItem(at:animated:scrollPosition:)` put the
    /// item (`UICollectionView.ScrollPosition`): at most one vertical and one horizontal option.
    ///
    /// For example:
    /// ```swift
    /// collectionView.scrollToItem(at: IndexPath(item: 0, section: 2), at: [.top, .centeredHorizontally], animated: true)
    /// ```
    public struct ScrollPosition: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The item at the top of the visible area.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item centred vertically.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item at the bottom of the visible area.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item at the left of the visible area.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item centred horizontally.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item at the right of the visible area.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }
}
