import Foundation

/// A view that lists hand out again instead of making a new one (table cells and header-footer
/// views, collection cells and supplementary views).
@MainActor
protocol ReusableView: UIView {
    /// The identifier the view is reused under; set by the pool when it makes the view. Views
    /// without one are not reused.
    var reuseIdentifier: String? { get set }
    /// Resets transient state before the view shows other content.
    func prepareForReuse()
}

/// How to make a view for each reuse identifier, and a queue of idle views per identifier — the
/// reuse machinery tables and collection views share.
///
/// A list puts views that scroll away back with `enqueue(_:)` and takes them out again with
/// `dequeue(identifier:)`, so it holds about a screenful of views whatever its length.
@MainActor
struct ReusePool<Base: ReusableView> {
    private var factories: [String: @MainActor () -> Base] = [:]
    private var queues: [String: [Base]] = [:]

    /// Views waiting in the queues.
    private(set) var queuedCount = 0
    /// Views on screen that the list's data source is configuring again in place
    /// (`reconfigureRows(at:)`, `reconfigureItems(at:)`), by index path.
    var viewsBeingReconfigured: [IndexPath: Base] = [:]

    init() {}

    /// Registers how to make views for `identifier` (nil unregisters), replacing an earlier
    /// registration; views of the old kind already queued are dropped.
    mutating func register(_ factory: (@MainActor () -> Base)?, identifier: String) {
        factories[identifier] = factory
        if let dropped = queues.removeValue(forKey: identifier) { queuedCount -= dropped.count }
    }

    func isRegistered(_ identifier: String) -> Bool { factories[identifier] != nil }

    /// An idle view queued under `identifier` (after its `prepareForReuse()`), or a new one of
    /// the registered kind, or nil when there is neither.
    mutating func dequeue(identifier: String) -> Base? {
        if var queue = queues[identifier], let view = queue.popLast() {
            queues[identifier] = queue
            queuedCount -= 1
            view.prepareForReuse()
            return view
        }
        guard let make = factories[identifier] else { return nil }
        let view = make()
        view.reuseIdentifier = identifier
        return view
    }

    /// The view being reconfigured at `indexPath` when it is of `identifier`, handed back as it is
    /// (no `prepareForReuse()`); otherwise as `dequeue(identifier:)`.
    mutating func dequeue(identifier: String, for indexPath: IndexPath) -> Base? {
        if let view = viewsBeingReconfigured[indexPath], view.reuseIdentifier == identifier {
            viewsBeingReconfigured[indexPath] = nil
            return view
        }
        return dequeue(identifier: identifier)
    }

    /// Takes a view off screen and queues it for reuse under its identifier (a view without one
    /// is let go).
    mutating func enqueue(_ view: Base) {
        view.removeFromSuperview()
        guard let identifier = view.reuseIdentifier else { return }
        queues[identifier, default: []].append(view)
        queuedCount += 1
    }
}

extension UITableViewCell: ReusableView {}
extension UITableViewHeaderFooterView: ReusableView {}
extension UICollectionReusableView: ReusableView {}

extension Dictionary where Key == IndexPath {
    /// Removes the views whose index paths `leaving` accepts and returns them last row first.
    ///
    /// A list queues them for reuse in that order and asks for rows top down, so each row gets its
    /// own view back whenever it can: the order no longer follows the dictionary's, which changes
    /// from run to run.
    mutating func removeViews(where leaving: (IndexPath) -> Bool) -> [(IndexPath, Value)] {
        let removed = filter { leaving($0.key) }.sorted { $0.key > $1.key }
        for (indexPath, _) in removed { self[indexPath] = nil }
        return removed
    }
}
