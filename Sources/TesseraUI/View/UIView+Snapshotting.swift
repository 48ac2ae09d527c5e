public import Foundation
public import TesseraGraphics

extension UIView {
    /// Draws this view and its subviews, as they show on screen, into the current graphics context
    /// (`UIGraphicsGetCurrentContext()`), scaled so the view's bounds fill `rect` — how iOS code turns
    /// a view into an image:
    /// ```swift
    /// let image = UIGraphicsImageRenderer(bounds: card.bounds).image { _ in
    ///     card.drawHierarchy(in: card.bounds, afterScreenUpdates: true)
    /// }
    /// ```
    /// Pending layout runs first either way (`afterScreenUpdates` changes nothing here: there is no
    /// screen to wait for). Returns false, drawing nothing, when there is no current context or the
    /// view has no area.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = UIGraphicsGetCurrentContext(), bounds.width > 0, bounds.height > 0 else { return false }
        // A transform that flattens the view to a line or a point cannot be undone: nothing to draw.
        guard let toOwnBounds = drawnTransformToSuperview.inverted() else { return false }
        context.draw { list in
            list.save()
            list.concatenate(
                CGAffineTransform(translationX: rect.minX, y: rect.minY)
                    .scaledBy(x: rect.width / bounds.width, y: rect.height / bounds.height)
                    .translatedBy(x: -bounds.minX, y: -bounds.minY))
            list.concatenate(toOwnBounds)
            render(into: &list)
            list.restore()
        }
        return true
    }

    /// A view showing an image of this one as it is now, the size of its bounds (iOS's
    /// `snapshotView(afterScreenUpdates:)`): it does not change when this view does. Nil when the
    /// view has no area.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        guard bounds.width > 0, bounds.height > 0 else { return nil }
        let format = UIGraphicsImageRendererFormat.default()
        format.scale = max(traitCollection.displayScale, 1)
        let image = UIGraphicsImageRenderer(bounds: bounds, format: format).image { _ in
            drawHierarchy(in: bounds, afterScreenUpdates: afterUpdates)
        }
        let snapshot = UIImageView(image: image)
        snapshot.frame = CGRect(origin: .zero, size: bounds.size)
        return snapshot
    }
}

extension CALayer {
    /// Draws the layer's view and its subviews into `context`, in the layer's own coordinates
    /// (`CALayer.render(in:)`), as `drawHierarchy(in:afterScreenUpdates:)` does into its bounds.
    public func render(in context: CGContext) {
        guard let owner else { return }
        UIGraphicsPushContext(context)
        owner.drawHierarchy(in: owner.bounds, afterScreenUpdates: false)
        UIGraphicsPopContext()
    }
}
