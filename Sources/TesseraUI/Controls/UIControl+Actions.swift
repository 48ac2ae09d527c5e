public import TesseraCore

extension UIControl {
    /// One action added with `addAction(for:_:)`: a `Cancellable` that removes it. Dropping the
    /// token keeps the action (the control owns it); cancel the token, pass it to
    /// `removeAction(_:)`, or `store(in:)` a lifetime to remove it early.
    public final class ActionToken: Cancellable, Hashable {
        /// The events the action runs for.
        public let events: Event
        /// The closure; nil once cancelled. Guarded because `cancel()` may come from any thread.
        private let action: Lock<(@MainActor (UIControl) -> Void)?>

        init(events: Event, action: @escaping @MainActor (UIControl) -> Void) {
            self.events = events
            self.action = Lock(action)
        }

        /// Whether the action was removed.
        public var isCancelled: Bool { action.withLock { $0 == nil } }

        /// Removes the action and releases its closure at once (any thread). Idempotent.
        public func cancel() {
            let released = action.withLock { action in
                let released = action
                action = nil
                return released
            }
            _ = released  // released here, outside the lock
        }

        /// The closure if still active.
        var currentAction: (@MainActor (UIControl) -> Void)? { action.withLock { $0 } }

        public static func == (lhs: ActionToken, rhs: ActionToken) -> Bool { lhs === rhs }
        public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    }

    /// Calls `action` with the control whenever one of `events` happens, after the actions added
    /// before it. The control keeps the closure until the token is cancelled or the control is
    /// ended (`invalidate()`): capture owners weakly.
    ///
    /// ```swift
    /// saveButton.addAction(for: .touchUpInside) { [weak model] _ in model?.save() }
    ///     .store(in: lifetime)   // optional: removed when the lifetime ends
    /// ```
    @discardableResult
    public func addAction(for events: Event, _ action: @escaping @MainActor (UIControl) -> Void) -> ActionToken {
        let token = ActionToken(events: events, action: action)
        actionTable.add(token)
        return token
    }

    /// Removes the action of `token` (the same as `token.cancel()`).
    public func removeAction(_ token: ActionToken) {
        token.cancel()
        actionTable.removeCancelled()
    }

    /// Removes every action. `invalidate()` calls it so closures cannot outlive their screen.
    public func removeAllActions() {
        actionTable.removeAll()
    }

    /// How many actions are registered (for tests and diagnostics).
    public var actionCount: Int { actionTable.activeCount }

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

    /// Runs the actions registered for any of `events`, each once, in the order added. A tap
    /// (`touchUpInside`) also counts as `primaryActionTriggered` for buttons. Actions added or
    /// removed while sending take effect from the next send.
    ///
    /// Controls call it as the user interacts; call it yourself to simulate interaction:
    /// ```swift
    /// field.text = "Walk"
    /// field.sendActions(for: .editingChanged)
    /// ```
    public func sendActions(for events: Event) {
        var events = events
        if events.contains(.touchUpInside), self is UIButton { events.insert(.primaryActionTriggered) }
        if events.contains(.touchUpInside), let trackingIdentifier {
            (tracker ?? Tracker.current).trackTap(trackingIdentifier)
        }
        for action in actionTable.actions(for: events) { action(self) }
    }
}

/// A control's registered actions, in the order added, and its analytics settings.
@MainActor
struct ControlActionTable {
    private var tokens: [UIControl.ActionToken] = []
    var trackingIdentifier: String?
    var tracker: Tracker?

    mutating func add(_ token: UIControl.ActionToken) {
        removeCancelled()
        tokens.append(token)
    }

    mutating func removeCancelled() {
        tokens.removeAll { $0.isCancelled }
    }

    mutating func removeAll() {
        let removed = tokens
        tokens = []
        for token in removed { token.cancel() }
    }

    var activeCount: Int { tokens.count { !$0.isCancelled } }

    func actions(for events: UIControl.Event) -> [@MainActor (UIControl) -> Void] {
        tokens.compactMap { $0.events.isDisjoint(with: events) ? nil : $0.currentAction }
    }
}
