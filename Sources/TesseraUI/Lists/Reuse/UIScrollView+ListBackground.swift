import Foundation

extension UIScrollView {
    /// Keeps a list's `backgroundView` (table or collection) behind every other subview and filling
    /// the visible bounds, however far the content is scrolled.
    func layOutListBackgroundView(_ backgroundView: UIView?) {
        guard let backgroundView else { return }
        if subviews.first !== backgroundView { insertSubview(backgroundView, at: 0) }  // also below a refresh control
        backgroundView.frame = CGRect(origin: contentOffset, size: bounds.size)
    }
}
