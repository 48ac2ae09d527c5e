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
        var traits: any UIMutableTraits = TraitValues(self)
        mutations(&traits)
        return TraitValues(traits).collection
    }
}

/// Every system trait as a variable: what `modifyingTraits(_:)` hands out, and the overrides a view
/// or view controller keeps (`traitOverrides`), where an unspecified trait is not overridden.
package struct TraitValues: UITraitOverrides, Hashable, Sendable {
    package var userInterfaceStyle: UIUserInterfaceStyle
    package var preferredContentSizeCategory: UIContentSizeCategory
    package var displayScale: CGFloat
    package var layoutDirection: UITraitEnvironmentLayoutDirection
    package var horizontalSizeClass: UIUserInterfaceSizeClass
    package var verticalSizeClass: UIUserInterfaceSizeClass
    package var userInterfaceIdiom: UIUserInterfaceIdiom

    /// The traits of `collection`; `TraitValues()` specifies none.
    package init(_ collection: UITraitCollection = UITraitCollection()) {
        userInterfaceStyle = collection.userInterfaceStyle
        preferredContentSizeCategory = collection.preferredContentSizeCategory
        displayScale = collection.displayScale
        layoutDirection = collection.layoutDirection
        horizontalSizeClass = collection.horizontalSizeClass
        verticalSizeClass = collection.verticalSizeClass
        userInterfaceIdiom = collection.userInterfaceIdiom
    }

    /// The values of `traits`.
    package init(_ traits: any UIMutableTraits) {
        userInterfaceStyle = traits.userInterfaceStyle
        preferredContentSizeCategory = traits.preferredContentSizeCategory
        displayScale = traits.displayScale
        layoutDirection = traits.layoutDirection
        horizontalSizeClass = traits.horizontalSizeClass
        verticalSizeClass = traits.verticalSizeClass
        userInterfaceIdiom = traits.userInterfaceIdiom
    }

    /// The values of `overrides` set in `traitOverrides`.
    ///
    /// - Precondition: the display scale is finite and ≥ 0 (0 for none) — checked here, where an
    ///   app sets it, rather than when the traits are next combined.
    package init(overriding overrides: any UIMutableTraits) {
        self.init(overrides)
        precondition(
            displayScale.isFinite && displayScale >= 0,
            "traitOverrides.displayScale must be a finite number ≥ 0 (0 for none), got \(displayScale)")
    }

    /// Whether no trait is specified.
    package var isEmpty: Bool { self == TraitValues() }

    /// A collection of these values.
    ///
    /// - Precondition: the display scale is finite and ≥ 0.
    package var collection: UITraitCollection {
        UITraitCollection(
            userInterfaceStyle: userInterfaceStyle, preferredContentSizeCategory: preferredContentSizeCategory,
            displayScale: displayScale, layoutDirection: layoutDirection, horizontalSizeClass: horizontalSizeClass,
            verticalSizeClass: verticalSizeClass, userInterfaceIdiom: userInterfaceIdiom)
    }

    package func contains(_ trait: UITrait) -> Bool {
        guard let stored = trait as? any StoredTrait.Type else { return false }
        return isSpecified(stored)
    }

    package mutating func remove(_ trait: UITrait) {
        guard let stored = trait as? any StoredTrait.Type else { return }
        clear(stored)
    }

    private func isSpecified<Trait: StoredTrait>(_ trait: Trait.Type) -> Bool {
        self[keyPath: Trait.variable] != Trait.defaultValue
    }

    private mutating func clear<Trait: StoredTrait>(_ trait: Trait.Type) {
        self[keyPath: Trait.variable] = Trait.defaultValue
    }
}
