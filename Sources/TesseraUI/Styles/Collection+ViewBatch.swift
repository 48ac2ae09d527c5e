public import Foundation
public import TesseraGraphics

/// Setting the same property on many views at once (Aquarius's `Array++` batch setters):
///
/// ```swift
/// [titleLabel, dateLabel, saveButton].cornerRadius(8).backgroundColor(.secondarySystemBackground)
/// [badge, spinner].isHidden(true)
/// cards.set(\.cornerCurve, .continuous)      // any writable property
/// ```
/// Each setter returns the collection, so calls chain.
@MainActor
extension Collection where Element: UIView {
    /// Sets `keyPath` to `value` on every view.
    @discardableResult
    public func set<Value>(_ keyPath: ReferenceWritableKeyPath<Element, Value>, _ value: Value) -> Self {
        for view in self { view[keyPath: keyPath] = value }
        return self
    }

    /// Opacity 0…1 of every view.
    @discardableResult
    public func alpha(_ alpha: Double) -> Self { set(\.alpha, alpha) }

    /// Hides or shows every view.
    @discardableResult
    public func isHidden(_ isHidden: Bool) -> Self { set(\.isHidden, isHidden) }

    /// A fixed background colour for every view (nil for none).
    @discardableResult
    public func backgroundColor(_ color: UIColor?) -> Self { set(\.backgroundColor, color) }

    /// The theme's colour for `role` as every view's background, kept current on theme changes.
    @discardableResult
    public func background(_ role: ColorRole) -> Self { applyThemed(.background(role)) }

    /// Corner radius (points) and curve of every view.
    @discardableResult
    public func cornerRadius(_ radius: CGFloat, curve: CALayerCornerCurve = .circular) -> Self {
        apply(.cornerRadius(radius, curve: curve))
    }

    /// A border `width` points wide in `color` on every view.
    @discardableResult
    public func border(width: CGFloat, color: UIColor) -> Self { apply(.border(width: width, color: color)) }

    /// Whether every view clips its subviews to its rounded bounds.
    @discardableResult
    public func clipsToBounds(_ clips: Bool = true) -> Self { set(\.clipsToBounds, clips) }

    /// The same shadow on every view (nil for none).
    @discardableResult
    public func shadow(_ shadow: Shadow?) -> Self { apply(.shadow(shadow)) }

    /// Whether every view takes part in hit testing.
    @discardableResult
    public func isUserInteractionEnabled(_ isEnabled: Bool) -> Self { set(\.isUserInteractionEnabled, isEnabled) }

    /// Applies `style` to every view.
    @discardableResult
    public func apply(_ style: ViewStyle<Element>) -> Self {
        for view in self { style.apply(to: view) }
        return self
    }

    /// Applies `style` to every view now and on every theme or trait change (see `applyThemed`).
    @discardableResult
    public func applyThemed(_ style: ViewStyle<Element>) -> Self {
        for view in self { view.applyThemed(style) }
        return self
    }

    /// Removes every view from its superview.
    public func removeFromSuperview() {
        for view in self { view.removeFromSuperview() }
    }
}
