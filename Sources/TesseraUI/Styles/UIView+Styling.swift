/// Applying `ViewStyle`s to views: once (`apply`) or for good (`applyThemed`).
extension Chainable where Self: UIView {
    /// Applies `styles` in order (later wins) and returns `self`.
    @discardableResult
    public func apply(_ styles: ViewStyle<Self>...) -> Self {
        for style in styles { style.apply(to: self) }
        return self
    }

    /// Applies the style `content` builds and returns `self`:
    /// `button.apply { ViewStyle.cornerRadius(8); if isPrimary { ViewStyle.tint(.tint) } }`.
    @discardableResult
    public func apply(@ViewStyleBuilder<Self> _ content: () -> ViewStyle<Self>) -> Self {
        content().apply(to: self)
        return self
    }

    /// Applies `style` now and again every time the view's theme or traits change (after the
    /// subtree, before `themeDidChange()`), so styles that read `theme` or `traitCollection` stay
    /// current. Themed styles run in the order added; `invalidate()` removes them.
    ///
    /// ```swift
    /// dateLabel.applyThemed(.textColor(.secondaryLabel), .typography(.footnote))
    /// ```
    @discardableResult
    public func applyThemed(_ styles: ViewStyle<Self>...) -> Self {
        for style in styles {
            style.apply(to: self)
            lifecycle.themedStyles.append { [weak self] in
                guard let self else { return }
                style.apply(to: self)
            }
        }
        return self
    }
}

extension UIView {
    /// Removes every style added with `applyThemed(_:)` (their settings stay as they are).
    public func removeThemedStyles() {
        lifecycle.themedStyles = []
    }
}
