import Foundation

extension UIScrollView {
    /// Keeps a list's `backgroundView` (table or collection) behind every other subview and filling
    /// the visible bounds, however far the content is scrolled.
    func layOutListBackgroundView(_ backgroundView: UIView?) {
        guard let backgroundView else { return }
        if backgroundView.superview !== self { insertSubview(backgroundView, at: 0) }
        backgroundView.frame = CGRect(origin: contentOffset, size: bounds.size)
    }
}
