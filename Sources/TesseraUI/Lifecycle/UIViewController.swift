public import Foundation
public import TesseraCore
public import TesseraGraphics

/// Manages one screen (or one part of a screen): its view tree, its view models and its place
/// among other controllers (`UIViewController`), with the layered setup of `LifecycleHook`.
///
/// **Setup runs when the view loads, never in `init`.** The first read of `view` (or
/// `loadViewIfNeeded()`, or showing the controller) calls `loadView()`, then the hooks of
/// `LifecycleHook.viewControllerSetUp` in order — `prepare`, `beginSetUp`, `setUpNavigation`,
/// `buildHierarchy`, `configureViews`, `makeLayout`, `setUpDelegates`, `setUpNotifications`,
/// `bindData`, `observe`, `setUpEvents`, `setUpExtras`, `themeDidChange`, `finishSetUp`,
/// `debugChecks` (DEBUG builds only) — then `viewDidLoad()`. `themeDidChange()` runs again whenever
/// the theme or light/dark appearance of the view changes. Appearance callbacks follow
/// (`viewWillAppear(_:)` … `viewDidDisappear(_:)`, see UIViewController+Appearance.swift).
///
/// **Tear-down runs once, when the controller is discarded**: replaced as a window's root,
/// removed from its parent with `removeFromParent()`/`unembed(_:)`, or ended with `invalidate()`.
/// Then `tearDown()` runs, children and owned view models are ended, the view tree is ended
/// (`UIView.invalidate()`), and `lifetime` is cancelled, so nothing the screen started outlives it.
/// A controller released without being discarded still cancels its lifetime as it deinitialises
/// (hooks cannot run there, as overridable code must not run in `deinit`).
///
/// A screen is a controller, its view model and bindings between them:
/// ```swift
/// final class HomeViewController: UIViewController {
///     let viewModel: HomeViewModel
///     private let homeView = JournalHomeView()
///
///     init(viewModel: HomeViewModel) {
///         self.viewModel = viewModel
///         super.init(nibName: nil, bundle: nil)
///         own(viewModel)                      // ended with the controller
///     }
///
///     override func loadView() { view = homeView }
///     override func setUpNavigation() {
///         title = "日记 Journal"
///         setRightBarButton(image: UIImage(icon: Icon(.add), pointSize: 22)) { [weak self] in
///             self?.viewModel.compose()
///         }
///     }
///     override func bindData() {
///         Binding.bind(viewModel, \.entries, to: homeView, \.entries).store(in: lifetime)
///     }
///     override func themeDidChange() { view.backgroundColor = view.theme.groupedBackground }
/// }
/// window.rootViewController = HomeViewController(viewModel: HomeViewModel())
/// ```
/// Capture `self` weakly in closures you store (bindings, actions, timers): everything the
/// controller starts is held by its lifetime or its views, so a strong capture would be a cycle.
/// As a safety net, ending a controller drops every closure action and gesture in its view tree
/// and every bar-button action, which breaks such cycles.
///
/// Main actor only.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    /// Owns what the controller starts in its hooks; cancelled after `tearDown()`.
    public let lifetime = Lifetime()

    /// The controller's title, shown by a navigation bar; also sets `navigationItem.title`.
    open var title: String? {
        didSet { navigationItem.title = title }
    }

    /// The items a navigation bar shows for this controller (title, title view, bar buttons).
    public private(set) lazy var navigationItem = UINavigationItem()

    /// The controller that contains this one, or nil (see `addChild(_:)`).
    public internal(set) weak var parent: UIViewController?
    /// Contained controllers, in the order added.
    public internal(set) var children: [UIViewController] = []
    /// Where the controller is in appearing or disappearing.
    public internal(set) var appearanceState = AppearanceState.disappeared

    private var storedView: UIView?
    private var isLoadingView = false
    /// The controller's `traitOverrides`, applied to its root view's traits under the view's own.
    var storedTraitOverrides = TraitValues()
    /// Backs `additionalSafeAreaInsets` (UIViewController+Layout.swift).
    var storedAdditionalSafeAreaInsets = UIEdgeInsets.zero
    private var storedIsEditing = false
    private var storedToolbarItems: [UIBarButtonItem]?
    private var storedEditButtonItem: UIBarButtonItem?
    /// The scroll views set with `setContentScrollView(_:for:)`, by edge.
    var contentScrollViews: [ContentScrollViewLink] = []
    /// Back `isMovingToParent`, `isMovingFromParent`, `isBeingPresented`, `isBeingDismissed`
    /// (UIViewController+Containment.swift).
    var transitionFlags = TransitionFlags()
    var setUpPhase = SetUpPhase.pending
    private var reportedAppearance: ThemeAppearance?
    private var ownedViewModels: [ViewModel] = []
    /// The `animated` flag of the appearance transition in progress.
    var isTransitionAnimated = false
    /// Whether `viewIsAppearing(_:)` is due: the controller is appearing and has not had it yet.
    var isAppearingCallDue = false
    /// Whether `updateViewConstraints()` ran in the first layout pass with Auto Layout.
    var hadFirstConstraintUpdate = false

    /// `registerForTraitChanges(_:handler:)` registrations, in order (View/UITraitChangeObservable.swift).
    var traitChangeHandlers: [TraitChangeHandler] = []

    /// Whether `invalidate()` has run.
    public private(set) var isTornDown = false

    /// The modal links (see UIViewController+Presentation.swift in Navigation/).
    var presentedStorage: UIViewController?
    weak var presentingStorage: UIViewController?
    var presentationContainer: UIView?
    /// Backs `presentationController` (UIPresentationController.swift in Navigation/).
    var presentationControllerStorage: UIPresentationController?
    /// Backs `popoverPresentationController` (UIPopoverPresentationController.swift in Navigation/).
    var popoverPresentationStorage: UIPopoverPresentationController?

    /// Whether the user's dismissal (Escape, Alt+Left, the back button) is refused while this
    /// controller is presented — or shown inside a presented one; the presentation's delegate hears
    /// `presentationControllerDidAttemptToDismiss` instead. Set it while a draft is unsaved.
    open var isModalInPresentation = false

    /// Whether the tab bar hides while this controller is in a navigation stack above its root
    /// (pushed), as UIKit's `hidesBottomBarWhenPushed`: the screens fill the window down to its
    /// bottom. The bar hides and shows at once when such a controller is pushed or popped (it does
    /// not slide with the screen). False by default.
    open var hidesBottomBarWhenPushed = false

    /// How the controller is placed when presented (see `UIModalPresentationStyle`): `.automatic`,
    /// a sheet, by default; `.fullScreen` and `.overFullScreen` cover the window.
    open var modalPresentationStyle = UIModalPresentationStyle.automatic

    /// How the controller comes in and goes out when presented: `.coverVertical`, sliding up, by
    /// default; `.crossDissolve` fades.
    open var modalTransitionStyle = UIModalTransitionStyle.coverVertical

    /// Whether this controller's screen is where a search controller in its navigation item lies
    /// while searching (`definesPresentationContext`). Default false. Kept and read back: a search
    /// controller always covers the screen under its search bar, as `true` gives on iOS.
    open var definesPresentationContext = false

    /// Shortcuts added with `addKeyCommand(_:)`.
    private var addedKeyCommands: [UIKeyCommand] = []

    /// The shortcuts added with `addKeyCommand(_:)`; override to compute them.
    override open var keyCommands: [UIKeyCommand]? { addedKeyCommands.isEmpty ? nil : addedKeyCommands }

    /// Adds a shortcut this controller offers while its screen has focus (see `UIKeyCommand`).
    public func addKeyCommand(_ command: UIKeyCommand) { addedKeyCommands.append(command) }

    /// Removes a shortcut added with `addKeyCommand(_:)`.
    public func removeKeyCommand(_ command: UIKeyCommand) { addedKeyCommands.removeAll { $0 === command } }

    /// A presented controller dismisses as the user asked (see `isModalInPresentation`); others
    /// do nothing.
    override open func accessibilityPerformEscape() -> Bool { attemptUserDismissal() }
    /// Backs `tabBarItem` (see UITabBarController.swift in Navigation/).
    var storedTabBarItem: UITabBarItem?
    // Set once in init on the main actor and read only in deinit, when nothing else refers to the
    // controller; the token is only handed back to NotificationCenter, which is thread-safe.
    private nonisolated(unsafe) var memoryWarningObserver: (any NSObjectProtocol)?

    /// A controller with no nib: `UIViewController()`, or `super.init(nibName: nil, bundle: nil)` as
    /// iOS code writes it in a subclass. Tessera has no nibs or storyboards, so both must be nil and
    /// the view comes from `loadView()`.
    /// - Precondition: `nibNameOrNil` is nil.
    public init(nibName nibNameOrNil: String? = nil, bundle nibBundleOrNil: Bundle? = nil) {
        precondition(
            nibNameOrNil == nil, "Tessera loads no nibs: build \(type(of: self))'s view in loadView() or viewDidLoad()")
        super.init()
        // Every live controller hears memory warnings, on screen or not, as in UIKit.
        memoryWarningObserver = NotificationCenter.default.addObserver(
            forName: UIApplication.didReceiveMemoryWarningNotification, object: nil, queue: nil
        ) { [weak self] _ in
            MainActor.assumeIsolated { self?.didReceiveMemoryWarning() }
        }
    }

    deinit {
        if let memoryWarningObserver { NotificationCenter.default.removeObserver(memoryWarningObserver) }
    }

    /// A controller with no nib, made by `init(nibName:bundle:)` — a subclass's override when it has
    /// one, so `MyViewController()` works for a subclass that overrides only that, as on iOS.
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    // MARK: The view

    /// The root view, loaded (and set up) on first access. Setting it makes `view` the root view.
    /// - Precondition: `loadView()` must assign `view` before reading it.
    public var view: UIView {
        get {
            loadViewIfNeeded()
            guard let storedView else {
                preconditionFailure("\(type(of: self)).loadView() read `view` before assigning it")
            }
            return storedView
        }
        set {
            if storedView === newValue { return }
            if let old = storedView, old.lifecycle.viewController === self { old.lifecycle.viewController = nil }
            storedView = newValue
            newValue.lifecycle.viewController = self
            if !storedTraitOverrides.isEmpty, newValue.storedTraitCollection != nil { newValue.refreshEnvironment() }
        }
    }

    /// The theme of the controller's view (`view.theme`; loads the view).
    public var theme: any Theme { view.theme }

    /// The view if it has been loaded; never loads it.
    public var viewIfLoaded: UIView? { storedView }

    /// Whether the view has been loaded.
    public var isViewLoaded: Bool { storedView != nil }

    /// Whether the setup hooks have all run.
    public var isSetUp: Bool { setUpPhase == .done }

    /// Creates the root view and assigns it to `view`. The default makes a plain `UIView`; override
    /// to assign your own (without calling `super`).
    open func loadView() {
        view = UIView()
    }

    /// Called after the setup hooks, once the view is loaded, for UIKit-style code.
    open func viewDidLoad() {}

    /// The system is low on memory: release what can be made again. Every live controller is told,
    /// on screen or not, when `UIApplication.didReceiveMemoryWarningNotification` is posted (see
    /// `UIApplication.receiveMemoryWarning()`). The default does nothing.
    open func didReceiveMemoryWarning() {}

    /// The items a navigation controller's toolbar shows while this is its top screen.
    public var toolbarItems: [UIBarButtonItem]? {
        get { storedToolbarItems }
        set { setToolbarItems(newValue, animated: false) }
    }

    /// Sets `toolbarItems` (at once: the change is not animated).
    public func setToolbarItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        storedToolbarItems = items
        if let navigation = navigationController, navigation.topViewController === self {
            navigation.showToolbarItems()
        }
    }

    /// Whether the screen is in editing mode; setting it calls `setEditing(_:animated:)` unanimated.
    open var isEditing: Bool {
        get { storedIsEditing }
        set { setEditing(newValue, animated: false) }
    }

    /// Enters or leaves editing mode and retitles `editButtonItem` ("Edit", or "Done" while
    /// editing). Override it to show your editing controls, and call `super`; a table view
    /// controller also puts its table in editing mode.
    open func setEditing(_ editing: Bool, animated: Bool) {
        storedIsEditing = editing
        if let storedEditButtonItem { Self.configure(storedEditButtonItem, editing: editing) }
    }

    /// A bar button item that toggles editing mode: "Edit", then a bold "Done" while editing.
    public var editButtonItem: UIBarButtonItem {
        if let storedEditButtonItem { return storedEditButtonItem }
        let item = UIBarButtonItem(title: "Edit") { [weak self] in
            guard let self else { return }
            setEditing(!isEditing, animated: true)
        }
        Self.configure(item, editing: isEditing)
        storedEditButtonItem = item
        return item
    }

    private static func configure(_ item: UIBarButtonItem, editing: Bool) {
        item.title = editing ? "Done" : "Edit"
        item.style = editing ? .done : .plain
    }

    /// Called before the window changes size (a window resized on the desktop, a device turned):
    /// `size` is the new size of the window, and `coordinator` takes animations to run alongside
    /// and blocks to run when the change is done (both run at once: the change is not animated).
    /// The default passes the call on to the children and the presented controller; call `super`.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in children { child.viewWillTransition(to: size, with: coordinator) }
        presentedViewController?.viewWillTransition(to: size, with: coordinator)
    }

    /// Called when the safe area of the controller's view changed, in the layout pass that finds
    /// it, before `viewWillLayoutSubviews()`. The default does nothing.
    open func viewSafeAreaInsetsDidChange() {}

    /// Called when the layout margins of the controller's view changed (set, or moved with its
    /// safe area). The default does nothing.
    open func viewLayoutMarginsDidChange() {}

    /// The scroll view whose position picks the bars' scroll-edge appearances at `edge` (`.top`
    /// for the navigation bar, `.bottom` for the tab bar): the one set with
    /// `setContentScrollView(_:for:)`, else the view when it is a scroll view (a table or collection
    /// view controller's), else its first subview when that is one. A navigation controller answers
    /// with its top controller's, a tab bar controller with its selected one's.
    open func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
        assignedContentScrollView(for: edge) ?? defaultContentScrollView
    }

    /// Called after the traits of the controller's view change (appearance, text size, scale, size
    /// classes or direction), after the view's own call, with the new traits current.
    open func traitCollectionDidChange(_ previous: UITraitCollection?) {}

    /// Called when the root view is about to lay out its subviews (its bounds changed, or
    /// `setNeedsLayout()` was called on it), before its `layoutSubviews()`. Does nothing by default.
    open func viewWillLayoutSubviews() {}

    /// Called after the root view laid out its subviews — its constraints are applied and its
    /// `layoutSubviews()` ran — and before its subviews lay out theirs. Set frames that depend on
    /// the laid-out views here. Does nothing by default.
    open func viewDidLayoutSubviews() {}

    /// The status bar style the controller would like. Tessera draws no status bar (a desktop window
    /// has none, and device snapshots show the app's own views only): override it as on iOS; nothing
    /// reads it. `.default` by default.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }

    /// Whether the controller would like the status bar hidden; as `preferredStatusBarStyle`, kept for
    /// iOS code and read by nothing. False by default.
    open var prefersStatusBarHidden: Bool { false }

    /// Tells the system the status bar preferences changed. There is no status bar to update.
    open func setNeedsStatusBarAppearanceUpdate() {}

    /// Loads the view and runs the setup hooks, unless already done.
    public func loadViewIfNeeded() {
        guard storedView == nil, !isLoadingView else { return }
        isLoadingView = true
        loadView()
        isLoadingView = false
        precondition(storedView != nil, "\(type(of: self)).loadView() must assign `view`")
        runSetUp(LifecycleHook.viewControllerSetUp)
        viewDidLoad()
    }

    /// Makes or changes the constraints of the controller's view, in the layout pass before the
    /// engine solves: once in the first pass that lays the view out with Auto Layout (its tree has
    /// constraints), and after `view.setNeedsUpdateConstraints()`.
    /// The default calls the view's `updateConstraints()`; override it and call `super` last.
    open func updateViewConstraints() {
        storedView?.updateConstraints()
    }

    /// The view's responder chain continues at the superview of the controller's view.
    override open var next: UIResponder? { storedView?.superview }

    // MARK: Setup hooks (see LifecycleHook)

    /// First setup hook: anything the others rely on.
    open func prepare() {}
    /// Second setup hook, after `prepare()`: what the rest of setup needs from it.
    open func beginSetUp() {}
    /// Configures `navigationItem`: title, title view, bar buttons.
    open func setUpNavigation() {}
    /// Adds subviews to `view`.
    open func buildHierarchy() {}
    /// Sets properties and styles of the subviews.
    open func configureViews() {}
    /// Makes constraints or sets frames.
    open func makeLayout() {}
    /// Sets delegates and data sources.
    open func setUpDelegates() {}
    /// Subscribes to events and channels; store the tokens in `lifetime`.
    open func setUpNotifications() {}
    /// Binds view models to views; store the tokens in `lifetime`.
    open func bindData() {}
    /// Observes models; store the tokens in `lifetime`.
    open func observe() {}
    /// Adds actions and gestures.
    open func setUpEvents() {}
    /// Setup that fits none of the other hooks.
    open func setUpExtras() {}
    /// Re-reads theme values (`view.theme`): once in setup, then on every change of the view's
    /// theme or light/dark appearance.
    open func themeDidChange() {}
    /// Last setup hook.
    open func finishSetUp() {}
    /// DEBUG builds only.
    open func debugChecks() {}
    /// Runs once when the controller is discarded, before everything it owns is ended.
    open func tearDown() {}

    func runThemeHook() {
        reportedAppearance = view.themeAppearance
        themeDidChange()
    }

    // MARK: Appearance and containment callbacks (see UIViewController+Appearance/+Containment)

    /// The view is about to join the visible tree.
    open func viewWillAppear(_ animated: Bool) {}
    /// The view is visible; `screen_view` is tracked right after this returns.
    /// Called once each time the view appears, after `viewWillAppear(_:)`, when the view is in the
    /// window with its traits and geometry current — in the layout pass that first lays it out
    /// there, before `viewWillLayoutSubviews()` (or, if no pass ran, just before `viewDidAppear(_:)`).
    /// The place for work that needs the view's size or traits. The default does nothing.
    open func viewIsAppearing(_ animated: Bool) {}

    open func viewDidAppear(_ animated: Bool) {}
    /// The view is about to leave the visible tree.
    open func viewWillDisappear(_ animated: Bool) {}
    /// The view left the visible tree.
    open func viewDidDisappear(_ animated: Bool) {}

    /// The screen name sent with `screen_view` (analytics, 埋点) each time the controller
    /// appears; nil sends nothing. Default: the controller's type name, e.g. `"HomeViewController"`.
    open var trackingName: String? { String(describing: type(of: self)) }

    /// Where `screen_view` goes; nil for the nearest ancestor's (parent, else presenter), and
    /// `Tracker.current` when none has one. Set it on an app's root controller, or inject one in tests.
    public var tracker: Tracker?

    /// The tracker `screen_view` goes to: this controller's, the nearest ancestor's, or `Tracker.current`.
    public var effectiveTracker: Tracker {
        var controller: UIViewController? = self
        while let current = controller {
            if let tracker = current.tracker { return tracker }
            controller = current.parent ?? current.presentingViewController
        }
        return Tracker.current
    }

    /// Called before the controller is added to `parent`, or before it is removed (nil).
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after the controller was added to `parent`, or after it was removed (nil).
    open func didMove(toParent parent: UIViewController?) {
        if parent != nil { transitionFlags.movingToParent = false }  // a container of the app's own calls this directly
    }

    /// Shows `vc` the way the context does (`show(_:sender:)`): pushed by this navigation
    /// controller or the one this controller is in, else shown by the split view controller this
    /// controller is in (`UISplitViewController.show(_:sender:)`), else presented.
    open func show(_ vc: UIViewController, sender: Any?) {
        if let navigation = (self as? UINavigationController) ?? navigationController {
            navigation.pushViewController(vc, animated: true)
        } else if let splitViewController {
            splitViewController.show(vc, sender: sender)
        } else {
            present(vc, animated: true)
        }
    }

    /// Shows `vc` as the detail (`showDetailViewController(_:sender:)`): in the secondary column of
    /// the split view controller this controller is in, else as `show(_:sender:)` does.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if let splitViewController {
            splitViewController.showDetailViewController(vc, sender: sender)
        } else {
            show(vc, sender: sender)
        }
    }

    /// Called by the view's trait walk: reports a new appearance once setup has reported one.
    func viewAppearanceDidChange(to appearance: ThemeAppearance) {
        guard let reportedAppearance, reportedAppearance != appearance else { return }
        self.reportedAppearance = appearance
        themeDidChange()
    }

    // MARK: Ending

    /// Keeps `viewModel` alive as long as the controller and ends it (`ViewModel.invalidate()`)
    /// when the controller is ended.
    public func own(_ viewModel: ViewModel) {
        guard !ownedViewModels.contains(where: { $0 === viewModel }) else { return }
        ownedViewModels.append(viewModel)
    }

    /// Ends the controller: `tearDown()`, then its children (each `invalidate()`), its view tree
    /// (`UIView.invalidate()`), its owned view models and bar-button actions, then `lifetime` is
    /// cancelled. Idempotent. Containers call it when they discard a controller; call it yourself
    /// for a controller you show some other way.
    /// - Complexity: O(n) in the number of views and controllers below.
    public func invalidate() {
        guard !isTornDown else { return }
        isTornDown = true
        tearDown()
        for child in children { child.invalidate() }
        presentedStorage?.presentationContainer?.removeFromSuperview()
        presentedStorage?.invalidate()
        storedView?.invalidate()
        for viewModel in ownedViewModels { viewModel.invalidate() }
        navigationItem.removeAllActions()
        // A sheet's custom detents may capture this controller.
        presentationControllerStorage = nil
        popoverPresentationStorage = nil
        lifetime.cancel()
    }
}

extension UIViewController: LifecycleHookRunner {}
