import TesseraCore

/// Lets at most `limit` loads run at once; the others wait and enter highest priority first, first
/// come first served within a priority. A waiter's priority can change; a cancelled waiter leaves.
final class PriorityGate: Sendable {
    private struct Waiter {
        let id: Int
        var priority: ImagePriority
        let sequence: Int
        let continuation: CheckedContinuation<Bool, Never>
    }

    private struct State {
        var running = 0
        var sequence = 0
        var waiters: [Waiter] = []
    }

    let limit: Int
    private let state = Lock(State())

    init(limit: Int) {
        precondition(limit >= 1, "A gate needs at least one slot")
        self.limit = limit
    }

    /// Waits for a slot. Returns `true` once inside (call ``leave()`` when done), `false` if the task was
    /// cancelled while waiting (do not call `leave()` then).
    func enter(id: Int, priority: ImagePriority) async -> Bool {
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let admitted: Bool? = state.withLock { state in
                    // Checked under the lock: a cancellation after this point finds the waiter below.
                    if Task.isCancelled { return false }
                    if state.running < limit {
                        state.running += 1
                        return true
                    }
                    state.sequence += 1
                    state.waiters.append(
                        Waiter(id: id, priority: priority, sequence: state.sequence, continuation: continuation))
                    return nil
                }
                if let admitted { continuation.resume(returning: admitted) }
            }
        } onCancel: {
            let removed: Waiter? = state.withLock { state in
                guard let index = state.waiters.firstIndex(where: { $0.id == id }) else { return nil }
                return state.waiters.remove(at: index)
            }
            removed?.continuation.resume(returning: false)
        }
    }

    /// Frees a slot, handing it to the most urgent waiter.
    func leave() {
        let next: Waiter? = state.withLock { state in
            guard
                let index = state.waiters.indices.max(by: { lhs, rhs in
                    let a = state.waiters[lhs]
                    let b = state.waiters[rhs]
                    return a.priority != b.priority ? a.priority < b.priority : a.sequence > b.sequence
                })
            else {
                state.running -= 1
                return nil
            }
            return state.waiters.remove(at: index)
        }
        next?.continuation.resume(returning: true)
    }

    /// Changes the priority of a waiter (no effect once it has entered).
    func update(id: Int, priority: ImagePriority) {
        state.withLock { state in
            if let index = state.waiters.firstIndex(where: { $0.id == id }) { state.waiters[index].priority = priority }
        }
    }

    /// How many loads are waiting (for tests).
    var waitingCount: Int { state.withLock { $0.waiters.count } }
}
