import Foundation
import TesseraHost

extension WindowHost {
    /// One turn of the loop as `run()` takes it on the main thread, with `inputs` arriving while the
    /// loop waits: the main queue's due work first (timers such as the scroll indicators' hide timer,
    /// deferred jobs), then the input, then ``runOnce(timeout:)`` (handle, lay out, render, present).
    /// The latency/* and memory/* scenarios drive the headless host with it.
    func turn(_ inputs: SimulatedInput...) {
        _ = RunLoop.main.run(mode: .default, before: Date())
        inputs.forEach(post)
        runOnce()
    }
}
