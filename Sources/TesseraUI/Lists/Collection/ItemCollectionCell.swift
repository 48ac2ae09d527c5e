import Foundation

/// A collection cell configured from a typed item (Tessera).
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
/// collection.register(TagCell.self, forCellWithReuseIdentifier: "tag")
/// let cell = collection.dequeueReusableCell(withReuseIdentifier: "tag", for: indexPath) as! TagCell
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
