public import Foundation
public import TesseraGraphics
import TesseraLayout

/// A view a `UICollectionView` reuses (`UICollectionReusableView`): the base of its cells and of
/// section headers and footers.
///
/// Views are reused: `prepareForReuse()` runs before a view shows other content. The view setup
/// hooks (`buildHierarchy()`, `configureViews()`, … see UIView+Lifecycle.swift) run once, at the end
/// of `init(frame:)`, after the framework's own defaults; `tearDown()` runs when the view is
/// invalidated, not on reuse.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the view was registered under.
    public internal(set) var reuseIdentifier: String = ""

    public required override init(frame: CGRect = .zero) {
        super.init(deferringSetUpWithFrame: frame)
        runSetUp()  // setup hooks (UIView+Lifecycle.swift)
    }

    /// For module subclasses that finish their own defaults before running the setup hooks.
    override init(deferringSetUpWithFrame frame: CGRect) {
        super.init(deferringSetUpWithFrame: frame)
    }

    /// Runs before the view is handed out again: reset transient state here (call super).
    open func prepareForReuse() {
        alpha = 1
    }
}

extension UICollectionReusableView: ReusableView {}

/// An item of a `UICollectionView` (`UICollectionViewCell`): a `contentView` for your subviews, and
/// selection and highlight states.
///
/// A self-sizing flow layout (`UICollectionViewFlowLayout.estimatedItemSize`) asks `sizeThatFits(_:)` for the
/// cell's size, offering the line's width (vertical scrolling) or height (horizontal) and an
/// unlimited other side; override it, or lay the content view out with constraints (the default
/// then fits them with `systemLayoutSizeFitting`). Subclass `ItemCollectionCell<Item>` for a cell
/// configured from a typed item.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// Holds the cell's content; always the cell's bounds.
    public let contentView = UIView()
    /// True for selected items.
    open var isSelected = false { didSet { if isSelected != oldValue { updateStateAppearance() } } }
    /// True while a touch is down on the item.
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { updateStateAppearance() } } }
    /// The background while selected or highlighted; nil (the default) keeps `normalBackgroundColor`.
    open var selectedBackgroundColor: UIColor? { didSet { updateStateAppearance() } }
    /// The background while neither selected nor highlighted.
    open var normalBackgroundColor: UIColor? { didSet { updateStateAppearance() } }

    public required init(frame: CGRect = .zero) {
        super.init(deferringSetUpWithFrame: frame)
        defer { runSetUp() }  // setup hooks after the cell's own defaults (UIView+Lifecycle.swift)
        addSubview(contentView)
    }

    override open func prepareForReuse() {
        super.prepareForReuse()
        isSelected = false
        isHighlighted = false
    }

    override open func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
    }

    /// Called when `isSelected` or `isHighlighted` changes: sets the background from
    /// `selectedBackgroundColor` / `normalBackgroundColor`. Override to restyle (call super).
    open func updateStateAppearance() {
        let active = isSelected || isHighlighted
        backgroundColor = active ? (selectedBackgroundColor ?? normalBackgroundColor) : normalBackgroundColor
    }

    /// The cell's preferred size within `size` (points): with constraints in the content view,
    /// the smallest size they allow (never wider or taller than `size`); otherwise the current size.
    override open func sizeThatFits(_ size: CGSize) -> CGSize {
        guard contentView.existingLayoutNode != nil else { return bounds.size }
        let fitted = contentView.systemLayoutSizeFitting(.zero)
        return CGSize(width: min(fitted.width, size.width), height: min(fitted.height, size.height))
    }
}

/// A collection cell configured from a typed item.
///
/// For example:
/// ```swift
/// final class TagCell: ItemCollectionCell<Tag> {
///     let label = UILabel()
///     override func configure(with tag: Tag) {
///         super.configure(with: tag)
///         label.text = "\(tag.name) \(tag.count)"
///     }
/// }
/// collection.register(TagCell.self)
/// let cell = collection.dequeueReusableCell(TagCell.self, for: indexPath)
/// cell.configure(with: tags[indexPath.item])
/// ```
@preconcurrency @MainActor
open class ItemCollectionCell<Item>: UICollectionViewCell {
    /// The item the cell shows now.
    public private(set) var item: Item?

    /// Shows `item`. Override (call super to keep `item` current).
    open func configure(with item: Item) {
        self.item = item
    }

    override open func prepareForReuse() {
        super.prepareForReuse()
        item = nil
    }
}
