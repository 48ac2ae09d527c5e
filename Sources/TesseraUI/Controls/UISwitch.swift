public import Foundation
public import TesseraGraphics

/// An on/off control (`UISwitch`): a 51 × 31 point capsule track with a round white thumb.
///
/// A tap toggles it; dragging the thumb moves it, and on release it settles on the side the thumb
/// is nearer to. User changes send `.valueChanged` and `.primaryActionTriggered` once per release;
/// setting `isOn` (or calling `setOn(_:animated:)`) from code sends nothing, as in UIKit.
///
/// The switch always draws at `UISwitch.size`, centred in its bounds; a larger frame only enlarges
/// the touch area. Colours are dynamic and resolve against the switch's traits (light/dark).
///
/// For example:
/// ```swift
/// let wifi = UISwitch()
/// wifi.isOn = true                       // no action runs
/// wifi.addAction(UIAction { action in
///     model.wifiEnabled = (action.sender as! UISwitch).isOn
/// }, for: .valueChanged)
/// wifi.accessibilityValue                // "On"
/// ```
///
/// Main actor only.
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// The size the switch draws at, in points (UIKit's 51 × 31).
    public static let size = CGSize(width: 51, height: 31)

    /// Whether the switch is on. Setting it does not send actions.
    open var isOn: Bool {
        get { storedIsOn }
        set { setOn(newValue, animated: false) }
    }

    /// The track colour when on; nil (default) for `systemGreen`, UIKit's.
    open var onTintColor: UIColor? {
        didSet {
            noteAppearanceSet(.onTintColor)
            setNeedsDisplay()
        }
    }

    /// The track colour when off (a Tessera extra). Default UIKit's `secondarySystemFill`: (120, 120, 128) at alpha
    /// 0.16 in light appearance, at alpha 0.32 in dark (Apple HIG, system fill colours).
    open var offTintColor: UIColor = UIColor(
        light: UIColor(rgb: 0x787880).withAlphaComponent(0.16), dark: UIColor(rgb: 0x787880).withAlphaComponent(0.32))
    {
        didSet { setNeedsDisplay() }
    }

    /// The thumb colour; nil (default) for white in both appearances.
    open var thumbTintColor: UIColor? {
        didSet {
            noteAppearanceSet(.thumbTintColor)
            setNeedsDisplay()
        }
    }

    /// What assistive technologies read as the value: "On" or "Off".
    override open var accessibilityValue: String? {
        get { super.accessibilityValue ?? (isOn ? "On" : "Off") }
        set { super.accessibilityValue = newValue }
    }

    private var storedIsOn = false

    /// The thumb's position while it is dragged: 0 is the off end, 1 the on end; nil when the
    /// thumb rests at the end `isOn` gives.
    var dragPosition: CGFloat?
    /// Where the tracked touch began, in bounds coordinates, and the thumb position then.
    private var dragStart: (location: CGPoint, position: CGFloat)?

    /// A tracked touch that moves less than this many points is a tap, not a drag.
    static let dragThreshold: CGFloat = 4

    override class var setUpRunningClass: UIView.Type { UISwitch.self }

    override public init(frame: CGRect = .zero) {
        super.init(frame: frame)
        defer { runSetUp(after: UISwitch.self) }
        accessibilityTraits = .button
        if frame.size == .zero { self.frame.size = Self.size }
    }

    /// Sets the state without sending actions. `animated` is accepted for UIKit parity; the thumb
    /// moves at once (the change shows on the next frame).
    open func setOn(_ on: Bool, animated: Bool) {
        guard on != storedIsOn else { return }
        storedIsOn = on
        dragPosition = nil
        setNeedsDisplay()
    }

    // MARK: Size

    /// Always `UISwitch.size`.
    override open var intrinsicContentSize: CGSize { Self.size }

    /// Always `UISwitch.size`, whatever `size` is offered.
    override open func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

    override open func draw(in context: inout DisplayList) {
        drawSwitch(in: &context)
    }

    // MARK: Tracking

    override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        guard isTracking, let touch = touches.first else { return }
        dragStart = (touch.location(in: self), thumbPosition)
        setNeedsDisplay()
    }

    override open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesMoved(touches, with: event)
        guard isTracking, isEnabled, let touch = touches.first, let start = dragStart else { return }
        let dx = touch.location(in: self).x - start.location.x
        guard dragPosition != nil || abs(dx) > Self.dragThreshold else { return }
        let travel = max(1, Self.size.width - 2 * Self.thumbInset - Self.thumbDiameter)
        dragPosition = min(max(start.position + dx / travel, 0), 1)
        setNeedsDisplay()
    }

    /// A tap (inside) toggles; a drag settles on the nearer end, inside or not. A change sends
    /// `.valueChanged` and `.primaryActionTriggered`, then `super` sends the touch-up event.
    override open func endTracking(inside: Bool) {
        var newValue = storedIsOn
        if isEnabled {  // a switch disabled mid-drag keeps its value
            if let dragPosition { newValue = dragPosition >= 0.5 } else if inside { newValue = !storedIsOn }
        }
        dragStart = nil
        dragPosition = nil
        setNeedsDisplay()
        if newValue != storedIsOn {
            storedIsOn = newValue
            sendActions(for: [.valueChanged, .primaryActionTriggered])
        }
        super.endTracking(inside: inside)
    }

    override open func cancelTracking() {
        super.cancelTracking()
        dragStart = nil
        dragPosition = nil
        setNeedsDisplay()
    }
}
