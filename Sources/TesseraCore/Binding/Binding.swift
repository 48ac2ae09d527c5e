import Dispatch
public import Observation

/// One-way and two-way bindings over Swift Observation (`@Observable` models), main actor only.
///
/// A binding delivers the current value at once, then at most once per main run-loop turn however
/// many times the value changed in that turn. It holds neither its model nor its target (both weakly)
/// and stops when either is gone or when its token is cancelled. Keep the token in the owner's
/// ``Lifetime``:
/// ```swift
/// @Observable final class EntryModel { var title = "" ; var count = 0 }
///
/// Binding.bind(model, \.title, to: titleLabel, \.text).store(in: lifetime)
/// Binding.observe(model, \.count) { [weak self] count in self?.badge.isHidden = count == 0 }
///     .store(in: lifetime)
/// ```
///
/// **Scheduling.** Observation reports a change from `willSet` on the mutating thread. The binding
/// then enqueues one block on `DispatchQueue.main` per turn (the queue that runs the main actor on
/// Linux, FIFO); the block re-reads each changed value once, re-arms tracking and delivers. Hosts must
/// therefore service the main dispatch queue (the main run loop, `dispatchMain()` or Swift's async
/// `main` all do). Tests wait for delivery with ``flush()``; synchronous code such as a snapshot
/// helper calls ``deliverPendingUpdates()``.
@MainActor
public enum Binding {
    /// A source over `model[keyPath:]`, to transform and bind. See ``BindingSource``.
    public static func source<Model: AnyObject & Observable, Value>(
        _ model: Model, _ keyPath: KeyPath<Model, Value>
    ) -> BindingSource<Value> {
        BindingSource(model, keyPath)
    }

    /// Calls `handler` with `model[keyPath:]` now and after every turn in which it changed.
    public static func observe<Model: AnyObject & Observable, Value>(
        _ model: Model, _ keyPath: KeyPath<Model, Value>, _ handler: @escaping @MainActor (Value) -> Void
    ) -> AnyCancellable {
        BindingSource(model, keyPath).observe(handler)
    }

    /// Keeps `target[keyPath: targetKeyPath]` equal to `model[keyPath: keyPath]`.
    public static func bind<Model: AnyObject & Observable, Target: AnyObject, Value>(
        _ model: Model, _ keyPath: KeyPath<Model, Value>,
        to target: Target, _ targetKeyPath: ReferenceWritableKeyPath<Target, Value>
    ) -> AnyCancellable {
        BindingSource(model, keyPath).bind(to: target, targetKeyPath)
    }

    /// Keeps an optional target property equal to a non-optional model property.
    public static func bind<Model: AnyObject & Observable, Target: AnyObject, Value>(
        _ model: Model, _ keyPath: KeyPath<Model, Value>,
        to target: Target, _ targetKeyPath: ReferenceWritableKeyPath<Target, Value?>
    ) -> AnyCancellable {
        BindingSource(model, keyPath).bind(to: target, targetKeyPath)
    }

    /// Keeps `target[keyPath: targetKeyPath]` equal to `transform(model[keyPath: keyPath])`.
    ///
    /// ```swift
    /// Binding.bind(model, \.count, to: label, \.text) { "\($0) entries" }
    /// ```
    public static func bind<Model: AnyObject & Observable, Target: AnyObject, Value, TargetValue>(
        _ model: Model, _ keyPath: KeyPath<Model, Value>,
        to target: Target, _ targetKeyPath: ReferenceWritableKeyPath<Target, TargetValue>,
        _ transform: @escaping @MainActor (Value) -> TargetValue
    ) -> AnyCancellable {
        BindingSource(model, keyPath).map(transform).bind(to: target, targetKeyPath)
    }

    /// Suspends until every pending binding update has been delivered, including updates caused by
    /// those deliveries (two-way bindings). Deterministic: it queues a marker behind the scheduled
    /// delivery on the FIFO main queue and waits for it, with no timing assumption.
    ///
    /// Precondition: bindings settle within 1000 turns (more means two bindings feed each other forever).
    public static func flush() async {
        var turns = 0
        while BindingScheduler.main.hasPendingUpdates {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                DispatchQueue.main.async { continuation.resume() }
            }
            turns += 1
            precondition(
                turns < 1000, "Binding.flush(): bindings still changing after 1000 turns; two bindings feed each other")
        }
    }

    /// Delivers every pending update now, on the calling turn, until none remain — for synchronous
    /// callers such as a snapshot helper or a host's frame loop.
    ///
    /// Precondition: bindings settle within 1000 rounds.
    public static func deliverPendingUpdates() {
        var rounds = 0
        while BindingScheduler.main.hasPendingUpdates {
            BindingScheduler.main.runTurn()
            rounds += 1
            precondition(rounds < 1000, "Binding.deliverPendingUpdates(): bindings still changing after 1000 rounds")
        }
    }
}
