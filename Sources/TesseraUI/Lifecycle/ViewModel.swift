public import TesseraCore

/// The state and logic of a screen, without views (the VM of MVVM), with the layered setup of
/// `LifecycleHook`.
///
/// Setup runs at the end of `init`: the hooks of `LifecycleHook.viewModelSetUp` in order —
/// `prepare`, `beginSetUp`, `setUpDelegates`, `setUpNotifications`, `bindData`, `observe`,
/// `setUpExtras`, `finishSetUp`, `debugChecks` (DEBUG builds only). `tearDown()` runs once when the
/// view model is ended (`invalidate()`, which its owning controller calls if it was handed over
/// with `UIViewController.own(_:)`), then `lifetime` is cancelled.
///
/// Make subclasses `@Observable` so views bind to their properties:
/// ```swift
/// @Observable final class HomeViewModel: ViewModel {
///     private(set) var entries: [JournalEntry] = []
///     var isComposing = false
///     @ObservationIgnored private let store: EntryStore
///
///     init(store: EntryStore) {
///         self.store = store
///         super.init()                    // the hooks run here
///     }
///
///     override func setUpNotifications() {
///         EventBus.current.subscribe(EntrySaved.self) { [weak self] _ in self?.reload() }
///             .store(in: lifetime)
///     }
///     override func bindData() { reload() }
///     func reload() { entries = store.all() }
///     func compose() { isComposing = true }
/// }
/// ```
/// A subclass's stored properties are initialised before `super.init()`, so hooks may use them;
/// code after `super.init()` in a subclass initialiser runs after the hooks.
///
/// Main actor only.
@preconcurrency @MainActor
open class ViewModel {
    /// Owns the subscriptions, observations and timers the view model starts; cancelled after
    /// `tearDown()`, or when the view model is released.
    public let lifetime = Lifetime()

    var setUpPhase = SetUpPhase.pending

    /// Whether `invalidate()` has run.
    public private(set) var isTornDown = false

    /// Runs the setup hooks.
    public init() {
        runSetUp(LifecycleHook.viewModelSetUp)
    }

    /// Whether the setup hooks have all run.
    public var isSetUp: Bool { setUpPhase == .done }

    // MARK: Setup hooks (see LifecycleHook)

    /// First setup hook: anything the others rely on.
    open func prepare() {}
    /// Second setup hook, after `prepare()`.
    open func beginSetUp() {}
    /// Sets delegates of the services the model owns.
    open func setUpDelegates() {}
    /// Subscribes to events and channels; store the tokens in `lifetime`.
    open func setUpNotifications() {}
    /// Loads or derives data, binds to other models; store the tokens in `lifetime`.
    open func bindData() {}
    /// Observes other models or settings; store the tokens in `lifetime`.
    open func observe() {}
    /// Setup that fits none of the other hooks.
    open func setUpExtras() {}
    /// Last setup hook.
    open func finishSetUp() {}
    /// DEBUG builds only.
    open func debugChecks() {}
    /// Runs once when the view model is ended, before `lifetime` is cancelled.
    open func tearDown() {}

    /// Ends the view model: `tearDown()`, then `lifetime` is cancelled. Idempotent.
    public func invalidate() {
        guard !isTornDown else { return }
        isTornDown = true
        tearDown()
        lifetime.cancel()
    }
}

extension ViewModel: LifecycleHookRunner {}
