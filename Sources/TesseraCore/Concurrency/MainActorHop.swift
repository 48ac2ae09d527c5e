import Dispatch

/// Marks the main dispatch queue so code can ask whether it runs on it.
///
/// `Thread.isMainThread` is not the right question on Linux: after `dispatchMain()` (which Swift's
/// async `main` and the test runner use) the main queue — and with it the main actor — is drained by a
/// worker thread, not the process's first thread. A queue-specific value answers exactly "am I on
/// the main queue".
private let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
}()

/// Whether the caller runs on the main dispatch queue, i.e. on the main actor.
func isOnMainQueue() -> Bool {
    DispatchQueue.getSpecific(key: mainQueueKey) == true
}

/// Runs `body` on the main actor: inline when already on the main queue, otherwise enqueued on it.
/// Used by tokens whose `cancel()` may be called from any thread (a `Lifetime` can be released
/// anywhere) but must tidy main-actor state.
package func performOnMainActor(_ body: @escaping @MainActor @Sendable () -> Void) {
    if isOnMainQueue() {
        MainActor.assumeIsolated(body)
    } else {
        DispatchQueue.main.async {
            MainActor.assumeIsolated(body)
        }
    }
}

/// Runs the main-actor part of a `deinit` where a class cannot declare `isolated deinit` (the compiler
/// refuses one in a `@preconcurrency` class hierarchy): inline on the main queue; from elsewhere it waits
/// for the main queue to run it, so the references it cuts never outlive the object's memory — what
/// `isolated deinit` gives, blocking instead of deferring.
package func performMainActorPartOfDeinit(_ body: @MainActor () -> Void) {
    if isOnMainQueue() {
        MainActor.assumeIsolated(body)
    } else {
        DispatchQueue.main.sync { MainActor.assumeIsolated(body) }
    }
}
