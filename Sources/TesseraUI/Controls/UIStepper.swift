public import Foundation
import TesseraCore
public import TesseraGraphics

/// Increments or decrements a value with − and + segments (`UIStepper`): a 94 × 32 point rounded
/// rectangle split into two 47-point halves.
///
/// Pressing a segment steps the value at once; holding it (with `autorepeat`) steps again after
/// 0.5 s and then every 0.1 s, on the window's clock — so a test with a `TestClock` counts steps
/// exactly. A segment that cannot step (the value is at its limit and `wraps` is off) is drawn
/// dimmed and ignores presses. With `isContinuous` (default) every step sends `.valueChanged`;
/// without it, one `.valueChanged` is sent on release. Setting `value` from code sends nothing.
///
/// For example:
/// ```swift
/// let guests = UIStepper()
/// guests.minimumValue = 1
/// guests.maximumValue = 8
/// guests.value = 2            // no action runs
/// guests.accessibilityValue   // "2"
/// // Holding + for one second on the window's clock: 2 → 3 (press), 4 (0.5 s), 5…8 (0.6–0.9 s).
/// ```
///
/// Main actor only.
@preconcurrency @MainActor
open class UIStepper: UIControl {
    /// The size the stepper prefers, in points (UIKit's 94 × 32).
    public static let preferredSize = CGSize(width: 94, height: 32)
    /// How long a segment is held before it starts repeating (UIKit's 0.5 s).
    public static let autorepeatDelay: Duration = .milliseconds(500)
    /// The time between repeated steps once repeating (0.1 s).
    public static let autorepeatInterval: Duration = .milliseconds(100)

    /// The two halves.
    public enum Segment: Hashable, Sendable {
        /// `decrement`: the minus half; `increment`: the plus half.
        case decrement, increment
    }

    /// The value, within `minimumValue…maximumValue`. Setting it clamps (NaN is ignored) and sends
    /// no actions. Default 0.
    open var value: Double {
        get { storedValue }
        set {
            guard !newValue.isNaN else { return }
            storedValue = min(max(newValue, minimumValue), maximumValue)
            setNeedsDisplay()
        }
    }

    /// The low limit. Default 0. - Precondition: finite and less than `maximumValue`.
    open var minimumValue: Double = 0 {
        didSet {
            precondition(
                minimumValue.isFinite && minimumValue < maximumValue,
                "UIStepper.minimumValue (\(minimumValue)) must be finite and below maximumValue (\(maximumValue))")
            value = storedValue
        }
    }

    /// The high limit. Default 100. - Precondition: finite and greater than `minimumValue`.
    open var maximumValue: Double = 100 {
        didSet {
            precondition(
                maximumValue.isFinite && maximumValue > minimumValue,
                "UIStepper.maximumValue (\(maximumValue)) must be finite and above minimumValue (\(minimumValue))")
            value = storedValue
        }
    }

    /// How much one step changes the value. Default 1. - Precondition: finite and > 0.
    open var stepValue: Double = 1 {
        didSet {
            precondition(stepValue.isFinite && stepValue > 0, "UIStepper.stepValue must be positive, not \(stepValue)")
        }
    }

    /// Whether stepping past a limit wraps to the other one (past the maximum → the minimum).
    /// Default false: the value stops at the limit.
    open var wraps = false { didSet { setNeedsDisplay() } }
    /// Whether holding a segment repeats. Default true.
    open var autorepeat = true
    /// Whether each step sends `.valueChanged` (true, default) or only the release does.
    open var isContinuous = true

    /// The colour of the − and + glyphs. Default `label` (black / white).
    open var glyphColor: UIColor = .label { didSet { setNeedsDisplay() } }

    /// The value as text: whole numbers without a fraction ("5"), others rounded to 10 decimal
    /// places ("0.3", not "0.30000000000000004").
    override open var accessibilityValue: String? {
        get { super.accessibilityValue ?? (Self.format(storedValue)) }
        set { super.accessibilityValue = newValue }
    }

    private var storedValue: Double = 0
    /// The segment held down, while tracking.
    var pressedSegment: Segment?
    /// Whether the held touch is still over the pressed segment (repeats pause when it is not).
    var isPressInside = false
    private var valueAtTrackingStart: Double?
    private var repeatStart: Duration = .zero
    private var repeatTimer: (any Cancellable)?

    override class var setUpRunningClass: UIView.Type { UIStepper.self }

    override public init(frame: CGRect = .zero) {
        super.init(frame: frame)
        defer { runSetUp(after: UIStepper.self) }
        if frame.size == .zero { self.frame.size = Self.preferredSize }
        accessibilityTraits = .adjustable
        setBackgroundColor(
            UIColor(
                light: UIColor(rgb: 0x767680).withAlphaComponent(0.12),
                dark: UIColor(rgb: 0x767680).withAlphaComponent(0.24)))
        layer.cornerRadius = 8
    }

