import Foundation
import Synchronization

/// Runs work that must finish on its own thread and gives up waiting after a generous limit, so a
/// test of a former hang fails instead of hanging the suite. The limit is a failure guard, not a
/// speed check: keep it far above the work's real duration.
enum HangGuard {
    /// `body`'s result, or `nil` when it has not returned after `limit`. A body that never returns
    /// keeps its thread busy until the test process exits.
    static func run<Result: Sendable>(
        limit: Duration = .seconds(60),
        _ body: @escaping @Sendable () -> Result
    ) async -> Result? {
        let outcome = Outcome<Result>()
        let thread = Thread {
            let result = body()
            outcome.value.withLock { $0 = result }
        }
        thread.stackSize = 8 << 20
        thread.start()
        let clock = ContinuousClock()
        let deadline = clock.now + limit
        while clock.now < deadline {
            if let result = outcome.value.withLock({ $0 }) { return result }
            try? await Task.sleep(for: .milliseconds(20))
        }
        return outcome.value.withLock { $0 }
    }

    private final class Outcome<Result: Sendable>: Sendable {
        let value = Mutex<Result?>(nil)
    }
}
