/// The observers of a ``SettingsStore``, by key.
struct SettingObservers {
    private var nextID = 0
    private var byKey: [String: [Int: @Sendable () -> Void]] = [:]

    mutating func add(_ key: String, _ handler: @escaping @Sendable () -> Void) -> Int {
        nextID += 1
        byKey[key, default: [:]][nextID] = handler
        return nextID
    }

    mutating func remove(_ key: String, _ id: Int) {
        byKey[key]?[id] = nil
        if byKey[key]?.isEmpty == true { byKey[key] = nil }
    }

    func handlers(for key: String) -> [@Sendable () -> Void] {
        byKey[key].map { $0.sorted { $0.key < $1.key }.map(\.value) } ?? []
    }

    var all: [@Sendable () -> Void] {
        byKey.keys.sorted().flatMap { handlers(for: $0) }
    }

    var count: Int { byKey.values.reduce(0) { $0 + $1.count } }
}

extension SettingsStore {
    /// Calls `handler` with the new value after every change of `setting` made through this store
    /// (``set(_:for:)``, the subscript, ``removeValue(for:)``, ``removeAll()``) until the returned token
    /// is cancelled or released. The handler runs on the writer's thread.
    ///
    /// ```swift
    /// settings.observe(.bodyFontSize) { size in print(size) }.store(in: lifetime)
    /// ```
    public func observe<Value>(
        _ setting: Setting<Value>, handler: @escaping @Sendable (Value) -> Void
    ) -> AnyCancellable {
        let id = observers.withLock { observers in
            observers.add(setting.name) { [weak self] in
                guard let self else { return }
                handler(self.value(for: setting))
            }
        }
        return AnyCancellable { [weak self] in
            self?.observers.withLock { $0.remove(setting.name, id) }
        }
    }

    /// The current value of `setting`, then its value after every change made through this store.
    ///
    /// The stream ends when the consuming task is cancelled (or the stream is released), which also
    /// removes its observer. Values are buffered without limit; a slow consumer sees every change.
    /// ```swift
    /// for await size in settings.values(for: .bodyFontSize) { label.font = .body.withSize(size) }
    /// ```
    public func values<Value>(for setting: Setting<Value>) -> AsyncStream<Value> {
        AsyncStream { continuation in
            let token = observe(setting) { continuation.yield($0) }
            continuation.yield(value(for: setting))
            continuation.onTermination = { _ in token.cancel() }
        }
    }

    /// How many observers are registered (for leak tests).
    var observerCount: Int { observers.withLock { $0.count } }

    func notify(_ key: String) {
        observers.withLock { $0.handlers(for: key) }.forEach { $0() }
    }

    func notifyAll() {
        observers.withLock { $0.all }.forEach { $0() }
    }
}
