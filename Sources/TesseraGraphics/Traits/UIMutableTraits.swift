public import Foundation

/// The traits of a collection being changed by `UITraitCollection.modifyingTraits(_:)` or
/// `UITraitCollection(mutations:)` (`UIMutableTraits`, iOS 17): set the ones to change; the others
/// keep their values.
///
/// For example:
/// ```swift
/// window.windowTraits = window.windowTraits.modifyingTraits { $0.userInterfaceStyle = .dark }
/// let compact = UITraitCollection { $0.horizontalSizeClass = .compact; $0.displayScale = 2 }
/// ```
public protocol UIMutableTraits {
    /// Light or dark appearance.
    var userInterfaceStyle: UIUserInterfaceStyle { get set }
    /// The reader's preferred text size (Dynamic Type).
    var preferredContentSizeCategory: UIContentSizeCategory { get set }
    /// Pixels per point (1, 2 or 3).
    var displayScale: CGFloat { get set }
    /// Left-to-right or right-to-left layout.
    var layoutDirection: UITraitEnvironmentLayoutDirection { get set }
    /// The width class: compact on phones in portrait, regular on tablets.
    var horizontalSizeClass: UIUserInterfaceSizeClass { get set }
    /// The height class: regular on phones in portrait, compact on phones in landscape.
    var verticalSizeClass: UIUserInterfaceSizeClass { get set }
    /// The kind of device: phone, pad or Mac.
    var userInterfaceIdiom: UIUserInterfaceIdiom { get set }
}

extension UITraitCollection {
    /// A collection made by `mutations` from one that specifies nothing.
    ///
    /// - Precondition: the display scale set is finite and ≥ 0.
    public init(mutations: (inout any UIMutableTraits) -> Void) {
        self = UITraitCollection().modifyingTraits(mutations)
    }

    /// This collection with the changes `mutations` makes.
    ///
    /// - Precondition: the display scale set is finite and ≥ 0.
    public func modifyingTraits(_ mutations: (inout any UIMutableTraits) -> Void) -> UITraitCollection {
        var traits: any UIMutableTraits = MutableTraitStorage(
            userInterfaceStyle: userInterfaceStyle, preferredContentSizeCategory: preferredContentSizeCategory,
            displayScale: displayScale, layoutDirection: layoutDirection, horizontalSizeClass: horizontalSizeClass,
            verticalSizeClass: verticalSizeClass, userInterfaceIdiom: userInterfaceIdiom)
        mutations(&traits)
        return UITraitCollection(
            userInterfaceStyle: traits.userInterfaceStyle,
            preferredContentSizeCategory: traits.preferredContentSizeCategory,
            displayScale: traits.displayScale, layoutDirection: traits.layoutDirection,
            horizontalSizeClass: traits.horizontalSizeClass, verticalSizeClass: traits.verticalSizeClass,
            userInterfaceIdiom: traits.userInterfaceIdiom)
    }
}

/// The mutable traits `modifyingTraits(_:)` hands out.
private struct MutableTraitStorage: UIMutableTraits {
    var userInterfaceStyle: UIUserInterfaceStyle
    var preferredContentSizeCategory: UIContentSizeCategory
    var displayScale: CGFloat
    var layoutDirection: UITraitEnvironmentLayoutDirection
    var horizontalSizeClass: UIUserInterfaceSizeClass
    var verticalSizeClass: UIUserInterfaceSizeClass
    var userInterfaceIdiom: UIUserInterfaceIdiom
}
