public import Foundation
public import TesseraGraphics
import TesseraCore

/// A view whose content is larger than itself and moves under it (`UIScrollView`).
///
/// `contentOffset` is the bounds origin: the content point shown at the view's top-left corner.
/// It moves with the mouse wheel, with drags (a pan recogniser, with rubber-banding past the edges
/// and deceleration after release, on the window's clock), with `setContentOffset(_:animated:)` and
/// `scrollRectToVisible(_:animated:)`, and when a text field inside takes focus. Paging snaps to
/// multiples of the view's size.
///
/// For example:
/// ```swift
/// let scroll = UIScrollView(frame: window.bounds)
/// scroll.contentSize = CGSize(width: 393, height: 2000)
/// scroll.onScroll = { print($0.contentOffset.y) }
/// ```
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// How content insets follow the safe area.
    public enum ContentInsetAdjustment: Hashable, Sendable {
        /// `contentInset` plus the safe-area insets (and the on-screen keyboard) — UIKit's default.
        case automatic
        /// `contentInset` only.
        case never
    }

    /// The size of the content in points.
    open var contentSize: CGSize = .zero { didSet { contentGeometryDidChange() } }
    /// Extra scrollable space around the content, in points.
    open var contentInset: UIEdgeInsets = .zero { didSet { contentGeometryDidChange() } }
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustment = .automatic { didSet { contentGeometryDidChange() } }
    open var isScrollEnabled = true { didSet { panGestureRecognizer.isEnabled = isScrollEnabled } }
    /// Snap to multiples of the bounds size when a drag ends.
    open var isPagingEnabled = false
    /// Allow dragging past the edges, with resistance, springing back on release.
    open var bounces = true
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    /// How fast a fling slows: the velocity is multiplied by this every millisecond (UIKit's normal
    /// rate is 0.998, fast is 0.99).
    public var decelerationRate = 0.998

    /// Called after every change of `contentOffset`.
    public final var onScroll: (@MainActor (UIScrollView) -> Void)?
    /// Called when scrolling motion (a drag's deceleration or an animated scroll) stops.
    public final var onScrollEnd: (@MainActor (UIScrollView) -> Void)?

    /// The recogniser that drags the content.
    public let panGestureRecognizer = UIPanGestureRecognizer()

    /// True while a finger drags the content.
    public private(set) var isDragging = false
    /// True while content moves on its own after a drag or during an animated scroll.
    public var isDecelerating: Bool { motion != nil }

    let verticalIndicator = UIView()
    let horizontalIndicator = UIView()
    var motion: ScrollMotion?
    private var dragStartOffset: CGPoint = .zero
    private var indicatorHideTimer: ClockTimer?
    private var indicatorsVisible = false

    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        clipsToBounds = true
        for indicator in [verticalIndicator, horizontalIndicator] {
            indicator.backgroundColor = UIColor(light: UIColor(white: 0, alpha: 0.35), dark: UIColor(white: 1, alpha: 0.35))
            indicator.isUserInteractionEnabled = false
            indicator.isHidden = true
            addSubview(indicator)
        }
        panGestureRecognizer.cancelsTouchesInView = true
        // A drag along an axis the content cannot scroll is left to the views inside (a slider
        // in a vertical list keeps its horizontal drag).
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

    /// The content point at the top-left corner of the view (the bounds origin), in points.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue != bounds.origin, newValue.x.isFinite, newValue.y.isFinite else { return }
            bounds.origin = newValue
            layoutIndicators()
            onScroll?(self)
        }
    }

    /// `contentInset` plus, with `automatic` adjustment, the safe area and the part of the view the
    /// window's on-screen keyboard covers.
    public var adjustedContentInset: UIEdgeInsets {
        guard contentInsetAdjustmentBehavior == .automatic else { return contentInset }
        let safe = safeAreaInsets
        let bottom = max(safe.bottom, keyboardOverlap)
        return UIEdgeInsets(
            top: contentInset.top + safe.top, left: contentInset.left + safe.left,
            bottom: contentInset.bottom + bottom, right: contentInset.right + safe.right)
    }

    /// How much of the view the window's on-screen keyboard covers, in points.
    var keyboardOverlap: CGFloat {
        guard let window, window.keyboardHeight > 0 else { return 0 }
        let frameInWindow = convert(bounds, to: nil)
        return max(0, frameInWindow.maxY - (window.bounds.height - window.keyboardHeight))
    }

    /// The smallest allowed offset: minus the top/left adjusted insets.
    public var minimumContentOffset: CGPoint {
        let inset = adjustedContentInset
        return CGPoint(x: -inset.left, y: -inset.top)
    }

    /// The largest allowed offset: content plus insets minus the view's size (never below the minimum).
    public var maximumContentOffset: CGPoint {
        let inset = adjustedContentInset
        let minimum = minimumContentOffset
        return CGPoint(
            x: max(minimum.x, contentSize.width + inset.right - bounds.width),
            y: max(minimum.y, contentSize.height + inset.bottom - bounds.height))
    }

    /// `offset` limited to the allowed range.
    public func clampedOffset(_ offset: CGPoint) -> CGPoint {
        let (low, high) = (minimumContentOffset, maximumContentOffset)
        return CGPoint(x: min(max(offset.x, low.x), high.x), y: min(max(offset.y, low.y), high.y))
    }

    /// Moves the content; animated moves ease out over 0.3 s on the window's clock.
    public func setContentOffset(_ offset: CGPoint, animated: Bool) {
        stopMotion()
        guard animated, let window else {
            contentOffset = offset
            return
        }
        startMotion(.animated(from: contentOffset, to: offset, start: window.clock.now, duration: .milliseconds(300)))
    }

    /// Scrolls the least distance that shows `rect` (content coordinates); does nothing when it is
    /// already visible. A rect larger than the view aligns its top-left edge.
    public func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        var inset = adjustedContentInset
        inset.bottom = max(inset.bottom, keyboardOverlap)
        let visible = CGRect(
            x: contentOffset.x + inset.left, y: contentOffset.y + inset.top,
            width: bounds.width - inset.horizontal, height: bounds.height - inset.vertical)
        var target = contentOffset
        if rect.minY < visible.minY || rect.height > visible.height {
            target.y = rect.minY - inset.top
        } else if rect.maxY > visible.maxY {
            target.y = rect.maxY - visible.height - inset.top
        }
        if rect.minX < visible.minX || rect.width > visible.width {
            target.x = rect.minX - inset.left
        } else if rect.maxX > visible.maxX {
            target.x = rect.maxX - visible.width - inset.left
        }
        let clamped = clampedOffset(target)
        if clamped != contentOffset { setContentOffset(clamped, animated: animated) }
    }

    // MARK: Wheel

    override open func scrollWheel(delta: CGSize, at location: CGPoint) -> Bool {
        guard isScrollEnabled else { return super.scrollWheel(delta: delta, at: location) }
        let target = clampedOffset(CGPoint(x: contentOffset.x + delta.width, y: contentOffset.y + delta.height))
        guard target != contentOffset else { return super.scrollWheel(delta: delta, at: location) }
        stopMotion()
        contentOffset = target
        showIndicatorsBriefly()
        return true
    }

    // MARK: Dragging

    private func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            stopMotion()
            isDragging = true
            dragStartOffset = contentOffset
            showIndicatorsBriefly(hideAfterward: false)
            fallthrough
        case .changed:
            let translation = pan.translation(in: nil)
            let raw = CGPoint(
                x: canScrollHorizontally ? dragStartOffset.x - translation.x : contentOffset.x,
                y: canScrollVertically ? dragStartOffset.y - translation.y : contentOffset.y)
            contentOffset = bounces ? rubberBanded(raw) : clampedOffset(raw)
        case .ended, .cancelled:
            isDragging = false
            let velocity = pan.velocity(in: nil)
            endDrag(velocity: CGPoint(
                x: canScrollHorizontally ? -velocity.x : 0, y: canScrollVertically ? -velocity.y : 0))
        default:
            break
        }
    }

    /// True when the content is wider (or taller) than the space for it, or bouncing is forced.
    var canScrollHorizontally: Bool { maximumContentOffset.x > minimumContentOffset.x }
    var canScrollVertically: Bool { maximumContentOffset.y > minimumContentOffset.y }

    /// Past an edge the content follows the finger with resistance: x·d·c / (d + c·x), c = 0.55,
    /// d = the view's size (the rubber-band formula widely attributed to UIKit).
    private func rubberBanded(_ offset: CGPoint) -> CGPoint {
        func band(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat, _ dimension: CGFloat) -> CGFloat {
            let c: CGFloat = 0.55
            func resist(_ x: CGFloat) -> CGFloat { x * dimension * c / (dimension + c * x) }
            if value < low { return low - resist(low - value) }
            if value > high { return high + resist(value - high) }
            return value
        }
        let (low, high) = (minimumContentOffset, maximumContentOffset)
        return CGPoint(x: band(offset.x, low.x, high.x, bounds.width), y: band(offset.y, low.y, high.y, bounds.height))
    }

    private func endDrag(velocity: CGPoint) {
        guard let window else {
            contentOffset = clampedOffset(contentOffset)
            return
        }
        if isPagingEnabled {
            setContentOffset(pageOffset(forVelocity: velocity), animated: true)
        } else {
            startMotion(.decelerating(velocity: velocity, last: window.clock.now))
        }
    }

    /// The page to settle on: the nearest one, or the next one in the fling's direction.
    private func pageOffset(forVelocity velocity: CGPoint) -> CGPoint {
        func page(_ offset: CGFloat, _ size: CGFloat, _ speed: CGFloat) -> CGFloat {
            guard size > 0 else { return offset }
            let current = offset / size
            let index = abs(speed) > 300 ? (speed > 0 ? current.rounded(.up) : current.rounded(.down)) : current.rounded()
            return index * size
        }
        return clampedOffset(CGPoint(
            x: page(contentOffset.x, bounds.width, velocity.x), y: page(contentOffset.y, bounds.height, velocity.y)))
    }

    // MARK: Motion

    private func startMotion(_ newMotion: ScrollMotion) {
        guard let window else { return }
        motion = newMotion
        motionTimer?.cancel()
        motionTimer = window.clock.repeatingTimer(every: .seconds(1) / Animator.framesPerSecond, catchUp: .coalesce) { [weak self] _ in
            self?.stepMotion()
        }
        showIndicatorsBriefly(hideAfterward: false)
    }

    private var motionTimer: ClockTimer?

    func stepMotion() {
        guard let window, let current = motion else { return stopMotion() }
        let (offset, next) = current.step(now: window.clock.now, offset: contentOffset, scrollView: self)
        contentOffset = offset
        motion = next
        if next == nil {
            stopMotion()
            onScrollEnd?(self)
        }
    }

    private func stopMotion() {
        motionTimer?.cancel()
        motionTimer = nil
        if motion != nil {
            motion = nil
            showIndicatorsBriefly()
        }
    }

    // MARK: Indicators

    override open func layoutSubviews() {
        super.layoutSubviews()
        layoutIndicators()
    }

    private func contentGeometryDidChange() {
        if !isDragging, motion == nil { contentOffset = clampedOffset(contentOffset) }
        setNeedsLayout()
    }

    func layoutIndicators() {
        bringSubviewToFront(horizontalIndicator)
        bringSubviewToFront(verticalIndicator)
        let thickness: CGFloat = 3, margin: CGFloat = 3
        let inset = adjustedContentInset
        let visibleHeight = bounds.height - inset.vertical
        let visibleWidth = bounds.width - inset.horizontal
        let showVertical = indicatorsVisible && showsVerticalScrollIndicator && contentSize.height > visibleHeight
        let showHorizontal = indicatorsVisible && showsHorizontalScrollIndicator && contentSize.width > visibleWidth
        verticalIndicator.isHidden = !showVertical
        horizontalIndicator.isHidden = !showHorizontal
        if showVertical {
            let track = visibleHeight - 2 * margin
            let length = max(36, track * visibleHeight / contentSize.height)
            let progress = (contentOffset.y - minimumContentOffset.y) / max(1, maximumContentOffset.y - minimumContentOffset.y)
            let y = contentOffset.y + inset.top + margin + (track - length) * min(max(progress, 0), 1)
            verticalIndicator.frame = CGRect(x: contentOffset.x + bounds.width - thickness - margin, y: y, width: thickness, height: length)
            verticalIndicator.layer.cornerRadius = thickness / 2
        }
        if showHorizontal {
            let track = visibleWidth - 2 * margin
            let length = max(36, track * visibleWidth / contentSize.width)
            let progress = (contentOffset.x - minimumContentOffset.x) / max(1, maximumContentOffset.x - minimumContentOffset.x)
            let x = contentOffset.x + inset.left + margin + (track - length) * min(max(progress, 0), 1)
            horizontalIndicator.frame = CGRect(x: x, y: contentOffset.y + bounds.height - thickness - margin - inset.bottom, width: length, height: thickness)
            horizontalIndicator.layer.cornerRadius = thickness / 2
        }
    }

    /// Shows the indicators; they hide 0.5 s after scrolling stops (on the window's clock).
    public func flashScrollIndicators() { showIndicatorsBriefly() }

    private func showIndicatorsBriefly(hideAfterward: Bool = true) {
        indicatorsVisible = true
        layoutIndicators()
        indicatorHideTimer?.cancel()
        indicatorHideTimer = nil
        guard hideAfterward, let clock = window?.clock else { return }
        indicatorHideTimer = clock.oneShotTimer(after: .milliseconds(500)) { [weak self] _ in
            guard let self, !self.isDragging, self.motion == nil else { return }
            self.indicatorsVisible = false
            self.layoutIndicators()
        }
    }
}
