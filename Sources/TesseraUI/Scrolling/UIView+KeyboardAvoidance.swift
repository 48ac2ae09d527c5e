extension UIView {
    /// Asks every enclosing scroll view, innermost first, to scroll this view into its visible area
    /// (above an on-screen keyboard): keyboard avoidance for a field that takes focus.
    func scrollIntoVisibleArea() {
        var ancestor = superview
        while let view = ancestor {
            if let scrollView = view as? UIScrollView {
                let rect = convert(bounds, to: scrollView).insetBy(dx: 0, dy: -8)
                scrollView.scrollRectToVisible(rect, animated: true)
            }
            ancestor = view.superview
        }
    }
}
