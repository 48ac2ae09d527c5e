import Foundation

/// An open menu's scroll view. Up and Down go on to the menu, which moves between the rows and
/// scrolls the focused one into view; the scroll view's own line scrolling would leave focus
/// behind. Other keys scroll as in any scroll view.
@MainActor
final class MenuScrollView: UIScrollView {
    override func keyDown(_ key: Key, modifiers: KeyModifiers) -> Bool {
        guard modifiers.isEmpty, key == .upArrow || key == .downArrow else {
            return super.keyDown(key, modifiers: modifiers)
        }
        return next?.keyDown(key, modifiers: modifiers) ?? false
    }
}
