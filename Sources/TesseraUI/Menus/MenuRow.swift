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
    /// A deferred element whose provider has not called back: a "Loading…" row.
    case loading(UIDeferredMenuElement)

    var isSeparator: Bool {
        if case .separator = self { return true }
        return false
    }
}

extension UIMenu {
    /// The rows the menu shows: hidden actions left out, an inline menu's rows between dividers,
    /// any other nested menu with something to show as a submenu row, a deferred element's
    /// elements as `resolve` gives them (by default a cached element's), else a loading row.
    /// Empty when nothing shows.
    func rows(resolving resolve: (UIDeferredMenuElement) -> [UIMenuElement]? = { $0.cachedElements }) -> [MenuRow] {
        var rows: [MenuRow] = []
        append(children, to: &rows, resolving: resolve)
        if rows.last?.isSeparator == true { rows.removeLast() }
        return rows
    }

    private func append(
        _ elements: [UIMenuElement], to rows: inout [MenuRow],
        resolving resolve: (UIDeferredMenuElement) -> [UIMenuElement]?
    ) {
        for element in elements {
            switch element {
            case let action as UIAction where !action.attributes.contains(.hidden):
                rows.append(.action(action, in: self))
            case let menu as UIMenu where menu.options.contains(.displayInline):
                let section = menu.rows(resolving: resolve)
                guard !section.isEmpty else { continue }
                if let last = rows.last, !last.isSeparator { rows.append(.separator) }
                rows += section
                rows.append(.separator)
            case let menu as UIMenu where !menu.rows(resolving: resolve).isEmpty:
                rows.append(.submenu(menu))
            case let deferred as UIDeferredMenuElement:
                if let loaded = resolve(deferred) {
                    append(loaded, to: &rows, resolving: resolve)
                } else {
                    rows.append(.loading(deferred))
                }
            default:
                break
            }
        }
    }

    /// `.singleSelection`: `chosen` turns on and the menu's other actions off. Nothing for a menu
    /// without the option.
    func select(_ chosen: UIAction) {
        guard options.contains(.singleSelection) else { return }
        for case let action as UIAction in children { action.state = action === chosen ? .on : .off }
    }
}
