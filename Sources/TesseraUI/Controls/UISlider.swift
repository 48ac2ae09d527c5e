public import Foundation
public import TesseraGraphics

/// Picks a value from a continuous range by moving a thumb along a track (`UISlider`).
///
/// The track is 4 points tall and spans the bounds; the thumb is a 28-point white circle whose
/// centre travels from 14 points inside the leading edge to 14 points inside the trailing edge,
/// so the value maps linearly onto that travel. Drag the thumb (it keeps the offset at which it
/// was grabbed), or touch the track to move the thumb there and keep dragging.
///
/// Events: with `isContinuous` (the default) every user change sends `.valueChanged` during the
/// drag; without it, one `.valueChanged` is sent when the touch lifts, if the value changed.
/// Setting `value` from code sends nothing.
///
/// Values are `Float`s, as UIKit's, clamped to `minimumValue…maximumValue`. A NaN `value` is
/// ignored (the value stays as it was), so a bad computed value cannot poison the control;
/// non-finite bounds are programmer errors and stop with a precondition.
///
/// For example:
/// ```swift
/// let volume = UISlider()
/// volume.maximumValue = 10
/// volume.value = 7.5                       // no action runs
/// volume.accessibilityValue                // "75%"
/// volume.value = 42                        // clamped to 10
/// ```
///
/// Main actor only.
@preconcurrency @MainActor
open class UISlider: UIControl {
    /// The height the slider prefers, in points (UIKit's 31).
    public static let preferredHeight: CGFloat = 31
    /// The thumb's diameter, in points.
    public static let thumbDiameter: CGFloat = 28
    /// The track's thickness, in points.
    public static let trackHeight: CGFloat = 4

    /// The current value, always within `minimumValue…maximumValue`. Setting it clamps; NaN is
    /// ignored. Setting it from code sends no actions.
    open var value: Float {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }

    /// The low end of the range. Default 0. Raising it above `maximumValue` raises that too (as
    /// UIKit does). - Precondition: finite.
    open var minimumValue: Float = 0 {
        didSet {
            precondition(minimumValue.isFinite, "UISlider.minimumValue must be finite, not \(minimumValue)")
            if maximumValue < minimumValue { maximumValue = minimumValue }
            rangeDidChange()
        }
    }

    /// The high end of the range. Default 1. Lowering it below `minimumValue` lowers that too.
    /// - Precondition: finite.
    open var maximumValue: Float = 1 {
        didSet {
            precondition(maximumValue.isFinite, "UISlider.maximumValue must be finite, not \(maximumValue)")
            if minimumValue > maximumValue { minimumValue = maximumValue }
            rangeDidChange()
        }
    }

    /// Whether a drag sends `.valueChanged` as it goes (true, default) or once at the end.
    open var isContinuous = true

    /// The filled part of the track, left of the thumb; nil (default) for `systemBlue`, UIKit's tint.
    open var minimumTrackTintColor: UIColor? {
        didSet {
            noteAppearanceSet(.minimumTrackTintColor)
            setNeedsDisplay()
        }
    }
    /// The rest of the track; nil (default) for UIKit's `systemFill`: (120, 120, 128) at alpha 0.2
    /// in light appearance, 0.36 in dark (Apple HIG, system fill colours).
    open var maximumTrackTintColor: UIColor? {
        didSet {
            noteAppearanceSet(.maximumTrackTintColor)
            setNeedsDisplay()
        }
    }
    /// The thumb; nil (default) for white.
    open var thumbTintColor: UIColor? {
        didSet {
            noteAppearanceSet(.thumbTintColor)
            setNeedsDisplay()
        }
    }

    static let defaultMaximumTrackColor = UIColor(
        light: UIColor(rgb: 0x787880).withAlphaComponent(0.2), dark: UIColor(rgb: 0x787880).withAlphaComponent(0.36))

    /// The value as a whole percentage of the range, e.g. "75%" ("0%" for an empty range).
    override open var accessibilityValue: String? {
        get { super.accessibilityValue ?? ("\(Int((fraction * 100).rounded()))%") }
        set { super.accessibilityValue = newValue }
    }

    private var storedValue: Float = 0
    /// The value when the tracked touch began, to tell whether a non-continuous drag changed it.
    private var valueAtTrackingStart: Float?
    /// Horizontal distance from the thumb's centre to the touch when the thumb was grabbed.
    private var grabOffset: CGFloat = 0

