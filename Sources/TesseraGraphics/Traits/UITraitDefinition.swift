public import Foundation

/// A trait, named by its type (`UITraitDefinition`): what `registerForTraitChanges(_:handler:)` takes
/// and `UITraitCollection[trait]` reads.
///
/// The system traits are `UITraitUserInterfaceStyle`, `UITraitPreferredContentSizeCategory`,
/// `UITraitDisplayScale`, `UITraitLayoutDirection`, `UITraitHorizontalSizeClass`,
/// `UITraitVerticalSizeClass` and `UITraitUserInterfaceIdiom`. A trait collection stores only those: a
/// trait of your own reads as its `defaultValue` and never changes.
///
/// For example:
/// ```swift
/// chart.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (chart: ChartView, previous) in
///     chart.setNeedsDisplay()
/// }
/// ```
public protocol UITraitDefinition {
    /// What the trait holds.
    associatedtype Value
    /// The value when no collection specifies the trait.
    static var defaultValue: Value { get }
    /// A name for people, such as "User Interface Style".
    static var name: String { get }
    /// A name that tells the trait apart from every other, such as "UITraitUserInterfaceStyle".
    static var identifier: String { get }
    /// Whether dynamic colours may resolve differently when the trait changes.
    static var affectsColorAppearance: Bool { get }
}

extension UITraitDefinition {
    public static var name: String { String(describing: Self.self) }
    public static var identifier: String { String(reflecting: Self.self) }
    public static var affectsColorAppearance: Bool { false }
}

/// A trait's type, as in `[UITraitUserInterfaceStyle.self, UITraitDisplayScale.self]`.
public typealias UITrait = any UITraitDefinition.Type

/// A trait `UITraitCollection` stores, read from a collection.
protocol StoredTrait: UITraitDefinition where Value: Equatable {
    /// Where `TraitValues` (modified traits, trait overrides) keeps it.
    static var variable: WritableKeyPath<TraitValues, Value> { get }
}

extension StoredTrait {
    static func value(in traits: UITraitCollection) -> Value { TraitValues(traits)[keyPath: variable] }
}

/// Light or dark appearance (`UITraitCollection.userInterfaceStyle`).
public enum UITraitUserInterfaceStyle: StoredTrait {
    public static let defaultValue = UIUserInterfaceStyle.unspecified
    public static let name = "User Interface Style"
    public static var affectsColorAppearance: Bool { true }
    static var variable: WritableKeyPath<TraitValues, Value> { \.userInterfaceStyle }
}

/// The Dynamic Type size (`UITraitCollection.preferredContentSizeCategory`).
public enum UITraitPreferredContentSizeCategory: StoredTrait {
    public static let defaultValue = UIContentSizeCategory.unspecified
    public static let name = "Preferred Content Size Category"
    static var variable: WritableKeyPath<TraitValues, Value> { \.preferredContentSizeCategory }
}

/// Pixels per point (`UITraitCollection.displayScale`; 0 when unspecified).
public enum UITraitDisplayScale: StoredTrait {
    public static let defaultValue: CGFloat = 0
    public static let name = "Display Scale"
    static var variable: WritableKeyPath<TraitValues, Value> { \.displayScale }
}

/// Reading direction (`UITraitCollection.layoutDirection`).
public enum UITraitLayoutDirection: StoredTrait {
    public static let defaultValue = UITraitEnvironmentLayoutDirection.unspecified
    public static let name = "Layout Direction"
    static var variable: WritableKeyPath<TraitValues, Value> { \.layoutDirection }
}

/// Horizontal room (`UITraitCollection.horizontalSizeClass`).
public enum UITraitHorizontalSizeClass: StoredTrait {
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
    public static let name = "Horizontal Size Class"
    static var variable: WritableKeyPath<TraitValues, Value> { \.horizontalSizeClass }
}

/// Vertical room (`UITraitCollection.verticalSizeClass`).
public enum UITraitVerticalSizeClass: StoredTrait {
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
    public static let name = "Vertical Size Class"
    static var variable: WritableKeyPath<TraitValues, Value> { \.verticalSizeClass }
}

/// The kind of device (`UITraitCollection.userInterfaceIdiom`).
public enum UITraitUserInterfaceIdiom: StoredTrait {
    public static let defaultValue = UIUserInterfaceIdiom.unspecified
    public static let name = "User Interface Idiom"
    static var variable: WritableKeyPath<TraitValues, Value> { \.userInterfaceIdiom }
}

extension UITraitCollection {
    /// The trait's value: a system trait's as stored (unspecified ones included), any other trait's
    /// `defaultValue`.
    public subscript<Trait: UITraitDefinition>(trait: Trait.Type) -> Trait.Value {
        guard let stored = trait as? any StoredTrait.Type else { return Trait.defaultValue }
        return storedValue(of: stored) as? Trait.Value ?? Trait.defaultValue
    }

    /// Whether any of `traits` has another value here than in `previous` (a trait the collection
    /// does not store never changes).
    package func changes(_ traits: [UITrait], from previous: UITraitCollection) -> Bool {
        traits.contains { trait in
            guard let stored = trait as? any StoredTrait.Type else { return false }
            return differs(stored, from: previous)
        }
    }

    private func storedValue<Trait: StoredTrait>(of trait: Trait.Type) -> Any { Trait.value(in: self) }

    private func differs<Trait: StoredTrait>(_ trait: Trait.Type, from previous: UITraitCollection) -> Bool {
        Trait.value(in: self) != Trait.value(in: previous)
    }
}
