public import Foundation
public import TesseraGraphics

/// Supplies a table's sections, rows and cells (`UITableViewDataSource`). Only the row count and
/// the cell are required.
@preconcurrency @MainActor
public protocol UITableViewDataSource: AnyObject {
    func numberOfSections(in tableView: UITableView) -> Int
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// A configured cell for the row, from `tableView.dequeueReusableCell(_:for:)`.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
}

/// Reacts to selection, sizes rows and offers swipe actions (`UITableViewDelegate`). Every method
/// has a default.
@preconcurrency @MainActor
public protocol UITableViewDelegate: AnyObject {
    /// A row's height in points, or `UITableView.automaticDimension` to measure the cell.
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
    /// Actions revealed by swiping the row to the left, first one trailing-most; nil or empty for none.
    func tableView(_ tableView: UITableView, trailingSwipeActionsForRowAt indexPath: IndexPath) -> [SwipeAction]?
    /// Called when a row expands (see `UITableView.expandRow(at:animated:)`).
    func tableView(_ tableView: UITableView, didExpandRowAt indexPath: IndexPath)
    /// Called when the expanded row collapses, `animated` or silently.
    func tableView(_ tableView: UITableView, didCollapseRowAt indexPath: IndexPath, animated: Bool)
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, trailingSwipeActionsForRowAt indexPath: IndexPath) -> [SwipeAction]? { nil }
    public func tableView(_ tableView: UITableView, didExpandRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didCollapseRowAt indexPath: IndexPath, animated: Bool) {}
}

/// A button revealed by swiping a row (`UIContextualAction`).
public struct SwipeAction: Sendable {
    public enum Style: Hashable, Sendable {
        case normal
        /// Red, and performed by a full swipe when it is the first action.
        case destructive
    }

    public var style: Style
    public var title: String
    public var backgroundColor: UIColor?
    /// Runs when the action is tapped (or fully swiped); the table closes the swipe afterwards.
    public var handler: @MainActor @Sendable (IndexPath) -> Void

    public init(style: Style, title: String, backgroundColor: UIColor? = nil, handler: @escaping @MainActor @Sendable (IndexPath) -> Void) {
        self.style = style
        self.title = title
        self.backgroundColor = backgroundColor
        self.handler = handler
    }
}
