import Foundation

/// Supplies the pages around the one shown (`UIPageViewControllerDataSource`).
///
/// The page view controller asks for the neighbours of the page it shows — after
/// `setViewControllers(_:direction:animated:completion:)` and after each page turn — and stops at
/// a nil answer, which marks the first or last page:
/// ```swift
/// func pageViewController(_ pageViewController: UIPageViewController,
///                         viewControllerAfter viewController: UIViewController) -> UIViewController? {
///     guard let index = pages.firstIndex(of: viewController), index + 1 < pages.count else { return nil }
///     return pages[index + 1]
/// }
/// ```
/// Implementing `presentationCount(for:)` with a count above zero shows a page control under the
/// pages; `presentationIndex(for:)` gives its dot after `setViewControllers`, and page turns move
/// it one dot at a time, as on iOS.
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: AnyObject {
    /// The page before `viewController`, or nil at the first page.
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController?
    /// The page after `viewController`, or nil at the last page.
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController?
    /// How many dots the page control shows. Default 0: no page control.
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    /// The dot of the page shown after `setViewControllers`. Default 0.
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}

/// Hears page turns the user makes (`UIPageViewControllerDelegate`); turns made with
/// `setViewControllers(_:direction:animated:completion:)` are not reported. Every method has a
/// default.
///
/// A swipe reports `pageViewController(_:willTransitionTo:)` when it starts moving toward a page,
/// then `pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)`
/// when the pages come to rest: `transitionCompleted` is false when the page sprang back.
@preconcurrency @MainActor
public protocol UIPageViewControllerDelegate: AnyObject {
    /// A swipe (or a key) starts turning to `pendingViewControllers`.
    func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
    /// The turn is over. `previousViewControllers` were shown before it; `completed` tells whether
    /// the pending page is now shown.
    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
    /// The spine location for page-curl books; scroll style never asks. Default `.none`.
    func pageViewController(
        _ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation
    ) -> UIPageViewController.SpineLocation
}

extension UIPageViewControllerDelegate {
    public func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
    ) {}
    public func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {}
    public func pageViewController(
        _ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation
    ) -> UIPageViewController.SpineLocation { .none }
}
