public import Foundation
public import Tessera

/// A home-list row: an entry card inset from the row's edges, on a clear background.
@MainActor
public final class EntryCell: ItemCell<JournalEntry> {
    private var card: EntryCardView?
    private static let insets = EdgeInsets(top: 6, left: 16, bottom: 6, right: 16)

    public required init(frame: CGRect = .zero) {
        super.init(frame: frame)
        normalBackgroundColor = nil
        selectedBackgroundColor = .clear
        clipsToBounds = false
    }

    override public func configure(with entry: JournalEntry) {
        super.configure(with: entry)
        if let card {
            card.configure(with: entry)
        } else {
            let card = EntryCardView(entry: entry)
            contentView.addSubview(card)
            self.card = card
        }
        accessibilityLabel = card?.accessibilityLabel
        setNeedsLayout()
    }

    override public func layoutSubviews() {
        super.layoutSubviews()
        card?.frame = contentView.bounds.inset(by: Self.insets)
        card?.alpha = isHighlighted ? 0.7 : 1
    }

    override public func fittingHeight(forWidth width: CGFloat) -> CGFloat {
        guard let card else { return 44 }
        return card.height(forWidth: width - Self.insets.horizontal) + Self.insets.vertical
    }
}
