import Foundation
public import TesseraGraphics

/// A button revealed by swiping a table row (`UIContextualAction`), in a
/// `UISwipeActionsConfiguration`.
///
/// Its handler gets the action, the view showing it and a completion to call with whether the
/// action was performed; the row's actions close when the completion is called (a destructive
/// action usually deletes the row first).
///
/// For example:
/// ```swift
/// let archive = UIContextualAction(style: .normal, title: "Archive") { _, _, completion in
///     store.archive(entries[indexPath.row])
///     completion(true)
/// }
/// archive.backgroundColor = .systemIndigo
/// archive.image = UIImage(systemName: "archivebox")
/// ```
@preconcurrency @MainActor
open class UIContextualAction {
    /// What the action does, which sets its default colour (`UIContextualAction.Style`).
    ///
    /// For example:
    /// ```swift
    /// let archive = UIContextualAction(style: .normal, title: "Archive") { _, _, done in done(true) }
    /// ```
    public enum Style: Int, Hashable, Sendable {
        /// Grey by default.
        case normal = 0
        /// Red by default.
        case destructive = 1
    }

    /// Runs when the action is tapped (or performed by a full swipe): the action, the view showing
    /// it, and a completion to call with whether it was performed.
    public typealias Handler = @MainActor (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// `.normal` (grey by default) or `.destructive` (red by default).
    public let style: Style
    /// Runs when the action is performed; call its completion with whether it was.
    public let handler: Handler
    /// The button's text; nil for an image-only button.
    public var title: String?
    /// The button's fill; by default red for destructive actions, grey otherwise.
    public var backgroundColor: UIColor!
    /// An image shown above the title (or alone).
    public var image: UIImage?

    /// An action of `style` titled `title`, running `handler` when tapped or fully swiped.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .destructive ? .systemRed : .systemGray
    }
}
