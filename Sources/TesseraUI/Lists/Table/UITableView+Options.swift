import Foundation

extension UITableView {
    /// The look of a table (`UITableView.Style`).
    public enum Style: Int, Hashable, Sendable {
        /// Edge-to-edge rows with compact section headers.
        case plain = 0
        /// Sections as blocks of rows on a grouped background, with upper-case headers.
        case grouped = 1
        /// Sections as rounded cards inset from the edges, on a grouped background.
        case insetGrouped = 2
    }

    /// Where `scrollToRow(at:at:animated:)` puts the row (`UITableView.ScrollPosition`).
    public enum ScrollPosition: Int, Hashable, Sendable {
        /// The least movement that shows the row.
        case none = 0
        case top = 1
        case middle = 2
        case bottom = 3
    }

    /// How rows and sections appear or go (`UITableView.RowAnimation`). Rows always fade; the
    /// others slide to their places.
    public enum RowAnimation: Int, Hashable, Sendable {
        case fade = 0
        case right = 1
        case left = 2
        case top = 3
        case bottom = 4
        /// No animation: rows jump to their places.
        case none = 5
        case middle = 6
        case automatic = 100
    }
}
