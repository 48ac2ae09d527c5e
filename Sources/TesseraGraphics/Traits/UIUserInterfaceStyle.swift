/// Light or dark appearance (`UIUserInterfaceStyle`, with UIKit's raw values).
///
/// `unspecified` inherits from the parent environment; where a concrete value is needed and nothing
/// specifies one, it counts as light.
public enum UIUserInterfaceStyle: Int, Hashable, Sendable, CaseIterable {
    case unspecified = 0
    case light = 1
    case dark = 2
}
