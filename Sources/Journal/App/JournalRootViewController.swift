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
        super.init()
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
    }
}

/// The root's view: the screen filling it and the status bar across the top safe-area inset.
@MainActor
private final class RootContainerView: UIView {
    let statusBar: StatusBarView

    /// Called when the view enters a window: the first moment the window's traits can be set.
    var onMoveToWindow: (() -> Void)?

    /// The smallest window the journal lays out in: the narrowest phone's width, and room for the
    /// header, one card and the tab bar. Required constraints while the view is in a window (before,
    /// its frame is still empty), so a host keeps the window at least this large
    /// (`UIWindow.minimumContentSize`).
    static let minimumSize = CGSize(width: 320, height: 400)
    private lazy var minimumSizeConstraints = [
        widthAnchor.constraint(greaterThanOrEqualToConstant: Self.minimumSize.width),
        heightAnchor.constraint(greaterThanOrEqualToConstant: Self.minimumSize.height),
    ]

    init(statusBar: StatusBarView) {
        self.statusBar = statusBar
        super.init(frame: .zero)
        addSubview(statusBar)
        statusBar.isUserInteractionEnabled = false
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil {
            NSLayoutConstraint.activate(minimumSizeConstraints)
            onMoveToWindow?()
        } else {
            NSLayoutConstraint.deactivate(minimumSizeConstraints)
        }
    }

    override func layoutSubviews() {
        for screen in subviews where screen !== statusBar { screen.frame = bounds }
        statusBar.frame = CGRect(x: 0, y: 0, width: bounds.width, height: safeAreaInsets.top)
    }
}
