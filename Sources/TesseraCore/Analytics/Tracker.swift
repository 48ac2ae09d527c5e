public import Foundation

/// Sends analytics (埋点) events to sinks: screen views, taps, and app-defined events.
///
/// ```swift
/// let tracker = Tracker(sinks: [ConsoleTrackingSink()])
/// tracker.trackScreenView(name: "Home")              // emitted by the controller lifecycle on appear
/// tracker.trackTap("compose_button")                 // emitted by controls with a tracking id
/// tracker.track(EntryShared(destination: "mail", wordCount: 120))
/// ```
///
/// Thread-safe; sinks run on the calling thread, outside the tracker's lock. While ``isEnabled`` is
/// `false` (the user opted out) events are dropped before reaching any sink.
public final class Tracker: Sendable {
    private struct State {
        var sinks: [any TrackingSink]
        var isEnabled = true
    }

    private let state: Lock<State>
    private let now: @Sendable () -> Date

    private static let currentTracker = Lock(Tracker(sinks: []))

    /// The app-wide tracker the UI lifecycle reports to: a documented, injectable singleton with no
    /// sinks until the app adds some. Tests install their own and restore the previous one.
    public static var current: Tracker {
        get { currentTracker.withLock { $0 } }
        set { currentTracker.withLock { $0 = newValue } }
    }

    /// - Parameter now: the clock stamping events; tests pass a fixed date.
    public init(sinks: [any TrackingSink] = [], now: @escaping @Sendable () -> Date = { Date() }) {
        state = Lock(State(sinks: sinks))
        self.now = now
    }

    /// Whether events are delivered. Default `true`.
    public var isEnabled: Bool {
        get { state.withLock { $0.isEnabled } }
        set { state.withLock { $0.isEnabled = newValue } }
    }

    /// Adds a destination; every event tracked from now on reaches it, after the sinks added before it.
    public func addSink(_ sink: any TrackingSink) {
        state.withLock { $0.sinks.append(sink) }
    }

    /// Removes every sink that is the same object as `sink`.
    public func removeSink(_ sink: some TrackingSink & AnyObject) {
        state.withLock { $0.sinks.removeAll { ($0 as AnyObject) === sink } }
    }

    /// Emits `screen_view` with `screen_name` = `name` (plus `properties`).
    public func trackScreenView(name: String, properties: [String: TrackingValue] = [:]) {
        var properties = properties
        properties[TrackingEvent.screenNameProperty] = .string(name)
        track(name: TrackingEvent.screenView, properties: properties)
    }

    /// Emits `tap` with `tracking_id` = `trackingIdentifier` (plus `properties`).
    public func trackTap(_ trackingIdentifier: String, properties: [String: TrackingValue] = [:]) {
        var properties = properties
        properties[TrackingEvent.trackingIdentifierProperty] = .string(trackingIdentifier)
        track(name: TrackingEvent.tap, properties: properties)
    }

    /// Emits an app-defined event.
    public func track<Event: TrackableEvent>(_ event: Event) {
        track(name: Event.name, properties: event.properties)
    }

    /// Emits an event by name. Precondition: `name` is not empty.
    public func track(name: String, properties: [String: TrackingValue] = [:]) {
        precondition(!name.isEmpty, "Tracker: an event needs a name")
        let sinks = state.withLock { $0.isEnabled ? $0.sinks : [] }
        guard !sinks.isEmpty else { return }
        let event = TrackingEvent(name: name, date: now(), properties: properties)
        for sink in sinks {
            sink.receive(event)
        }
    }
}
