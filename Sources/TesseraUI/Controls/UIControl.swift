public import Foundation
import TesseraCore
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
        /// States an app may define for itself.
        public static let application = UIControl.State(rawValue: 0x00FF_0000)
        /// States reserved for the framework.
        public static let reserved = UIControl.State(rawValue: 0xFF00_0000)
    }

    /// Where a control places its content horizontally (`UIControl.ContentHorizontalAlignment`).
    public enum ContentHorizontalAlignment: Int, Hashable, Sendable {
        case center = 0
        case left = 1
        case right = 2
        /// Stretched to the full width where the content can stretch; centred otherwise.
        case fill = 3
        /// Left in left-to-right layouts, right in right-to-left ones.
        case leading = 4
        /// Right in left-to-right layouts, left in right-to-left ones.
        case trailing = 5
    }

    /// Where a control places its content vertically (`UIControl.ContentVerticalAlignment`).
    public enum ContentVerticalAlignment: Int, Hashable, Sendable {
        case center = 0
        case top = 1
        case bottom = 2
        /// Stretched to the full height where the content can stretch; centred otherwise.
        case fill = 3
    }
}

/// A view that responds to user interaction and shows its state (`UIControl`).
///
/// Controls run `UIAction`s for their events (`addAction(_:for:)`); there is no target–action
/// by selector, which needs the Objective-C runtime.
///
/// For example:
/// ```swift
/// let toggle = UISwitch(frame: .zero, primaryAction: UIAction { action in
///     model.isOn = (action.sender as! UISwitch).isOn
/// })
/// toggle.isEnabled = false   // draws dimmed and ignores touches; `state` contains `.disabled`
/// ```
@preconcurrency @MainActor
open class UIControl: UIView, UIContextMenuInteractionDelegate {
    /// A disabled control ignores touches and draws its `disabled` appearance.
    open var isEnabled = true { didSet { if isEnabled != oldValue { stateDidChange() } } }
    /// True while a touch is down inside the control.
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { stateDidChange() } } }
    open var isSelected = false { didSet { if isSelected != oldValue { stateDidChange() } } }

    /// Where the content sits horizontally; controls with content (buttons) honour it. Default
    /// `center`.
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center {
        didSet { if contentHorizontalAlignment != oldValue { setNeedsLayout() } }
    }
    /// Where the content sits vertically. Default `center`.
    open var contentVerticalAlignment: ContentVerticalAlignment = .center {
        didSet { if contentVerticalAlignment != oldValue { setNeedsLayout() } }
    }

    /// `contentHorizontalAlignment` with `leading` and `trailing` resolved to `left` or `right`
    /// for the layout direction.
    open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        let leftToRight = effectiveUserInterfaceLayoutDirection == .leftToRight
        switch contentHorizontalAlignment {
        case .leading: return leftToRight ? .left : .right
        case .trailing: return leftToRight ? .right : .left
        default: return contentHorizontalAlignment
        }
    }

    /// A control that runs `primaryAction` for `.primaryActionTriggered` (nil for none).
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

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
    /// True while the tracked touch is inside the control's tracking area.
    public private(set) var isTouchInside = false

    /// Actions by event, in the order added (see UIControl+Actions.swift).
    var actionTable = ControlActionTable()

    // MARK: Menu (see UIControl+Menu.swift)

    /// Whether a touch opens the control's menu (a button's `menu`) as it goes down, instead of
    /// sending its actions. Default false: a long press opens the menu, a tap acts.
    open var showsMenuAsPrimaryAction = false {
        didSet { if showsMenuAsPrimaryAction != oldValue { (self as? UIButton)?.indicatorDidChange() } }
    }
    /// Whether the control has a `contextMenuInteraction`, which opens its menu on a long press,
    /// a secondary click or Shift+F10. A button turns it on when given a `menu`.
    open var isContextMenuInteractionEnabled = false {
        didSet {
            guard isContextMenuInteractionEnabled != oldValue else { return }
            contextMenuInteractionEnabledDidChange()
            (self as? UIButton)?.indicatorDidChange()
        }
    }
    /// The control's own context menu interaction, its delegate the control; nil while
    /// `isContextMenuInteractionEnabled` is false.
    public internal(set) var contextMenuInteraction: UIContextMenuInteraction?
    /// The control's menu while it is open.
    weak var openMenu: ContextMenuController?
    /// Fires when a press has lasted long enough to open the menu.
    var menuPressTimer: (any Cancellable)?

    /// The configuration of the control's menu: the menu the control has (a button's `menu`), or
    /// nil. Override to give a control of your own a menu.
    open func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        guard let menu = controlMenu else { return nil }
        return UIContextMenuConfiguration { _ in menu }
    }

    /// The menu this kind of control carries (`UIButton.menu`); nil for none.
    var controlMenu: UIMenu? { nil }

    /// Runs `action`, chosen in the control's open menu, with the control as its sender. A button
    /// first moves its selection to it (`changesSelectionAsPrimaryAction`).
    func performMenuAction(_ action: UIAction) {
        sendAction(action)
    }

    override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, touches.first != nil else { return }
        isTracking = true
        isTouchInside = true
        isHighlighted = true
        sendActions(for: .touchDown)
        if opensMenuOnTap {
            // As in UIKit, a menu that is the primary action opens on touch-down; the touch ends
            // without actions.
            stopTrackingForMenu()
            presentMenu()
            return
        }
        startMenuPressTimer()
    }

    override open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking, let touch = touches.first else { return }
        isTouchInside = isInsideTrackingArea(touch)
        isHighlighted = isTouchInside
        if !bounds.contains(touch.location(in: self)) { cancelMenuPressTimer() }
    }

    override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        cancelMenuPressTimer()
        guard isTracking, let touch = touches.first else { return }
        isTracking = false
        isHighlighted = false
        let inside = isInsideTrackingArea(touch)
        isTouchInside = false
        endTracking(inside: inside)
    }

    override open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        cancelMenuPressTimer()
        guard isTracking else { return }
        isTracking = false
        isTouchInside = false
        isHighlighted = false
        sendActions(for: .touchCancel)
        cancelTracking()
    }

    /// A tracked touch lifted, `inside` the control's slop area or not. The default sends
    /// `touchUpInside` or `touchUpOutside`; subclasses that act on a tap (a switch toggling, a
    /// segment being chosen) override it and call `super`.
    ///
    /// With `showsMenuAsPrimaryAction`, a touch opens the menu when it goes down (and ends
    /// without actions); Return or Space opens it here and sends nothing.
    open func endTracking(inside: Bool) {
        if inside, opensMenuOnTap {
            presentMenu()
            return
        }
        sendActions(for: inside ? .touchUpInside : .touchUpOutside)
    }

    /// A tracked touch was cancelled (a gesture recogniser took it over).
    open func cancelTracking() {}

    /// The tracked touch became a long press that opened the menu: it ends without actions.
    func stopTrackingForMenu() {
        isTracking = false
        isTouchInside = false
        isHighlighted = false
        cancelTracking()
    }

    private func isInsideTrackingArea(_ touch: UITouch) -> Bool {
        bounds.insetBy(dx: -Self.trackingSlop, dy: -Self.trackingSlop).contains(touch.location(in: self))
    }

    // MARK: Keyboard

    /// An enabled, interactive control takes keyboard focus.
    override open var canBecomeFocused: Bool { isEnabled && isUserInteractionEnabled || super.canBecomeFocused }

    /// Return or Space on the focused control acts as a tap (`touchDown`, then `endTracking(inside:
    /// true)`: a button sends `touchUpInside`, a switch toggles); other keys go up the chain.
    override open func keyDown(_ key: Key, modifiers: KeyModifiers) -> Bool {
        if isFocused, isEnabled, modifiers.isEmpty, key == .returnKey || key == .space, !canBecomeFirstResponder {
            sendActions(for: .touchDown)
            endTracking(inside: true)
            return true
        }
        return super.keyDown(key, modifiers: modifiers)
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
