public import Foundation
public import TesseraGraphics

/// Where and how a layout shows one element of a collection view — a cell or a supplementary
/// view (`UICollectionViewLayoutAttributes`). Layouts make them; the collection view applies them
/// to the views (`apply(_:)`).
///
/// For example, in a custom layout:
/// ```swift
/// let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
/// attributes.frame = CGRect(x: 0, y: CGFloat(indexPath.item) * 60, width: width, height: 56)
/// ```
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes {
    /// What kind of element the attributes describe (`UICollectionView.ElementCategory`).
    public typealias ElementCategory = UICollectionView.ElementCategory

    /// The element's rectangle in content coordinates, in points.
    open var frame: CGRect = .zero
    /// The element's centre (setting it moves `frame`).
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// The element's size (setting it keeps the origin).
    open var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }
    /// A transform applied to the element about its centre. Default identity.
    open var transform: CGAffineTransform = .identity
    /// The element's opacity, 0…1. Default 1.
    open var alpha: CGFloat = 1
    /// Higher values are drawn above lower ones. Default 0 (supplementary views: 10 here).
    open var zIndex = 0
    /// Whether the element is hidden. Default false.
    open var isHidden = false
    /// The item's index path; for a supplementary view, the index path the layout gave it.
    public let indexPath: IndexPath
    /// Whether the attributes are for a cell, a supplementary view or a decoration view.
    public let representedElementCategory: ElementCategory
    /// The supplementary kind, or nil for a cell.
    public let representedElementKind: String?
    /// How a `UICollectionViewListCell` shows itself in a list section; nil outside lists.
    var listCellLook: ListCellLook?

    /// Attributes of the cell at `indexPath`.
    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .cell
        representedElementKind = nil
    }

    /// Attributes of a supplementary view of `elementKind` at `indexPath`.
    public init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
        zIndex = 10
    }

    /// Attributes of a decoration view of `decorationViewKind` at `indexPath`.
    public init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// A copy with the same values (attributes are objects, as in UIKit; copy before changing
    /// ones you were given).
    open func copy() -> UICollectionViewLayoutAttributes {
        let copy =
            representedElementCategory == .cell
            ? UICollectionViewLayoutAttributes(forCellWith: indexPath)
            : UICollectionViewLayoutAttributes(
                forSupplementaryViewOfKind: representedElementKind ?? "", with: indexPath)
        copy.frame = frame
        copy.transform = transform
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.listCellLook = listCellLook
        return copy
    }
}
