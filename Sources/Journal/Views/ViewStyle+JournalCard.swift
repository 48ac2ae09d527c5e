public import Tessera

extension ViewStyle where Target: UIView {
    /// The journal's raised card: the card surface, 16-point continuous corners and a soft shadow —
    /// entry cards on the home list and the statistics cards.
    public static func journalCard<Card: UIView>() -> ViewStyle<Card> {
        ViewStyle<Card> { card in
            card.backgroundColor = JournalPalette.card
            card.layer.cornerRadius = 16
            card.layer.cornerCurve = .continuous
            ViewStyle<Card>.shadow(JournalPalette.cardShadow).apply(to: card)
        }
    }
}
