public import TesseraCore

/// Who wants to hear about commits to which tables. Callbacks run on the committing thread, after
/// the commit, outside every store lock; they must be quick (the store's own just schedule work).
final class ObserverRegistry: Sendable {
    private struct Entry {
        let tables: Set<String>
        let callback: @Sendable (Int64) -> Void
    }

    private struct State {
        var entries: [Int: Entry] = [:]
        var nextID = 0
    }

    private let state = Lock(State())

    /// Registers `callback` for commits that change any of `tables`. The returned observation
    /// unregisters when cancelled or released.
    func add(tables: Set<String>, callback: @escaping @Sendable (Int64) -> Void) -> StoreObservation {
        let id = state.withLock { state in
            state.nextID += 1
            state.entries[state.nextID] = Entry(tables: tables, callback: callback)
            return state.nextID
        }
        return StoreObservation { [weak self] in self?.remove(id) }
    }

    private func remove(_ id: Int) {
        _ = state.withLock { $0.entries.removeValue(forKey: id) }
    }

    func notify(changed: Set<String>, version: Int64) {
        let callbacks = state.withLock { state in
            state.entries.values.filter { !$0.tables.isDisjoint(with: changed) }.map(\.callback)
        }
        for callback in callbacks {
            callback(version)
        }
    }

    var count: Int { state.withLock { $0.entries.count } }
}

/// A live observation of a store; cancelling it (or releasing it) stops the notifications.
///
/// A ``TesseraCore/Cancellable``, so it can be kept in a ``TesseraCore/Lifetime``.
public final class StoreObservation: Cancellable {
    private let onCancel: Lock<(@Sendable () -> Void)?>

    init(onCancel: @escaping @Sendable () -> Void) {
        self.onCancel = Lock(onCancel)
    }

    deinit {
        cancel()
    }

    public func cancel() {
        let action = onCancel.withLock { action in
            defer { action = nil }
            return action
        }
        action?()
    }
}
