import Foundation

extension UITableView {
    /// The look of a table (`UITableView.Style`).
    ///
    /// For example, a settings screen:
    /// ```swift
    /// let table = UITableView(frame: .zero, style: .insetGrouped)
    /// ```
    public enum Style: Int, Hashable, Sendable {
        /// Edge-to-edge rows with compact section headers.
        case plain = 0
        /// Sections as blocks of rows on a grouped background, with upper-case headers.
        case grouped = 1
        /// Sections as rounded cards inset from the edges, on a grouped background.
        case insetGrouped = 2
    }

    /// Where `scrollToRow(at:at:animated:)` puts the row (`UITableView.ScrollPosition`).
    ///
    /// For example:
    /// ```swift
    /// tableView.scrollToRow(at: IndexPath(row: 0, section: 0), at: .top, animated: true)
    /// ```
    public enum ScrollPosition: Int, Hashable, Sendable {
        /// The least movement that shows the row.
        case none = 0
        /// The row at the top of the visible area.
        case top = 1
        /// The row in the middle of the visible area.
        case middle = 2
        /// The row at the bottom of the visible area.
        case bottom = 3
    }

    /// How rows and sections appear or go (`UITableView.RowAnimation`). Rows always fade; the
    /// others slide to their places.
    ///
    /// For example:
    /// ```swift
    /// items.insert(newItem, at: 0)
    /// tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .top)
    /// ```
    public enum RowAnimation: Int, Hashable, Sendable {
        /// Rows fade in or out in place.
        case fade = 0
        /// Rows slide in from the right, or out to the right.
        case right = 1
        /// Rows slide in from the left, or out to the left.
        case left = 2
        /// Rows slide in from above, or out upward.
        case top = 3
        /// Rows slide in from below, or out downward.
        case bottom = 4
        /// No animation: rows jump to their places.
        case none = 5
        /// Rows grow from, or shrink to, their vertical middle.
        case middle = 6
        /// The table picks a suitable animation.
        case automatic = 100
    }
}
