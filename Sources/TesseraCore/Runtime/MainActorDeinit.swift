import Foundation

/// Runs the main-actor part of a `deinit` where a class cannot declare `isolated deinit` (the compiler
/// refuses one in a `@preconcurrency` class hierarchy). On the main queue — which on Linux may be drained
/// by a thread other than the main thread — it runs at once; an object let go elsewhere waits here for the
/// main queue to run it, so the references it cuts never outlive its memory: what `isolated deinit` gives,
/// blocking instead of deferring.
package func performMainActorPartOfDeinit(_ body: @MainActor () -> Void) {
    if DispatchQueue.getSpecific(key: mainQueueKey) == true {
        MainActor.assumeIsolated(body)
    } else {
        DispatchQueue.main.sync { MainActor.assumeIsolated(body) }
    }
}

private let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
}()
