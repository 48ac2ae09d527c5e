import Foundation
import TesseraGraphics

/// An open menu — a view's context menu or a control's menu: a card of rows at the point it was
/// asked for, over the window. An action runs after the menu closes (or with the menu left open,
/// `keepsMenuPresented`); a submenu row shows its menu's rows in place, with a back row; Up/Down
/// move between the rows; Escape goes back from a submenu, else closes the menu, as a click
/// outside the card does.
@MainActor
final class ContextMenuController: UIViewController, FullWindowPresentation {
    private(set) var menu: UIMenu
    /// The submenus opened in place, outermost first; the card shows the last one's rows.
    private(set) var openSubmenus: [UIMenu] = []
    /// What uncached deferred elements gave while this menu is open.
    private var deferredElements: [ObjectIdentifier: [UIMenuElement]] = [:]
    /// The deferred elements asked while this menu is open (each is asked once).
    private var requestedElements: Set<ObjectIdentifier> = []
    /// Where the menu opens, in window points.
    let location: CGPoint
    /// The control whose menu this is; it runs the chosen action (as its sender). Nil for a
    /// view's context menu, whose actions run without a sender.
    private(set) weak var control: UIControl?
    /// A view's context menu dims the window behind it; a control's menu (a button's, a bar
    /// button item's) does not, as in UIKit.
    let dimsBackground: Bool

    init(menu: UIMenu, location: CGPoint, control: UIControl? = nil) {
        self.menu = menu
        self.location = location
        self.control = control
        self.dimsBackground = control == nil
        super.init(nibName: nil, bundle: nil)
    }

    override var trackingName: String? { nil }

    var menuView: ContextMenuView { view as! ContextMenuView }

    override func loadView() {
        let menuView = ContextMenuView(location: location)
        menuView.onSelect = { [weak self] row in self?.select(row) }
        menuView.onBack = { [weak self] in self?.goBack() ?? false }
        menuView.onDismiss = { [weak self] in self?.dismiss(animated: false) }
        view = menuView
        showCurrentRows()
    }

    /// Shows `menu` in place of the current one, from its top (the control's menu changed while
    /// open); closes the menu when it shows nothing.
    func reload(menu: UIMenu?) {
        guard let menu, !menu.rows().isEmpty else { return dismiss(animated: false) }
        self.menu = menu
        openSubmenus = []
        deferredElements = [:]
        requestedElements = []
        showRows()
    }

    private func select(_ row: MenuRow) {
        switch row {
        case .action(let action, let owner): choose(action, in: owner)
        case .submenu(let submenu):
            openSubmenus.append(submenu)
            showRows()
        case .separator, .loading: break
        }
    }

    /// Goes back from a submenu to its parent, focusing the submenu's row; false at the top.
    private func goBack() -> Bool {
        guard let submenu = openSubmenus.popLast() else { return false }
        showRows { $0.item(forSubmenu: submenu) }
        return true
    }

    /// Turns `action` on in a `.singleSelection` menu, then runs it — after closing the menu,
    /// unless it keeps the menu presented (then the rows show its new state).
    private func choose(_ action: UIAction, in owner: UIMenu) {
        owner.select(action)
        let control = self.control
        let keepsOpen = action.attributes.contains(.keepsMenuPresented)
        if !keepsOpen { dismiss(animated: false) }
        if let control { control.performMenuAction(action) } else { action.perform(sender: nil) }
        if keepsOpen, presentingViewController != nil { showRows { $0.item(for: action) } }
    }

    /// Shows the rows of the innermost open menu and focuses the row `focusing` picks, else the
    /// initial item.
    private func showRows(focusing pick: (ContextMenuView) -> UIButton? = { _ in nil }) {
        showCurrentRows()
        view.window?.layoutIfNeeded()
        if let item = pick(menuView) ?? menuView.initialItem { view.window?.focus(item) }
    }

    /// Shows the innermost open menu's rows, then asks each deferred element shown loading for
    /// its elements. A provider's answer refreshes the rows while the menu is open; after it
    /// closed the answer finds no menu (the controller is held weakly).
    private func showCurrentRows() {
        let rows = currentRows
        menuView.show(rows, in: openSubmenus.last)
        for case .loading(let deferred) in rows where requestedElements.insert(ObjectIdentifier(deferred)).inserted {
            deferred.requestElements { [weak self, weak deferred] elements in
                guard let self, let deferred, self.presentingViewController != nil else { return }
                self.deferredElements[ObjectIdentifier(deferred)] = elements
                // An answer that leaves nothing to show goes back, or closes the menu at the top.
                if !self.currentRows.isEmpty {
                    self.showRows()
                } else if !self.goBack() {
                    self.dismiss(animated: false)
                }
            }
        }
    }

    /// The innermost open menu's rows, deferred elements resolved by their cache or by what they
    /// gave while this menu is open.
    private var currentRows: [MenuRow] {
        (openSubmenus.last ?? menu).rows { [deferredElements] deferred in
            deferred.cachedElements ?? deferredElements[ObjectIdentifier(deferred)]
        }
    }
}
