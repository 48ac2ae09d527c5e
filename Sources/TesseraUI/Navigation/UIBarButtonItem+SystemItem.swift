public import Foundation
public import TesseraGraphics

extension UIBarButtonItem {
    /// The system items of a navigation bar, with UIKit's raw values.
    ///
    /// For example:
    /// ```swift
    /// navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { _ in addEntry() })
    /// ```
    public enum SystemItem: Int, Sendable {
        /// `done`, `cancel`, `edit`, `save`: text items ("Done" bold); `add`: a plus; `flexibleSpace` and
        /// `fixedSpace`: invisible spacers in a toolbar; `compose`, `reply`, `action` (share), `organize`: icons.
        case done = 0
        case cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize
        /// Icons: `bookmarks`, `search`, `refresh`, `stop`, `camera`, `trash`, `play`, `pause`, `rewind`,
        /// `fastForward`, `undo`, `redo`.
        case bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
        /// `pageCurl`: a page-curl icon; `close`: an X in a circle.
        case pageCurl, close

        /// What the item shows: a word for the text items, an SF Symbol name for the others, and
        /// nothing for the spaces (and `pageCurl`, which iOS shows only in toolbars).
        var appearance: (title: String?, symbolName: String?, label: String?) {
            switch self {
            case .done: ("Done", nil, nil)
            case .cancel: ("Cancel", nil, nil)
            case .edit: ("Edit", nil, nil)
            case .save: ("Save", nil, nil)
            case .undo: ("Undo", nil, nil)
            case .redo: ("Redo", nil, nil)
            case .add: (nil, "plus", "Add")
            case .compose: (nil, "square.and.pencil", "Compose")
            case .reply: (nil, "arrowshape.turn.up.left", "Reply")
            case .action: (nil, "square.and.arrow.up", "Share")
            case .organize: (nil, "folder", "Organize")
            case .bookmarks: (nil, "book", "Bookmarks")
            case .search: (nil, "magnifyingglass", "Search")
            case .refresh: (nil, "arrow.clockwise", "Refresh")
            case .stop: (nil, "xmark", "Stop")
            case .camera: (nil, "camera", "Camera")
            case .trash: (nil, "trash", "Delete")
            case .play: (nil, "play.fill", "Play")
            case .pause: (nil, "pause.fill", "Pause")
            case .rewind: (nil, "backward.fill", "Rewind")
            case .fastForward: (nil, "forward.fill", "Fast Forward")
            case .close: (nil, "xmark", "Close")
            case .flexibleSpace, .fixedSpace, .pageCurl: (nil, nil, nil)
            }
        }
    }

    /// A system item (`.add`, `.done`, …) that performs `primaryAction` when tapped, as in UIKit;
    /// with a `menu`, a tap opens it when there is no primary action, a long press otherwise.
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        let appearance = systemItem.appearance
        if let symbolName = appearance.symbolName, let image = UIImage(systemName: symbolName) {
            self.init(image: image, accessibilityLabel: appearance.label)
        } else {
            self.init(title: appearance.title ?? appearance.label ?? "")
        }
        if systemItem == .done { style = .done }
        if systemItem == .flexibleSpace || systemItem == .fixedSpace { space = systemItem }
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// A space in a toolbar that takes its share of the width left over.
    public static func flexibleSpace() -> UIBarButtonItem {
        UIBarButtonItem(systemItem: .flexibleSpace)
    }

    /// A space `width` points wide in a toolbar.
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(systemItem: .fixedSpace)
        item.width = width
        return item
    }

    /// An item showing `title` (or `image` when given) that performs `primaryAction` when tapped, as in
    /// UIKit; with neither, the action's own title and image. With a `menu`, a tap opens it when
    /// there is no primary action, a long press otherwise.
    public convenience init(
        title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil
    ) {
        if let image = image ?? primaryAction?.image {
            self.init(image: image, accessibilityLabel: title ?? primaryAction?.title)
        } else {
            self.init(title: title ?? primaryAction?.title ?? "")
        }
        self.primaryAction = primaryAction
        self.menu = menu
    }
}
