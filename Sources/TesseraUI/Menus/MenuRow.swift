import Foundation

/// One row of an open menu, as `UIMenu.rows` gives them: an action, the divider around an inline
/// section, or a nested menu's row, which shows that menu's rows in place.
@MainActor
enum MenuRow {
    /// An action; `menu` is the menu it is a child of, whose `.singleSelection` applies to it.
    case action(UIAction, in: UIMenu)
    /// The divider before and after an inline section (`UIMenu.Options.displayInline`).
    case separator
    /// A nested menu that is not inline: a row with a chevron.
    case submenu(UIMenu)

    var isSeparator: Bool {
        if case .separator = self { return true }
        return false
    }
}

extension UIMenu {
    /// The rows the menu shows: hidden actions left out, an inline menu's rows between dividers,
    /// any other nested menu with something to show as a submenu row. Empty when nothing shows.
    var rows: [MenuRow] {
        var rows: [MenuRow] = []
        for child in children {
            switch child {
            case let action as UIAction where !action.attributes.contains(.hidden):
                rows.append(.action(action, in: self))
            case let menu as UIMenu where menu.options.contains(.displayInline):
                let section = menu.rows
                guard !section.isEmpty else { continue }
                if let last = rows.last, !last.isSeparator { rows.append(.separator) }
                rows += section
                rows.append(.separator)
            case let menu as UIMenu where !menu.rows.isEmpty:
                rows.append(.submenu(menu))
            default:
                break
            }
        }
        if rows.last?.isSeparator == true { rows.removeLast() }
        return rows
    }

    /// `.singleSelection`: `chosen` turns on and the menu's other actions off. Nothing for a menu
    /// without the option.
    func select(_ chosen: UIAction) {
        guard options.contains(.singleSelection) else { return }
        for case let action as UIAction in children { action.state = action === chosen ? .on : .off }
    }
}
