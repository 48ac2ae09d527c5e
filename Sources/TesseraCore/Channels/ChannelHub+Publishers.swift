public import Observation

extension ChannelHub {
    /// Publishes `model[keyPath:]` on `channel` now and after every turn in which it changed (the
    /// `bindableFrom` of Aquarius). The model is held weakly; publishing stops when it is gone or
    /// when the token is cancelled. The channel keeps its last value after that.
    public func publish<Model: AnyObject & Observable, Value>(
        from model: Model, _ keyPath: KeyPath<Model, Value>, on channel: Channel<Value>
    ) -> AnyCancellable {
        publish(BindingSource(model, keyPath), on: channel)
    }

    /// Publishes every value of `source` on `channel`, e.g. a mapped or combined source.
    public func publish<Value>(_ source: BindingSource<Value>, on channel: Channel<Value>) -> AnyCancellable {
        source.observe { [weak self] value in
            self?.publish(value, on: channel)
        }
    }

    /// Publishes several properties of one model, each on its channel; every entry is honoured.
    ///
    /// ```swift
    /// hub.publish(from: editor, [
    ///     ChannelSource(\.title, on: .draftTitle),
    ///     ChannelSource(\.wordCount, on: .draftWordCount),
    /// ]).store(in: lifetime)
    /// ```
    public func publish<Model: AnyObject & Observable>(
        from model: Model, _ entries: [ChannelSource<Model>]
    ) -> AnyCancellable {
        AnyCancellable(entries.map { $0.start(self, model) })
    }

    /// Writes several channels into properties of one target, each entry into its key path; every
    /// entry is honoured (the `bindableTo` of Aquarius).
    ///
    /// ```swift
    /// hub.subscribe(preview, [
    ///     ChannelDestination(\.title, from: .draftTitle),
    ///     ChannelDestination(\.wordCount, from: .draftWordCount),
    /// ]).store(in: lifetime)
    /// ```
    public func subscribe<Target: AnyObject>(
        _ target: Target, _ entries: [ChannelDestination<Target>]
    ) -> AnyCancellable {
        AnyCancellable(entries.map { $0.start(self, target) })
    }
}

/// One `key path → channel` entry of ``ChannelHub/publish(from:_:)-(Model,[ChannelSource<Model>])``.
@MainActor
public struct ChannelSource<Model: AnyObject & Observable> {
    let start: @MainActor (ChannelHub, Model) -> AnyCancellable

    /// Publishes `model[keyPath:]` on `channel`.
    public init<Value>(_ keyPath: KeyPath<Model, Value>, on channel: Channel<Value>) {
        start = { hub, model in hub.publish(from: model, keyPath, on: channel) }
    }
}

/// One `channel → key path` entry of ``ChannelHub/subscribe(_:_:)-(Target,[ChannelDestination<Target>])``.
@MainActor
public struct ChannelDestination<Target: AnyObject> {
    let start: @MainActor (ChannelHub, Target) -> AnyCancellable

    /// Writes the values of `channel` into `target[keyPath:]`.
    public init<Value>(_ keyPath: ReferenceWritableKeyPath<Target, Value>, from channel: Channel<Value>) {
        start = { hub, target in hub.subscribe(channel, to: target, keyPath) }
    }

    /// Writes the values of `channel` into an optional property of the target.
    public init<Value>(_ keyPath: ReferenceWritableKeyPath<Target, Value?>, from channel: Channel<Value>) {
        start = { hub, target in hub.subscribe(channel, to: target, keyPath) }
    }
}
