public import Observation

/// A value read from observable state, ready to be bound: a recipe, nothing runs until a terminal
/// method (`observe`, `bind(to:)`) starts a binding.
///
/// A source holds its model weakly; when the model is gone, every binding started from the source
/// stops. Transforms run on the main actor inside observation tracking, so observable state a
/// transform reads is tracked too.
///
/// ```swift
/// Binding.source(viewModel, \.unreadCount)
///     .map { $0 == 0 ? "No new entries" : "\($0) new entries" }
///     .bind(to: subtitleLabel, \.text)
///     .store(in: lifetime)
/// ```
@MainActor
public struct BindingSource<Value> {
    /// Reads the current value; `nil` means the source is gone and bindings must stop.
    let read: @MainActor () -> Value?

    /// A source over a custom read. Return `nil` once the underlying object is gone; every
    /// observable property read inside `read` is tracked.
    public init(read: @escaping @MainActor () -> Value?) {
        self.read = read
    }

    /// A source reading `keyPath` of `model`, held weakly. The key path may cross several observable
    /// objects (`\.selection.entry.title`); each of them is tracked.
    public init<Model: AnyObject & Observable>(_ model: Model, _ keyPath: KeyPath<Model, Value>) {
        self.init { [weak model] in
            model?[keyPath: keyPath]
        }
    }

    /// A source delivering `transform(value)`.
    public func map<Result>(_ transform: @escaping @MainActor (Value) -> Result) -> BindingSource<Result> {
        let read = self.read
        return BindingSource<Result> { read().map(transform) }
    }

    /// A source delivering both values whenever either changes; ends when either source ends.
    public func combined<Other>(with other: BindingSource<Other>) -> BindingSource<(Value, Other)> {
        let read = self.read
        let otherRead = other.read
        return BindingSource<(Value, Other)> {
            guard let value = read(), let otherValue = otherRead() else { return nil }
            return (value, otherValue)
        }
    }

    /// Calls `handler` with the current value now, then once per main run-loop turn in which the
    /// value's observable inputs changed. Stops when the source is gone or the token is cancelled.
    ///
    /// `handler` is held until then: capture owners weakly (`[weak self]`), or use
    /// ``bind(to:_:)-(Target,(Target,Value)->Void)`` which holds its target weakly for you.
    public func observe(_ handler: @escaping @MainActor (Value) -> Void) -> AnyCancellable {
        start { value in
            handler(value)
            return true
        }
    }

    /// Writes every value into `target[keyPath:]`; `target` is held weakly and the binding stops when
    /// it is gone.
    public func bind<Target: AnyObject>(
        to target: Target, _ keyPath: ReferenceWritableKeyPath<Target, Value>
    ) -> AnyCancellable {
        bind(to: target) { target, value in target[keyPath: keyPath] = value }
    }

    /// Writes every value into an optional property of `target` (`String` into `String?`).
    public func bind<Target: AnyObject>(
        to target: Target, _ keyPath: ReferenceWritableKeyPath<Target, Value?>
    ) -> AnyCancellable {
        bind(to: target) { target, value in target[keyPath: keyPath] = value }
    }

    /// Calls `apply(target, value)` for every value; `target` is held weakly and the binding stops
    /// when it is gone.
    public func bind<Target: AnyObject>(
        to target: Target, _ apply: @escaping @MainActor (Target, Value) -> Void
    ) -> AnyCancellable {
        start { [weak target] value in
            guard let target else { return false }
            apply(target, value)
            return true
        }
    }

    /// Starts an observer whose handler returns `false` to end the binding.
    func start(_ handler: @escaping @MainActor (Value) -> Bool) -> AnyCancellable {
        let observer = PropertyObserver(read: read, handler: handler)
        let token = observer.makeToken()
        observer.start()
        return token
    }
}

extension BindingSource {
    /// A source that delivers `fallback` in place of `nil`.
    ///
    /// ```swift
    /// Binding.source(entry, \.subtitle).replacingNil(with: "Untitled").bind(to: label, \.text)
    /// ```
    public func replacingNil<Wrapped>(with fallback: Wrapped) -> BindingSource<Wrapped> where Value == Wrapped? {
        map { $0 ?? fallback }
    }
}
