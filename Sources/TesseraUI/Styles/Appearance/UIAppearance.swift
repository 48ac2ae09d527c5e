public import TesseraGraphics

/// A type whose instances take default values from appearance proxies (`UIAppearance`): views and
/// bar items (bar button items, tab bar items).
///
/// As in UIKit, a value set through a proxy reaches every instance of the class (and its
/// subclasses) whenever the instance enters a window (a bar item: when its bar shows it in one),
/// unless the instance set that property itself; views already in a window keep what they show
/// until removed and added again, except that values of trait-specific proxies
/// (`appearance(for:)`) follow live trait changes. Where UIKit returns `Self`, the proxy here
/// is a ``UIAppearanceProxy`` that offers the properties UIKit marks for appearance (Swift on Linux
/// has no Objective-C message forwarding), so `UINavigationBar.appearance().tintColor = .white`
/// reads and compiles as on iOS.
@MainActor
public protocol UIAppearance: AnyObject {}

/// A type an appearance proxy can be limited to (`UIAppearanceContainer`): views and view
/// controllers.
@MainActor
public protocol UIAppearanceContainer: AnyObject {}

extension UIView: UIAppearance, UIAppearanceContainer {}
extension UIViewController: UIAppearanceContainer {}

extension UIAppearance {
    /// The proxy for every instance of this class.
    public static func appearance() -> UIAppearanceProxy<Self> {
        UIAppearanceProxy(scope: AppearanceScope(Self.self as AnyClass, containers: [], traits: nil))
    }

    /// The proxy for instances inside the given containers: the first type is the nearest
    /// container, each next one must hold the one before it (not necessarily directly), e.g.
    /// `[UINavigationBar.self]` or `[UISearchBar.self, UINavigationController.self]`.
    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type])
        -> UIAppearanceProxy<Self>
    {
        UIAppearanceProxy(scope: AppearanceScope(Self.self as AnyClass, containers: containerTypes, traits: nil))
    }

    /// The proxy for instances whose traits contain `trait`'s specified traits (e.g. dark mode):
    /// checked when they enter a window and again whenever their traits change.
    public static func appearance(for trait: UITraitCollection) -> UIAppearanceProxy<Self> {
        UIAppearanceProxy(scope: AppearanceScope(Self.self as AnyClass, containers: [], traits: trait))
    }

    /// The proxy for instances with `trait`'s traits inside the given containers.
    public static func appearance(
        for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> UIAppearanceProxy<Self> {
        UIAppearanceProxy(scope: AppearanceScope(Self.self as AnyClass, containers: containerTypes, traits: trait))
    }
}
