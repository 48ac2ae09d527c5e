import TesseraGraphics

extension UIView {
    /// The tint this view shows: its own, else the nearest ancestor's, else `.systemBlue`.
    /// - Complexity: O(depth).
    var effectiveTintColor: UIColor { explicitTintColor ?? .systemBlue }

    func setTintColor(_ color: UIColor?) {
        let old = effectiveTintColor
        tintColorStorage = color
        if effectiveTintColor != old { tintDidChangeInSubtree() }
    }

    /// Calls `tintColorDidChange()` here and below, skipping subtrees that set their own tint.
    func tintDidChangeInSubtree() {
        tintColorDidChange()
        for child in subviews where child.tintColorStorage == nil {
            child.tintDidChangeInSubtree()
        }
    }
}

extension UIView {
    /// The tint set on this view or its nearest ancestor that has one; nil when none was set (views
    /// that fall back to their theme's tint rather than `.systemBlue` use this).
    var explicitTintColor: UIColor? {
        var view: UIView? = self
        while let current = view {
            if let tint = current.tintColorStorage { return tint }
            view = current.superview
        }
        return nil
    }
}
