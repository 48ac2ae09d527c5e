/// The direction in which a layout reads, which decides where `leading` and `trailing` are.
public enum UIUserInterfaceLayoutDirection: Hashable, Sendable, CaseIterable {
    case leftToRight
    case rightToLeft
}
