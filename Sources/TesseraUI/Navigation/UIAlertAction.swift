/// One button of an `UIAlertController` (`UIAlertAction`): a title, a style and a closure run when
/// it is tapped, after the alert begins to dismiss.
///
/// ```swift
/// alert.addAction(UIAlertAction(title: "删除 Delete", style: .destructive) { _ in store.delete(entry) })
/// alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
/// ```
/// The handler is dropped when the alert is ended; capture owners weakly all the same.
@preconcurrency @MainActor
public final class UIAlertAction {
    /// How an action is drawn and ordered.
    ///
    /// For example:
    /// ```swift
    /// alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in removeEntry() })
    /// alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    /// ```
    public enum Style: Hashable, Sendable {
        /// Drawn in the tint colour.
        case `default`
        /// Drawn bold in the tint colour; placed last (alerts with more than two actions and action
        /// sheets, where it stands apart) or first (two side-by-side actions). At most one per alert.
        case cancel
        /// Drawn in the theme's destructive colour (red).
        case destructive
    }

    /// The button's text.
    public let title: String
    /// `.default`, `.cancel` (bold, at most one per alert) or `.destructive`; decides look and placement.
    public let style: Style
    /// A disabled action draws greyed and ignores taps.
    public var isEnabled = true { didSet { owner?.actionsDidChange() } }
    /// Run on the main actor with the action when it is tapped.
    final var handler: (@MainActor (UIAlertAction) -> Void)?

    /// The alert holding this action.
    weak var owner: UIAlertController?

    /// An action titled `title`; when tapped, the alert starts its dismissal and then
    /// `handler` runs on the main actor with the action.
    public init(title: String, style: Style = .default, handler: (@MainActor (UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
