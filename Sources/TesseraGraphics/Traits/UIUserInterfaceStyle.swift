/// Light or dark appearance. `unspecified` inherits from the parent environment and resolves as
/// light when nothing specifies it.
public enum UIUserInterfaceStyle: Hashable, Sendable, CaseIterable {
    case unspecified
    case light
    case dark
}
