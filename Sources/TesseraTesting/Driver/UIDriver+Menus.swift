public import TesseraUI

extension UIDriver {
    /// The titles of the open menu's items (a context menu, a button's or a bar item's), top to
    /// bottom; empty when no menu is open.
    public var openMenuTitles: [String] {
        window.openMenuItems.map { $0.accessibilityLabel ?? "" }
    }

    /// Taps the item titled `title` in the open menu, as a person chooses it; the menu closes and
    /// the item's action runs. Open the menu first (`tap(_:)` on a button that shows its menu as
    /// its primary action, `longPress(_:duration:)` on one that does not).
    ///
    /// ```swift
    /// try driver.tap(sortButton)
    /// try driver.chooseMenuItem("Date")
    /// ```
    /// - Throws: `.noMatch` when no menu is open or it has no such item; what `tap(_:)` throws
    ///   (`.notEnabled` for a disabled item).
    public func chooseMenuItem(_ title: String) throws(UIDriverError) {
        guard let item = window.openMenuItems.first(where: { $0.accessibilityLabel == title }) else {
            throw .noMatch(query: "menu item \"\(title)\" (open menu: \(openMenuTitles))")
        }
        try tap(item)
    }
}
