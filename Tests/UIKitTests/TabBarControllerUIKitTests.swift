import Testing
import UIKit

// `UITabBarController` as iOS code drives it: `viewControllers` is optional, `selectedIndex` is
// `NSNotFound` without tabs, and `selectedViewController` can be set.

private final class RootTabsController: UITabBarController {
    init() {
        super.init(nibName: nil, bundle: nil)
        viewControllers = [UIViewController(), UIViewController()]
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

@MainActor
@Suite struct TabBarControllerUIKitTests {
    @Test func anEmptyTabBarControllerHasNoControllersAndSelectsNotFound() {
        let tabs = UITabBarController()
        #expect(tabs.viewControllers == nil)
        #expect(tabs.viewControllers?.first == nil)
        #expect(tabs.selectedIndex == NSNotFound)
        #expect(tabs.selectedViewController == nil)
        tabs.selectedIndex = 0  // no tab 0: ignored
        #expect(tabs.selectedIndex == NSNotFound)
    }

    @Test func settingControllersSelectsTheFirstAndOptionalChainingReadsThem() {
        let first = UIViewController()
        let second = UIViewController()
        let tabs = UITabBarController()
        tabs.setViewControllers([first, second], animated: true)
        #expect(tabs.viewControllers?.first === first)
        #expect(tabs.viewControllers?.count == 2)
        #expect(tabs.selectedIndex == 0)
        #expect(tabs.selectedViewController === first)
        #expect(first.tabBarController === tabs && second.tabBarController === tabs)
    }

    @Test func selectingByIndexOrByControllerAgree() {
        let first = UIViewController()
        let second = UIViewController()
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        tabs.selectedViewController = second
        #expect(tabs.selectedIndex == 1)
        tabs.selectedIndex = 0
        #expect(tabs.selectedViewController === first)
        tabs.selectedIndex = 5  // out of range: ignored, as on iOS
        #expect(tabs.selectedIndex == 0)
        tabs.selectedViewController = nil  // ignored
        #expect(tabs.selectedViewController === first)
    }

    @Test func settingNilRemovesEveryTab() {
        let first = UIViewController()
        let tabs = UITabBarController()
        tabs.viewControllers = [first]
        tabs.setViewControllers(nil, animated: false)
        #expect(tabs.viewControllers == nil)
        #expect(tabs.selectedIndex == NSNotFound)
        #expect(tabs.selectedViewController == nil)
        #expect(first.parent == nil)
    }

    @Test func aSubclassSetsItsTabsInItsOwnInit() {
        let tabs = RootTabsController()
        #expect(tabs.viewControllers?.count == 2)
        #expect(tabs.selectedIndex == 0)
    }
}

@MainActor
@Suite struct ShowViewControllerUIKitTests {
    @Test func showOnANavigationControllerOrOneOfItsScreensPushes() {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let first = UIViewController()
        navigation.show(first, sender: nil)
        #expect(navigation.viewControllers.last === first)
        let second = UIViewController()
        first.show(second, sender: nil)
        #expect(navigation.viewControllers.last === second)
        #expect(first.presentedViewController == nil)
    }
}
