import Foundation

/// A button's menu as a pop-up button (`changesSelectionAsPrimaryAction` with a `menu`): exactly
/// one of its actions is on and the title shows that action's.
extension UIButton {
    /// Turns `chosen` on — or the menu's first action that is on, else its first — and the others
    /// off, and shows its title. Nothing for a button that is not a pop-up button.
    func updateMenuSelection(choosing chosen: UIAction? = nil) {
        guard changesSelectionAsPrimaryAction, let actions = menu?.visibleActions, let first = actions.first else {
            return
        }
        let selected = chosen ?? actions.first { $0.state == .on } ?? first
        for action in actions { action.state = action === selected ? .on : .off }
        if configuration != nil {
            configuration?.title = selected.title
        } else {
            setTitle(selected.title, for: .normal)
        }
    }
}
