import Foundation
import TesseraGraphics

/// The interaction state of a control (`UIControl.State`). `normal` is the empty set.
public struct ControlState: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let normal: ControlState = []
    public static let highlighted = ControlState(rawValue: 1 << 0)
    public static let disabled = ControlState(rawValue: 1 << 1)
    public static let selected = ControlState(rawValue: 1 << 2)
    public static let focused = ControlState(rawValue: 1 << 3)
}

/// A view that responds to user interaction and shows its state (`UIControl`).
@MainActor
open class Control: View {
    /// A disabled control ignores touches and draws its `disabled` appearance.
    open var isEnabled = true { didSet { if isEnabled != oldValue { stateDidChange() } } }
    /// True while a touch is down inside the control.
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { stateDidChange() } } }
    open var isSelected = false { didSet { if isSelected != oldValue { stateDidChange() } } }

    /// The current state, combining enabled, highlighted and selected.
    public var state: ControlState {
        var state: ControlState = []
        if !isEnabled { state.insert(.disabled) }
        if isHighlighted { state.insert(.highlighted) }
        if isSelected { state.insert(.selected) }
        return state
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
