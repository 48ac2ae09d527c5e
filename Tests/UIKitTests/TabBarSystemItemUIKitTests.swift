import Testing
import UIKit

@Suite("UITabBarItem(tabBarSystemItem:tag:)")
@MainActor
struct TabBarSystemItemUIKitTests {
    @Test func systemItemsHaveTheSystemsTitleAndAnIcon() {
        let search = UITabBarItem(tabBarSystemItem: .search, tag: 2)
        #expect(search.title == "Search")
        #expect(search.tag == 2)
        #expect(search.image == UIImage(systemName: "magnifyingglass"))
        #expect(UITabBarItem(tabBarSystemItem: .topRated, tag: 0).title == "Top Rated")
        #expect(UITabBarItem(tabBarSystemItem: .more, tag: 0).title == "More")
        for item in UITabBarItem.SystemItem.allCases {
            let tab = UITabBarItem(tabBarSystemItem: item, tag: item.rawValue)
            #expect(tab.image != nil, "\(item)")
            #expect(tab.title?.isEmpty == false, "\(item)")
        }
        #expect(UITabBarItem.SystemItem(rawValue: 8) == .search)
    }

    @Test func aTabBarShowsThem() {
        let first = UIViewController()
        first.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 0)
        let second = UIViewController()
        second.tabBarItem = UITabBarItem(tabBarSystemItem: .history, tag: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = tabs
        window.layoutIfNeeded()
        #expect(tabs.tabBar.items?.map(\.title) == ["Favorites", "History"])
        #expect(tabs.tabBar.items?.map(\.tag) == [0, 1])
        #expect(tabs.tabBar.selectedItem === first.tabBarItem)
        tabs.selectedIndex = 1
        #expect(tabs.tabBar.selectedItem === second.tabBarItem)

        let bar = UITabBar()
        #expect(bar.items == nil && bar.selectedItem == nil)
        bar.setItems([UITabBarItem(tabBarSystemItem: .more, tag: 9)], animated: true)
        bar.selectedItem = bar.items?.first
        #expect(bar.selectedIndex == 0)
        bar.selectedItem = UITabBarItem(tabBarSystemItem: .more, tag: 9)  // not one of its items
        #expect(bar.selectedIndex == nil)
    }
}
