import Foundation

/// Feature switches from three sources, resolved with this precedence (highest first):
///
/// 1. **local override** — set on the device (the debug screen), persisted in ``SettingsStore``;
/// 2. **remote** — the last good JSON document fetched from ``RemoteToggleSource/url``, persisted too,
///    so it applies from the first launch after it was fetched, even offline;
/// 3. **build default** — the toggle's value for the ``BuildConfiguration``.
///
/// ```swift
/// let toggles = FeatureToggles(toggles: [.newEditor, .syncOverCellular], settings: settings,
///                              remote: RemoteToggleSource(url: configURL))
/// toggles.isOn(.newEditor)                  // build default until something else says otherwise
/// await toggles.refreshRemote()             // .updated, .notModified, .fresh or .failed(…)
/// toggles.setOverride(true, for: .newEditor)
/// toggles.entry(for: .newEditor).source     // .localOverride
/// ```
///
/// Settings keys used: `tessera.toggles.overrides` (`[String: Bool]`) and `tessera.toggles.remote`
/// (the cached document with its ETag and fetch date). Changes to overrides are seen when made through
/// this object or through the same ``SettingsStore``.
///
/// Thread-safe. Observers (``observe(_:)``) run on the thread that made the change.
public final class FeatureToggles: Sendable {
    /// The known toggles, in the order the debug screen lists them.
    public let toggles: [Toggle]
    /// The configuration whose build defaults apply.
    public let configuration: BuildConfiguration
    /// Where overrides and the remote cache persist.
    public let settings: SettingsStore
    /// The remote document's source, if any.
    public let remoteSource: RemoteToggleSource?

    static let overridesSetting = Setting<[String: Bool]>("tessera.toggles.overrides", default: [:])
    static let remoteCacheSetting = Setting<RemoteToggleCache?>("tessera.toggles.remote", default: nil)

    struct State {
        var overrides: [String: Bool]
        var remoteCache: RemoteToggleCache?
        var inFlight: Task<RemoteToggleRefresh, Never>?
        var observers = SettingObservers()
    }

    let state: Lock<State>
    /// Serialises read-modify-write of the overrides (held while writing settings, never with `state`).
    private let overrideWrites = Lock(())
    private let overridesObservation = Lock<AnyCancellable?>(nil)
    let logger: Logger

    /// - Parameters:
    ///   - toggles: the toggles to list in ``entries``; ``isOn(_:)`` answers for any toggle.
    ///   - settings: persists overrides and the remote cache.
    ///   - remote: where to fetch remote values, or `nil` for none.
    ///   - configuration: whose build defaults apply (default: ``BuildConfiguration/current``).
    ///   - logger: where failed refreshes are reported.
    /// - Precondition: toggle names are unique.
    public init(
        toggles: [Toggle], settings: SettingsStore, remote: RemoteToggleSource? = nil,
        configuration: BuildConfiguration = .current, logger: Logger = Logger(category: "toggles")
    ) {
        precondition(Set(toggles).count == toggles.count, "Toggle names must be unique: \(toggles.map(\.name))")
        self.toggles = toggles
        self.settings = settings
        self.remoteSource = remote
        self.configuration = configuration
        self.logger = logger
        state = Lock(
            State(
                overrides: settings[Self.overridesSetting], remoteCache: settings[Self.remoteCacheSetting]))
        let observation = settings.observe(Self.overridesSetting) { [weak self] overrides in
            guard let self else { return }
            self.state.withLock { $0.overrides = overrides }
            self.notify()
        }
        overridesObservation.withLock { $0 = observation }
    }

    /// Whether `toggle` is on, after precedence (override > remote > build default).
    public func isOn(_ toggle: Toggle) -> Bool {
        entry(for: toggle).value
    }

    /// The value of `toggle`, where it comes from, and what each source says.
    public func entry(for toggle: Toggle) -> ToggleEntry {
        let (override, remote) = state.withLock { ($0.overrides[toggle.name], $0.remoteCache?.values[toggle.name]) }
        let buildDefault = toggle.buildDefault(for: configuration)
        let (value, source): (Bool, ToggleSource) =
            if let override { (override, .localOverride) } else if let remote { (remote, .remote) } else {
                (buildDefault, .buildDefault(configuration))
            }
        return ToggleEntry(
            toggle: toggle, value: value, source: source, override: override, remoteValue: remote,
            buildDefault: buildDefault)
    }

    /// One entry per known toggle, in ``toggles`` order — the debug screen's rows.
    public var entries: [ToggleEntry] {
        toggles.map(entry(for:))
    }

    /// Sets (`true`/`false`) or clears (`nil`) the local override of `toggle`, persists it, and tells
    /// observers.
    public func setOverride(_ value: Bool?, for toggle: Toggle) {
        overrideWrites.withLock { _ in
            var overrides = state.withLock { $0.overrides }
            overrides[toggle.name] = value
            settings[Self.overridesSetting] = overrides
        }
    }

    /// Clears every local override.
    public func removeAllOverrides() {
        overrideWrites.withLock { _ in
            settings.removeValue(for: Self.overridesSetting)
        }
    }

    /// Calls `handler` after any toggle's value may have changed (an override set or cleared, a new
    /// remote document) until the returned token is cancelled or released.
    ///
    /// Handlers run synchronously inside ``setOverride(_:for:)``: they may read toggles but must not set
    /// overrides themselves (that would wait on the write in progress); hop to another task to do so.
    public func observe(_ handler: @escaping @Sendable () -> Void) -> AnyCancellable {
        let id = state.withLock { $0.observers.add("", handler) }
        return AnyCancellable { [weak self] in
            self?.state.withLock { $0.observers.remove("", id) }
        }
    }

    func notify() {
        state.withLock { $0.observers.handlers(for: "") }.forEach { $0() }
    }
}
