public import Foundation
import TesseraCore

extension UIScrollView {
    /// How fast content slows after a fling: the velocity is multiplied by `rawValue` every
    /// millisecond (`UIScrollView.DecelerationRate`).
    ///
    /// For example, a paging-like feel:
    /// ```swift
    /// scrollView.decelerationRate = .fast
    /// ```
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// 0.998: a long, gliding fling.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// 0.99: stops quickly.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// Whether dragging the content dismisses the on-screen keyboard (`UIScrollView.KeyboardDismissMode`).
    ///
    /// For example, hiding the keyboard when the list is dragged:
    /// ```swift
    /// tableView.keyboardDismissMode = .onDrag
    /// ```
    public enum KeyboardDismissMode: Int, Hashable, Sendable {
        case none = 0
        /// The first responder resigns when a drag begins.
        case onDrag = 1
        /// The first responder resigns when the finger drags into the keyboard.
        case interactive = 2
        /// As `onDrag` (there is no input accessory view to keep).
        case onDragWithAccessory = 3
        /// As `interactive` (there is no input accessory view to keep).
        case interactiveWithAccessory = 4
    }

    func setUpDragging() {
        // A drag along an axis the content cannot scroll is left to the views inside (a slider in a
        // vertical list keeps its horizontal drag).
        panGestureRecognizer.shouldBegin = { [weak self] recognizer in
            guard let self, let pan = recognizer as? UIPanGestureRecognizer else { return true }
            let translation = pan.translation(in: nil)
            return abs(translation.x) > abs(translation.y) ? self.canScrollHorizontally : self.canScrollVertically
        }
        panGestureRecognizer.addAction { [weak self] recognizer in
            self?.handlePan(recognizer as! UIPanGestureRecognizer)
        }
        addGestureRecognizer(panGestureRecognizer)
    }

    /// True when the content is wider than the space for it, or horizontal bouncing is forced.
    var canScrollHorizontally: Bool { alwaysBounceHorizontal || maximumContentOffset.x > minimumContentOffset.x }
    /// True when the content is taller than the space for it, vertical bouncing is forced, or a
    /// refresh control waits to be pulled.
    var canScrollVertically: Bool {
        alwaysBounceVertical || refreshControl != nil || maximumContentOffset.y > minimumContentOffset.y
    }

