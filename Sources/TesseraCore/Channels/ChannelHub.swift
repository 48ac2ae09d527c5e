/// Where publishers and subscribers of ``Channel``s meet: scoped to one screen (a hub the screen
/// owns) or to the whole app (``app``). Main actor only.
///
/// A hub remembers the last value published on each channel and hands it to every new subscriber at
/// once, then every later value as it is published (synchronously, in subscription order). Any
/// number of publishers may feed a channel; the latest value wins.
///
/// ```swift
/// let draftTitle = Channel<String>("draftTitle")
/// let hub = ChannelHub(name: "editor")
/// hub.publish(from: editorModel, \.title, on: draftTitle).store(in: lifetime)   // source
/// hub.subscribe(draftTitle, to: previewLabel, \.text).store(in: lifetime)     // sink
/// hub.subscribe(draftTitle) { print("title:", $0) }.store(in: lifetime)      // another sink
/// ```
@MainActor
public final class ChannelHub {
    /// The app-wide hub: a documented, injectable singleton. Tests and previews may replace it
    /// (`ChannelHub.app = ChannelHub(name: "test")`); screens should prefer a hub they own.
    public static var app = ChannelHub(name: "app")

    /// For diagnostics.
    public let name: String
    /// `ChannelSlot<Value>` per channel, keyed by the channel's identity.
    private var slots: [ObjectIdentifier: AnyObject] = [:]

    /// An empty hub; `name` is shown in diagnostics only.
    public init(name: String) {
        self.name = name
    }

    /// The last value published on `channel`, or `nil` if none was.
    public func value<Value>(on channel: Channel<Value>) -> Value? {
        guard let slot = existingSlot(for: channel), slot.hasValue else { return nil }
        return slot.current
    }

    /// Stores `value` as the channel's current value and delivers it to every subscriber now.
    /// Subscribers whose target is gone are removed.
    public func publish<Value>(_ value: Value, on channel: Channel<Value>) {
        let slot = self.slot(for: channel)
        slot.current = value
        slot.hasValue = true
        for subscriber in slot.subscribers where !subscriber.isCancelled.load(ordering: .acquiring) {
            if !subscriber.deliver(value) {
                remove(subscriber, from: channel)
            }
        }
    }

    /// Calls `handler` with the channel's current value (if one was published) and then with every
    /// value published, until the token is cancelled. `handler` is held until then.
    public func subscribe<Value>(
        _ channel: Channel<Value>, _ handler: @escaping @MainActor (Value) -> Void
    ) -> AnyCancellable {
        addSubscriber(to: channel) { value in
            handler(value)
            return true
        }
    }

    /// Writes the channel's values into `target[keyPath:]`; the target is held weakly and the
    /// subscription ends when it is gone.
    public func subscribe<Value, Target: AnyObject>(
        _ channel: Channel<Value>, to target: Target, _ keyPath: ReferenceWritableKeyPath<Target, Value>
    ) -> AnyCancellable {
        addSubscriber(to: channel) { [weak target] value in
            guard let target else { return false }
            target[keyPath: keyPath] = value
            return true
        }
    }

    /// Writes the channel's values into an optional property of `target`.
    public func subscribe<Value, Target: AnyObject>(
        _ channel: Channel<Value>, to target: Target, _ keyPath: ReferenceWritableKeyPath<Target, Value?>
    ) -> AnyCancellable {
        addSubscriber(to: channel) { [weak target] value in
            guard let target else { return false }
            target[keyPath: keyPath] = value
            return true
        }
    }

    func addSubscriber<Value>(
        to channel: Channel<Value>, deliver: @escaping @MainActor (Value) -> Bool
    ) -> AnyCancellable {
        let subscriber = ChannelSubscriber(deliver: deliver)
        let slot = self.slot(for: channel)
        slot.subscribers.append(subscriber)
        if slot.hasValue, let current = slot.current, !deliver(current) {
            remove(subscriber, from: channel)
        }
        // The hub owns the subscriber; the token only points at it, so a released hub frees its
        // subscribers and what their handlers captured even while tokens are still held.
        return AnyCancellable { [weak self, weak subscriber] in
            guard let subscriber else { return }
            subscriber.isCancelled.store(true, ordering: .releasing)
            performOnMainActor { [weak self, weak subscriber] in
                guard let subscriber else { return }
                self?.remove(subscriber, from: channel)
            }
        }
    }

    /// How many live subscribers `channel` has (for diagnostics and tests).
    public func subscriberCount<Value>(of channel: Channel<Value>) -> Int {
        existingSlot(for: channel)?.subscribers.count ?? 0
    }

    private func existingSlot<Value>(for channel: Channel<Value>) -> ChannelSlot<Value>? {
        guard let slot = slots[ObjectIdentifier(channel)] else { return nil }
        guard let typed = slot as? ChannelSlot<Value> else {
            preconditionFailure("ChannelHub \(name): the slot of \(channel) holds another value type")
        }
        return typed
    }

    private func slot<Value>(for channel: Channel<Value>) -> ChannelSlot<Value> {
        if let slot = existingSlot(for: channel) { return slot }
        let slot = ChannelSlot(channel: channel)
        slots[ObjectIdentifier(channel)] = slot
        return slot
    }

    private func remove<Value>(_ subscriber: ChannelSubscriber<Value>, from channel: Channel<Value>) {
        existingSlot(for: channel)?.subscribers.removeAll { $0 === subscriber }
    }
}
