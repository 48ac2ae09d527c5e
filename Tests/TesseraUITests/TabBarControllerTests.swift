import Foundation
import TesseraCore
import TesseraGraphics
import Testing

@testable import TesseraUI

@MainActor
@Suite struct TabBarControllerTests {
    let log = CallbackLog()

    func makeTabs() -> (UIWindow, UITabBarController, [LoggingScreen]) {
        let screens = ["Journal", "Search", "Settings"].map { LoggingScreen($0, log: log) }
        screens[0].tabBarItem = UITabBarItem(title: "Journal", image: UIImage(icon: Icon(.chevronLeft), pointSize: 24))
        screens[2].tabBarItem.badgeValue = "3"
        let tabs = UITabBarController(viewControllers: screens)
        let window = UIWindow(device: .iPhoneSE)
        window.rootViewController = tabs
        window.layoutIfNeeded()
        return (window, tabs, screens)
    }

    func tap(_ window: UIWindow, _ view: UIView) {
        let point = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window)
        window.send(.pointerDown(point))
        window.send(.pointerUp(point))
    }

    @Test func theFirstTabIsSelectedAndOnlyItsViewIsShown() {
        let (window, tabs, screens) = makeTabs()
        #expect(tabs.selectedIndex == 0)
        #expect(tabs.selectedViewController === screens[0])
        #expect(tabs.contentView.subviews.count == 1 && tabs.contentView.subviews[0] === screens[0].view)
        #expect(screens.map(\.appearanceState) == [.appeared, .disappeared, .disappeared])
        #expect(screens.allSatisfy { $0.tabBarController === tabs })
        #expect(tabs.tabBar.frame.maxY == window.bounds.maxY)
        #expect(tabs.tabBar.frame.height == UITabBar.contentHeight + window.safeAreaInsets.bottom)
    }

    @Test func itemsShowTitlesIconsAndBadges() {
        let (_, tabs, _) = makeTabs()
        let buttons = tabs.tabBar.buttons
        #expect(buttons.map { $0.titleLabel.text } == ["Journal", "Search", "Settings"])
        #expect(buttons[0].imageView.image != nil)
        #expect(buttons.map(\.badgeLabel.isHidden) == [true, true, false])
        #expect(buttons[2].badgeLabel.text == "3")
        #expect(buttons.map(\.isSelected) == [true, false, false])
    }

    @Test func changingABadgeUpdatesTheBar() {
        let (_, tabs, screens) = makeTabs()
        screens[1].tabBarItem.badgeValue = "new"
        screens[2].tabBarItem.badgeValue = nil
        #expect(tabs.tabBar.buttons[1].badgeLabel.text == "new")
        #expect(tabs.tabBar.buttons.map(\.badgeLabel.isHidden) == [true, false, true])
    }

    @Test func tappingATabSwitchesWithAppearanceCallbacks() {
        let (window, tabs, screens) = makeTabs()
        log.entries = []
        tap(window, tabs.tabBar.buttons[2])
        #expect(tabs.selectedIndex == 2)
        #expect(
            log.entries == [
                "Journal.willDisappear", "Settings.willAppear", "Journal.didDisappear", "Settings.didAppear",
            ])
        #expect(tabs.contentView.subviews.count == 1 && tabs.contentView.subviews[0] === screens[2].view)
        #expect(tabs.tabBar.buttons.map(\.isSelected) == [false, false, true])
    }

    @Test func tappingTheSelectedTabDoesNothing() {
        let (window, tabs, _) = makeTabs()
        log.entries = []
        tap(window, tabs.tabBar.buttons[0])
        #expect(log.entries.isEmpty)
        #expect(tabs.selectedIndex == 0)
    }

    @Test func replacingTheControllersEndsTheDroppedOnesAndKeepsTheSelection() {
        let (_, tabs, screens) = makeTabs()
        tabs.selectedIndex = 1
        tabs.viewControllers = [screens[1], screens[2]]
        #expect(screens[0].isTornDown)
        #expect(tabs.selectedIndex == 0)
        #expect(tabs.selectedViewController === screens[1])
        #expect(screens[1].appearanceState == .appeared)
        #expect(tabs.tabBar.buttons.count == 2)
    }

    @Test func droppingTheSelectedControllerSelectsTheFirst() {
        let (_, tabs, screens) = makeTabs()
        tabs.viewControllers = [screens[1]]
        #expect(screens[0].isTornDown && screens[0].appearanceState == .disappeared)
        #expect(tabs.selectedViewController === screens[1])
        #expect(screens[1].appearanceState == .appeared)
    }

    @Test func noControllersMeansNoSelection() {
        let tabs = UITabBarController()
        #expect(tabs.viewControllers == nil)
        #expect(tabs.selectedIndex == NSNotFound)
        #expect(tabs.selectedViewController == nil)
        tabs.loadViewIfNeeded()
        #expect(tabs.tabBar.buttons.isEmpty)
    }
}
