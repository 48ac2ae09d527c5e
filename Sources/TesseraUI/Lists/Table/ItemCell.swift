import Foundation

/// A table cell configured from a typed item (Tessera).
///
/// For example:
/// ```swift
/// final class EntryCell: ItemCell<JournalEntry> {
///     override func configure(with entry: JournalEntry) {
///         super.configure(with: entry)
///         textLabel?.text = entry.title
///     }
/// }
/// table.register(EntryCell.self, forCellReuseIdentifier: "entry")
/// let cell = table.dequeueReusableCell(withIdentifier: "entry", for: indexPath) as! EntryCell
/// cell.configure(with: entries[indexPath.row])
/// ```
@preconcurrency @MainActor
open class ItemCell<Item>: UITableViewCell {
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
