public import Foundation
import TesseraGraphics

extension UIBarButtonItem {
    /// Sets the title's attributes for `state` (`.foregroundColor` and `.font` are drawn; the font
    /// of `.normal` serves every state). They win over the bar's appearance and the item's tint.
    public func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        appearanceState.setTitleAttributes(attributes, for: state, by: self)
        owner?.itemDidChange()
    }

    /// The title attributes set for `state`, if any.
    public func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        appearanceState.titleAttributes(for: state)
    }

    /// Colours and fonts `button`'s title as the item's title attributes say (after the bar styled
    /// it).
    func applyTitleAttributes(to button: UIButton) {
        for (state, attributes) in appearanceState.titleAttributes {
            if let color = attributes[.foregroundColor] as? UIColor {
                button.setTitleColor(color, for: UIControl.State(rawValue: state))
            }
        }
        if let font = appearanceState.titleAttributes(for: .normal)?[.font] as? UIFont {
            button.titleLabel?.font = font
        }
    }
}

extension UIBarButtonItem: AppearanceBarItem {}
