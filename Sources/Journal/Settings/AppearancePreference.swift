public import Tessera

/// The journal's light/dark choice: follow the system, or always light, or always dark.
///
/// Stored in `JournalPreferences.appearance` as its raw value (JSON string). The shell applies it
/// to the window with `userInterfaceStyle` (or `SettingsViewModel.traits(applyingTo:)`).
///
/// For example:
/// ```swift
/// AppearancePreference.dark.userInterfaceStyle            // .dark
/// AppearancePreference.system.resolved(system: .dark)     // .dark
/// AppearancePreference.light.resolved(system: .dark)      // .light
/// ```
public enum AppearancePreference: String, Hashable, Sendable, CaseIterable, Codable {
    case system, light, dark

    /// The name shown in Settings, Chinese and English: "系统 System", "浅色 Light", "深色 Dark".
    public var title: String {
        switch self {
        case .system: "系统 System"
        case .light: "浅色 Light"
        case .dark: "深色 Dark"
        }
    }

    /// The style to force on the window: `.unspecified` (follow the system), `.light` or `.dark`.
    public var userInterfaceStyle: UIUserInterfaceStyle {
        switch self {
        case .system: .unspecified
        case .light: .light
        case .dark: .dark
        }
    }

    /// The style the app shows when the system's style is `system`: this preference's own style,
    /// or `system` for `.system` (`.unspecified` there resolves as light, as everywhere in Tessera).
    public func resolved(system: UIUserInterfaceStyle) -> UIUserInterfaceStyle {
        self == .system ? system : userInterfaceStyle
    }
}
