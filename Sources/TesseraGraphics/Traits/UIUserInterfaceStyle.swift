/// Light or dark appearance (`UIUserInterfaceStyle`, with UIKit's raw values).
///
/// `unspecified` inherits from the parent environment; where a concrete value is needed and nothing
/// specifies one, it counts as light.
///
/// For example, keeping one screen light whatever the system says:
/// ```swift
/// settingsView.overrideUserInterfaceStyle = .light
/// ```
public enum UIUserInterfaceStyle: Int, Hashable, Sendable, CaseIterable {
    /// No preference: the parent's or system's style applies.
    case unspecified = 0
    /// Light appearance: dark text on light backgrounds.
    case light = 1
    /// Dark appearance: light text on dark backgrounds.
    case dark = 2
}
