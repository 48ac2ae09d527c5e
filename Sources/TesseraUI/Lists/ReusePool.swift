import Foundation

/// A view that lists hand out again instead of making a new one (table and collection cells,
/// collection headers).
@MainActor
protocol ReusableView: UIView {
    init(frame: CGRect)
    /// The identifier the view was registered under; set by the pool when it makes the view.
    var reuseIdentifier: String { get set }
    /// Resets transient state before the view shows other content.
    func prepareForReuse()
}

/// The registered type for each reuse identifier and a queue of idle views per identifier — the
/// reuse machinery `UITableView` and `UICollectionView` share.
///
/// A list puts views that scroll away back with `enqueue(_:)` and takes them out again with
/// `dequeue(identifier:)`, so it holds about a screenful of views whatever its length.
@MainActor
struct ReusePool<Base: ReusableView> {
    private var registrations: [String: Base.Type] = [:]
    private var queues: [String: [Base]] = [:]

    /// Views waiting in the queues.
    private(set) var queuedCount = 0

    /// Registers `type` under `identifier`, replacing an earlier registration.
    mutating func register(_ type: Base.Type, identifier: String) {
        registrations[identifier] = type
    }

    func isRegistered(_ identifier: String) -> Bool { registrations[identifier] != nil }

    /// An idle view registered under `identifier` (after its `prepareForReuse()`), or a new one.
    /// - Precondition: something is registered under `identifier`; `what` names it in the message.
    mutating func dequeue(identifier: String, what: String) -> Base {
        if var queue = queues[identifier], let view = queue.popLast() {
            queues[identifier] = queue
            queuedCount -= 1
            view.prepareForReuse()
            return view
        }
        guard let registered = registrations[identifier] else {
            preconditionFailure("No \(what) registered as \"\(identifier)\"; register its type first")
        }
        let view = registered.init(frame: .zero)
        view.reuseIdentifier = identifier
        return view
    }

    /// Takes a view off screen and queues it for reuse under its identifier.
    mutating func enqueue(_ view: Base) {
        view.removeFromSuperview()
        queues[view.reuseIdentifier, default: []].append(view)
        queuedCount += 1
    }

    /// `view` as a `Typed`, or a precondition failure naming both types.
    static func cast<Typed>(_ view: Base, to type: Typed.Type) -> Typed {
        guard let typed = view as? Typed else {
            preconditionFailure("The view registered as \"\(view.reuseIdentifier)\" is a \(Swift.type(of: view)), not a \(type)")
        }
        return typed
    }
}

extension UITableViewCell: ReusableView {}
