public import Observation

/// The model behind a debug screen of feature toggles: one row per toggle with its value and source,
/// and actions to override, clear and refresh. Observable, so a table bound to ``entries`` updates
/// itself.
///
/// ```swift
/// let model = ToggleDebugModel(toggles: featureToggles)
/// model.entries.map { "\($0.toggle.name): \($0.value) (\($0.source))" }
/// // ["newEditor: false (build default (production))", …]
/// model.setOverride(true, for: .newEditor)   // entries update at once
/// ```
@MainActor @Observable
public final class ToggleDebugModel {
    /// One row per toggle, in ``FeatureToggles/toggles`` order.
    public private(set) var entries: [ToggleEntry]
    /// What the last ``refreshRemote()`` did, if it ran.
    public private(set) var lastRefresh: RemoteToggleRefresh?

    @ObservationIgnored private let toggles: FeatureToggles
    @ObservationIgnored private var observation: AnyCancellable?

    public init(toggles: FeatureToggles) {
        self.toggles = toggles
        entries = toggles.entries
        observation = toggles.observe { [weak self] in
            performOnMainActor { self?.reload() }
        }
    }

    /// Sets (`true`/`false`) or clears (`nil`) the override of `toggle`.
    public func setOverride(_ value: Bool?, for toggle: Toggle) {
        toggles.setOverride(value, for: toggle)
        reload()
    }

    /// Clears every override.
    public func removeAllOverrides() {
        toggles.removeAllOverrides()
        reload()
    }

    /// Fetches the remote document now, ignoring its time to live.
    public func refreshRemote() async {
        lastRefresh = await toggles.refreshRemote(force: true)
        reload()
    }

    private func reload() {
        let fresh = toggles.entries
        if fresh != entries { entries = fresh }
    }
}
