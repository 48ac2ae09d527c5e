public import Foundation
public import TesseraCore
public import TesseraUI

/// Drives a window the way a person would — finds views by what they show, taps, types, scrolls,
/// swipes and drags with real input events — and waits on the test clock, never on the wall clock.
///
/// The driver works on a bare `UIWindow` (events go through `UIWindow.send(_:)`) or on any
/// `InputTarget`, such as a host running the window on a display. Time-based actions (long
/// presses, gestures, `waitFor`, `settle`) advance a `TestClock` in frames of 1/60 s; the driver
/// uses the window's clock when it is one, or the clock given to `init`.
///
/// Taps, swipes, drags and scrolling are touches, as on a phone: they leave no view hovered.
/// Only `hover(_:)` moves the pointer, and it stays there until the next `hover(_:)` or
/// `movePointerOutOfWindow()` (see `pointerLocation`).
///
/// After each action the driver settles (see `settle(timeout:)`) so animations and scroll
/// motion have finished when the next line of the test runs; set `settlesAfterActions` to false
/// to look at a state in between.
///
/// For example:
/// ```swift
/// let clock = TestClock()
/// let window = UIWindow(device: .iPhone15)
/// window.clock = clock
/// window.rootView = SignUpView(model: model)
/// let driver = UIDriver(window: window)
/// try driver.type("ada@example.com", into: .text("Email"))
/// try driver.tap(label: "Sign up")
/// try driver.waitFor("the welcome label") { driver.exists(.text("Welcome, Ada")) }
/// ```
///
/// Main actor only. Queries and actions throw `UIDriverError`; misuse (a time-based action
/// without a test clock) stops with a precondition message.
@MainActor
public final class UIDriver {
    /// Where input goes.
    public let target: any InputTarget
    /// The clock the driver advances, if any (see the type's documentation).
    public let clock: TestClock?
    /// Whether every action ends with `settle()`. Default true; without a clock nothing settles.
    public var settlesAfterActions = true
    /// The most wheel events one `scroll(to:)` sends before giving up with `.offScreen`.
    /// Default 2,000 (a 40,000-row table of 44-point rows on a phone).
    public var maximumScrollEvents = 2_000

    /// One frame of test-clock time: 1/60 s, the animator's frame.
    public static let frameDuration: Duration = .seconds(1) / Animator.framesPerSecond

    /// Runs after every event the driver sends and after every frame it advances, once the window
    /// is laid out: where a ``TransitionRecorder`` captures the frames a display would show.
    public var frameObserver: (@MainActor () -> Void)?

    /// When the previous tap ended, and where (window points), to keep separate taps from
    /// counting as a double tap.
    var lastTap: (time: Duration, location: CGPoint)?

    /// Where the pointer rests, in window points: where `hover(_:)` (or a `.hover` event sent
    /// with `send(_:)`) last moved it; nil while it is outside the window, as at first and after
    /// `movePointerOutOfWindow()`. Taps, swipes, drags and scrolling touch the screen and leave
    /// it where it rests, so only views under it show hover effects.
    public private(set) var pointerLocation: CGPoint?

    /// A driver of `target`; `clock` defaults to the window's clock when it is a `TestClock`.
    /// A host that wraps the window's clock in its own (to sleep until the next timer) hides the
    /// `TestClock` underneath: pass that clock here.
    public init(target: any InputTarget, clock: TestClock? = nil) {
        self.target = target
        self.clock = clock ?? (target.targetWindow.clock as? TestClock)
    }

    /// A driver of a bare window; `clock` defaults to the window's clock when it is a
    /// `TestClock`.
    public convenience init(window: UIWindow, clock: TestClock? = nil) {
        self.init(target: window, clock: clock)
    }

    /// The window whose views the driver finds and touches.
    public var window: UIWindow { target.targetWindow }

    // MARK: Finding views

    /// Every view matching `query`, in tree order (depth first, back to front). Lays out first.
    ///
    /// - Complexity: O(n) in the number of views in the window.
    public func findAll(_ query: ViewQuery) -> [UIView] {
        window.layoutIfNeeded()
        let window = self.window
        return window.allViewsInSubtree.filter { view in
            view !== window && query.matches(view) && ViewVisibility.meets(query.visibility, view, in: window)
        }
    }

