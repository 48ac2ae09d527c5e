public import TesseraCore

extension UIControl {
    /// Runs `action` whenever one of `controlEvents` happens, after the actions added before it.
    /// Actions are unique by `identifier`: adding one whose identifier is already registered for
    /// some of these events replaces the earlier one for those events. The control keeps the
    /// action until it is removed or the control is ended (`invalidate()`): capture owners weakly.
    ///
    /// ```swift
    /// saveButton.addAction(UIAction { [weak model] _ in model?.save() }, for: .touchUpInside)
    /// ```
    public func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        actionTable.add(action, for: controlEvents)
    }

    /// Stops running `action` (any action with its identifier) for `controlEvents`; it keeps
    /// running for its other events.
    public func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Stops running the action with `actionIdentifier` for `controlEvents`.
    public func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: UIControl.Event) {
        actionTable.remove(identifiedBy: actionIdentifier, for: controlEvents)
    }

    /// Runs the actions registered for any of `controlEvents`, each once, in the order added.
    /// Actions added or removed while sending take effect from the next send.
    ///
    /// Controls call it as the user interacts; call it yourself to simulate interaction:
    /// ```swift
    /// field.text = "Walk"
    /// field.sendActions(for: .editingChanged)
    /// ```
    public func sendActions(for controlEvents: UIControl.Event) {
        if controlEvents.contains(.touchUpInside), let trackingIdentifier {
            (tracker ?? Tracker.current).trackTap(trackingIdentifier)
        }
        for action in actionTable.actions(for: controlEvents) { action.perform(sender: self) }
    }

    /// Runs `action`'s handler with this control as its `sender` (whether or not it was added).
    public func sendAction(_ action: UIAction) {
        action.perform(sender: self)
    }

    /// Every event some action is registered for.
    public var allControlEvents: UIControl.Event { actionTable.allEvents }

    /// Removes every action. `invalidate()` calls it so closures cannot outlive their screen.
    public func removeAllActions() {
        actionTable.removeAll()
    }

    /// How many actions are registered (for tests and diagnostics).
    public var actionCount: Int { actionTable.count }

    /// A tracking identifier for analytics (埋点): when set, every tap (`touchUpInside`) sends a
    /// `tap` event with this `tracking_id` to `tracker`.
    ///
    /// ```swift
    /// saveButton.trackingIdentifier = "entry.save"   // {"name":"tap","properties":{"tracking_id":"entry.save"}}
    /// ```
    public var trackingIdentifier: String? {
        get { actionTable.trackingIdentifier }
        set { actionTable.trackingIdentifier = newValue }
    }

    /// Where tap events go; nil for `Tracker.current`. Inject one in tests.
    public var tracker: Tracker? {
        get { actionTable.tracker }
        set { actionTable.tracker = newValue }
    }
}

/// A control's registered actions, in the order added, and its analytics settings.
@MainActor
struct ControlActionTable {
    private var registrations: [(action: UIAction, events: UIControl.Event)] = []
    var trackingIdentifier: String?
    var tracker: Tracker?

    mutating func add(_ action: UIAction, for events: UIControl.Event) {
        guard !events.isEmpty else { return }
        remove(identifiedBy: action.identifier, for: events)
        registrations.append((action, events))
    }

    mutating func remove(identifiedBy identifier: UIAction.Identifier, for events: UIControl.Event) {
        for index in registrations.indices where registrations[index].action.identifier == identifier {
            registrations[index].events.subtract(events)
        }
        registrations.removeAll { $0.events.isEmpty }
    }

    mutating func removeAll() {
        registrations = []
    }

    var count: Int { registrations.count }

    var allEvents: UIControl.Event {
        registrations.reduce(into: []) { $0.formUnion($1.events) }
    }

    func actions(for events: UIControl.Event) -> [UIAction] {
        registrations.compactMap { $0.events.isDisjoint(with: events) ? nil : $0.action }
    }
}
