public import Foundation
public import TesseraGraphics

/// A row of a `UITableView` (`UITableViewCell`): a `contentView` for your subviews, a default
/// text label, selection and highlight states, and reuse.
///
/// Cells are reused: `prepareForReuse()` runs before a cell shows another row. Subclass
/// `ItemCell<Item>` for a cell configured from a typed item with `configure(with:)`.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    /// Holds the cell's content; inset from the edges when the table is inset-grouped.
    public let contentView = UIView()
    /// A default title label; created on first access.
    public var textLabel: UILabel {
        if let existingTextLabel { return existingTextLabel }
        let label = UILabel()
        label.textStyle = .body
        contentView.addSubview(label)
        existingTextLabel = label
        setNeedsLayout()
        return label
    }
    /// The default label once something asked for it (checking must not create it).
    private var existingTextLabel: UILabel?
    /// The identifier the cell was registered under.
    public internal(set) var reuseIdentifier: String = ""
    /// Selected rows show the selection background.
    open var isSelected = false { didSet { if isSelected != oldValue { selectionDidChange() } } }
    /// True while a touch is down on the row.
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { selectionDidChange() } } }
    /// The background of selected and highlighted rows.
    open var selectedBackgroundColor: UIColor = UIColor(light: UIColor(rgb: 0xD1D1D6), dark: UIColor(rgb: 0x3A3A3C))
    /// The cell's background when not selected.
    open var normalBackgroundColor: UIColor? = .systemBackground { didSet { selectionDidChange() } }
    /// A chevron at the trailing edge (`disclosureIndicator`), a check mark, or nothing.
    open var accessoryType: AccessoryType = .none { didSet { setNeedsLayout(); setNeedsDisplay() } }

    public enum AccessoryType: Hashable, Sendable { case none, disclosureIndicator, checkmark }

    /// Where the bottom separator line starts, in points from the leading edge; nil for none. Set
    /// by the table.
    var separatorLeading: CGFloat? { didSet { if separatorLeading != oldValue { setNeedsDisplay() } } }
    var separatorColor: UIColor = .separator

    /// True while the row is expanded (see `UITableView.expandRow(at:animated:)`); measured cells can
    /// report a taller `fittingHeight` when expanded.
    open var isExpanded = false { didSet { if isExpanded != oldValue { setNeedsLayout() } } }

    /// Horizontal distance of the swipe-to-delete reveal, in points (negative reveals trailing actions).
    var swipeOffset: CGFloat = 0 { didSet { setNeedsLayout() } }

    public required override init(frame: CGRect = .zero) {
        super.init(deferringSetUpWithFrame: frame)
        defer { runSetUp() }  // setup hooks after the cell's own defaults (UIView+Lifecycle.swift)
        clipsToBounds = true
        addSubview(contentView)
        selectionDidChange()
    }

    /// Runs before the cell is handed out for another row: reset transient state here (call super).
    open func prepareForReuse() {
        isSelected = false
        isHighlighted = false
        swipeOffset = 0
        isExpanded = false
        alpha = 1
    }

    override open func layoutSubviews() {
        super.layoutSubviews()
        let accessoryWidth: CGFloat = accessoryType == .none ? 0 : 32
        contentView.frame = CGRect(x: swipeOffset, y: 0, width: bounds.width - accessoryWidth, height: bounds.height)
        existingTextLabel?.frame = contentView.bounds.inset(by: UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
    }

    override open func draw(in context: inout DisplayList) {
        if let separatorLeading {
            let thickness = 1 / max(1, traitCollection.displayScale)
            context.fill(.rect(CGRect(x: separatorLeading, y: bounds.height - thickness, width: bounds.width - separatorLeading, height: thickness)),
                         color: separatorColor.resolvedColor(with: traitCollection))
        }
        let color = UIColor.tertiaryLabel.resolvedColor(with: traitCollection)
        switch accessoryType {
        case .none:
            break
        case .disclosureIndicator:
            let text = Icon(.chevronRight).attributedText(size: 20, color: color)
            context.drawText(text, in: CGRect(x: bounds.width - 30 + swipeOffset, y: bounds.midY - 10, width: 20, height: 20),
                             style: ParagraphStyle(alignment: .center, lineBreakMode: .byClipping, numberOfLines: 1))
        case .checkmark:
            let text = Icon(.check).attributedText(size: 20, color: UIColor.systemBlue.resolvedColor(with: traitCollection))
            context.drawText(text, in: CGRect(x: bounds.width - 30 + swipeOffset, y: bounds.midY - 10, width: 20, height: 20),
                             style: ParagraphStyle(alignment: .center, lineBreakMode: .byClipping, numberOfLines: 1))
        }
    }

    private func selectionDidChange() {
        backgroundColor = isSelected || isHighlighted ? selectedBackgroundColor : normalBackgroundColor
    }

    /// The size the cell wants at `width` points: `sizeThatFits` of the content (override for
    /// custom sizing). Used by self-sizing rows.
    open func fittingHeight(forWidth width: CGFloat) -> CGFloat {
        let size = sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
        return size.height
    }

    override open func sizeThatFits(_ size: CGSize) -> CGSize {
        var height: CGFloat = 44
        if let textLabel = existingTextLabel {
            let text = textLabel.sizeThatFits(CGSize(width: size.width - 32, height: size.height))
            height = max(height, text.height + 22)
        }
        return CGSize(width: size.width, height: height)
    }
}

/// A table cell configured from a typed item.
///
/// For example:
/// ```swift
/// final class EntryCell: ItemCell<JournalEntry> {
///     override func configure(with entry: JournalEntry) { textLabel.text = entry.title }
/// }
/// table.register(EntryCell.self)
/// let cell = table.dequeueReusableCell(EntryCell.self, for: indexPath)
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
