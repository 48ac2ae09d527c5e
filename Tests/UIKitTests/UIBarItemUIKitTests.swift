import TesseraTesting
import Testing
import UIKit

// Bar items as iOS code uses them: typed as their common superclass `UIBarItem`, subclassed,
// disabled, tagged, and bar button items that show a custom view instead of a button.

/// A bar button item of the app's own, as iOS apps subclass `UIBarButtonItem`.
private final class CountItem: UIBarButtonItem {
    var count = 0 {
        didSet { title = "\(count) selected" }
    }
}

@MainActor
@Suite("UIBarItem, bar item subclasses and custom views")
struct UIBarItemUIKitTests {
    func navigation(_ screen: UIViewController) -> (UIWindow, UINavigationController) {
        let window = UIWindow(device: .iPhone15)
        let navigation = UINavigationController(rootViewController: screen)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, navigation)
    }

    @Test func barButtonAndTabBarItemsShareUIBarItem() {
        let share = UIBarButtonItem(systemItem: .action)
        let inbox = UITabBarItem(title: "Inbox", image: nil, tag: 7)
        let items: [UIBarItem] = [share, inbox, UIBarButtonItem(), UITabBarItem()]
        for (index, item) in items.enumerated() { item.tag = index * 10 }
        items[0].isEnabled = false
        items[1].title = "Mail"
        items[1].imageInsets = UIEdgeInsets(top: 2, left: 0, bottom: -2, right: 0)
        #expect(share.tag == 0 && inbox.tag == 10 && items[3].tag == 30)
        #expect(!share.isEnabled)
        #expect(inbox.title == "Mail")
        #expect(inbox.imageInsets.top == 2)
        items[0].setTitleTextAttributes([.foregroundColor: UIColor.systemRed], for: .normal)
        #expect(share.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .systemRed)
        #expect(share.titleTextAttributes(for: .highlighted) == nil)
        #expect(UIBarButtonItem().title == nil && UIBarButtonItem().image == nil)
    }

    @Test func aSubclassChangingItsTitleUpdatesTheBar() throws {
        let screen = UIViewController()
        let item = CountItem(title: "Select")
        screen.navigationItem.rightBarButtonItem = item
        let (_, navigation) = navigation(screen)
        let bar = navigation.navigationBar
        #expect(bar.rightButtons.map { $0.title(for: .normal) } == ["Select"])
        item.count = 3
        #expect(bar.rightButtons.map { $0.title(for: .normal) } == ["3 selected"])
        item.isEnabled = false
        #expect(bar.rightButtons.first?.isEnabled == false)
    }

    @Test func aCustomViewShowsInTheNavigationBarInPlaceOfAButton() throws {
        let screen = UIViewController()
        let toggle = UISwitch()
        var changes = 0
        toggle.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        let edit = UIBarButtonItem(title: "Edit")
        screen.navigationItem.rightBarButtonItems = [UIBarButtonItem(customView: toggle), edit]
        let (window, navigation) = navigation(screen)
        let bar = navigation.navigationBar
        // The switch is in the bar (in a holder, as UIKit wraps custom views), at its own size,
        // centred in the 44-point row at the trailing edge.
        #expect(toggle.isDescendant(of: bar))
        #expect(bar.rightButtons.map { $0.title(for: .normal) } == ["Edit"])
        let row = CGRect(x: 0, y: bar.bounds.height - 44, width: bar.bounds.width, height: 44)
        let placed = toggle.convert(toggle.bounds, to: bar)
        #expect(placed.size == toggle.sizeThatFits(.zero))
        #expect(abs(placed.maxX - (bar.bounds.width - 8)) < 0.01)
        #expect(abs(placed.midY - row.midY) < 0.01)
        let editButton = try #require(bar.rightButtons.first)
        #expect(abs(editButton.frame.maxX - (placed.minX - 8)) < 0.01)  // the next item sits before it

        // Touches reach the switch itself.
        try UIDriver(window: window).tap(toggle)
        #expect(toggle.isOn)
        #expect(changes == 1)

        // A frame the app gave the view is kept; replacing the items takes the view off the bar.
        let label = UILabel()
        label.text = "Draft"
        label.frame = CGRect(x: 0, y: 0, width: 60, height: 20)
        screen.navigationItem.rightBarButtonItems = [UIBarButtonItem(customView: label)]
        window.layoutIfNeeded()
        #expect(!toggle.isDescendant(of: bar))
        let labelFrame = label.convert(label.bounds, to: bar)
        #expect(labelFrame.size == CGSize(width: 60, height: 20))
        #expect(abs(labelFrame.maxX - (bar.bounds.width - 8)) < 0.01)
        #expect(bar.rightButtons.isEmpty)
    }

    @Test func aCustomViewPlacedByConstraintsTakesTheSizeTheyGiveIt() {
        let screen = UIViewController()
        let avatar = UIButton(type: .custom)
        avatar.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            avatar.widthAnchor.constraint(equalToConstant: 32), avatar.heightAnchor.constraint(equalToConstant: 32),
        ])
        screen.navigationItem.leftBarButtonItem = UIBarButtonItem(customView: avatar)
        let (window, navigation) = navigation(screen)
        window.layoutIfNeeded()
        let bar = navigation.navigationBar
        let placed = avatar.convert(avatar.bounds, to: bar)
        #expect(abs(placed.width - 32) < 0.01 && abs(placed.height - 32) < 0.01)
        #expect(abs(placed.minX - 8) < 0.01)
        #expect(abs(placed.midY - (bar.bounds.height - 22)) < 0.01)
    }

    @Test func aCustomViewInALeftItemKeepsTheBackButtonFirst() throws {
        let root = UIViewController()
        root.title = "Inbox"
        let detail = UIViewController()
        let spinner = UIActivityIndicatorView(style: .medium)
        detail.navigationItem.leftItemsSupplementBackButton = true
        detail.navigationItem.leftBarButtonItem = UIBarButtonItem(customView: spinner)
        let (window, navigation) = navigation(root)
        navigation.pushViewController(detail, animated: false)
        window.layoutIfNeeded()
        let bar = navigation.navigationBar
        let back = try #require(bar.leftButtons.first)
        #expect(back.title(for: .normal) == "Inbox")
        #expect(spinner.isDescendant(of: bar))
        #expect(abs(spinner.convert(spinner.bounds, to: bar).minX - (back.frame.maxX + 8)) < 0.01)
        detail.navigationItem.hidesBackButton = true
        window.layoutIfNeeded()
        #expect(bar.leftButtons.isEmpty)
        #expect(abs(spinner.convert(spinner.bounds, to: bar).minX - 8) < 0.01)
    }

    @Test func aCustomViewInAToolbarTakesItsWidthBetweenSpaces() {
        let screen = UIViewController()
        let status = UILabel()
        status.text = "Updated just now"
        screen.toolbarItems = [.flexibleSpace(), UIBarButtonItem(customView: status), .flexibleSpace()]
        let (window, navigation) = navigation(screen)
        navigation.isToolbarHidden = false
        window.layoutIfNeeded()
        let toolbar: UIToolbar = navigation.toolbar
        #expect(status.isDescendant(of: toolbar))
        #expect(toolbar.buttons.isEmpty)
        let placed = status.convert(status.bounds, to: toolbar)
        #expect(abs(placed.width - status.sizeThatFits(CGSize(width: 0, height: 44)).width) < 0.01)
        #expect(abs(placed.midX - toolbar.bounds.midX) < 0.01)  // centred by the two spaces
        #expect(abs(placed.midY - 22) < 0.01)

        screen.toolbarItems = [UIBarButtonItem(title: "Done")]  // replaced: the label leaves the bar
        #expect(!status.isDescendant(of: toolbar))
        #expect(toolbar.buttons.count == 1)
    }

    @Test func aDisabledTabIgnoresTapsAndFades() throws {
        let first = UIViewController()
        let second = UIViewController()
        second.tabBarItem = UITabBarItem(title: "Locked", image: UIImage(systemName: "lock"), tag: 2)
        second.tabBarItem.isEnabled = false
        second.tabBarItem.accessibilityIdentifier = "tab.locked"
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        let window = UIWindow(device: .iPhone15)
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let tab = try #require(tabs.tabBar.buttons.last)
        #expect(!tab.isEnabled)
        #expect(tab.accessibilityTraits.contains(.notEnabled))
        #expect(tab.accessibilityIdentifier == "tab.locked")
        #expect(tab.titleLabel.alpha < 1 && tab.imageView.alpha < 1)
        // A real touch on it (the driver's `tap` refuses disabled controls) selects nothing.
        let driver = UIDriver(window: window)
        let center = tab.convert(CGPoint(x: tab.bounds.midX, y: tab.bounds.midY), to: window)
        driver.send(.pointerDown(center))
        driver.send(.pointerUp(center))
        #expect(tabs.selectedIndex == 0)

        second.tabBarItem.isEnabled = true
        let enabled = try #require(tabs.tabBar.buttons.last)
        #expect(enabled.isEnabled && enabled.titleLabel.alpha == 1)
        driver.send(.pointerDown(center))
        driver.send(.pointerUp(center))
        #expect(tabs.selectedIndex == 1)
    }

    @Test func aUIBarItemProxyReachesBothKindsOfItem() throws {
        UIBarItem.appearance(whenContainedInInstancesOf: [ProxiedTabs.self])
            .setTitleTextAttributes([.foregroundColor: UIColor.systemPurple], for: .normal)
        let screen = UIViewController()
        screen.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit")
        let navigation = UINavigationController(rootViewController: screen)
        let tabs = ProxiedTabs()
        tabs.viewControllers = [navigation]
        let window = UIWindow(device: .iPhone15)
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let edit = try #require(navigation.navigationBar.rightButtons.first)
        #expect(edit.titleColor(for: .normal) == .systemPurple)
        #expect(navigation.tabBarItem.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .systemPurple)
    }
}

/// A container only the proxy test uses, so its proxy reaches no other test's bars.
private final class ProxiedTabs: UITabBarController {}
