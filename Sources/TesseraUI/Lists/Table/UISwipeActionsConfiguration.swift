import Foundation

/// The actions revealed by swiping a table row one way (`UISwipeActionsConfiguration`): the first
/// action sits at the edge the swipe starts from.
///
/// For example:
/// ```swift
/// let configuration = UISwipeActionsConfiguration(actions: [delete, archive])
/// configuration.performsFirstActionWithFullSwipe = false
/// return configuration
/// ```
@preconcurrency @MainActor
open class UISwipeActionsConfiguration {
    /// The actions, from the edge the row was swiped from inwards.
    public let actions: [UIContextualAction]
    /// Whether swiping the row most of the way across performs the first action. Default true.
    public var performsFirstActionWithFullSwipe = true

    /// A configuration with `actions`, the first nearest the edge.
    public init(actions: [UIContextualAction]) {
        self.actions = actions
    }
}
