public import Foundation
public import TesseraGraphics

/// How a compositional layout section looks as a list (`UICollectionLayoutListConfiguration`):
/// one full-width row per item, each as tall as its cell, for
/// `NSCollectionLayoutSection.list(using:layoutEnvironment:)` and
/// `UICollectionViewCompositionalLayout.list(using:)`.
///
/// Differences from UIKit: `.sidebar` looks like `.insetGrouped` and `.sidebarPlain` like `.plain`;
/// headers and footers are as tall as their estimate (they do not size themselves); the
/// background colour is the collection view's, set once by `UICollectionViewCompositionalLayout.list(using:)`
/// (a section made with `NSCollectionLayoutSection.list` leaves it); no swipe actions.
public struct UICollectionLayoutListConfiguration: Hashable, Sendable {
    /// The list's style (`UICollectionLayoutListConfiguration.Appearance`).
    public enum Appearance: Int, Hashable, Sendable {
        case plain = 0
        case grouped, insetGrouped, sidebar, sidebarPlain
    }

    /// Where section headers come from (`UICollectionLayoutListConfiguration.HeaderMode`).
    public enum HeaderMode: Int, Hashable, Sendable {
        /// No headers.
        case none = 0
        /// A supplementary view of kind `UICollectionView.elementKindSectionHeader`.
        case supplementary
        /// The section's first item is its header (laid out as any other row here).
        case firstItemInSection
    }

    /// Where section footers come from (`UICollectionLayoutListConfiguration.FooterMode`).
    public enum FooterMode: Int, Hashable, Sendable {
        case none = 0
        /// A supplementary view of kind `UICollectionView.elementKindSectionFooter`.
        case supplementary
    }

    public let appearance: Appearance
    /// Whether rows are separated by hairlines (drawn by `UICollectionViewListCell`). Default true.
    public var showsSeparators = true
    /// The list's background; nil for the appearance's (see `UICollectionViewCompositionalLayout.list(using:)`).
    public var backgroundColor: UIColor?
    public var headerMode: HeaderMode = .none
    public var footerMode: FooterMode = .none

    public init(appearance: Appearance) {
        self.appearance = appearance
    }

    var isGrouped: Bool { appearance == .grouped || appearance == .insetGrouped || appearance == .sidebar }
    var isInset: Bool { appearance == .insetGrouped || appearance == .sidebar }
}
