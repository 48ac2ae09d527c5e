/// An object that runs setup hooks (`UIView`, `UIViewController`, `ViewModel`): `runSetUp(_:)` calls
/// the methods of a sequence of hooks in order, once in the object's life.
@MainActor
protocol LifecycleHookRunner: AnyObject {
    /// Where setup stands.
    var setUpPhase: SetUpPhase { get set }

    func prepare()
    func beginSetUp()
    func setUpNavigation()
    func buildHierarchy()
    func configureViews()
    func makeLayout()
    func setUpDelegates()
    func setUpNotifications()
    func bindData()
    func observe()
    func setUpEvents()
    func setUpExtras()
    /// Records the appearance `themeDidChange()` styles for, then calls it.
    func runThemeHook()
    func finishSetUp()
    func debugChecks()
}

extension LifecycleHookRunner {
    /// Runs `hooks` in order.
    /// - Precondition: setup has not run yet.
    func runSetUp(_ hooks: [LifecycleHook]) {
        precondition(setUpPhase == .pending, "\(type(of: self)): setup hooks already ran")
        setUpPhase = .running
        for hook in hooks {
            run(hook)
        }
        setUpPhase = .done
    }

    private func run(_ hook: LifecycleHook) {
        switch hook {
        case .prepare: prepare()
        case .beginSetUp: beginSetUp()
        case .setUpNavigation: setUpNavigation()
        case .buildHierarchy: buildHierarchy()
        case .configureViews: configureViews()
        case .makeLayout: makeLayout()
        case .setUpDelegates: setUpDelegates()
        case .setUpNotifications: setUpNotifications()
        case .bindData: bindData()
        case .observe: observe()
        case .setUpEvents: setUpEvents()
        case .setUpExtras: setUpExtras()
        case .themeDidChange: runThemeHook()
        case .finishSetUp: finishSetUp()
        case .debugChecks: debugChecks()
        case .tearDown: break
        }
    }

    // What a type leaves out of its hook sequence it need not declare (a view has no navigation
    // hook; a view model no view, layout, event or theme hooks): these are never called.
    func setUpNavigation() {}
    func buildHierarchy() {}
    func configureViews() {}
    func makeLayout() {}
    func setUpEvents() {}
    func runThemeHook() {}
}
