/// Where a toggle's current value comes from. Precedence, highest first:
/// `localOverride` > `remote` > `buildDefault`.
public enum ToggleSource: Hashable, Sendable, CustomStringConvertible {
    /// Set on this device (debug screen), persisted in settings.
    case localOverride
    /// From the last good remote document.
    case remote
    /// The toggle's value for the build configuration.
    case buildDefault(BuildConfiguration)

    public var description: String {
        switch self {
        case .localOverride: "local override"
        case .remote: "remote"
        case .buildDefault(let configuration): "build default (\(configuration.rawValue))"
        }
    }
}

/// One row of the debug screen: a toggle, its current value and where that comes from, and what each
/// source says.
public struct ToggleEntry: Hashable, Sendable, Identifiable {
    /// The toggle.
    public let toggle: Toggle
    /// The value in effect (what ``FeatureToggles/isOn(_:)`` returns).
    public let value: Bool
    /// Which source gave `value`.
    public let source: ToggleSource
    /// The local override, if one is set.
    public let override: Bool?
    /// The value in the last good remote document, if it names the toggle.
    public let remoteValue: Bool?
    /// The value for the build configuration.
    public let buildDefault: Bool

    public var id: String { toggle.name }
}
