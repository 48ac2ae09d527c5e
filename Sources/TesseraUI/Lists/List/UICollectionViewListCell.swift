public import Foundation
public import TesseraGraphics

/// A row of a list-configured compositional layout (`UICollectionViewListCell`): a collection
/// view cell whose `defaultContentConfiguration()` is a list cell's and that draws a separator
/// under itself when its section shows separators (not under a section's last row). In grouped
/// lists it lies on `secondarySystemGroupedBackground` (unless given another `backgroundColor`),
/// with the outer corners of an inset section's first and last rows rounded.
///
/// For example:
/// ```swift
/// let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
///     var content = cell.defaultContentConfiguration()
///     content.text = title
///     cell.contentConfiguration = content
/// }
/// ```
///
/// Differences from UIKit: no `accessories`, indentation or swipe actions; the separator starts at
/// the content configuration's leading margin (16 points without one).
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// How the layout asked the cell to look.
    private var look: ListCellLook? {
        didSet { if look != oldValue { lookDidChange() } }
    }
    /// The background the look gave the cell (replaced only while the cell still shows it).
    private var lookBackground: UIColor?
    private static let allCorners: CACornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
    /// Whether the look set the layer's corners (which are otherwise left as the app set them).
    private var roundedByLook = false

    /// A list cell's content configuration (`UIListContentConfiguration.cell()`), to fill in and
    /// assign to `contentConfiguration`.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        .cell()
    }

    override open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        look = layoutAttributes.listCellLook
    }

    private func lookDidChange() {
        let background: UIColor? = look?.isGrouped == true ? .secondarySystemGroupedBackground : nil
        if backgroundColor == nil || backgroundColor == lookBackground {
            setBackgroundColor(background)
            lookBackground = background
        }
        var corners: CACornerMask = []
        if look?.roundsTop == true { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
        if look?.roundsBottom == true { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
        if !corners.isEmpty || roundedByLook {
            layer.cornerRadius = corners.isEmpty ? 0 : 10
            layer.maskedCorners = corners.isEmpty ? Self.allCorners : corners
            roundedByLook = !corners.isEmpty
        }
        setNeedsDisplay()
    }

    override open func draw(in context: inout DisplayList) {
        super.draw(in: &context)
        guard look?.showsSeparator == true else { return }
        let leading = (contentConfiguration as? UIListContentConfiguration)?.directionalLayoutMargins.leading ?? 16
        let thickness = 1 / max(1, traitCollection.displayScale)
        let mirrored = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let width = max(0, bounds.width - leading)
        context.fill(
            .rect(CGRect(x: mirrored ? 0 : leading, y: bounds.height - thickness, width: width, height: thickness)),
            color: UIColor.separator.resolvedColor(with: traitCollection))
    }
}
