import Foundation
import Synchronization

/// Values attached to objects under a key address, released when the object is — what the Objective-C
/// runtime's associated objects do, for Linux. The `UIKit` module's `objc_setAssociatedObject` and
/// `objc_getAssociatedObject` are built on it.
///
/// An object whose `deinit` calls ``objectDidDeinit(_:)`` (Tessera's responders and layout guides) is named
/// so when its first value is set; any other object is held weakly by its entries, which are dropped the
/// next time the table is written after the object has gone.
package final class AssociatedObjectTable: @unchecked Sendable {
    // @unchecked Sendable: `state` is only touched between `lock.lock()` and `lock.unlock()`. The values it
    // holds cross threads unchecked, exactly as Objective-C's associated objects do: the caller owns the
    // thread-safety of what it stores. (NSLock rather than `Mutex`: see `Lock` — the thread sanitizer sees it.)
    /// How a value is kept (the Objective-C association policies).
    package enum Retention: Sendable {
        /// Held strongly.
        case strong
        /// Copied first when it is `NSCopying`, then held strongly.
        case copy
        /// Not retained: read back as nil once the value is gone.
        case weak
    }

    /// The table every caller shares (associated objects are process-wide, as in Objective-C).
    package static let shared = AssociatedObjectTable()

    private struct Entry {
        /// The object's identity is only trusted while this reads non-nil, except for objects that
        /// release their own values (then it is nil by design and `releasesItself` is true).
        weak var owner: AnyObject?
        let releasesItself: Bool
        var values: [Int: Value]
    }

    private enum Value {
        case strong(Any)
        case weak(WeakBox)
    }

    private final class WeakBox {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    private struct State {
        var entries: [ObjectIdentifier: Entry] = [:]
        /// Entry count at the last sweep of dead owners; the next sweep waits until it doubles.
        var sweptAt = 16
    }

    private let lock = NSLock()
    private var state = State()
    /// How many objects have values; a deinit that finds zero takes no lock.
    private let count = Atomic<Int>(0)

    private init() {}

    /// Attaches `value` to `object` under `key` (an address used only for identity), replacing what was
    /// there; nil removes it.
    /// `releasedByDeinit`: the object's `deinit` calls ``objectDidDeinit(_:)``.
    package func setValue(
        _ value: Any?, forKey key: UnsafeRawPointer, of object: AnyObject, retention: Retention, releasedByDeinit: Bool
    ) {
        let stored: Value? = value.map { value in
            switch retention {
            case .strong: return .strong(value)
            case .copy: return .strong(Self.copied(value))
            case .weak: return type(of: value) is AnyClass ? .weak(WeakBox(value as AnyObject)) : .strong(value)
            }
        }
        let id = ObjectIdentifier(object)
        let releasesItself = releasedByDeinit
        lock.lock()
        let released: Any? = {
            var entry =
                state.entries[id]
                ?? Entry(owner: releasesItself ? nil : object, releasesItself: releasesItself, values: [:])
            if !entry.releasesItself && entry.owner !== object {
                // A dead object's identity was reused by `object`: its values are not `object`'s.
                entry = Entry(owner: object, releasesItself: false, values: [:])
            }
            let old = entry.values[Int(bitPattern: key)]
            entry.values[Int(bitPattern: key)] = stored
            state.entries[id] = entry.values.isEmpty ? nil : entry
            sweepDeadOwners()
            count.store(state.entries.count, ordering: .relaxed)
            return old.map { $0 as Any }
        }()
        lock.unlock()
        _ = released  // the old value is released here, outside the lock (its deinit may call back in)
    }

    /// The value attached to `object` under `key`, or nil.
    package func value(forKey key: UnsafeRawPointer, of object: AnyObject) -> Any? {
        let id = ObjectIdentifier(object)
        lock.lock()
        let found: Value? = {
            guard let entry = state.entries[id], entry.releasesItself || entry.owner === object else { return nil }
            return entry.values[Int(bitPattern: key)]
        }()
        lock.unlock()
        switch found {
        case .strong(let value)?: return value
        case .weak(let box)?: return box.object
        case nil: return nil
        }
    }

    /// Removes every value attached to `object` (`objc_removeAssociatedObjects`).
    package func removeValues(of object: AnyObject) {
        objectDidDeinit(ObjectIdentifier(object))
    }

    /// Called from the `deinit` of objects that release their own values (see `releasedByDeinit`). Costs one
    /// atomic load when no object has values.
    package func objectDidDeinit(_ id: ObjectIdentifier) {
        guard count.load(ordering: .relaxed) > 0 else { return }
        lock.lock()
        let released = state.entries.removeValue(forKey: id)
        count.store(state.entries.count, ordering: .relaxed)
        lock.unlock()
        _ = released  // released outside the lock: a value's deinit may call back in
    }

    private func sweepDeadOwners() {
        guard state.entries.count >= state.sweptAt else { return }
        state.entries = state.entries.filter { $0.value.releasesItself || $0.value.owner != nil }
        state.sweptAt = max(16, state.entries.count * 2)
    }

    private static func copied(_ value: Any) -> Any {
        (value as? any NSCopying)?.copy(with: nil) ?? value
    }
}
