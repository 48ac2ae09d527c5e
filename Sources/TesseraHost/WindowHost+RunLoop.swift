import Foundation
import TesseraCore
import TesseraUI

extension WindowHost {
    /// Runs the loop on the main thread until the user closes the window, then ``close()``s.
    ///
    /// Each turn
    /// 1. runs the main dispatch queue's pending work (binding updates, timers of the system clock,
    ///    `Task { @MainActor in }` jobs) with `RunLoop.main.run(mode: .default, before: Date())`:
    ///    on Linux, Foundation's main run loop drains the main queue when it runs on the main
    ///    thread, and a date in the past makes it return at once;
    /// 2. waits for input with `SDL_WaitEventTimeout`, no longer than until the next pending timer
    ///    of the window's clock, and never longer than ``Configuration/idleWaitInterval``;
    /// 3. handles all queued input and answers the D-Bus messages that arrived (assistive
    ///    technologies, the desktop portal); 4. renders and presents if the window needs display,
    ///    and then updates the accessibility tree.
    ///
    /// When the loop ends (the window was closed, or Ctrl+Q), `UIApplication` tells its delegate
    /// and observers that the app will terminate, and the host closes.
    ///
    /// - Precondition: called on the process's main thread, as from top-level code in
    ///   `main.swift`. (In Swift's async `main` and in tests the main queue is drained by
    ///   `dispatchMain()` on another thread; use ``run(turns:timeout:)`` there.)
    public func run() {
        precondition(
            Thread.isMainThread, "WindowHost.run() must be called on the main thread; use run(turns:) in async code")
        while isRunning {
            drainMainQueue()
            guard isRunning else { break }
            runOnce(timeout: nextWaitInterval())
        }
        UIApplication.shared.willTerminate()  // the window closed: the app ends with this loop
        close()
    }

    /// One turn: waits up to `timeout` for input, handles everything queued, and displays if the
    /// window needs it. Returns false once the host has quit (the turn that sees the quit returns
    /// false and does not render).
    ///
    /// Does not drain the main dispatch queue; callers on the main thread call ``run()``, async
    /// callers ``run(turns:timeout:)``.
    @discardableResult
    public func runOnce(timeout: Duration = .zero) -> Bool {
        guard isRunning else { return false }
        statistics.turnCount += 1
        // Input this turn handled and its frame did not show gives no latency sample (see InputLatency).
        defer { inputLatency?.turnEnded() }
        handleEvents(waitingUpTo: timeout)
        guard isRunning else { return false }
        dispatchDesktopMessages()
        applyIdleTimer()
        displayIfNeeded()
        return true
    }

    /// Runs at most `turns` turns (``runOnce(timeout:)``), suspending after each with
    /// `Task.yield()` so that work queued on the main actor and the main dispatch queue (binding
    /// updates, timers that came due) runs between turns. Returns the number of turns run: fewer
    /// than `turns` when the host quit.
    ///
    /// For tests and async apps; each turn waits at most `timeout` (zero: just polls).
    ///
    /// - Precondition: `turns` ≥ 0.
    @discardableResult
    public func run(turns: Int, timeout: Duration = .zero) async -> Int {
        precondition(turns >= 0, "run(turns:) needs a non-negative count, got \(turns)")
        var count = 0
        while count < turns, runOnce(timeout: timeout) {
            count += 1
            await Task.yield()
        }
        return count
    }

    /// How long the next turn may sleep: zero when a frame is due, until the next pending timer
    /// of the window's clock, else the idle interval.
    func nextWaitInterval() -> Duration {
        let idle = configuration.idleWaitInterval
        if window.needsDisplay || needsPresent { return .zero }
        guard let deadline = clock.nextDeadline else { return idle }
        return min(max(deadline - clock.now, .zero), idle)
    }

    /// Runs the main dispatch queue's pending blocks (see ``run()``).
    private func drainMainQueue() {
        _ = RunLoop.main.run(mode: .default, before: Date())
    }
}
