public import Foundation
public import TesseraGraphics

extension UIBarButtonItem {
    /// Sets the title's attributes for `state` (`.foregroundColor` and `.font` are drawn; the font
    /// of `.normal` serves every state). They win over the bar's appearance and the item's tint.
    public func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        if !AppearanceRules.isApplying { ownTitleAttributeStates.insert(state.rawValue) }
        titleAttributes[state.rawValue] = attributes
        owner?.itemDidChange()
    }

    /// The title attributes set for `state`, if any.
    public func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    /// Colours and fonts `button`'s title as the item's title attributes say (after the bar styled
    /// it).
    func applyTitleAttributes(to button: UIButton) {
        for (state, attributes) in titleAttributes {
            if let color = attributes[.foregroundColor] as? UIColor {
                button.setTitleColor(color, for: UIControl.State(rawValue: state))
            }
        }
        if let font = titleAttributes[UIControl.State.normal.rawValue]?[.font] as? UIFont {
            button.titleLabel?.font = font
        }
    }

    /// Gives the item a proxy's title attributes for the states it did not set itself.
    func takeTitleAttributes(_ attributesByState: [UInt: [NSAttributedString.Key: Any]]) {
        for (state, attributes) in attributesByState where !ownTitleAttributeStates.contains(state) {
            titleAttributes[state] = attributes
        }
    }

    /// As `UIView.noteAppearanceSet(_:)`: what the app sets on the item itself is kept over proxies.
    func noteAppearanceSet(_ property: AppearanceProperty) {
        AppearanceRules.note(property, in: &customizedAppearance)
    }
}
