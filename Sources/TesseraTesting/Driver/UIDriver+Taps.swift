public import Foundation
public import TesseraUI

extension UIDriver {
    /// Time kept between two separate taps at one place so the window does not count them as a
    /// double tap (its multi-tap interval is 0.35 s, UIKit's).
    static let tapSeparation: Duration = .milliseconds(400)
    /// How far apart two taps may be and still count as one multi-tap (the window's 10 points).
    static let multiTapDistance: CGFloat = 10

    /// Taps the one view matching `query` (see `tap(_:)` for a view).
    /// - Throws: what `find(_:)` throws (`.noMatch`, `.ambiguous`, `.hidden`, `.offScreen`), and
    ///   what `tap(_:)` throws.
    public func tap(_ query: ViewQuery) throws(UIDriverError) {
        try tap(find(query))
    }

    /// Taps the one view whose text or accessibility label is `label`, e.g. a button's title.
    ///
    /// ```swift
    /// try driver.tap(label: "Save")
    /// ```
    /// - Throws: as `tap(_:)` for a query.
    public func tap(label: String) throws(UIDriverError) {
        try tap(.label(label))
    }

    /// Taps the one view whose `accessibilityIdentifier` is `identifier`.
    /// - Throws: as `tap(_:)` for a query.
    public func tap(identifier: String) throws(UIDriverError) {
        try tap(.identifier(identifier))
    }

    /// Taps `view`: scrolls it into view inside any scroll views around it, then sends
    /// `pointerDown` and, one frame later, `pointerUp` at the centre of its visible part.
    ///
    /// A tap at the same place less than 0.4 s after the previous one first lets that time pass,
    /// so two separate taps never read as a double tap (use `doubleTap(_:)` for one).
    ///
    /// - Throws: `.notInWindow`; `.hidden` when it or an ancestor is hidden; `.offScreen` when no
    ///   part of it can be shown; `.notHittable` when another view covers that centre (a touch
    ///   landing on an ancestor, as on a label in a cell, is fine); `.notEnabled` when the touch
    ///   would reach a disabled control (nothing is sent).
    public func tap(_ view: UIView) throws(UIDriverError) {
        let point = try touchPoint(for: view)
        try requireEnabled(view)
        press(at: point, holding: Self.frameDuration)
        try finishAction()
    }

    /// Taps `point` in `view`'s bounds coordinates (after scrolling the view into view), e.g. one
    /// end of a stepper.
    /// - Throws: as `tap(_:)`; `.notHittable` when the point is covered or outside the view's
    ///   visible part.
    public func tap(_ view: UIView, at point: CGPoint) throws(UIDriverError) {
        let visible = try bringIntoView(view)
        let location = view.convert(point, to: window)
        guard visible.contains(location) else {
            throw .notHittable(path: path(of: view), coveredBy: nil)
        }
        try requireHittable(view, at: location)
        try requireEnabled(view)
        press(at: location, holding: Self.frameDuration)
        try finishAction()
    }

    /// Two taps at the centre of `view`'s visible part, one frame apart: a double tap.
    /// - Throws: as `tap(_:)`.
    public func doubleTap(_ view: UIView) throws(UIDriverError) {
        let point = try touchPoint(for: view)
        try requireEnabled(view)
        press(at: point, holding: Self.frameDuration)
        if clock != nil { advance(by: Self.frameDuration) }
        press(at: point, holding: Self.frameDuration, separated: false)
        try finishAction()
    }

    /// Holds a touch at the centre of `view`'s visible part for `duration` of test-clock time
    /// (frame by frame, so long-press recognisers and autorepeat fire), then lifts it.
    /// - Parameter duration: default 1 s (long presses begin at 0.5 s).
    /// - Throws: as `tap(_:)`.
    /// - Precondition: the driver has a clock.
    public func longPress(_ view: UIView, duration: Duration = .seconds(1)) throws(UIDriverError) {
        _ = requireClock("longPress(_:duration:)")
        let point = try touchPoint(for: view)
        try requireEnabled(view)
        press(at: point, holding: duration)
        try finishAction()
    }

    // MARK: Helpers

    /// Down, `holding` of clock time (when there is a clock), up — kept apart from the previous
    /// tap unless `separated` is false.
    func press(at point: CGPoint, holding: Duration, separated: Bool = true) {
        if separated { separateFromPreviousTap(at: point) }
        send(.pointerDown(point))
        if clock != nil { advance(by: holding) }
        send(.pointerUp(point))
        lastTap = (clock?.now ?? .zero, point)
    }

    /// Lets enough clock time pass that a tap at `point` starts a new tap sequence.
    func separateFromPreviousTap(at point: CGPoint) {
        guard let clock, let last = lastTap else { return }
        let elapsed = clock.now - last.time
        let near = hypot(point.x - last.location.x, point.y - last.location.y) <= Self.multiTapDistance
        if near, elapsed < Self.tapSeparation { advance(by: Self.tapSeparation - elapsed) }
    }

    /// Where a touch on `view` lands, in window points: the centre of its visible part, after
    /// scrolling it into view.
    /// - Throws: `.notInWindow`, `.offScreen`, `.notHittable`.
    func touchPoint(for view: UIView) throws(UIDriverError) -> CGPoint {
        let visible = try bringIntoView(view)
        let point = CGPoint(x: visible.midX, y: visible.midY)
        try requireHittable(view, at: point)
        return point
    }

    /// Scrolls `view` into view and returns its visible part in window points.
    /// - Throws: `.notInWindow`; `.hidden` when it or an ancestor is hidden or transparent;
    ///   `.offScreen` when none of it shows.
    func bringIntoView(_ view: UIView) throws(UIDriverError) -> CGRect {
        try requireInWindow(view)
        window.layoutIfNeeded()
        guard ViewVisibility.isShown(view) else { throw hiddenError(view) }
        try scrollIntoView(view)
        let visible = ViewVisibility.visibleRect(of: view, in: window)
        guard ViewVisibility.hasArea(visible) else { throw .offScreen(path: path(of: view)) }
        return visible
    }

    /// Throws `.notEnabled` when the control that would take a touch on `view` — the view itself
    /// or the nearest control around it — is disabled.
    func requireEnabled(_ view: UIView) throws(UIDriverError) {
        var current: UIView? = view
        while let node = current {
            if let control = node as? UIControl {
                if control.isEnabled { return }
                throw .notEnabled(path: path(of: control))
            }
            current = node.superview
        }
    }

    /// Throws `.notHittable` unless a touch at `point` (window points) lands on `view`, inside it,
    /// or on an ancestor that takes the touch for it.
    func requireHittable(_ view: UIView, at point: CGPoint) throws(UIDriverError) {
        guard let hit = window.hitTest(point, with: nil) else {
            throw .notHittable(path: path(of: view), coveredBy: nil)
        }
        if hit === view || hit.isDescendant(of: view) || view.isDescendant(of: hit) { return }
        throw .notHittable(path: path(of: view), coveredBy: path(of: hit))
    }
}
