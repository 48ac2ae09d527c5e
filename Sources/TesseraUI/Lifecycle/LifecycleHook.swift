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
    /// The first step: anything the other steps rely on (Aquarius `a_Preview`).
    case prepare
    /// The step after `prepare()` (Aquarius `a_Begin`), for setup that needs what `prepare()` made.
    case beginSetUp
    /// Sets the navigation item: title, bar buttons, back button (controllers only).
    case setUpNavigation
    /// Creates subviews and adds them to the hierarchy.
    case buildHierarchy
    /// Sets the look of the views built in `buildHierarchy()`: fonts, colours, texts.
    case configureViews
    /// Adds constraints or sets frames. The view is not yet in a window; screen-relative frame
    /// helpers use the window's or the main screen's size.
    case makeLayout
    /// Sets delegates and data sources.
    case setUpDelegates
    /// Subscribes to notifications and event bus events; keep the tokens in `lifetime`.
    case setUpNotifications
    /// Binds model values to views; the first values are delivered on the next run-loop turn
    /// (`await Binding.flush()` in tests).
    case bindData
    /// Observes other state (settings, channels) whose changes the object reacts to.
    case observe
    /// Connects control actions and gesture recognisers.
    case setUpEvents
    /// Anything setup needs that fits none of the other steps.
    case setUpExtras
    /// Applies theme- and appearance-dependent styling; runs in setup and again on every light/dark
    /// or theme change.
    case themeDidChange
    /// The last step of setup, after every other hook.
    case finishSetUp
    /// Assertions on the finished setup; DEBUG builds only.
    case debugChecks
    /// Releases what setup made, once, when the owner ends the object (`invalidate()`); the object's
    /// `lifetime` is cancelled right after.
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
