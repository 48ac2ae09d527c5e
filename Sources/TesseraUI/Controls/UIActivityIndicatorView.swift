public import Foundation
import TesseraCore
public import TesseraGraphics

/// A spinner that shows a task is under way (`UIActivityIndicatorView`): eight spokes around a
/// centre, fading behind the brightest one as it steps round.
///
/// The phase comes from the window's clock, not from when animation started: at clock time `t`
/// the brightest spoke is `⌊t / (period / 8)⌋ mod 8` (clockwise from 12 o'clock), so a snapshot
/// at a fixed `TestClock` time is always the same picture. While animating in a window, the view
/// asks for a redraw at each step on that clock. Outside a window, or stopped, it shows phase 0.
///
/// Like UIKit's, it is a plain view and sends no events. `hidesWhenStopped` (default true) hides
/// it while stopped.
///
/// For example:
/// ```swift
/// let spinner = UIActivityIndicatorView(style: .large)
/// spinner.startAnimating()
/// spinner.accessibilityValue   // "In progress"
/// ```
///
/// Main actor only.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    /// The spinner's size (`UIActivityIndicatorView.Style`, with iOS's raw values).
    public enum Style: Int, Hashable, Sendable {
        /// 20 × 20 points.
        case medium = 100
        /// 37 × 37 points.
        case large = 101

        /// The edge of the square the spinner fills, in points (UIKit's 20 and 37).
        public var side: CGFloat { self == .medium ? 20 : 37 }
    }

    /// The number of spokes.
    public static let spokeCount = 8
    /// One full turn of the brightest spoke (UIKit's spinner turns about once a second).
    public static let period: Duration = .milliseconds(1000)

    open var style: Style {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }
    /// The spokes' colour (nil resets it). Default `secondaryLabel`-grey: (60, 60, 67) light,
    /// (235, 235, 245) dark, opaque.
    open var color: UIColor! {
        get { storedColor }
        set {
            storedColor = newValue ?? Self.defaultColor
            setNeedsDisplay()
        }
    }
    static let defaultColor = UIColor(light: UIColor(rgb: 0x3C3C43), dark: UIColor(rgb: 0xEBEBF5))
    private var storedColor = UIActivityIndicatorView.defaultColor
    /// Whether the view hides while stopped. Default true. Turning it off while stopped shows the
    /// view; turning it on while stopped hides it.
    open var hidesWhenStopped = true {
        didSet {
            guard !isAnimating, hidesWhenStopped != oldValue else { return }
            isHidden = hidesWhenStopped
        }
    }
    public private(set) var isAnimating = false

    /// "In progress" while animating, "Stopped" otherwise.
    override open var accessibilityValue: String? {
        get { super.accessibilityValue ?? (isAnimating ? "In progress" : "Stopped") }
        set { super.accessibilityValue = newValue }
    }

    private var tick: (any Cancellable)?

    /// A medium spinner; a zero frame takes the style's size.
    override public init(frame: CGRect = .zero) {
        self.style = .medium
        super.init(frame: frame)
        if frame.size == .zero { self.frame.size = CGSize(width: style.side, height: style.side) }
        accessibilityLabel = "In progress"
        isUserInteractionEnabled = false
        isHidden = hidesWhenStopped
    }

    /// A spinner of `style`, sized to it.
    public convenience init(style: Style) {
        self.init(frame: CGRect(origin: .zero, size: CGSize(width: style.side, height: style.side)))
        self.style = style
    }

    /// Starts spinning and shows the view. Does nothing when already animating.
    open func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        isHidden = false
        scheduleTick()
        setNeedsDisplay()
    }

    /// Stops spinning (and hides the view when `hidesWhenStopped`).
    open func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        tick?.cancel()
        tick = nil
        if hidesWhenStopped { isHidden = true }
        setNeedsDisplay()
    }

    /// The brightest spoke, 0…7 clockwise from 12 o'clock, at clock time `now`.
    public static func phase(at now: Duration) -> Int {
        let step = period / spokeCount
        let steps = now / step
        return Int(steps.rounded(.down)) % spokeCount
    }

    /// The brightest spoke now: from the window's clock while animating, else 0.
    public var currentPhase: Int {
        guard isAnimating, let clock = window?.clock else { return 0 }
        return Self.phase(at: clock.now)
    }

    override open var intrinsicContentSize: CGSize { CGSize(width: style.side, height: style.side) }
    override open func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    override open func didMoveToWindow() {
        super.didMoveToWindow()
        tick?.cancel()
        tick = nil
        if isAnimating { scheduleTick() }
    }

    /// Eight rounded spokes; the brightest at `currentPhase`, the ones behind it fading to 25 %.
    override open func draw(in context: inout DisplayList) {
        let side = min(style.side, min(bounds.width, bounds.height))
        guard side > 0 else { return }
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let outer = side / 2
        let length = outer * 0.48
        let width = max(1.5, side * 0.1)
        let base = storedColor.resolvedColor(with: traitCollection)
        let brightest = currentPhase
        for spoke in 0..<Self.spokeCount {
            let behind = (brightest - spoke + Self.spokeCount) % Self.spokeCount
            let opacity = 1 - 0.75 * Double(behind) / Double(Self.spokeCount - 1)
            let angle = CGFloat(spoke) * 2 * .pi / CGFloat(Self.spokeCount)
            var shape = Path.roundedRect(
                CGRect(x: -width / 2, y: -outer, width: width, height: length), radius: width / 2)
            shape = shape.applying(
                CGAffineTransform(rotationAngle: angle).concatenating(
                    CGAffineTransform(translationX: center.x, y: center.y)))
            context.fill(shape, color: base.withAlphaComponent(base.alpha * opacity))
        }
    }

    /// Asks for a redraw at the start of the next step on the window's clock, and again after it.
    private func scheduleTick() {
        guard isAnimating, let clock = window?.clock else { return }
        let step = Self.period / Self.spokeCount
        let next = step * (Int((clock.now / step).rounded(.down)) + 1)
        tick = clock.schedule(at: next) { [weak self] in
            guard let self, self.isAnimating else { return }
            self.setNeedsDisplay()
            self.scheduleTick()
        }
    }
}
