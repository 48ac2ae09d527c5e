import Foundation

/// Where the pages sit in the scroll view: the page shown and the neighbours the data source gave
/// for it, one slot each along the axis (reversed for horizontal right-to-left layouts). Only the
/// page shown and a page being turned to have views in the scroll view.
extension UIPageViewController {
    /// The pages in content order.
    var slotPages: [UIViewController] {
        guard let currentPage else { return [] }
        let pages = [neighbours.before, currentPage, neighbours.after].compactMap { $0 }
        return reversesSlots ? pages.reversed() : pages
    }

    /// True when the page after lies at the lower offset (horizontal, right-to-left).
    var reversesSlots: Bool {
        navigationOrientation == .horizontal && viewIfLoaded?.effectiveUserInterfaceLayoutDirection == .rightToLeft
    }

    func slotIndex(of page: UIViewController) -> Int? { slotPages.firstIndex { $0 === page } }

    /// The content offset showing slot `index`.
    func slotOrigin(_ index: Int) -> CGPoint {
        let stride = scrollView.bounds.size
        return navigationOrientation == .horizontal
            ? CGPoint(x: CGFloat(index) * stride.width, y: 0) : CGPoint(x: 0, y: CGFloat(index) * stride.height)
    }

    /// The frame of slot `index`'s page, in the scroll view's content.
    func slotFrame(_ index: Int) -> CGRect { CGRect(origin: slotOrigin(index), size: container.pageSize) }

    /// The offset along the axis.
    func axisOffset(_ point: CGPoint) -> CGFloat { navigationOrientation == .horizontal ? point.x : point.y }

    /// The page whose slot is nearest the scroll view's offset.
    var nearestSlotPage: UIViewController? {
        let stride = axisOffset(CGPoint(x: scrollView.bounds.width, y: scrollView.bounds.height))
        guard stride > 0 else { return nil }
        let index = Int((axisOffset(scrollView.contentOffset) / stride).rounded())
        let pages = slotPages
        return pages.indices.contains(index) ? pages[index] : nil
    }

    /// The neighbour one slot toward higher (`step` 1) or lower (−1) offsets, with the direction
    /// a turn to it goes.
    func neighbour(atStep step: Int) -> (UIViewController, NavigationDirection)? {
        guard let currentPage, let index = slotIndex(of: currentPage) else { return nil }
        let pages = slotPages
        guard pages.indices.contains(index + step) else { return nil }
        let page = pages[index + step]
        return (page, page === neighbours.after ? .forward : .reverse)
    }

    /// Asks the data source for the neighbours of the page shown, then lays the slots out.
    func refreshNeighbours() {
        if let currentPage, let dataSource {
            let before = dataSource.pageViewController(self, viewControllerBefore: currentPage)
            let after = dataSource.pageViewController(self, viewControllerAfter: currentPage)
            neighbours = (before === currentPage ? nil : before, after === currentPage ? nil : after)
        } else {
            neighbours = (nil, nil)
        }
        layOutPages()
    }

    /// Sizes the content to the slots, frames the pages in the scroll view, and — unless the pages
    /// are moving — shows the current page's slot.
    func layOutPages() {
        guard viewIfLoaded is PageContainerView else { return }
        let pages = slotPages
        let stride = scrollView.bounds.size
        let count = CGFloat(pages.count)
        isRepositioning = true
        defer { isRepositioning = false }
        scrollView.contentSize =
            navigationOrientation == .horizontal
            ? CGSize(width: stride.width * count, height: stride.height)
            : CGSize(width: stride.width, height: stride.height * count)
        for (index, page) in pages.enumerated() where page.viewIfLoaded?.superview === scrollView {
            page.view.frame = slotFrame(index)
        }
        let moving = pending != nil || scrollView.isDragging || scrollView.isAnimatingScroll
        if !moving, let currentPage, let index = slotIndex(of: currentPage) {
            scrollView.contentOffset = slotOrigin(index)
        }
    }
}