    private func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            stopMotion()
            isDragging = true
            dragStartOffset = contentOffset
            showIndicatorsBriefly(hideAfterward: false)
            if keyboardDismissMode == .onDrag || keyboardDismissMode == .onDragWithAccessory { dismissKeyboard() }
            delegate?.scrollViewWillBeginDragging(self)
            fallthrough
        case .changed:
            let translation = pan.translation(in: nil)
            let raw = CGPoint(
                x: canScrollHorizontally ? dragStartOffset.x - translation.x : contentOffset.x,
                y: canScrollVertically ? dragStartOffset.y - translation.y : contentOffset.y)
            contentOffset = bounces ? rubberBanded(raw) : clampedOffset(raw)
            if keyboardDismissMode == .interactive || keyboardDismissMode == .interactiveWithAccessory,
                let window, let touch = pan.lastTouch, window.keyboardHeight > 0,
                touch.locationInWindow.y > window.bounds.height - window.keyboardHeight
            {
                dismissKeyboard()
            }
        case .ended, .cancelled:
            isDragging = false
            let velocity = pan.velocity(in: nil)
            endDrag(
                velocity: CGPoint(
                    x: canScrollHorizontally ? -velocity.x : 0, y: canScrollVertically ? -velocity.y : 0))
        default:
            break
        }
    }

    private func dismissKeyboard() {
        guard let responder = window?.firstResponder else { return }
        _ = responder.resignFirstResponder()
    }

    /// The rubber band's constant c (see `rubberBanded(_:)`).
    private static let bandResistance: CGFloat = 0.55

    /// How far content dragged `distance` points past an edge shows past it: x·d·c / (d + c·x).
    static func bandedDistance(_ distance: CGFloat, dimension: CGFloat) -> CGFloat {
        distance * dimension * bandResistance / (dimension + bandResistance * distance)
    }

    /// The drag distance past an edge that shows `shown` points past it (the inverse of
    /// `bandedDistance`; a negative distance, inside the edge, is not banded); nil when no drag
    /// reaches that far.
    static func unbandedDistance(_ shown: CGFloat, dimension: CGFloat) -> CGFloat? {
        guard shown > 0 else { return shown }
        guard shown < dimension else { return nil }
        return shown * dimension / (bandResistance * (dimension - shown))
    }

    /// Past an edge the content follows the finger with resistance: x·d·c / (d + c·x), c = 0.55,
    /// d = the view's size (the rubber-band formula widely attributed to UIKit).
    private func rubberBanded(_ offset: CGPoint) -> CGPoint {
        func band(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat, _ dimension: CGFloat) -> CGFloat {
            func resist(_ x: CGFloat) -> CGFloat { Self.bandedDistance(x, dimension: dimension) }
            if value < low { return low - resist(low - value) }
            if value > high { return high + resist(value - high) }
            return value
        }
        let (low, high) = (minimumContentOffset, maximumContentOffset)
        return CGPoint(x: band(offset.x, low.x, high.x, bounds.width), y: band(offset.y, low.y, high.y, bounds.height))
    }

    /// Asks the delegate where to stop, then decelerates (or pages, or springs back) to there.
    /// `velocity` is in content points per second.
    private func endDrag(velocity: CGPoint) {
        let natural =
            isPagingEnabled ? pageOffset(forVelocity: velocity) : clampedOffset(projectedOffset(velocity: velocity))
        var target = natural
        withUnsafeMutablePointer(to: &target) { pointer in
            delegate?.scrollViewWillEndDragging(
                self, withVelocity: CGPoint(x: velocity.x / 1000, y: velocity.y / 1000), targetContentOffset: pointer)
        }
        let resting =
            hypot(target.x - contentOffset.x, target.y - contentOffset.y) < 0.5
            && clampedOffset(contentOffset) == contentOffset
        guard let window, !resting else {
            if window == nil { contentOffset = clampedOffset(contentOffset) }
            delegate?.scrollViewDidEndDragging(self, willDecelerate: false)
            return
        }
        delegate?.scrollViewDidEndDragging(self, willDecelerate: true)
        delegate?.scrollViewWillBeginDecelerating(self)
        let now = window.clock.now
        if isPagingEnabled && target == natural {
            startMotion(
                .animated(from: contentOffset, to: target, start: now, duration: .milliseconds(300)), followsDrag: true)
        } else if target == natural && clampedOffset(contentOffset) == contentOffset {
            startMotion(.decelerating(velocity: velocity, last: now), followsDrag: true)
        } else if target == natural {
            startMotion(
                .springingBack(from: contentOffset, to: clampedOffset(contentOffset), start: now), followsDrag: true)
        } else {
            startMotion(.approaching(target: target, last: now), followsDrag: true)
        }
    }

    /// After a touch stopped moving content and lifted without dragging: content left between pages,
    /// or past an edge, goes on to the nearest page or back inside, as in UIKit.
    func settleAfterStoppingTouch() {
        guard !isDragging, motion == nil, let window else { return }
        let target = isPagingEnabled ? pageOffset(forVelocity: .zero) : clampedOffset(contentOffset)
        guard hypot(target.x - contentOffset.x, target.y - contentOffset.y) >= 0.5 else { return }
        startMotion(
            .animated(from: contentOffset, to: target, start: window.clock.now, duration: .milliseconds(300)),
            followsDrag: true)
    }

    /// Where a fling at `velocity` (points per second) would come to rest without edges.
    private func projectedOffset(velocity: CGPoint) -> CGPoint {
        let rate = decelerationRate.rawValue
        guard rate > 0, rate < 1 else { return contentOffset }
        let distanceFactor = 1 / (-log(rate) * 1000)  // ∫ v·rateᵗ dt over milliseconds, v in points per second
        return CGPoint(
            x: contentOffset.x + velocity.x * distanceFactor, y: contentOffset.y + velocity.y * distanceFactor)
    }

    /// The page to settle on: the nearest one, or the next one in the fling's direction.
    private func pageOffset(forVelocity velocity: CGPoint) -> CGPoint {
        func page(_ offset: CGFloat, _ size: CGFloat, _ speed: CGFloat) -> CGFloat {
            guard size > 0 else { return offset }
            let current = offset / size
            let index =
                abs(speed) > 300 ? (speed > 0 ? current.rounded(.up) : current.rounded(.down)) : current.rounded()
            return index * size
        }
        return clampedOffset(
            CGPoint(
                x: page(contentOffset.x, bounds.width, velocity.x), y: page(contentOffset.y, bounds.height, velocity.y))
        )
    }

    // MARK: Motion

    func startMotion(_ newMotion: ScrollMotion, followsDrag: Bool) {
        guard let window else { return }
        motion = newMotion
        motionFollowsDrag = followsDrag
        motionTimer?.cancel()
        motionTimer = window.clock.repeatingTimer(every: .seconds(1) / Animator.framesPerSecond, catchUp: .coalesce) {
            [weak self] _ in
            self?.stepMotion()
        }
        showIndicatorsBriefly(hideAfterward: false)
    }

    func stepMotion() {
        guard let window, let current = motion else { return stopMotion() }
        let (offset, next) = current.step(now: window.clock.now, offset: contentOffset, scrollView: self)
        contentOffset = offset
        motion = next
        guard next == nil else { return }
        let followedDrag = motionFollowsDrag
        stopMotion()
        if followedDrag {
            delegate?.scrollViewDidEndDecelerating(self)
        } else {
            delegate?.scrollViewDidEndScrollingAnimation(self)
        }
    }

    /// Stops content moving on its own, where it is, without telling the delegate.
    func stopMotion() {
        motionTimer?.cancel()
        motionTimer = nil
        motionFollowsDrag = false
        if motion != nil {
            motion = nil
            showIndicatorsBriefly()
        }
    }
}
