public import Foundation

/// Batch versions of the frame helpers for arrays of views (Aquarius's `Array++`).
///
/// For example:
/// ```swift
/// [title, subtitle, caption].set(\.left, to: 16)
/// [title, subtitle, caption].match([.width], of: card)
/// [title, subtitle, caption].stackVertically(from: 100, spacing: 8)
/// ```
extension Sequence where Element: ViewLayoutItem {
    /// Sets one frame property (`\.left`, `\.width`, `\.size`, …) on every view.
    @MainActor
    public func set<Value>(_ property: ReferenceWritableKeyPath<Element, Value>, to value: Value) {
        for view in self { view[keyPath: property] = value }
    }

    /// `match(_:of:)` on every view.
    @MainActor
    public func match(_ properties: FrameProperties, of target: some ViewLayoutItem) {
        for view in self { view.match(properties, of: target) }
    }

    /// `fillScreenWidth(inset:)` on every view.
    @MainActor
    public func fillScreenWidth(inset: CGFloat = 0) {
        for view in self { view.fillScreenWidth(inset: inset) }
    }

    /// Places the views one below the other: the first at `top`, each next one `spacing` points
    /// below the previous. Returns the bottom of the last (or `top` when empty).
    @MainActor
    @discardableResult
    public func stackVertically(from top: CGFloat, spacing: CGFloat = 0) -> CGFloat {
        var y = top
        var first = true
        for view in self {
            if !first { y += spacing }
            view.top = y
            y = view.bottom
            first = false
        }
        return y
    }

    /// Places the views one after the other from `left` (left to right), `spacing` apart. Returns
    /// the right edge of the last (or `left` when empty).
    @MainActor
    @discardableResult
    public func stackHorizontally(from left: CGFloat, spacing: CGFloat = 0) -> CGFloat {
        var x = left
        var first = true
        for view in self {
            if !first { x += spacing }
            view.left = x
            x = view.right
            first = false
        }
        return x
    }

    /// `snapFrameToPixels(scale:)` on every view.
    @MainActor
    public func snapFramesToPixels(scale: CGFloat? = nil) {
        for view in self { view.snapFrameToPixels(scale: scale) }
    }
}
