import Foundation
public import Tessera

/// The journal's root: onboarding on first launch, then the tab bar controller; the status bar drawn
/// over every screen; the Settings screen's appearance and text size applied to the window.
///
/// ```swift
/// let launch = try await JournalBoot.run(options)
/// window.theme = JournalTheme()
/// window.rootViewController = JournalRootViewController(launch: launch)
/// ```
/// Screen views of every screen below it go to the environment's tracker.
@MainActor
public final class JournalRootViewController: UIViewController {
    public let environment: JournalEnvironment
    public let settings: SettingsViewModel
    /// The tabs, once onboarding is over (at once when it was done on an earlier launch).
    public private(set) var tabs: JournalTabBarController?
    /// The onboarding pages while they are shown.
    public private(set) var onboarding: OnboardingViewController?
    /// The window's traits before the app's appearance and text size were applied.
    private var systemTraits: UITraitCollection?
    let statusBar = StatusBarView()
    private let initialRoute: JournalRoute

    public init(environment: JournalEnvironment, route: JournalRoute) {
        self.environment = environment
        settings = SettingsViewModel(preferences: environment.preferences, featureToggles: environment.toggles)
        initialRoute = route
        super.init(nibName: nil, bundle: nil)
        tracker = environment.tracker
        own(settings)
    }

    public convenience init(launch: JournalLaunch) {
        self.init(environment: launch.environment, route: launch.route)
    }

    override public var trackingName: String? { nil }

    override public func loadView() {
        let container = RootContainerView(statusBar: statusBar)
        container.onMoveToWindow = { [weak self] in self?.applyPreferences() }
        container.measureMinimumHeight = { [weak self] width in
            guard let tabs = self?.tabs else { return nil }
            let tabBar = tabs.tabBar.sizeThatFits(CGSize(width: width, height: 0)).height
            return tabs.home.homeView.minimumContentHeight(forWidth: width) + tabBar
        }
        view = container
    }

    override public func viewDidLoad() {
        super.viewDidLoad()
        switch initialRoute {
        case .onboarding: showOnboarding()
        case .home: showTabs()
        }
        JournalLiveTheme.start(for: self)
        NotificationBannerView.install(in: self)
    }

    override public func bindData() {
        Binding.observe(settings, \.appearance) { [weak self] _ in self?.applyPreferences() }.store(in: lifetime)
        Binding.observe(settings, \.contentSizeCategory) { [weak self] _ in self?.applyPreferences() }.store(
            in: lifetime)
    }

    /// Puts the chosen appearance and text size into the window's traits (the system's values are
    /// remembered the first time, so "System" can return to them).
    func applyPreferences() {
        guard let window = view.window else { return }
        let system = systemTraits ?? window.windowTraits
        systemTraits = system
        let traits = settings.traits(applyingTo: system)
        if traits != window.windowTraits { window.windowTraits = traits }
    }

    /// Switches the app between light and dark, as the Settings screen would: the choice is the
    /// saved appearance preference, so Settings shows it and later changes (the text size) keep it.
    /// `tessera-demo --window` routes the host's F2 here (`WindowHost.onAppearanceToggle`).
    public func setAppearance(_ style: UIUserInterfaceStyle) {
        settings.appearance = style == .dark ? .dark : .light
        applyPreferences()
    }

    private func showOnboarding() {
        let onboarding = OnboardingViewController { [weak self] in self?.finishOnboarding() }
        self.onboarding = onboarding
        show(onboarding)
    }

    /// Remembers that onboarding is done (next launches start at home) and shows the tabs.
    func finishOnboarding() {
        environment.preferences.hasCompletedOnboarding = true
        environment.tracker.track(name: "onboarding_completed")
        showTabs()
    }

    private func showTabs() {
        let tabs = JournalTabBarController(environment: environment, settings: settings)
        self.tabs = tabs
        show(tabs)
        onboarding = nil
    }

    /// Replaces the screen shown under the status bar with `controller`.
    private func show(_ controller: UIViewController) {
        for child in children { unembed(child) }
        embed(controller)
        view.bringSubviewToFront(statusBar)
        view.setNeedsLayout()
        (view as? RootContainerView)?.updateMinimumSize()
    }
}

/// The root's view: the screen filling it and the status bar across the top safe-area inset.
@MainActor
private final class RootContainerView: UIView {
    let statusBar: StatusBarView

    /// Called when the view enters a window: the first moment the window's traits can be set.
    var onMoveToWindow: (() -> Void)?

    /// The narrowest window the journal lays out in: the narrowest phone's, in points.
    static let minimumWidth: CGFloat = 320
    /// The least height while no screen can be measured (onboarding), in points.
    static let fallbackMinimumHeight: CGFloat = 400
    /// The least height the shown screen needs at a width, at the current traits (the home
    /// screen's header, one card and the bars around it); nil when it cannot say.
    var measureMinimumHeight: ((CGFloat) -> CGFloat?)?

    /// The smallest window the journal lays out in: `minimumWidth` by the measured height (see
    /// `updateMinimumSize()`). Required constraints while the view is in a window (before, its frame
    /// is still empty), so a host keeps the window at least this large (`UIWindow.minimumContentSize`).
    private lazy var minimumWidthConstraint = widthAnchor.constraint(greaterThanOrEqualToConstant: Self.minimumWidth)
    private lazy var minimumHeightConstraint = heightAnchor.constraint(
        greaterThanOrEqualToConstant: Self.fallbackMinimumHeight)
    private var minimumSizeConstraints: [NSLayoutConstraint] { [minimumWidthConstraint, minimumHeightConstraint] }

    /// Measures the minimum height again: when the view joins a window, when the text size (or any
    /// trait) changes — after the subviews took the new traits — and when its size changes (the
    /// safe-area insets the screen measures with depend on it).
    func updateMinimumSize() {
        let height = measureMinimumHeight?(Self.minimumWidth) ?? Self.fallbackMinimumHeight
        if minimumHeightConstraint.constant != height { minimumHeightConstraint.constant = height }
    }

    override func traitCollectionDidChange(_ previous: UITraitCollection?) {
        super.traitCollectionDidChange(previous)
        updateMinimumSize()
    }

    init(statusBar: StatusBarView) {
        self.statusBar = statusBar
        super.init(frame: .zero)
        addSubview(statusBar)
        statusBar.isUserInteractionEnabled = false
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil {
            updateMinimumSize()
            NSLayoutConstraint.activate(minimumSizeConstraints)
            onMoveToWindow?()
        } else {
            NSLayoutConstraint.deactivate(minimumSizeConstraints)
        }
    }

    override func layoutSubviews() {
        let sizeChanged = subviews.contains { $0 !== statusBar && $0.frame.size != bounds.size }
        for screen in subviews where screen !== statusBar { screen.frame = bounds }
        statusBar.frame = CGRect(x: 0, y: 0, width: bounds.width, height: safeAreaInsets.top)
        if sizeChanged { updateMinimumSize() }
    }
}