    override public init(frame: CGRect = .zero) {
        super.init(frame: frame)
        accessibilityTraits = .adjustable
    }

    /// Sets the value (clamped; NaN ignored) without sending actions. `animated` is accepted for
    /// UIKit parity; the thumb moves at once.
    open func setValue(_ value: Float, animated: Bool) {
        guard !value.isNaN else { return }
        let clamped = min(max(value, minimumValue), maximumValue)
        guard clamped != storedValue else { return }
        storedValue = clamped
        setNeedsDisplay()
    }

    /// Where the value sits in the range, 0…1 (0 when the range is empty).
    public var fraction: Double {
        maximumValue > minimumValue ? Double(storedValue - minimumValue) / Double(maximumValue - minimumValue) : 0
    }

    /// Moves the value up by a tenth of the range, as VoiceOver's swipe up does, and sends
    /// `.valueChanged` when it changed.
    override open func accessibilityIncrement() {
        userSetValue(storedValue + (maximumValue - minimumValue) / 10, sendsNow: true)
    }

    /// Moves the value down by a tenth of the range and sends `.valueChanged` when it changed.
    override open func accessibilityDecrement() {
        userSetValue(storedValue - (maximumValue - minimumValue) / 10, sendsNow: true)
    }

    /// The keys of a focused, enabled slider: Right and Up move the value up by a tenth of the range,
    /// Left and Down down, Home and End to the ends; each sends `.valueChanged` when the value
    /// changed. Other keys (and modified arrows) go up the responder chain.
    override open func keyDown(_ key: Key, modifiers: KeyModifiers) -> Bool {
        guard isFocused, isEnabled, modifiers.isEmpty else { return super.keyDown(key, modifiers: modifiers) }
        switch key {
        case .rightArrow, .upArrow: accessibilityIncrement()
        case .leftArrow, .downArrow: accessibilityDecrement()
        case .home: userSetValue(minimumValue, sendsNow: true)
        case .end: userSetValue(maximumValue, sendsNow: true)
        default: return super.keyDown(key, modifiers: modifiers)
        }
        return true
    }

    // MARK: Size and drawing

    /// No preferred width; `UISlider.preferredHeight` tall.
    override open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.preferredHeight)
    }

    /// The offered width (at least one thumb wide) by `UISlider.preferredHeight`.
    override open func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: max(size.width, Self.thumbDiameter), height: Self.preferredHeight)
    }

    override open func draw(in context: inout DisplayList) {
        drawSlider(in: &context)
    }

    // MARK: Tracking

    override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        guard isTracking, let touch = touches.first else { return }
        let location = touch.location(in: self)
        valueAtTrackingStart = storedValue
        if thumbTouchRect.contains(location) {
            grabOffset = location.x - thumbCenterX
        } else {
            grabOffset = 0
            userSetValue(value(forThumbCenterX: location.x), sendsNow: isContinuous)
        }
    }

    override open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesMoved(touches, with: event)
        guard isTracking, let touch = touches.first else { return }
        userSetValue(value(forThumbCenterX: touch.location(in: self).x - grabOffset), sendsNow: isContinuous)
    }

    /// Sends the single `.valueChanged` of a non-continuous slider, then the touch-up event.
    override open func endTracking(inside: Bool) {
        finishTracking()
        super.endTracking(inside: inside)
    }

    override open func cancelTracking() {
        finishTracking()
        super.cancelTracking()
    }

    private func finishTracking() {
        if !isContinuous, let start = valueAtTrackingStart, start != storedValue {
            sendActions(for: .valueChanged)
        }
        valueAtTrackingStart = nil
        grabOffset = 0
        setNeedsDisplay()
    }

    /// A change made by the user: clamps, and sends `.valueChanged` when `sendsNow` and it changed.
    /// Ignored while disabled (also when the slider is disabled in the middle of a drag).
    private func userSetValue(_ newValue: Float, sendsNow: Bool) {
        guard isEnabled else { return }
        let before = storedValue
        setValue(newValue, animated: false)
        if sendsNow, storedValue != before { sendActions(for: .valueChanged) }
    }

    private func rangeDidChange() {
        storedValue = min(max(storedValue, minimumValue), maximumValue)
        setNeedsDisplay()
    }
}
