import UIKit

/// What an iOS app's scene delegate does in `scene(_:willConnectTo:options:)`: the reading list inside a
/// navigation controller with large titles.
public enum ReadingListApp {
    @MainActor
    public static func makeRootViewController(shelf: BookShelf = .sample()) -> UINavigationController {
        let navigation = UINavigationController(rootViewController: BookListViewController(shelf: shelf))
        navigation.navigationBar.prefersLargeTitles = true
        return navigation
    }
}
