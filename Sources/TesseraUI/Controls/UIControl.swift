public import Foundation
import TesseraGraphics

extension UIControl {
    /// The interaction state of a control (`UIControl.State`). `normal` is the empty set.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let normal: UIControl.State = []
        public static let highlighted = UIControl.State(rawValue: 1 << 0)
        public static let disabled = UIControl.State(rawValue: 1 << 1)
        public static let selected = UIControl.State(rawValue: 1 << 2)
        public static let focused = UIControl.State(rawValue: 1 << 3)
    }
}

/// A view that responds to user interaction and shows its state (`UIControl`).
@preconcurrency @MainActor
open class UIControl: UIView {
    /// A disabled control ignores touches and draws its `disabled` appearance.
    open var isEnabled = true { didSet { if isEnabled != oldValue { stateDidChange() } } }
    /// True while a touch is down inside the control.
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { stateDidChange() } } }
    open var isSelected = false { didSet { if isSelected != oldValue { stateDidChange() } } }

    /// The current state, combining enabled, highlighted and selected.
    public var state: UIControl.State {
        var state: UIControl.State = []
        if !isEnabled { state.insert(.disabled) }
        if isHighlighted { state.insert(.highlighted) }
        if isSelected { state.insert(.selected) }
        return state
    }

    // MARK: UITouch tracking

    /// How far outside its bounds a dragged touch still counts as inside, in points (UIKit's 70).
    public static let trackingSlop: CGFloat = 70

    /// True while a touch that began in the control is down.
    public private(set) var isTracking = false

    /// Actions by event, in the order added (see UIControl+Actions.swift).
    var actionTable = ControlActionTable()

    override open func touchesBegan(_ touches: [UITouch]) {
        guard isEnabled, touches.first != nil else { return }
        isTracking = true
        isHighlighted = true
        sendActions(for: .touchDown)
    }

    override open func touchesMoved(_ touches: [UITouch]) {
        guard isTracking, let touch = touches.first else { return }
        isHighlighted = isInsideTrackingArea(touch)
    }

    override open func touchesEnded(_ touches: [UITouch]) {
        guard isTracking, let touch = touches.first else { return }
        isTracking = false
        isHighlighted = false
        endTracking(inside: isInsideTrackingArea(touch))
    }

    override open func touchesCancelled(_ touches: [UITouch]) {
        guard isTracking else { return }
        isTracking = false
        isHighlighted = false
        sendActions(for: .touchCancel)
        cancelTracking()
    }

    /// A tracked touch lifted, `inside` the control's slop area or not. The default sends
    /// `touchUpInside` or `touchUpOutside`; subclasses that act on a tap (a switch toggling, a
    /// segment being chosen) override it and call `super`.
    open func endTracking(inside: Bool) {
        sendActions(for: inside ? .touchUpInside : .touchUpOutside)
    }

    /// A tracked touch was cancelled (a gesture recogniser took it over).
    open func cancelTracking() {}

    private func isInsideTrackingArea(_ touch: UITouch) -> Bool {
        bounds.insetBy(dx: -Self.trackingSlop, dy: -Self.trackingSlop).contains(touch.location(in: self))
    }

    /// Called after `isEnabled`, `isHighlighted` or `isSelected` changes. Subclasses restyle here;
    /// call `super`.
    open func stateDidChange() {
        if isEnabled { accessibilityTraits.remove(.notEnabled) } else { accessibilityTraits.insert(.notEnabled) }
        if isSelected { accessibilityTraits.insert(.selected) } else { accessibilityTraits.remove(.selected) }
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }
}
