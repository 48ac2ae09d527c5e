/// One step of the layered setup every screen object runs (Aquarius's "onion"), in running order.
///
/// A base type runs the subset that applies to it, always in this order:
///
/// | hook | Aquarius | `UIViewController` | `UIView`, cells | `ViewModel` |
/// | --- | --- | :-: | :-: | :-: |
/// | `prepare()` | a_Preview | ✓ | ✓ | ✓ |
/// | `beginSetUp()` | a_Begin | ✓ | ✓ | ✓ |
/// | `setUpNavigation()` | a_Navigation | ✓ | | |
/// | `buildHierarchy()` | a_UI | ✓ | ✓ | |
/// | `configureViews()` | a_UIConfig | ✓ | ✓ | |
/// | `makeLayout()` | a_Layout | ✓ | ✓ | |
/// | `setUpDelegates()` | a_Delegate | ✓ | ✓ | ✓ |
/// | `setUpNotifications()` | a_Notification | ✓ | ✓ | ✓ |
/// | `bindData()` | a_Bind | ✓ | ✓ | ✓ |
/// | `observe()` | a_Observe | ✓ | ✓ | ✓ |
/// | `setUpEvents()` | a_Event | ✓ | ✓ | |
/// | `setUpExtras()` | a_Other | ✓ | ✓ | ✓ |
/// | `themeDidChange()` | updateThemeStyle | ✓ | ✓ | |
/// | `finishSetUp()` | a_End | ✓ | ✓ | ✓ |
/// | `debugChecks()` | a_Test | ✓ | ✓ | ✓ |
/// | `tearDown()` | a_Clear | ✓ | ✓ | ✓ |
///
/// `debugChecks()` runs in DEBUG builds only. `themeDidChange()` runs once in setup and again on
/// every appearance change (light/dark or theme). `tearDown()` is not part of setup: it runs once,
/// before release, when the owner ends the object (`invalidate()`), and the object's `lifetime` is
/// cancelled right after it.
///
/// When each type runs its setup: a controller when its view loads (never in `init`); a view and a
/// cell at the end of `init`; a view model at the end of `init`.
public enum LifecycleHook: Int, CaseIterable, Comparable, Sendable, CustomStringConvertible {
    case prepare
    case beginSetUp
    case setUpNavigation
    case buildHierarchy
    case configureViews
    case makeLayout
    case setUpDelegates
    case setUpNotifications
    case bindData
    case observe
    case setUpEvents
    case setUpExtras
    case themeDidChange
    case finishSetUp
    case debugChecks
    case tearDown

    public static func < (lhs: LifecycleHook, rhs: LifecycleHook) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The hook's method name, e.g. `"bindData"`.
    public var description: String {
        switch self {
        case .prepare: "prepare"
        case .beginSetUp: "beginSetUp"
        case .setUpNavigation: "setUpNavigation"
        case .buildHierarchy: "buildHierarchy"
        case .configureViews: "configureViews"
        case .makeLayout: "makeLayout"
        case .setUpDelegates: "setUpDelegates"
        case .setUpNotifications: "setUpNotifications"
        case .bindData: "bindData"
        case .observe: "observe"
        case .setUpEvents: "setUpEvents"
        case .setUpExtras: "setUpExtras"
        case .themeDidChange: "themeDidChange"
        case .finishSetUp: "finishSetUp"
        case .debugChecks: "debugChecks"
        case .tearDown: "tearDown"
        }
    }

    /// Whether this build runs `debugChecks()` (DEBUG builds only).
    public static var runsDebugChecks: Bool {
        #if DEBUG
            true
        #else
            false
        #endif
    }

    /// The setup sequence of a `UIViewController`, run when its view loads: every hook but `tearDown`.
    public static let viewControllerSetUp: [LifecycleHook] = setUp(excluding: [])

    /// The setup sequence of a `UIView` (and of table and collection view cells), run at the end
    /// of `init`: every hook but `setUpNavigation` and `tearDown`.
    public static let viewSetUp: [LifecycleHook] = setUp(excluding: [.setUpNavigation])

    /// The setup sequence of a `ViewModel`, run at the end of `init`: no navigation, views, layout,
    /// UI events or theme.
    public static let viewModelSetUp: [LifecycleHook] = setUp(excluding: [
        .setUpNavigation, .buildHierarchy, .configureViews, .makeLayout, .setUpEvents, .themeDidChange,
    ])

    /// All hooks in order except `tearDown`, `excluded`, and `debugChecks` outside DEBUG builds.
    private static func setUp(excluding excluded: Set<LifecycleHook>) -> [LifecycleHook] {
        allCases.filter { hook in
            hook != .tearDown && !excluded.contains(hook) && (hook != .debugChecks || runsDebugChecks)
        }
    }
}
