import Foundation
import Testing
import UIKit

// The proxies are limited to tab bar controllers of this file's own classes, so tests running
// beside these do not see them.
private final class BrandTabBarController: UITabBarController {}
private final class StudioTabBarController: UITabBarController {}
private final class GalleryTabBarController: UITabBarController {}
private final class ArchiveTabBarController: UITabBarController {}

/// Tab bar item title attributes and `UITabBarItem.appearance()`, set as iOS apps set them.
@Suite("Tab bar item appearance as iOS code sets it")
@MainActor
struct TabBarItemAppearanceUIKitTests {
    static let indigo = UIColor(red: 51 / 255, green: 34 / 255, blue: 153 / 255, alpha: 1)
    static let amber = UIColor(red: 1, green: 204 / 255, blue: 0, alpha: 1)

    func screen(_ title: String) -> UIViewController {
        let controller = UIViewController()
        controller.tabBarItem = UITabBarItem(title: title, image: UIImage(systemName: "star"), tag: 0)
        return controller
    }

    func show(_ tabs: UITabBarController) -> UIWindow {
        let window = UIWindow(device: .iPhoneSE)
        window.rootViewController = tabs
        window.layoutIfNeeded()
        return window
    }

    @Test func anItemsTitleAttributesColourItsTitleByState() {
        let tabs = UITabBarController()
        tabs.viewControllers = [screen("Home"), screen("Search")]
        let home = tabs.viewControllers![0].tabBarItem
        home.setTitleTextAttributes([.foregroundColor: Self.indigo], for: .normal)
        home.setTitleTextAttributes(
            [.foregroundColor: Self.amber, .font: UIFont.boldSystemFont(ofSize: 11)], for: .selected)
        let window = show(tabs)
        let bar = tabs.tabBar
        #expect(window.rootViewController === tabs)
        // Selected: the .selected colour and font; the other tab keeps the bar's grey.
        #expect(bar.buttons.map(\.titleLabel.textColor) == [Self.amber, .secondaryLabel])
        #expect(bar.buttons[0].titleLabel.font == UIFont.boldSystemFont(ofSize: 11))
        #expect(home.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == Self.indigo)

        tabs.selectedIndex = 1
        #expect(bar.buttons.map(\.titleLabel.textColor) == [Self.indigo, .systemBlue])
        // No .normal font: the theme's caption font.
        #expect(bar.buttons[0].titleLabel.font != UIFont.boldSystemFont(ofSize: 11))
    }

    @Test func aFontForNormalServesTheSelectedStateToo() {
        let tabs = UITabBarController()
        tabs.viewControllers = [screen("Home")]
        tabs.viewControllers![0].tabBarItem.setTitleTextAttributes(
            [.font: UIFont.systemFont(ofSize: 13, weight: .medium)], for: .normal)
        _ = show(tabs)
        #expect(tabs.tabBar.buttons[0].titleLabel.font == UIFont.systemFont(ofSize: 13, weight: .medium))
        #expect(tabs.tabBar.buttons[0].titleLabel.textColor == .systemBlue)  // colour: the tint
    }

    @Test func proxiesReachItemsShownInTheirContainersUnlessTheItemSetItsOwn() {
        let items = UITabBarItem.appearance(whenContainedInInstancesOf: [BrandTabBarController.self])
        items.setTitleTextAttributes([.foregroundColor: UIColor.systemGray], for: .normal)
        items.setTitleTextAttributes([.foregroundColor: UIColor.systemPink], for: .selected)
        items.badgeColor = Self.indigo
        items.titlePositionAdjustment = UIOffset(horizontal: 0, vertical: -2)
        #expect(items.titleTextAttributes(for: .selected)?[.foregroundColor] as? UIColor == .systemPink)

        let brand = BrandTabBarController()
        let own = screen("Own")
        own.tabBarItem.setTitleTextAttributes([.foregroundColor: Self.amber], for: .normal)
        own.tabBarItem.badgeValue = "2"
        brand.viewControllers = [screen("Home"), screen("Inbox"), own]
        brand.viewControllers![1].tabBarItem.badgeValue = "5"
        brand.viewControllers![1].tabBarItem.badgeColor = .systemGreen
        let window = show(brand)
        let bar = brand.tabBar
        #expect(window.rootViewController === brand)
        #expect(bar.buttons.map(\.titleLabel.textColor) == [.systemPink, .systemGray, Self.amber])
        // The item's own badge colour wins; the third takes the proxy's.
        #expect(bar.buttons[1].badgeLabel.backgroundColor == .systemGreen)
        #expect(bar.buttons[2].badgeLabel.backgroundColor == Self.indigo)
        // The title moved up by the proxy's adjustment.
        let plainTabs = UITabBarController()
        plainTabs.viewControllers = [screen("Home")]
        _ = show(plainTabs)
        #expect(bar.buttons[0].titleLabel.frame.minY == plainTabs.tabBar.buttons[0].titleLabel.frame.minY - 2)

        // Tab bars in other controllers keep the bar's colours.
        #expect(plainTabs.tabBar.buttons[0].titleLabel.textColor == .systemBlue)
        #expect(plainTabs.viewControllers![0].tabBarItem.badgeColor == nil)
    }

    @Test func itemsBuiltBeforeTheWindowTakeProxiesWhenTheBarEntersIt() {
        UITabBarItem.appearance(whenContainedInInstancesOf: [StudioTabBarController.self])
            .setTitleTextAttributes([.foregroundColor: Self.amber], for: .normal)
        let studio = StudioTabBarController()
        studio.viewControllers = [screen("Canvas"), screen("Layers")]
        studio.loadViewIfNeeded()
        #expect(studio.tabBar.buttons[1].titleLabel.textColor != Self.amber)  // not yet in a window
        let window = show(studio)
        #expect(studio.tabBar.buttons[1].titleLabel.textColor == Self.amber)
        // A tab added later takes it too.
        studio.viewControllers = studio.viewControllers! + [screen("Export")]
        #expect(studio.tabBar.buttons[2].titleLabel.textColor == Self.amber)
        #expect(studio.tabBar.window === window)
    }

    @Test func anItemTakesTheProxiesOfTheContainerItIsShownInNow() {
        UITabBarItem.appearance(whenContainedInInstancesOf: [GalleryTabBarController.self]).badgeColor = .systemPink
        UITabBarItem.appearance(whenContainedInInstancesOf: [ArchiveTabBarController.self]).badgeColor = .systemTeal
        let photos = screen("Photos")
        photos.tabBarItem.badgeValue = "1"
        let gallery = GalleryTabBarController()
        gallery.viewControllers = [photos]
        let first = show(gallery)
        #expect(photos.tabBarItem.badgeColor == .systemPink)
        #expect(first.rootViewController === gallery)

        gallery.viewControllers = []
        let archive = ArchiveTabBarController()
        archive.viewControllers = [photos]
        let second = show(archive)
        #expect(photos.tabBarItem.badgeColor == .systemTeal)
        #expect(archive.tabBar.buttons[0].badgeLabel.backgroundColor == .systemTeal)
        #expect(second.rootViewController === archive)
    }
}
