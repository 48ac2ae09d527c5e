extension Control {
    /// What happened to a control, for `addAction(for:_:)` (`UIControl.Event`).
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        public static let touchDown = Event(rawValue: 1 << 0)
        /// A tap: the touch lifted inside the control (or within its tracking slop).
        public static let touchUpInside = Event(rawValue: 1 << 1)
        public static let touchUpOutside = Event(rawValue: 1 << 2)
        public static let touchCancel = Event(rawValue: 1 << 3)
        /// The control's value changed through user interaction.
        public static let valueChanged = Event(rawValue: 1 << 4)
        /// Editing began in a text control.
        public static let editingDidBegin = Event(rawValue: 1 << 5)
        /// The text of a text control changed.
        public static let editingChanged = Event(rawValue: 1 << 6)
        public static let editingDidEnd = Event(rawValue: 1 << 7)
        /// Return was pressed in a text control.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 8)
        /// The primary action: a button's tap, a switch's toggle.
        public static let primaryActionTriggered = Event(rawValue: 1 << 9)
        public static let allEditingEvents: Event = [.editingDidBegin, .editingChanged, .editingDidEnd, .editingDidEndOnExit]
    }

    /// Identifies an action for `removeAction(_:)`.
    public struct ActionToken: Hashable, Sendable {
        let id: Int
    }

    /// Calls `action` whenever one of `events` happens, after the actions added before it. The
    /// control keeps the closure until `removeAction(_:)`: capture owners weakly.
    ///
    /// For example:
    /// ```swift
    /// button.addAction(for: .touchUpInside) { [weak model] _ in model?.save() }
    /// ```
    @discardableResult
    public func addAction(for events: Event, _ action: @escaping @MainActor (Control) -> Void) -> ActionToken {
        ActionToken(id: actionTable.add(events, action))
    }

    public func removeAction(_ token: ActionToken) {
        actionTable.remove(token.id)
    }

    /// Runs the actions registered for any of `events`, each once, in the order added.
    /// A tap (`touchUpInside`) also counts as `primaryActionTriggered` for buttons.
    public func sendActions(for events: Event) {
        var events = events
        if events.contains(.touchUpInside), self is Button { events.insert(.primaryActionTriggered) }
        for action in actionTable.actions(for: events) { action(self) }
    }
}

/// A control's registered actions.
@MainActor
struct ControlActionTable {
    private var entries: [(id: Int, events: Control.Event, action: @MainActor (Control) -> Void)] = []
    private var nextID = 0

    mutating func add(_ events: Control.Event, _ action: @escaping @MainActor (Control) -> Void) -> Int {
        defer { nextID += 1 }
        entries.append((nextID, events, action))
        return nextID
    }

    mutating func remove(_ id: Int) {
        entries.removeAll { $0.id == id }
    }

    func actions(for events: Control.Event) -> [@MainActor (Control) -> Void] {
        entries.filter { !$0.events.isDisjoint(with: events) }.map(\.action)
    }
}
