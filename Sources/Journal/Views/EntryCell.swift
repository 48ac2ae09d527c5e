public import Foundation
public import Tessera

/// A home-list row: an entry card inset from the row's edges, on a clear background.
///
/// The card is pinned to the content view (6 points above and below, 16 at the sides), so the row
/// sizes itself: `fittingHeight(forWidth:)` fits the content view's constraints with
/// `systemLayoutSizeFitting` at the row's width.
@MainActor
public final class EntryCell: ItemCell<JournalEntry> {
    private var card: EntryCardView?
    private static let insets = UIEdgeInsets(top: 6, left: 16, bottom: 6, right: 16)

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

    /// The row's height at `width` points: the content view's constraints fitted with the width
    /// required and the height as small as they allow; 44 before the first `configure(with:)`.
    override public func fittingHeight(forWidth width: CGFloat) -> CGFloat {
        guard let card else { return 44 }
        card.prepareForLayout(width: width - Self.insets.horizontal)
        return contentView.systemLayoutSizeFitting(
            CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel
        ).height
    }
}
