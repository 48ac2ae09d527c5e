import Foundation

/// A visual format string, parsed (Auto Layout's visual format language):
/// `(H|V:)? (|connection)? [view] (connection [view])* (connection|)?`.
struct VisualFormat: Equatable {
    enum Orientation { case horizontal, vertical }

    /// What `[view]` or `-…-` relates to: a number (a metric is resolved when parsing) or a view.
    enum Object: Equatable {
        case constant(CGFloat)
        case view(String)
    }

    /// `(relation)? object (@priority)?`.
    struct Predicate: Equatable {
        var relation: NSLayoutConstraint.Relation = .equal
        var object: Object
        var priority: Float?
    }

    /// The space between two neighbours.
    enum Connection: Equatable {
        /// `[a][b]`: no space.
        case flush
        /// `-`: the standard space (8 points between views, the layout margin at the superview).
        case standard
        /// `-n-` or `-(>=n,<=m)-`.
        case predicates([Predicate])
    }

    struct View: Equatable {
        var name: String
        /// Where the view starts in the format string (its `[`), for errors.
        var offset: Int
        /// The view's size along the orientation: `[button(>=50)]`.
        var predicates: [Predicate]
    }

    var orientation: Orientation = .horizontal
    /// The connection from the superview's leading (top) edge to the first view; nil without `|`.
    var fromSuperview: Connection?
    var views: [View] = []
    /// `connections[i]` joins `views[i]` and `views[i + 1]`.
    var connections: [Connection] = []
    /// The connection from the last view to the superview's trailing (bottom) edge; nil without `|`.
    var toSuperview: Connection?
}
