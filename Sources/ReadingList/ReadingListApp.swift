import UIKit

/// The app's root: the reading list inside a navigation controller with large titles, which
/// `SceneDelegate` puts in its window.
public enum ReadingListApp {
    @MainActor
    public static func makeRootViewController(shelf: BookShelf = .sample()) -> UINavigationController {
        let navigation = UINavigationController(rootViewController: BookListViewController(shelf: shelf))
        navigation.navigationBar.prefersLargeTitles = true
        return navigation
    }
}
