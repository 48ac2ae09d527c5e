public import Foundation
import TesseraGraphics

extension NSCollectionLayoutSection {
    /// The estimated height of a list row, in points, before its cell gives its own.
    static let estimatedListRowHeight: CGFloat = 44

    /// A section laid out as a list: one full-width row per item, each as tall as its cell, with
    /// the configuration's headers, footers and insets (`layoutEnvironment` is accepted; the
    /// insets do not depend on it here).
    public static func list(
        using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: any NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection {
        let rowSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .estimated(estimatedListRowHeight))
        let row = NSCollectionLayoutItem(layoutSize: rowSize)
        let section = NSCollectionLayoutSection(
            group: NSCollectionLayoutGroup.horizontal(layoutSize: rowSize, subitems: [row]))
        let hasHeader = configuration.headerMode == .supplementary
        let hasFooter = configuration.footerMode == .supplementary
        let side: CGFloat = configuration.isInset ? 20 : 0
        let padding: CGFloat = configuration.isGrouped ? 16 : 0
        section.contentInsets = NSDirectionalEdgeInsets(
            top: hasHeader ? 0 : padding, leading: side, bottom: hasFooter ? 0 : padding, trailing: side)
        section.listConfiguration = configuration
        let boundaryHeight: CGFloat = configuration.isGrouped ? 38 : 28
        func boundary(_ kind: String, _ alignment: NSRectAlignment) -> NSCollectionLayoutBoundarySupplementaryItem {
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .estimated(boundaryHeight)),
                elementKind: kind, alignment: alignment)
        }
        section.boundarySupplementaryItems =
            (hasHeader ? [boundary(UICollectionView.elementKindSectionHeader, .top)] : [])
            + (hasFooter ? [boundary(UICollectionView.elementKindSectionFooter, .bottom)] : [])
        return section
    }
}

extension UICollectionViewCompositionalLayout {
    /// A layout whose every section is a list with `configuration`. When first prepared it gives
    /// the collection view the configuration's background colour (by default the appearance's:
    /// grouped lists lie on `systemGroupedBackground`).
    public static func list(using configuration: UICollectionLayoutListConfiguration)
        -> UICollectionViewCompositionalLayout
    {
        let layout = UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
        layout.listBackgroundColor =
            configuration.backgroundColor ?? (configuration.isGrouped ? .systemGroupedBackground : .systemBackground)
        return layout
    }
}
