import TesseraCore

/// What a view keeps for its lifecycle, theme and styles: one stored property on `UIView`, so the
/// view class stays small and views that never use a feature pay only for a few empty fields.
@MainActor
struct ViewLifecycleState {
    /// Made on first use of `UIView.lifetime`; most views never bind anything.
    var lifetime: Lifetime?
    /// Where setup stands: hooks not run yet, running, or done.
    var setUpPhase = SetUpPhase.pending
    /// Whether `tearDown()` ran (it runs once).
    var isTornDown = false

    /// The theme in effect, written by the top-down trait walk (nil before the view first joins
    /// a tree or inherits traits).
    var theme: (any Theme)?
    /// A theme forced on this subtree (`UIView.overrideTheme`, `UIWindow.theme`).
    var themeOverride: (any Theme)?
    /// The appearance last reported through `themeDidChange()`; nil until setup reports it.
    var reportedAppearance: ThemeAppearance?
    /// Styles re-applied whenever the theme or traits change (`UIView.applyThemed(_:)`), in order.
    var themedStyles: [@MainActor () -> Void] = []

    /// `registerForTraitChanges(_:handler:)` registrations, in order (View/UITraitChangeObservable.swift).
    var traitChangeHandlers: [TraitChangeHandler] = []

    /// The controller whose root view this is (weak: the controller owns the view).
    weak var viewController: UIViewController?
    /// The appearance properties (`AppearanceProperty` bits) this view's owner set, which appearance
    /// proxies leave alone.
    var customizedAppearance: UInt64 = 0
    /// What the view showed before trait-specific appearance proxies set their properties, to go
    /// back to when its traits stop matching (`AppearanceRules.traitsChanged(for:)`).
    var appearanceBeforeTraitProxies: [AppearanceProperty: AppearanceRules.Restore] = [:]
    /// `UIView.semanticContentAttribute`.
    var semanticContentAttribute = UISemanticContentAttribute.unspecified
    /// Backs `UIView.keyboardLayoutGuide`, made on first use.
    var keyboardLayoutGuide: UIKeyboardLayoutGuide?
    /// Backs `UIView.readableContentGuide`, made on first use.
    var readableContentGuide: ReadableContentGuide?
    /// Windows only: the controller whose view fills the window (`UIWindow.rootViewController`).
    var rootViewController: UIViewController?
}

/// Progress of an object's setup hooks.
enum SetUpPhase: Hashable, Sendable {
    case pending
    case running
    case done
}

/// What `themeDidChange()` reports: the theme and whether it is drawn dark. Two appearances are
/// equal when the themes are equal and both are dark or both light.
struct ThemeAppearance: Equatable, Sendable {
    let theme: any Theme
    let isDark: Bool

    static func == (lhs: ThemeAppearance, rhs: ThemeAppearance) -> Bool {
        lhs.isDark == rhs.isDark && lhs.theme.isEqual(to: rhs.theme)
    }
}
