extension UIFont {
    /// The built-in Dynamic Type text styles, largest first.
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        case largeTitle
        case title1
        case title2
        case title3
        case headline
        case body
        case callout
        case subheadline
        case footnote
        case caption1
        case caption2
    }
}
