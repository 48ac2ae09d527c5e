import Foundation

/// The page view controller's scroll-view delegate (a separate object, so the controller does
/// not publicly conform to `UIScrollViewDelegate`).
@MainActor
final class PageScrollObserver: UIScrollViewDelegate {
    weak var owner: UIPageViewController?

    func scrollViewDidScroll(_ scrollView: UIScrollView) { owner?.pagesDidScroll() }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { owner?.pagesCameToRest() }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { owner?.pagesCameToRest() }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { owner?.pagesCameToRest() }
}
