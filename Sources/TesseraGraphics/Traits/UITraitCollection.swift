public import Foundation

/// The environment a view draws in: appearance, text size, pixel density, reading direction, size
/// classes and idiom (`UITraitCollection`).
///
/// Every trait may be *unspecified* (`.unspecified`, or a `displayScale` of 0), as in UIKit: a
/// collection made with `UITraitCollection(userInterfaceStyle: .dark)` says only "dark" and leaves
/// the rest to whatever it is combined with. `init(traitsFrom:)` combines collections, later ones
/// overriding earlier ones only in the traits they specify. A window combines its device's traits
/// with its `windowTraits` this way, and views inherit the result, so the traits a view sees are
/// always fully specified.
///
/// For example:
/// ```swift
/// let dark = UITraitCollection(userInterfaceStyle: .dark)
/// dark.displayScale                                        // 0: unspecified
/// let device = UITraitCollection(displayScale: 3)
/// UITraitCollection(traitsFrom: [device, dark]).displayScale   // 3
/// ```
public struct UITraitCollection: Hashable, Sendable {
    /// Light or dark appearance.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// The user's preferred text size; scales every `UIFont.TextStyle`.
    public let preferredContentSizeCategory: UIContentSizeCategory
    /// Device pixels per point (1, 2 or 3 on the presets in `DevicePreset`); 0 when unspecified.
    public let displayScale: CGFloat
    /// Reading direction, which places `leading` and `trailing`.
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    /// How much room the interface has horizontally.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// How much room the interface has vertically.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// The kind of device.
    public let userInterfaceIdiom: UIUserInterfaceIdiom

    /// A collection that specifies the traits given and leaves the others unspecified. Each of
    /// UIKit's single-trait initialisers (`init(userInterfaceStyle:)`, `init(displayScale:)`, …) is
    /// this initialiser with one argument; `UITraitCollection()` specifies nothing.
    ///
    /// - Precondition: `displayScale` is finite and ≥ 0 (0 means unspecified).
    public init(
        userInterfaceStyle: UIUserInterfaceStyle = .unspecified,
        preferredContentSizeCategory: UIContentSizeCategory = .unspecified,
        displayScale: CGFloat = 0,
        layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified,
        horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified,
        verticalSizeClass: UIUserInterfaceSizeClass = .unspecified,
        userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified
    ) {
        precondition(
            displayScale.isFinite && displayScale >= 0,
            "displayScale must be a finite number ≥ 0 (0 for unspecified), got \(displayScale)")
        self.userInterfaceStyle = userInterfaceStyle
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.displayScale = displayScale
        self.layoutDirection = layoutDirection
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.userInterfaceIdiom = userInterfaceIdiom
    }

    /// The collections combined in order: each trait takes the value of the last collection that
    /// specifies it, and stays unspecified when none does. An empty array gives `UITraitCollection()`.
    ///
    /// For example:
    /// ```swift
    /// let base = UITraitCollection(displayScale: 3)
    /// let combined = UITraitCollection(traitsFrom: [base, UITraitCollection(userInterfaceStyle: .dark)])
    /// combined.userInterfaceStyle   // .dark
    /// combined.displayScale         // 3
    /// ```
    /// - Complexity: O(n) in the number of collections.
    public init(traitsFrom collections: [UITraitCollection]) {
        var result = UITraitCollection()
        for collection in collections { result = result.overridden(by: collection) }
        self = result
    }

    /// Light appearance, Large text, scale 1, left to right (idiom and size classes unspecified):
    /// the traits of a view that is in no window.
    public static let `default` = UITraitCollection(
        userInterfaceStyle: .light, preferredContentSizeCategory: .large, displayScale: 1, layoutDirection: .leftToRight
    )

    /// True when every trait `other` specifies has the same value here (`containsTraits(in:)`);
    /// true for nil or a collection that specifies nothing.
    public func containsTraits(in other: UITraitCollection?) -> Bool {
        guard let other else { return true }
        return overridden(by: other) == self
    }

    /// True when colours may resolve differently in the two collections: their appearances
    /// (`userInterfaceStyle`) differ. Nil compares as a collection that specifies nothing.
    public func hasDifferentColorAppearance(comparedTo other: UITraitCollection?) -> Bool {
        userInterfaceStyle != (other?.userInterfaceStyle ?? .unspecified)
    }

    /// This collection with the traits `other` specifies replaced by `other`'s values.
    func overridden(by other: UITraitCollection) -> UITraitCollection {
        UITraitCollection(
            userInterfaceStyle: other.userInterfaceStyle != .unspecified
                ? other.userInterfaceStyle : userInterfaceStyle,
            preferredContentSizeCategory: other.preferredContentSizeCategory != .unspecified
                ? other.preferredContentSizeCategory : preferredContentSizeCategory,
            displayScale: other.displayScale != 0 ? other.displayScale : displayScale,
            layoutDirection: other.layoutDirection != .unspecified ? other.layoutDirection : layoutDirection,
            horizontalSizeClass: other.horizontalSizeClass != .unspecified
                ? other.horizontalSizeClass : horizontalSizeClass,
            verticalSizeClass: other.verticalSizeClass != .unspecified ? other.verticalSizeClass : verticalSizeClass,
            userInterfaceIdiom: other.userInterfaceIdiom != .unspecified ? other.userInterfaceIdiom : userInterfaceIdiom
        )
    }
}
