import Foundation
import TesseraCore

/// A control's menu: opened under the control by a tap (`showsMenuAsPrimaryAction`) or a long
/// press, shown by the window as its context menus are (UIWindow+ContextMenu.swift).
extension UIControl {
    /// How long a press on a control with a menu lasts before the menu opens (UIKit's 0.5 s).
    static let menuPressDuration: Duration = .milliseconds(500)

    /// Opens the control's menu under it, its first item that is on (else its first enabled
    /// item) focused. False when the control has no interaction, its menu has no items to show,
    /// or the control is not in a window.
    @discardableResult
    func presentMenu() -> Bool {
        guard let window, let menu = currentMenu, !isMenuOpen else { return false }
        let anchor = convert(CGPoint(x: bounds.minX, y: bounds.maxY + 4), to: nil)
        openMenu = window.presentMenu(menu, at: anchor, for: self)
        return openMenu != nil
    }

    /// Whether the control's menu is on screen.
    var isMenuOpen: Bool { openMenu?.presentingViewController != nil }

    /// The control's menu as it would show now; nil without an interaction or a configuration.
    var currentMenu: UIMenu? {
        guard let interaction = contextMenuInteraction else { return nil }
        let centre = CGPoint(x: bounds.midX, y: bounds.midY)
        guard let configuration = contextMenuInteraction(interaction, configurationForMenuAtLocation: centre) else {
            return nil
        }
        return configuration.actionProvider?([]) ?? UIMenu()
    }

    /// Shows the control's changed menu in its open menu, as UIKit updates a visible menu;
    /// closes the open menu when nothing is left to show.
    func menuDidChange() {
        guard let openMenu, isMenuOpen else { return }
        openMenu.reload(menu: currentMenu)
    }

    func contextMenuInteractionEnabledDidChange() {
        if let interaction = contextMenuInteraction { removeInteraction(interaction) }
        contextMenuInteraction = nil
        if isContextMenuInteractionEnabled {
            let interaction = UIContextMenuInteraction(delegate: self)
            contextMenuInteraction = interaction
            addInteraction(interaction)
        }
    }

    /// A press on a control with a menu that does not open on a tap: after
    /// `menuPressDuration` of holding, the touch stops being a tap and the menu opens.
    func startMenuPressTimer() {
        cancelMenuPressTimer()
        guard isContextMenuInteractionEnabled, !showsMenuAsPrimaryAction, let clock = window?.clock else { return }
        menuPressTimer = clock.schedule(at: clock.now + Self.menuPressDuration) { [weak self] in
            guard let self, self.isTracking else { return }
            self.menuPressTimer = nil
            self.stopTrackingForMenu()
            self.presentMenu()
        }
    }

    /// Whether a tap opens the menu instead of sending actions (an empty menu opens nothing).
    var opensMenuOnTap: Bool { showsMenuAsPrimaryAction && isContextMenuInteractionEnabled && isEnabled }

    /// Ending the control (`invalidate()`) drops its menu, whose handlers may hold its screen, as
    /// it drops its actions.
    func dropMenu() {
        cancelMenuPressTimer()
        if let button = self as? UIButton { button.menu = nil }
        isContextMenuInteractionEnabled = false
    }

    func cancelMenuPressTimer() {
        menuPressTimer?.cancel()
        menuPressTimer = nil
    }
}
