import Foundation

/// The page view controller's root view: a paging scroll view holding the pages and, when the data
/// source counts pages, a page control along the bottom (its height plus the bottom safe-area
/// inset), the pages above it.
///
/// With an inter-page spacing the scroll view is that much wider (or taller) than the view, so
/// paging by its size leaves the gap between pages, and it clips only to the view.
@MainActor
final class PageContainerView: UIView {
    let scrollView: UIScrollView = PageScrollView()
    let pageControl = UIPageControl()
    let spacing: CGFloat
    let isVertical: Bool
    /// Runs after every layout pass, to place the pages in the scroll view.
    var onLayout: (() -> Void)?

    init(spacing: CGFloat, isVertical: Bool) {
        self.spacing = spacing
        self.isVertical = isVertical
        super.init(frame: .zero)
        clipsToBounds = true
        scrollView.isPagingEnabled = true
        scrollView.clipsToBounds = false
        scrollView.showsVerticalScrollIndicator = false
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.scrollsToTop = false
        scrollView.alwaysBounceHorizontal = !isVertical
        scrollView.alwaysBounceVertical = isVertical
        pageControl.isHidden = true
        addSubview(scrollView)
        addSubview(pageControl)
    }

    /// The size of one page.
    var pageSize: CGSize {
        let controlHeight = pageControl.isHidden ? 0 : pageControlHeight
        return CGSize(width: bounds.width, height: max(0, bounds.height - controlHeight))
    }

    private var pageControlHeight: CGFloat { pageControl.sizeThatFits(bounds.size).height + safeAreaInsets.bottom }

    override func layoutSubviews() {
        super.layoutSubviews()
        let page = pageSize
        scrollView.frame = CGRect(
            x: 0, y: 0, width: page.width + (isVertical ? 0 : spacing), height: page.height + (isVertical ? spacing : 0)
        )
        pageControl.frame = CGRect(
            x: 0, y: page.height, width: bounds.width, height: pageControl.sizeThatFits(bounds.size).height)
        onLayout?()
    }
}

/// The pages' scroll view: keys go on to the page view controller, which turns pages with them,
/// instead of scrolling by lines.
@MainActor
final class PageScrollView: UIScrollView {
    override func keyDown(_ key: Key, modifiers: KeyModifiers) -> Bool {
        next?.keyDown(key, modifiers: modifiers) ?? false
    }
}