    /// Whether `segment` can step now: always when wrapping, else while the value is not at the
    /// segment's limit (and the stepper is enabled).
    public func canStep(_ segment: Segment) -> Bool {
        guard isEnabled else { return false }
        if wraps { return true }
        return segment == .increment ? storedValue < maximumValue : storedValue > minimumValue
    }

    /// Steps up by `stepValue`, as VoiceOver's swipe up does; sends `.valueChanged` when it changed.
    override open func accessibilityIncrement() {
        if canStep(.increment) { step(.increment, sends: true) }
    }

    /// Steps down by `stepValue`; sends `.valueChanged` when it changed.
    override open func accessibilityDecrement() {
        if canStep(.decrement) { step(.decrement, sends: true) }
    }

    /// The keys of a focused, enabled stepper: Right and Up step up by `stepValue`, Left and Down
    /// step down (wrapping or stopping at the limits as a tap does); each sends `.valueChanged`
    /// when the value changed. Other keys (and modified arrows) go up the responder chain.
    override open func keyDown(_ key: Key, modifiers: KeyModifiers) -> Bool {
        guard isFocused, isEnabled, modifiers.isEmpty else { return super.keyDown(key, modifiers: modifiers) }
        switch key {
        case .rightArrow, .upArrow: accessibilityIncrement()
        case .leftArrow, .downArrow: accessibilityDecrement()
        default: return super.keyDown(key, modifiers: modifiers)
        }
        return true
    }

    // MARK: Size and drawing

    override open var intrinsicContentSize: CGSize { Self.preferredSize }
    override open func sizeThatFits(_ size: CGSize) -> CGSize { Self.preferredSize }

    override open func draw(in context: inout DisplayList) {
        drawStepper(in: &context)
    }

    // MARK: Tracking

    override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        guard isTracking, let touch = touches.first else { return }
        let segment = segment(at: touch.location(in: self))
        valueAtTrackingStart = storedValue
        guard canStep(segment) else { return }
        pressedSegment = segment
        isPressInside = true
        step(segment, sends: isContinuous)
        if autorepeat, let clock = window?.clock {
            repeatStart = clock.now + Self.autorepeatDelay
            scheduleRepeat(number: 0, on: clock)
        }
    }

    override open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesMoved(touches, with: event)
        guard isTracking, let pressedSegment, let touch = touches.first else { return }
        let inside = segmentRect(pressedSegment).insetBy(dx: -Self.trackingSlop, dy: -Self.trackingSlop)
            .contains(touch.location(in: self))
        if inside != isPressInside {
            isPressInside = inside
            setNeedsDisplay()
        }
    }

    override open func endTracking(inside: Bool) {
        finishPress()
        super.endTracking(inside: inside)
    }

    override open func cancelTracking() {
        finishPress()
        super.cancelTracking()
    }

    override open func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        if newWindow == nil { stopRepeating() }
    }

    override open func stateDidChange() {
        super.stateDidChange()
        if !isEnabled { stopRepeating() }
    }

    /// Repeat `number` falls due at `repeatStart + number × autorepeatInterval` — deadlines from
    /// one start instant, so repeats do not drift.
    private func scheduleRepeat(number: Int, on clock: any TimerClock) {
        let deadline = repeatStart + Self.autorepeatInterval * number
        repeatTimer = clock.schedule(at: deadline) { [weak self] in
            guard let self, let segment = self.pressedSegment, self.isTracking else { return }
            if self.isPressInside {
                guard self.canStep(segment) else { return self.stopRepeating() }
                self.step(segment, sends: self.isContinuous)
            }
            self.scheduleRepeat(number: number + 1, on: clock)
        }
    }

    private func stopRepeating() {
        repeatTimer?.cancel()
        repeatTimer = nil
    }

    private func finishPress() {
        stopRepeating()
        if !isContinuous, let start = valueAtTrackingStart, start != storedValue {
            sendActions(for: .valueChanged)
        }
        valueAtTrackingStart = nil
        pressedSegment = nil
        isPressInside = false
        setNeedsDisplay()
    }

    /// Moves the value one step, wrapping or stopping at the limits; sends `.valueChanged` when
    /// `sends` and the value changed.
    private func step(_ segment: Segment, sends: Bool) {
        let before = storedValue
        var next = segment == .increment ? storedValue + stepValue : storedValue - stepValue
        if next > maximumValue { next = wraps ? minimumValue : maximumValue }
        if next < minimumValue { next = wraps ? maximumValue : minimumValue }
        storedValue = next
        setNeedsDisplay()
        if sends, storedValue != before { sendActions(for: .valueChanged) }
    }

    static func format(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String((value * 1e10).rounded() / 1e10)
    }
}
