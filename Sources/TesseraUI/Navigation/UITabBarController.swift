public import Foundation
public import TesseraGraphics

/// A container that shows one of several controllers at a time, picked with a tab bar along the
/// bottom (`UITabBarController`).
///
/// ```swift
/// journal.tabBarItem = UITabBarItem(title: "日记 Journal", image: UIImage(icon: Icon(.book), pointSize: 24))
/// settings.tabBarItem = UITabBarItem(title: "设置 Settings", image: UIImage(icon: Icon(.settings), pointSize: 24))
/// let tabs = UITabBarController()
/// tabs.viewControllers = [UINavigationController(rootViewController: journal), settings]
/// window.rootViewController = tabs
/// tabs.selectedIndex = 1
/// ```
/// Every controller is a child (`addChild(_:)`); only the selected one's view is in the tree.
/// Switching tabs — by tapping or by setting `selectedIndex` — runs `viewWillDisappear` of the old
/// tab, `viewWillAppear` of the new one, swaps the views, then `viewDidDisappear` and
/// `viewDidAppear` (when the tab bar controller is visible). Replacing `viewControllers` ends the
/// controllers that are dropped (`removeFromParent()`).
///
/// Main actor only.
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
    /// The bar along the bottom, showing each controller's `tabBarItem`.
    public let tabBar = UITabBar()
    /// The view the selected controller's view fills.
    let contentView = UIView()

    /// The controllers, one per tab; nil (the default) when none were set. Setting it keeps the
    /// selection when the selected controller is still there, else selects the first tab.
    public var viewControllers: [UIViewController]? {
        get { storedViewControllers }
        set { setViewControllers(newValue, animated: false) }
    }

    private var storedViewControllers: [UIViewController]?
    /// The controllers, or none.
    private var tabs: [UIViewController] { storedViewControllers ?? [] }
    private var storedSelectedIndex: Int?

    /// A tab bar controller with no tabs, as `UITabBarController()` makes on iOS.
    /// - Precondition: `nibNameOrNil` is nil (see `UIViewController.init(nibName:bundle:)`).
    public override init(nibName nibNameOrNil: String? = nil, bundle nibBundleOrNil: Bundle? = nil) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A tab bar controller showing `viewControllers`, the first selected (a Tessera shorthand for
    /// `UITabBarController()` then setting `viewControllers`).
    public convenience init(viewControllers: [UIViewController]) {
        self.init(nibName: nil, bundle: nil)
        self.viewControllers = viewControllers
    }

    /// Replaces the tabs. Tessera does not animate the tab bar's items, so `animated` changes
    /// nothing.
    public func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let old = tabs
        storedViewControllers = viewControllers
        viewControllersDidChange(from: old)
    }

    /// Containers are not screens: nil, so only the screens they show report `screen_view`.
    override open var trackingName: String? { nil }

    /// The index of the tab shown, or `NSNotFound` when there are no tabs. Setting it switches
    /// tabs; an index outside `viewControllers` is ignored, as on iOS.
    public var selectedIndex: Int {
        get { storedSelectedIndex ?? NSNotFound }
        set {
            guard tabs.indices.contains(newValue) else { return }
            select(newValue)
        }
    }

    /// The controller of the tab shown, nil when there are no tabs. Setting it switches to that
    /// controller's tab; nil is ignored.
    /// - Precondition: a controller set is one of `viewControllers`, as iOS raises otherwise.
    public var selectedViewController: UIViewController? {
        get { storedSelectedIndex.map { tabs[$0] } }
        set {
            guard let newValue else { return }
            guard let index = tabs.firstIndex(where: { $0 === newValue }) else {
                preconditionFailure(
                    "UITabBarController.selectedViewController: only one of viewControllers can be selected")
            }
            select(index)
        }
    }

    override open func loadView() {
        let container = TabBarContainerView(tabBar: tabBar, contentView: contentView)
        container.hidesTabBar = { [weak self] in self?.selectedScreenHidesTabBar ?? false }
        view = container
        tabBar.onSelect = { [weak self] index in self?.select(index) }
        if let selected = selectedViewController { contentView.addSubview(selected.view) }
        followContentScrollView()
    }

    private func viewControllersDidChange(from old: [UIViewController]) {
        let previous = storedSelectedIndex.flatMap { old.indices.contains($0) ? old[$0] : nil }
        for controller in old where !tabs.contains(where: { $0 === controller }) {
            controller.beginMove(toParent: nil)
            if controller === previous, controller.appearanceState.isVisible {
                controller.beginAppearanceTransition(false)
                controller.viewIfLoaded?.removeFromSuperview()
                controller.endAppearanceTransition()
            } else {
                controller.viewIfLoaded?.removeFromSuperview()
            }
            controller.removeFromParent()
        }
        for controller in tabs where controller.parent !== self {
            addChild(controller)
            controller.endMove(toParent: self)
        }
        tabBar.items = tabs.map(\.tabBarItem)
        storedSelectedIndex = nil
        if let previous, let index = tabs.firstIndex(where: { $0 === previous }), previous.parent === self {
            storedSelectedIndex = index
            tabBar.selectedIndex = index
        } else if !tabs.isEmpty {
            select(0)
        } else {
            tabBar.selectedIndex = nil
        }
        followContentScrollView()
    }

    /// Whether the selected tab is a navigation stack with a pushed controller that hides the tab
    /// bar (`hidesBottomBarWhenPushed`).
    var selectedScreenHidesTabBar: Bool {
        guard let navigation = selectedViewController as? UINavigationController else { return false }
        return navigation.viewControllers.dropFirst().contains { $0.hidesBottomBarWhenPushed }
    }

    /// Points the tab bar at the selected screen's content scroll view, whose position picks its
    /// scroll-edge appearance.
    func followContentScrollView() {
        tabBar.scrollEdgeView = contentScrollView(for: .bottom)
    }

    /// The selected controller's content scroll view.
    override open func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
        assignedContentScrollView(for: edge) ?? selectedViewController?.contentScrollView(for: edge)
    }

    /// Shows tab `index`, with appearance callbacks when this controller is visible.
    private func select(_ index: Int) {
        let old = selectedViewController
        let new = tabs[index]
        storedSelectedIndex = index
        tabBar.selectedIndex = index
        defer { followContentScrollView() }
        guard old !== new, isViewLoaded else { return }
        let isVisible = appearanceState.isVisible
        if isVisible {
            old?.beginAppearanceTransition(false)
            new.beginAppearanceTransition(true)
        }
        if let oldView = old?.viewIfLoaded, oldView.superview === contentView { oldView.removeFromSuperview() }
        new.view.frame = contentView.bounds
        contentView.addSubview(new.view)
        view.setNeedsLayout()  // the new tab may hide the tab bar, or show it again
        if isVisible {
            old?.endAppearanceTransition()
            if appearanceState == .appeared { new.endAppearanceTransition() }
        }
    }
}

/// The tab bar controller's root view: the tab bar along the bottom (content plus the bottom
/// safe-area inset), the content view filling the rest — all of it while the bar is hidden.
@MainActor
final class TabBarContainerView: UIView {
    let tabBar: UITabBar
    let contentView: UIView
    /// Whether the selected screen wants the tab bar hidden (asked at every layout).
    var hidesTabBar: () -> Bool = { false }

    init(tabBar: UITabBar, contentView: UIView) {
        self.tabBar = tabBar
        self.contentView = contentView
        super.init(frame: .zero)
        addSubview(contentView)
        addSubview(tabBar)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        tabBar.isHidden = hidesTabBar()
        let height = tabBar.isHidden ? 0 : tabBar.sizeThatFits(bounds.size).height
        tabBar.frame = CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
        contentView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: max(0, bounds.height - height))
        for screen in contentView.subviews { screen.frame = contentView.bounds }
    }
}
