import Synchronization

/// One subscriber of one channel inside a hub.
@MainActor
final class ChannelSubscriber<Value> {
    /// Set by `cancel()` from any thread; checked before every delivery.
    nonisolated let isCancelled = Atomic<Bool>(false)
    /// Delivers a value; returns `false` when the subscriber's target is gone.
    let deliver: @MainActor (Value) -> Bool

    init(deliver: @escaping @MainActor (Value) -> Bool) {
        self.deliver = deliver
    }
}

/// The current value and the subscribers of one channel.
@MainActor
final class ChannelSlot<Value> {
    /// Keeps the channel alive so its `ObjectIdentifier` (the slot's key) cannot be reused.
    let channel: Channel<Value>
    /// `.some` once a value was published (the value itself may be an optional).
    var current: Value?
    var hasValue = false
    var subscribers: [ChannelSubscriber<Value>] = []

    init(channel: Channel<Value>) {
        self.channel = channel
    }
}
