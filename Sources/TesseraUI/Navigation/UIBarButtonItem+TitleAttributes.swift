import Foundation
import TesseraGraphics

extension UIBarButtonItem {
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
