import Foundation
public import TesseraGraphics

/// A titled group of menu elements (`UIMenu`): what a context menu, a button's `menu` or a bar
/// button item's `menu` shows. A nested menu shows as a row with a chevron that opens it in
/// place, or, with `.displayInline`, as a section between dividers.
///
/// ```swift
/// UIMenu(title: "", children: [
///     UIAction(title: "Copy") { _ in copy() },
///     UIMenu(title: "Sort By", options: .singleSelection, children: sortActions),
/// ])
/// ```
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    /// How a menu shows (`UIMenu.Options`).
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The children show inline in the parent menu, between dividers, instead of behind a
        /// submenu row.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The menu destroys data: its submenu row is drawn in red.
        public static let destructive = Options(rawValue: 1 << 1)
        /// At most one child action is on: choosing one turns it on and the others off.
        public static let singleSelection = Options(rawValue: 1 << 5)
    }

    /// The menu's elements, in order.
    public let children: [UIMenuElement]
    /// How the menu shows.
    public let options: Options

    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, options: Options = [],
        children: [UIMenuElement] = []
    ) {
        self.children = children
        self.options = options
        super.init(title: title, image: image)
        self.subtitle = subtitle
    }

    /// The actions to show, nested menus flattened, hidden ones left out (a pop-up button's
    /// choices).
    var visibleActions: [UIAction] {
        children.flatMap { element -> [UIAction] in
            if let menu = element as? UIMenu { return menu.visibleActions }
            guard let action = element as? UIAction, !action.attributes.contains(.hidden) else { return [] }
            return [action]
        }
    }
}
