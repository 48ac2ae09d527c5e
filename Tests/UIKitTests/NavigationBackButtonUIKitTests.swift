import Testing
import UIKit

@Suite("The back button as iOS code configures it")
@MainActor
struct NavigationBackButtonUIKitTests {
    /// The titles of the buttons on the left of the bar, as drawn.
    func leftTitles(_ navigation: UINavigationController) -> [String?] {
        navigation.navigationBar.leftButtons.map { $0.title(for: .normal) }
    }

    func push(from list: UIViewController, _ detail: UIViewController) -> UINavigationController {
        let window = UIWindow(device: .iPhoneSE)
        let navigation = UINavigationController(rootViewController: list)
        window.rootViewController = navigation
        navigation.pushViewController(detail, animated: false)
        window.layoutIfNeeded()
        return navigation
    }

    @Test func thePreviousScreensItemTitlesTheBackButton() {
        let list = UIViewController()
        list.title = "Inbox"
        #expect(leftTitles(push(from: list, UIViewController())) == ["Inbox"])

        let titled = UIViewController()
        titled.title = "Inbox"
        titled.navigationItem.backButtonTitle = "Mail"
        #expect(leftTitles(push(from: titled, UIViewController())) == ["Mail"])

        let custom = UIViewController()
        custom.title = "Inbox"
        custom.navigationItem.backBarButtonItem = UIBarButtonItem(title: "", image: nil, primaryAction: nil, menu: nil)
        #expect(leftTitles(push(from: custom, UIViewController())) == [nil])  // the chevron alone
    }

    @Test func displayModesGiveAGenericTitleOrNone() {
        let generic = UIViewController()
        generic.title = "A long screen title"
        generic.navigationItem.backButtonDisplayMode = .generic
        #expect(leftTitles(push(from: generic, UIViewController())) == ["Back"])

        let minimal = UIViewController()
        minimal.title = "Inbox"
        minimal.navigationItem.backButtonDisplayMode = .minimal
        #expect(leftTitles(push(from: minimal, UIViewController())) == [nil])
    }

    @Test func aScreenCanHideItsBackButtonOrKeepItBesideItsOwnItems() {
        let list = UIViewController()
        list.title = "Inbox"
        let done = UIViewController()
        let navigation = push(from: list, done)
        done.navigationItem.hidesBackButton = true
        #expect(leftTitles(navigation).isEmpty)
        done.navigationItem.setHidesBackButton(false, animated: true)
        #expect(leftTitles(navigation) == ["Inbox"])

        let editor = UIViewController()
        editor.navigationItem.leftItemsSupplementBackButton = true
        editor.navigationItem.leftBarButtonItem = UIBarButtonItem(
            title: "Draft", image: nil, primaryAction: nil, menu: nil)
        let drafts = UIViewController()
        drafts.title = "Drafts"
        #expect(leftTitles(push(from: drafts, editor)) == ["Drafts", "Draft"])
    }
}

@Suite("hidesBottomBarWhenPushed as iOS code uses it")
@MainActor
struct HidesBottomBarWhenPushedUIKitTests {
    @Test func aPushedScreenThatAsksHidesTheTabBarUntilPopped() {
        let window = UIWindow(device: .iPhoneSE)
        let list = UIViewController()
        let navigation = UINavigationController(rootViewController: list)
        let settings = UIViewController()
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, settings]
        window.rootViewController = tabs
        window.layoutIfNeeded()
        #expect(!tabs.tabBar.isHidden)
        let withBar = navigation.view.frame.height
        #expect(withBar < window.bounds.height)

        let player = UIViewController()
        player.hidesBottomBarWhenPushed = true
        navigation.pushViewController(player, animated: false)
        window.layoutIfNeeded()
        #expect(tabs.tabBar.isHidden)
        #expect(navigation.view.frame.height == window.bounds.height)

        navigation.pushViewController(UIViewController(), animated: false)  // still above the player
        window.layoutIfNeeded()
        #expect(tabs.tabBar.isHidden)

        navigation.popToRootViewController(animated: false)
        window.layoutIfNeeded()
        #expect(!tabs.tabBar.isHidden)
        #expect(navigation.view.frame.height == withBar)

        list.hidesBottomBarWhenPushed = true  // the root is not pushed
        window.layoutIfNeeded()
        #expect(!tabs.tabBar.isHidden)
    }
}
