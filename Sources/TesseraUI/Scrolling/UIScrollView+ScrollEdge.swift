public import Foundation
public import TesseraGraphics

/// A bar whose look depends on whether a scroll view is scrolled to one of its edges
/// (`scrollEdgeAppearance`).
@MainActor
protocol ScrollEdgeObserving: AnyObject {
    /// The scroll view moved, or its content or insets changed.
    func scrollEdgeDidChange()
}

extension ScrollEdgeObserving {
    /// Observes `new` instead of `old`, and looks again at once.
    func follow(_ new: UIScrollView?, replacing old: UIScrollView?) {
        guard new !== old else { return }
        old?.removeScrollEdgeObserver(self)
        new?.addScrollEdgeObserver(self)
        scrollEdgeDidChange()
    }
}

struct WeakScrollEdgeObserver {
    weak var observer: (any ScrollEdgeObserving)?
}

extension UIScrollView {
    /// Whether the content is scrolled as far as it goes towards `edge` (`.top` or `.bottom`);
    /// content shorter than the view is at both. Other edges: false.
    func isAtScrollEdge(_ edge: NSDirectionalRectEdge) -> Bool {
        let inset = adjustedContentInset
        let tolerance: CGFloat = 0.01
        switch edge {
        case .top: return contentOffset.y <= -inset.top + tolerance
        case .bottom: return contentOffset.y + bounds.height >= contentSize.height + inset.bottom - tolerance
        default: return false
        }
    }

    func addScrollEdgeObserver(_ observer: any ScrollEdgeObserving) {
        scrollEdgeObservers.removeAll { $0.observer == nil || $0.observer === observer }
        scrollEdgeObservers.append(WeakScrollEdgeObserver(observer: observer))
    }

    func removeScrollEdgeObserver(_ observer: any ScrollEdgeObserving) {
        scrollEdgeObservers.removeAll { $0.observer == nil || $0.observer === observer }
    }

    func notifyScrollEdgeObservers() {
        for link in scrollEdgeObservers { link.observer?.scrollEdgeDidChange() }
    }
}

/// One edge's content scroll view of a controller (`setContentScrollView(_:for:)`).
struct ContentScrollViewLink {
    var edges: NSDirectionalRectEdge
    weak var scrollView: UIScrollView?
}

extension UIViewController {
    /// Sets the scroll view whose position picks the bars' scroll-edge appearances at `edges`
    /// (`.top` for the navigation bar, `.bottom` for the tab bar); nil returns those edges to the
    /// default. Held weakly.
    public func setContentScrollView(_ scrollView: UIScrollView?, for edges: NSDirectionalRectEdge = .all) {
        for index in contentScrollViews.indices { contentScrollViews[index].edges.subtract(edges) }
        contentScrollViews.removeAll { $0.edges.isEmpty || $0.scrollView == nil }
        if let scrollView { contentScrollViews.append(ContentScrollViewLink(edges: edges, scrollView: scrollView)) }
        contentScrollViewDidChange()
    }

    /// The view, when it is a scroll view, else its first subview when that is one (the default
    /// of `contentScrollView(for:)`).
    var defaultContentScrollView: UIScrollView? {
        guard let view = viewIfLoaded else { return nil }
        return view as? UIScrollView ?? view.subviews.first as? UIScrollView
    }

    /// The scroll view set for `edge` with `setContentScrollView(_:for:)`, if it is still alive.
    func assignedContentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
        contentScrollViews.last { $0.edges.contains(edge) && $0.scrollView != nil }?.scrollView
    }

    /// Points the bars of the containers above this controller at their content scroll views again.
    func contentScrollViewDidChange() {
        var controller: UIViewController? = self
        while let current = controller {
            (current as? UINavigationController)?.followContentScrollView()
            (current as? UITabBarController)?.followContentScrollView()
            controller = current.parent
        }
    }
}
