import TesseraCore

/// Blinks an editing view's caret on its window's clock: the caret shows solid for half a second
/// after every edit or move, then hides and shows every half second (UIKit's rhythm) until
/// editing ends.
///
/// Time comes only from the `TimerClock` passed in (`UIWindow.clock`), so a test on a `TestClock`
/// sees a steady caret until it advances the clock. The pending timer is cancelled when editing
/// ends and when the blinker is released (a timer never keeps its view alive: it holds the
/// blinker weakly).
@MainActor
final class CaretBlinker {
    /// How long the caret stays in each state.
    static let interval: Duration = .milliseconds(500)

    /// Whether the caret is drawn now.
    private(set) var isCaretVisible = true
    private var pending: (any Cancellable)?
    private let redraw: @MainActor () -> Void

    /// A blinker that calls `redraw` whenever the caret appears or disappears.
    init(redraw: @escaping @MainActor () -> Void) {
        self.redraw = redraw
    }

    isolated deinit {
        pending?.cancel()
    }

    /// Shows the caret and restarts the rhythm on `clock` (nothing blinks without a clock).
    func restart(on clock: (any TimerClock)?) {
        isCaretVisible = true
        schedule(on: clock)
    }

    /// Stops blinking; the caret counts as visible for the next editing session.
    func stop() {
        pending?.cancel()
        pending = nil
        isCaretVisible = true
    }

    private func schedule(on clock: (any TimerClock)?) {
        pending?.cancel()
        pending = nil
        guard let clock else { return }
        pending = clock.schedule(at: clock.now + Self.interval) { [weak self] in
            self?.toggle(on: clock)
        }
    }

    private func toggle(on clock: any TimerClock) {
        isCaretVisible.toggle()
        redraw()
        schedule(on: clock)
    }
}
