public import Foundation
public import TesseraGraphics

/// A container that shows a stack of controllers, one screen at a time, under a navigation bar
/// (`UINavigationController`).
///
/// The bar shows the top controller's `navigationItem`. Every controller but the root gets an
/// automatic back button (a chevron and the previous controller's title, or "Back") unless it
/// sets its own left bar items; tapping it pops. Pushing slides the new screen in from the right
/// edge over `transitionDuration` seconds (`UIView.animate`), popping slides it back out; the model
/// values change at once and the window's clock drives what is drawn.
///
/// ```swift
/// let navigation = UINavigationController(rootViewController: HomeViewController())
/// window.rootViewController = navigation
/// navigation.pushViewController(EntryViewController(entry: entry), animated: true)
/// navigation.popViewController(animated: true)        // back to Home
/// ```
///
/// Appearance callbacks follow UIKit's order. For a push of `B` over `A`: `B.willMove(toParent:)`,
/// `A.viewWillDisappear`, `B.viewWillAppear`, then, when the slide lands, `A.viewDidDisappear`,
/// `B.viewDidAppear`, `B.didMove(toParent:)`. A pop runs the mirror image and then discards the
/// popped controller (`removeFromParent()`, which ends it with `invalidate()`), so it deinitialises
/// once the caller lets go of it. A push or pop that starts while a slide is running first finishes
/// the running one.
///
/// A screen whose `navigationItem.searchController` is set gets its search bar under the title row:
/// the bar grows by the search bar's height and the screen is laid out below both, so a table's first
/// row shows under the search field (see ``UISearchController``).
///
/// A pan that starts within ``interactivePopEdgeWidth`` points of the leading edge over a pushed screen
/// drags it away with the finger (swipe-back, as UIKit's `interactivePopGestureRecognizer`); see
/// `UINavigationController+InteractivePop.swift`.
///
/// Main actor only.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// How long a push or pop slide takes, in seconds.
    public static let transitionDuration: TimeInterval = 0.35

    /// The stack, root first; the last one is on screen. Setting it replaces the stack without
    /// animation (`setViewControllers(_:animated:)`).
    public var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }
    /// The stack itself, changed only by push, pop and `setViewControllers(_:animated:)`.
    var stack: [UIViewController] = [] {
        didSet { tabBarController?.viewIfLoaded?.setNeedsLayout() }  // `hidesBottomBarWhenPushed`
    }

    /// The bar across the top, showing `topViewController.navigationItem`.
    public let navigationBar: UINavigationBar = NavigationControllerBar()

    /// The view the screens are shown in, below the bar.
    let contentView = UIView()
    /// Finishes the running slide (state changes deferred to its end), if any.
    final var pendingTransitionCompletion: (@MainActor () -> Void)?
    /// Counts transitions, so a stale animation completion does not finish a newer transition.
    var transitionGeneration = 0
    /// The automatic back buttons, by controller.
    var backItems: [ObjectIdentifier: UIBarButtonItem] = [:]
    /// The swipe-back in progress (from the pan's start until the screen lands), if any.
    var interactivePop: InteractivePop?
    /// The push, pop or swipe-back running, as `transitionCoordinator` shows it.
    var activeTransition: TransitionCoordinator?
    /// True while a transition runs its starting appearance callbacks: `setNavigationBarHidden`
    /// then only records which way the bar goes, and the transition moves it.
    var isPreparingTransition = false

    /// The pan from the leading edge that drags the top screen away to pop it
    /// (`interactivePopGestureRecognizer`); set `isEnabled = false` to turn swipe-back off for the
    /// whole stack, or adopt ``InteractivePopControlling`` to decide per screen. See
    /// `UINavigationController+InteractivePop.swift` for the rules.
    public var interactivePopGestureRecognizer: UIGestureRecognizer? { popGestureRecognizer }
    /// Backs `interactivePopGestureRecognizer`.
    let popGestureRecognizer: UIPanGestureRecognizer = InteractivePopGestureRecognizer()

    /// A stack holding `rootViewController`.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        pushViewController(rootViewController, animated: false)
    }

    /// An empty stack (also `UINavigationController()`): the bar shows no item and the content is
    /// empty until a controller is pushed or `viewControllers` is set.
    /// - Precondition: `nibNameOrNil` is nil (Tessera loads no nibs).
    public override init(nibName nibNameOrNil: String? = nil, bundle nibBundleOrNil: Bundle? = nil) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Containers are not screens: nil, so only the screens they show report `screen_view`.
    override open var trackingName: String? { nil }

    /// The controller on top of the stack, shown on screen.
    public var topViewController: UIViewController? { viewControllers.last }

    /// The top controller's content scroll view, unless one was set on this controller.
    override open func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
        assignedContentScrollView(for: edge) ?? topViewController?.contentScrollView(for: edge)
    }

    /// The toolbar along the bottom, showing the top screen's `toolbarItems` while
    /// `isToolbarHidden` is false.
    public let toolbar: UIToolbar! = UIToolbar()
    private var storedToolbarHidden = true

    /// Whether the toolbar is hidden (default true, as in UIKit); the screens end above it when not.
    public var isToolbarHidden: Bool {
        get { storedToolbarHidden }
        set { setToolbarHidden(newValue, animated: false) }
    }

    /// Hides or shows the toolbar (at once: the change is not animated).
    public func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        storedToolbarHidden = hidden
        (viewIfLoaded as? NavigationContainerView)?.toolbarIsHidden = hidden
    }

    /// Shows the top screen's toolbar items in the toolbar.
    func showToolbarItems() {
        toolbar.items = topViewController?.toolbarItems
    }

    /// How long the bar takes to slide away or back in `setNavigationBarHidden(_:animated:)`, in seconds.
    public static let hideShowBarDuration: TimeInterval = 0.2

    /// Whether the navigation bar is hidden (or sliding away); the screens then fill the whole view and
    /// lay out their own top (status bar) inset from the safe area. Default `false`. Setting it
    /// changes at once.
    public var isNavigationBarHidden: Bool {
        get { (viewIfLoaded as? NavigationContainerView)?.barIsHiding ?? navigationBar.isHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Hides or shows the navigation bar, sliding it up out of view or back in over
    /// ``hideShowBarDuration`` when `animated` and the controller is in a window. A screen with its own
    /// header (a large-title home screen, say) hides the bar in `viewWillAppear` and shows it again in
    /// `viewWillDisappear`, as in UIKit: called there during a push or pop, it does not slide the bar
    /// up or down but has it come or go sideways with the screen that shows it.
    public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard let container = viewIfLoaded as? NavigationContainerView else {
            navigationBar.isHidden = hidden
            return
        }
        guard container.barIsHiding != hidden else { return }
        container.barIsHiding = hidden
        if isPreparingTransition { return }
        container.setNeedsLayout()
        if !hidden { navigationBar.isHidden = false }
        guard animated, container.window != nil else {
            navigationBar.isHidden = hidden
            container.layoutIfNeeded()
            return
        }
        UIView.animate(withDuration: Self.hideShowBarDuration) {
            container.layoutIfNeeded()
        } completion: { [weak self, weak container] _ in
            guard let self, let container, container.barIsHiding == hidden else { return }
            navigationBar.isHidden = hidden
        }
    }

    override open func loadView() {
        let container = NavigationContainerView(bar: navigationBar, toolbar: toolbar, contentView: contentView)
        container.barIsHiding = navigationBar.isHidden
        container.toolbarIsHidden = storedToolbarHidden
        view = container
        installInteractivePopGesture(on: container)
        if let top = topViewController {
            contentView.addSubview(top.view)
            showItem(of: top)
        }
    }

    // MARK: Push and pop

    /// Pushes `viewController` on the stack and shows it, sliding in from the right when
    /// `animated` and the controller is in a window.
    /// - Precondition: `viewController` is not a navigation controller's or another controller's
    ///   child already.
    public func pushViewController(_ viewController: UIViewController, animated: Bool) {
        precondition(
            viewController.parent == nil, "pushViewController: \(type(of: viewController)) already has a parent")
        precondition(
            !(viewController is UINavigationController), "pushViewController: cannot push a UINavigationController")
        finishPendingTransition()
        let previous = topViewController
        addChild(viewController)
        stack.append(viewController)
        if let previous { installBackButton(on: viewController, previous: previous) }
        guard isViewLoaded else {
            viewController.endMove(toParent: self)
            return
        }
        transition(from: previous, to: viewController, animated: animated, isPush: true) { [weak self] in
            viewController.endMove(toParent: self)
        }
    }

    /// Escape, Alt+Left and the back button pop, while there is something to pop; else the
    /// presented navigation controller dismisses (`UIViewController`'s behaviour).
    override open func accessibilityPerformEscape() -> Bool {
        guard viewControllers.count > 1 else {
            return super.accessibilityPerformEscape()
        }
        popViewController(animated: true)
        return true
    }

    /// Pops the top controller and returns it, or returns nil (and does nothing) when only the root
    /// is left. The popped controller is ended when the slide lands (at once when not animated).
    @discardableResult
    public func popViewController(animated: Bool) -> UIViewController? {
        finishPendingTransition()
        guard viewControllers.count > 1 else { return nil }
        return pop(to: viewControllers[viewControllers.count - 2], animated: animated).first
    }

    /// Pops every controller above the root and returns them, top last; empty when the root is on
    /// top. Only the top controller slides out; the others are discarded without appearing.
    @discardableResult
    public func popToRootViewController(animated: Bool) -> [UIViewController] {
        finishPendingTransition()
        guard let root = viewControllers.first, viewControllers.count > 1 else { return [] }
        return pop(to: root, animated: animated)
    }

    /// Pops the controllers above `viewController` and returns them, bottom first; nil (and nothing
    /// changes) when `viewController` is not in the stack, where UIKit raises an exception. Only the
    /// top controller slides out.
    @discardableResult
    public func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        finishPendingTransition()
        guard stack.contains(where: { $0 === viewController }) else { return nil }
        guard viewController !== topViewController else { return [] }
        return pop(to: viewController, animated: animated)
    }

    /// Pops the controllers above `target`, returning them bottom first.
    private func pop(to target: UIViewController, animated: Bool) -> [UIViewController] {
        guard let index = viewControllers.firstIndex(where: { $0 === target }) else { return [] }
        let popped = Array(viewControllers[(index + 1)...])
        stack.removeSubrange((index + 1)...)
        let top = popped[popped.count - 1]
        for controller in popped {
            controller.beginMove(toParent: nil)
            removeBackButton(from: controller)
        }
        let discard = { @MainActor in
            for controller in popped { controller.removeFromParent() }
        }
        guard isViewLoaded else {
            discard()
            return popped
        }
        transition(from: top, to: target, animated: animated, isPush: false, finish: discard)
        return popped
    }
}

extension UIViewController {
    /// The nearest ancestor that is a navigation controller, or nil.
    public var navigationController: UINavigationController? { nearestAncestor(UINavigationController.self) }
}