    /// The one view matching `query`.
    /// - Throws: `.noMatch` when none matches, `.ambiguous` (listing the matches' paths) when
    ///   several do. When the query's visibility leaves out the one view that matches it
    ///   otherwise: `.hidden` for a hidden view, `.offScreen` for one that scrolling cannot show.
    public func find(_ query: ViewQuery) throws(UIDriverError) -> UIView {
        let matches = findAll(query)
        guard let first = matches.first else { throw unmatched(query) }
        guard matches.count == 1 else { throw .ambiguous(query: query.description, matches: matches.map(path(of:))) }
        return first
    }

    /// The one view of `type` matching `query` (any view of the type when nil).
    /// - Throws: as `find(_:)`.
    public func find<V: UIView>(_ type: V.Type, _ query: ViewQuery = .any) throws(UIDriverError) -> V {
        // The type criterion guarantees the cast.
        try find(query.ofType(type)) as! V
    }

    /// Views of `type` (or a subclass) with the given visibility, in tree order.
    public func views<V: UIView>(ofType type: V.Type, visibility: ViewQuery.Visibility = .reachable) -> [V] {
        findAll(ViewQuery.type(type).visibility(visibility)).map { $0 as! V }
    }

    /// Why nothing matches `query`: `.hidden` or `.offScreen` when exactly one view would match at
    /// any visibility and is hidden or cannot be reached; `.noMatch` otherwise.
    private func unmatched(_ query: ViewQuery) -> UIDriverError {
        let noMatch = UIDriverError.noMatch(query: query.description)
        let window = self.window
        let candidates = window.allViewsInSubtree.filter { $0 !== window && query.matches($0) }
        guard query.visibility != .any, candidates.count == 1, let view = candidates.first else { return noMatch }
        if ViewVisibility.hiddenView(hiding: view) != nil { return hiddenError(view) }
        return ViewVisibility.meets(.reachable, view, in: window) ? noMatch : .offScreen(path: path(of: view))
    }

    /// `.hidden` for `view`, naming the ancestor that hides it (nil when it hides itself).
    func hiddenError(_ view: UIView) -> UIDriverError {
        let hiding = ViewVisibility.hiddenView(hiding: view)
        return .hidden(path: path(of: view), hiddenAncestor: hiding.flatMap { $0 === view ? nil : path(of: $0) })
    }

    /// Whether any view matches `query`.
    public func exists(_ query: ViewQuery) -> Bool { !findAll(query).isEmpty }

    /// The readable path of `view` in its tree, as errors show it, e.g.
    /// `FormView › UISwitch[2] "notifications"`.
    public func path(of view: UIView) -> String { ViewPath.of(view) }

    // MARK: Sending input

    /// Sends one raw event to the target, then lays the window out.
    ///
    /// The window hovers what lies under a press as it ends and under a wheel turn, as under a
    /// mouse; the driver's presses and wheel turns stand for a finger, which leaves nothing
    /// hovered. So a `pointerUp` or `scroll` is followed by `.hover(pointerLocation)`, or by
    /// `.pointerExited` while the pointer rests outside the window.
    public func send(_ event: InputEvent) {
        target.send(event)
        switch event {
        case .hover(let location): pointerLocation = location
        case .pointerExited: pointerLocation = nil
        case .pointerUp, .scroll: target.send(pointerLocation.map { .hover($0) } ?? .pointerExited)
        default: break
        }
        window.layoutIfNeeded()
        frameObserver?()
    }

    /// Throws `.notInWindow` unless `view` is in the driver's window.
    func requireInWindow(_ view: UIView) throws(UIDriverError) {
        guard view.window === window, view !== window else { throw .notInWindow(path: path(of: view)) }
    }

    /// Settles when `settlesAfterActions` is on and there is a clock.
    func finishAction() throws(UIDriverError) {
        guard settlesAfterActions, clock != nil else { return }
        try settle()
    }
}
