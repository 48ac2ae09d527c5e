import Foundation
public import TesseraGraphics

/// A titled group of actions (`UIMenu`): what a context menu, a button's `menu` or a bar button
/// item's `menu` shows.
///
/// ```swift
/// UIMenu(title: "", children: [UIAction(title: "Copy") { _ in copy() }])
/// ```
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    /// The menu's elements, in order; nested menus are shown flattened, after a separator.
    public let children: [UIMenuElement]

    public init(title: String = "", image: UIImage? = nil, children: [UIMenuElement] = []) {
        self.children = children
        super.init(title: title, image: image)
    }

    /// The actions to show, nested menus flattened, hidden ones left out.
    var visibleActions: [UIAction] {
        children.flatMap { element -> [UIAction] in
            if let menu = element as? UIMenu { return menu.visibleActions }
            guard let action = element as? UIAction, !action.attributes.contains(.hidden) else { return [] }
            return [action]
        }
    }
}
