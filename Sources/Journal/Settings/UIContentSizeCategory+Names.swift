public import Tessera

/// Names of the Dynamic Type sizes: a stable one for storage, and the one Settings shows.
extension UIContentSizeCategory {
    /// The case's name as written in the source, e.g. `"large"`, `"accessibilityExtraLarge"` —
    /// what `JournalPreferences` stores, so reordering the enum cannot change a saved choice.
    public var storageName: String {
        switch self {
        case .extraSmall: "extraSmall"
        case .small: "small"
        case .medium: "medium"
        case .large: "large"
        case .extraLarge: "extraLarge"
        case .extraExtraLarge: "extraExtraLarge"
        case .extraExtraExtraLarge: "extraExtraExtraLarge"
        case .accessibilityMedium: "accessibilityMedium"
        case .accessibilityLarge: "accessibilityLarge"
        case .accessibilityExtraLarge: "accessibilityExtraLarge"
        case .accessibilityExtraExtraLarge: "accessibilityExtraExtraLarge"
        case .accessibilityExtraExtraExtraLarge: "accessibilityExtraExtraExtraLarge"
        case .unspecified: "unspecified"
        }
    }

    /// The category whose `storageName` is `name`, or nil for any other string.
    public init?(storageName name: String) {
        guard let match = Self.allCases.first(where: { $0.storageName == name }) else { return nil }
        self = match
    }

    /// The short name the text-size setting shows: "XS", "S", "M", "默认 Default", "XL", "XXL",
    /// "XXXL", then "AX1"…"AX5" for the accessibility sizes.
    public var settingsTitle: String {
        switch self {
        case .extraSmall: "XS"
        case .small: "S"
        case .medium: "M"
        case .large: "默认 Default"
        case .extraLarge: "XL"
        case .extraExtraLarge: "XXL"
        case .extraExtraExtraLarge: "XXXL"
        case .accessibilityMedium: "AX1"
        case .accessibilityLarge: "AX2"
        case .accessibilityExtraLarge: "AX3"
        case .accessibilityExtraExtraLarge: "AX4"
        case .accessibilityExtraExtraExtraLarge: "AX5"
        case .unspecified: "默认 Default"
        }
    }
}
