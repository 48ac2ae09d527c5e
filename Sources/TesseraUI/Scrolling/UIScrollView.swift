public import Foundation
import TesseraCore
public import TesseraGraphics
import TesseraLayout

/// A view whose content is larger than itself and moves under it (`UIScrollView`).
///
/// `contentOffset` is the bounds origin: the content point shown at the view's top-left corner.
/// It moves with the mouse wheel, with drags (its `panGestureRecognizer`, with rubber-banding past
/// the edges and deceleration after release, on the window's clock), with
/// `setContentOffset(_:animated:)` and `scrollRectToVisible(_:animated:)`, and when a text field
/// inside takes focus. Paging snaps to multiples of the view's size. The `delegate` hears every move
/// (see `UIScrollViewDelegate` for the order).
///
/// `contentSize` is set directly, or by Auto Layout: constraints from the content to
/// `contentLayoutGuide` define it, and `frameLayoutGuide` follows the scroll view's frame.
///
/// For example, a form in a scroll view:
/// ```swift
/// let scrollView = UIScrollView()
/// let stack = UIStackView(arrangedSubviews: fields)
/// stack.axis = .vertical
/// stack.translatesAutoresizingMaskIntoConstraints = false
/// scrollView.addSubview(stack)
/// NSLayoutConstraint.activate([
///     stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
///     stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
///     stack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
///     stack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
///     stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
/// ])   // contentSize is now the stack's size
/// ```
///
/// A `refreshControl` adds pull-to-refresh (see `UIRefreshControl`).
///
/// Differences from UIKit: no zooming (`zoomScale` and `viewForZooming(in:)` do not exist);
/// `delaysContentTouches` is accepted but touches are never delayed.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// The size of the content in points. With constraints to `contentLayoutGuide` that define its
    /// size, Auto Layout sets it on every layout pass.
    open var contentSize: CGSize = .zero {
        didSet {
            guard contentSize != oldValue else { return }
            if let guide = existingLayoutNode?.scrollContentGuide { guide.contentSize = contentSize }
            contentGeometryDidChange()
        }
    }
    /// Extra scrollable space around the content, in points.
    open var contentInset: UIEdgeInsets = .zero {
        didSet { if contentInset != oldValue { contentGeometryDidChange() } }
    }
    /// Whether, and on which edges, the safe area is added to `contentInset` (see
    /// `ContentInsetAdjustmentBehavior`). Default `.automatic`.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { if contentInsetAdjustmentBehavior != oldValue { contentGeometryDidChange() } }
    }
    /// Whether the indicators stay clear of the safe area. Default true.
    open var automaticallyAdjustsScrollIndicatorInsets = true { didSet { setNeedsLayout() } }
    /// Extra inset of the vertical indicator's track, in points.
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }
    /// Extra inset of the horizontal indicator's track, in points.
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }
    /// Reads the vertical indicator's insets; sets both indicators' insets.
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }

    /// Whether drags and the wheel scroll the content. Default true.
    open var isScrollEnabled = true { didSet { panGestureRecognizer.isEnabled = isScrollEnabled } }
    /// Snap to multiples of the bounds size when a drag ends. Default false.
    open var isPagingEnabled = false
    /// Allow dragging past the edges, with resistance, springing back on release. Default true.
    open var bounces = true
    /// Allow dragging (and bouncing) vertically even when the content is not taller than the view.
    open var alwaysBounceVertical = false
    /// Allow dragging (and bouncing) horizontally even when the content is not wider than the view.
    open var alwaysBounceHorizontal = false
    /// Whether the vertical indicator shows while the content moves. Default true.
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator shows while the content moves. Default true.
    open var showsHorizontalScrollIndicator = true
    /// The indicators' colour. Default `.default` (dark in light mode, light in dark mode).
    open var indicatorStyle: IndicatorStyle = .default { didSet { updateIndicatorColor() } }
    /// How fast content slows after a fling. Default `.normal`.
    open var decelerationRate: DecelerationRate = .normal
    /// Whether dragging dismisses the on-screen keyboard. Default `.none`.
    open var keyboardDismissMode: KeyboardDismissMode = .none
    /// Whether a tap on the status bar scrolls this view to the top. Default true.
    open var scrollsToTop = true
    /// Whether a drag that starts on a control cancels the control's touch. Default true.
    open var canCancelContentTouches: Bool {
        get { panGestureRecognizer.cancelsTouchesInView }
        set { panGestureRecognizer.cancelsTouchesInView = newValue }
    }
    /// Accepted for compatibility; touches reach the content at once.
    open var delaysContentTouches = true

    /// The pull-to-refresh control above the content; nil (the default) for none. Setting it adds
    /// it as a subview and lets the content be pulled down even when it is shorter than the view
    /// (UIScrollView+RefreshControl.swift).
    open var refreshControl: UIRefreshControl? {
        didSet { refreshControlDidChange(from: oldValue) }
    }

    /// Hears scrolling, dragging and deceleration (`UIScrollViewDelegate`). Held weakly.
    open weak var delegate: (any UIScrollViewDelegate)?

    /// The recogniser that drags the content.
    public let panGestureRecognizer: UIPanGestureRecognizer = ScrollViewPanGestureRecognizer()

    /// True while a finger is down on the content (before and during a drag).
    public internal(set) var isTracking = false
    /// True while a finger drags the content.
    public internal(set) var isDragging = false
    /// True while the content moves on after a drag (decelerating, paging or springing back).
    public var isDecelerating: Bool { motion != nil && motionFollowsDrag }
    /// True while the content moves on its own: decelerating, or an animated
    /// `setContentOffset(_:animated:)` (for the UI driver).
    package var isAnimatingScroll: Bool { motion != nil }

    let verticalIndicator = UIView()
    let horizontalIndicator = UIView()
    var motion: ScrollMotion?
    /// Whether the motion continues a drag (`isDecelerating`) rather than an animated scroll.
    var motionFollowsDrag = false
    var motionTimer: ClockTimer?
    var dragStartOffset: CGPoint = .zero
    var indicatorHideTimer: ClockTimer?
    var indicatorsVisible = false
    /// The adjusted inset last reported to `adjustedContentInsetDidChange()`.
    var reportedAdjustedContentInset = UIEdgeInsets.zero
    /// The bars whose appearance follows whether this view is scrolled to an edge.
    var scrollEdgeObservers: [WeakScrollEdgeObserver] = []

    override class var setUpRunningClass: UIView.Type { UIScrollView.self }

    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        defer { runSetUp(after: UIScrollView.self) }
        clipsToBounds = true
        for indicator in [verticalIndicator, horizontalIndicator] {
            indicator.isUserInteractionEnabled = false
            indicator.isHidden = true
            addSubview(indicator)
        }
        updateIndicatorColor()
        setUpDragging()
    }

    /// The content point at the top-left corner of the view (the bounds origin), in points.
    /// Setting it moves the content at once (any motion in progress continues from there) and tells
    /// the delegate `scrollViewDidScroll(_:)`.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue != bounds.origin, newValue.x.isFinite, newValue.y.isFinite else { return }
            bounds.origin = newValue
            layoutIndicators()
            refreshControl?.scrollViewDidScroll(self)
            delegate?.scrollViewDidScroll(self)
            notifyScrollEdgeObservers()
        }
    }

    /// Moves the content; animated moves ease out over 0.3 s on the window's clock and end with
    /// `scrollViewDidEndScrollingAnimation(_:)`. Outside a window the move is immediate.
    open func setContentOffset(_ offset: CGPoint, animated: Bool) {
        stopMotion()
        guard animated, let window, offset != contentOffset else {
            contentOffset = offset
            return
        }
        startMotion(
            .animated(from: contentOffset, to: offset, start: window.clock.now, duration: .milliseconds(300)),
            followsDrag: false)
    }

    /// Scrolls the least distance that shows `rect` (content coordinates) inside the adjusted
    /// insets and above the on-screen keyboard; does nothing when it is already visible. A rect
    /// larger than the view aligns its top-left edge.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
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

    /// The smallest offset a drag settles at: minus the top/left adjusted insets.
    package var minimumContentOffset: CGPoint {
        let inset = adjustedContentInset
        return CGPoint(x: -inset.left, y: -inset.top)
    }

    /// The largest offset a drag settles at: content plus insets minus the view's size (never below
    /// the minimum).
    package var maximumContentOffset: CGPoint {
        let inset = adjustedContentInset
        let minimum = minimumContentOffset
        return CGPoint(
            x: max(minimum.x, contentSize.width + inset.right - bounds.width),
            y: max(minimum.y, contentSize.height + inset.bottom - bounds.height))
    }

    /// `offset` limited to the range a drag settles in.
    package func clampedOffset(_ offset: CGPoint) -> CGPoint {
        let (low, high) = (minimumContentOffset, maximumContentOffset)
        return CGPoint(x: min(max(offset.x, low.x), high.x), y: min(max(offset.y, low.y), high.y))
    }

    // MARK: Keys

    /// Scrolling keys that reach the scroll view scroll it (UIScrollView+Keyboard.swift); the
    /// rest go up the chain.
    override open func keyDown(_ key: Key, modifiers: KeyModifiers) -> Bool {
        scroll(forKey: key, modifiers: modifiers) || super.keyDown(key, modifiers: modifiers)
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

    /// Called when `adjustedContentInset` changes; the default tells the delegate
    /// (`scrollViewDidChangeAdjustedContentInset(_:)`). Call super when overriding.
    open func adjustedContentInsetDidChange() {
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }

    // MARK: Layout

    override open func layoutSubviews() {
        super.layoutSubviews()
        reportAdjustedContentInsetChange()
        layoutIndicators()
        layOutRefreshControl()
        notifyScrollEdgeObservers()  // a new size or safe area may move the content to or from an edge
    }

    /// Keeps the offset in range (unless the content is moving) after the content size or insets change.
    func contentGeometryDidChange() {
        reportAdjustedContentInsetChange()
        notifyScrollEdgeObservers()
        if !isDragging, motion == nil { contentOffset = clampedOffset(contentOffset) }
        setNeedsLayout()
    }
}

/// The scroll view's pan recogniser: a finger down on the content sets `isTracking` and stops
/// content that is still moving after a drag, as in UIKit; lifted without dragging, it lets the
/// content settle (on a page, or inside the edges).
@MainActor
final class ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard let scrollView = view as? UIScrollView, scrollView.isScrollEnabled else { return }
        scrollView.isTracking = true
        if scrollView.isDecelerating { scrollView.stopMotion() }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        liftedWithoutDragging()
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        liftedWithoutDragging()
    }

    private func liftedWithoutDragging() {
        guard let scrollView = view as? UIScrollView else { return }
        scrollView.isTracking = false
        if scrollView.isScrollEnabled { scrollView.settleAfterStoppingTouch() }
    }
}
