/// The traits a view or view controller sets for itself and everything inside it (`UITraitOverrides`,
/// iOS 17): `traitOverrides` on `UIView` and `UIViewController`. A trait set here wins over the one
/// inherited from above; one left unspecified (or removed) is inherited.
///
/// For example, a preview of one screen at a large text size in dark mode:
/// ```swift
/// controller.traitOverrides.userInterfaceStyle = .dark
/// controller.traitOverrides.preferredContentSizeCategory = .accessibilityLarge
/// controller.traitOverrides.contains(UITraitUserInterfaceStyle.self)   // true
/// controller.traitOverrides.remove(UITraitUserInterfaceStyle.self)     // the window's style again
/// ```
public protocol UITraitOverrides: UIMutableTraits {
    /// Whether `trait` is overridden here. A trait of the app's own never is: a collection does not
    /// store it.
    func contains(_ trait: UITrait) -> Bool
    /// Stops overriding `trait`: it is inherited again.
    mutating func remove(_ trait: UITrait)
}
