extension UIControl {
    /// What happened to a control, for `addAction(_:for:)` and `sendActions(for:)`
    /// (`UIControl.Event`, with UIKit's raw values). A set: one action can listen to several events.
    ///
    /// ```swift
    /// slider.addAction(UIAction { action in model.volume = (action.sender as! UISlider).value }, for: .valueChanged)
    /// button.addAction(UIAction { _ in print("released") }, for: [.touchUpInside, .touchUpOutside])
    /// ```
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A touch went down in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A repeated touch down (the second touch of a double tap).
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A touch dragged within the control.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A touch dragged outside the control.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A touch dragged from outside into the control.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A touch dragged from inside out of the control.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A tap: the touch lifted inside the control (or within its tracking slop).
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// The touch lifted outside the control's tracking area.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The touch was taken away (a gesture recogniser won, the window lost focus).
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed through user interaction.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action: a button's tap, a switch's toggle.
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A control's menu was opened from it. Tessera controls have no menus, so none sends it.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Editing began in a text control.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The text of a text control changed through editing.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended in a text control.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Return was pressed in a text field, which then ends editing.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)

        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event of text controls.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Events an app may define for itself.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// Events reserved for the framework.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }
}
