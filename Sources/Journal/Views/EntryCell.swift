public import Foundation
public import Tessera

/// A home-list row: an entry card inset from the row's edges, on a clear background.
///
/// The card is pinned to the content view (6 points above and below, 16 at the sides), so the row
/// sizes itself: `sizeThatFits(_:)` fits the content view's constraints with
/// `systemLayoutSizeFitting` at the row's width.
@MainActor
public final class EntryCell: ItemCell<JournalEntry> {
    private var card: EntryCardView?
    private static let insets = UIEdgeInsets(top: 6, left: 16, bottom: 6, right: 16)

    override public init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        backgroundColor = nil
        selectionStyle = .none
        clipsToBounds = false
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    override public func configure(with entry: JournalEntry) {
        super.configure(with: entry)
        if let card {
            card.configure(with: entry)
        } else {
            let card = EntryCardView(entry: entry)
            contentView.addSubview(card)
            card.layout.makeConstraints { make in
                make.top.equalToSuperview().offset(Self.insets.top)
                make.bottom.equalToSuperview().offset(-Self.insets.bottom)
                make.leading.equalToSuperview().offset(Self.insets.left)
                make.trailing.equalToSuperview().offset(-Self.insets.right)
            }
            self.card = card
        }
        accessibilityLabel = card?.accessibilityLabel
        setNeedsLayout()
    }

    override public func layoutSubviews() {
        // The chip flow's height depends on its width: tell it before the constraints are solved.
        card?.prepareForLayout(width: bounds.width - Self.insets.horizontal)
        super.layoutSubviews()
        card?.alpha = isHighlighted ? 0.7 : 1
    }

    /// The row's size at `size.width` points: the content view's constraints fitted with the width
    /// required and the height as small as they allow; 44 high before the first `configure(with:)`.
    override public func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let card else { return CGSize(width: size.width, height: 44) }
        card.prepareForLayout(width: size.width - Self.insets.horizontal)
        let height = contentView.systemLayoutSizeFitting(
            CGSize(width: size.width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel
        ).height
        return CGSize(width: size.width, height: height)
    }
}
