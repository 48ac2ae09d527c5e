public import Foundation

/// Hears a scroll view move (`UIScrollViewDelegate`). Every method has an empty default, so a
/// delegate implements only what it needs.
///
/// The order for a drag that flings: `scrollViewWillBeginDragging`, `scrollViewDidScroll` for each
/// move, `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` (which may change where
/// the content stops), `scrollViewDidEndDragging(_:willDecelerate: true)`,
/// `scrollViewWillBeginDecelerating`, more `scrollViewDidScroll`, `scrollViewDidEndDecelerating`.
/// An animated `setContentOffset(_:animated:)` or `scrollRectToVisible(_:animated:)` ends with
/// `scrollViewDidEndScrollingAnimation`.
///
/// For example:
/// ```swift
/// final class PagerController: UIViewController, UIScrollViewDelegate {
///     func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
///         pageControl.currentPage = Int(scrollView.contentOffset.x / scrollView.bounds.width)
///     }
/// }
/// pager.delegate = controller
/// ```
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
    /// After every change of `contentOffset`.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// When a drag starts moving the content.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// When the finger lifts: `velocity` in points per millisecond (positive: the content offset
    /// grows); set `targetContentOffset.pointee` to choose where the content comes to rest.
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// After the finger lifted; `decelerate` tells whether the content moves on.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// When content moving on after a drag comes to rest.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// When an animated `setContentOffset(_:animated:)` or `scrollRectToVisible(_:animated:)` ends.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// Whether a tap on the status bar scrolls to the top. Default true.
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    /// After scrolling to the top for a status bar tap.
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
    /// When `adjustedContentInset` changes.
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
