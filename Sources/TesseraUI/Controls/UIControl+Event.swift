extension UIControl {
    /// What happened to a control, for `addAction(for:_:)` and `sendActions(for:)`
    /// (`UIControl.Event`). A set: one action can listen to several events.
    ///
    /// ```swift
    /// slider.addAction(for: .valueChanged) { [weak model] control in model?.volume = (control as! UISlider).value }
    /// button.addAction(for: [.touchUpInside, .touchUpOutside]) { _ in print("released") }
    /// ```
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// A touch went down in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A tap: the touch lifted inside the control (or within its tracking slop).
        public static let touchUpInside = Event(rawValue: 1 << 1)
        /// The touch lifted outside the control's tracking area.
        public static let touchUpOutside = Event(rawValue: 1 << 2)
        /// The touch was taken away (a gesture recogniser won, the window lost focus).
        public static let touchCancel = Event(rawValue: 1 << 3)
        /// The control's value changed through user interaction.
        public static let valueChanged = Event(rawValue: 1 << 4)
        /// Editing began in a text control.
        public static let editingDidBegin = Event(rawValue: 1 << 5)
        /// The text of a text control changed through editing.
        public static let editingChanged = Event(rawValue: 1 << 6)
        /// Editing ended in a text control.
        public static let editingDidEnd = Event(rawValue: 1 << 7)
        /// Return was pressed in a text control.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 8)
        /// The primary action: a button's tap, a switch's toggle.
        public static let primaryActionTriggered = Event(rawValue: 1 << 9)
        /// A touch dragged within the control.
        public static let touchDragInside = Event(rawValue: 1 << 10)
        /// A touch dragged outside the control.
        public static let touchDragOutside = Event(rawValue: 1 << 11)
        /// A touch dragged from outside into the control.
        public static let touchDragEnter = Event(rawValue: 1 << 12)
        /// A touch dragged from inside out of the control.
        public static let touchDragExit = Event(rawValue: 1 << 13)
        /// A repeated touch down (the second touch of a double tap).
        public static let touchDownRepeat = Event(rawValue: 1 << 14)

        /// Every touch event.
        public static let allTouchEvents: Event = [
            .touchDown, .touchDownRepeat, .touchDragInside, .touchDragOutside, .touchDragEnter, .touchDragExit,
            .touchUpInside, .touchUpOutside, .touchCancel,
        ]
        /// Every editing event of text controls.
        public static let allEditingEvents: Event = [.editingDidBegin, .editingChanged, .editingDidEnd, .editingDidEndOnExit]
        /// Every event.
        public static let allEvents: Event = allTouchEvents.union(allEditingEvents).union([.valueChanged, .primaryActionTriggered])
    }
}
