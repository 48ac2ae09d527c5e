import Foundation
public import TesseraGraphics

extension UITabBarItem {
    /// The tab bar items the system provides a title and an icon for (`UITabBarItem.SystemItem`,
    /// Apple's raw values).
    public enum SystemItem: Int, Hashable, Sendable, CaseIterable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads,
            mostRecent, mostViewed

        /// The title UIKit shows (English).
        var title: String {
            switch self {
            case .more: "More"
            case .favorites: "Favorites"
            case .featured: "Featured"
            case .topRated: "Top Rated"
            case .recents: "Recents"
            case .contacts: "Contacts"
            case .history: "History"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .downloads: "Downloads"
            case .mostRecent: "Most Recent"
            case .mostViewed: "Most Viewed"
            }
        }

        /// The SF Symbol that looks like UIKit's icon.
        var symbolName: String {
            switch self {
            case .more: "ellipsis"
            case .favorites, .featured, .topRated: "star.fill"
            case .recents, .mostRecent: "clock.fill"
            case .contacts: "person.crop.circle.fill"
            case .history: "clock"
            case .bookmarks: "book.fill"
            case .search: "magnifyingglass"
            case .downloads: "arrow.down.circle"
            case .mostViewed: "list.bullet"
            }
        }
    }

    /// An item with the system's title and icon for `systemItem` (the icon a matching symbol),
    /// and `tag` for the app's own use.
    ///
    /// For example:
    /// ```swift
    /// search.tabBarItem = UITabBarItem(tabBarSystemItem: .search, tag: 2)   // "Search", a magnifying glass
    /// ```
    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init(title: systemItem.title, image: UIImage(systemName: systemItem.symbolName))
        self.tag = tag
    }
}
