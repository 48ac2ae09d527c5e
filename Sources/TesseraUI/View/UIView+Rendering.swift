public import Foundation
public import TesseraGraphics

extension UIView {
    /// Records this view and its subtree into `context`, in the superview's coordinate space.
    /// Hidden and fully transparent views record nothing. Lays out first where needed.
    /// Animations in flight draw their presentation values (see UIView+Animation.swift).
    public func render(into context: inout DisplayList) {
        let alpha = presentedAlpha
        guard !isHidden, alpha > 0 else { return }
        if needsLayout { layoutIfNeeded() }
        let traits = traitCollection
        let layer = layerStorage
        context.save()
        context.concatenate(drawnTransformToSuperview)
        let shape =
            presentation.isEmpty ? shapePath : shapePath(in: presentedBounds, cornerRadius: presentedCornerRadius)
        // A cross-dissolve in flight (UIView+Transition.swift): the old image fades out under the new.
        let transition = presentation.transition.flatMap { progress in
            presentation.transitionSnapshot.map { (progress, $0) }
        }
        if let (progress, snapshot) = transition {
            context.beginTransparencyLayer(alpha: Double(1 - progress))
            context.append(snapshot)
            context.endTransparencyLayer()
            context.beginTransparencyLayer(alpha: Double(progress))
        }
        if let layer, let shadow = layer.renderedShadow(with: traits) {
            context.drawShadow(of: layer.shadowPath?.path ?? shape, shadow: shadow)
        }
        let isTranslucent = alpha < 1
        if isTranslucent { context.beginTransparencyLayer(alpha: alpha) }
        if let backgroundColor = presentedBackgroundColor {
            context.fill(shape, color: backgroundColor.resolvedColor(with: traits))
        }
        context.save()
        if clipsToBoundsStorage { context.clip(to: shape) }
        traits.performAsCurrent { drawContent(into: &context) }  // UIKit makes the view's traits current
        if let flatColor = subviewsFlatColor {
            var content = DisplayList()
            for child in subviews { child.render(into: &content) }
            context.append(content.painted(in: flatColor, traits: traits))
        } else {
            for child in subviews { child.render(into: &context) }
        }
        context.restore()
        if let layer, layer.borderWidth > 0, let borderColor = layer.borderColor {
            drawBorder(
                of: shape, width: layer.borderWidth, color: UIColor(cgColor: borderColor).resolvedColor(with: traits),
                into: &context)
        }
        if let window, window.isFocusRingVisible, window.focusRingView === self {
            drawFocusRing(around: presentedBounds, cornerRadius: presentedCornerRadius, traits: traits, into: &context)
        }
        if isTranslucent { context.endTransparencyLayer() }
        if transition != nil { context.endTransparencyLayer() }
        context.restore()
    }

    /// The keyboard focus ring: a 3-point outline in the tint colour, just outside the view — or
    /// just inside a list row, which fills its list's width.
    private func drawFocusRing(
        around bounds: CGRect, cornerRadius: CGFloat, traits: UITraitCollection, into context: inout DisplayList
    ) {
        let lineWidth: CGFloat = 3
        let outset = self is UITableViewCell ? -lineWidth / 2 - 1 : lineWidth / 2 + 1
        let rect = bounds.insetBy(dx: -outset, dy: -outset)
        let radius = max(cornerRadius, 6) + outset
        context.stroke(
            shapePath(in: rect, cornerRadius: radius), with: .color(tintColor.resolvedColor(with: traits)),
            style: StrokeStyle(lineWidth: lineWidth))
    }

    /// The view's subtree as a display list in its own bounds space (for snapshots and export).
    public func displayList() -> DisplayList {
        var list = DisplayList()
        list.concatenate(transformToSuperview.inverted() ?? .identity)
        render(into: &list)
        return list
    }

    /// `bounds` rounded by `cornerRadius` (clamped to half the shorter side) on the layer's masked
    /// corners, with its corner curve.
    func shapePath(in bounds: CGRect, cornerRadius: CGFloat) -> Path {
        guard cornerRadius > 0 else { return .rect(bounds) }
        let layer = self.layer  // a button's configured corner may come before any layer property is set
        let radius = min(cornerRadius, min(bounds.width, bounds.height) / 2)
        let corners = layer.maskedCorners
        let radii = CornerRadii(
            topLeft: corners.contains(.layerMinXMinYCorner) ? radius : 0,
            topRight: corners.contains(.layerMaxXMinYCorner) ? radius : 0,
            bottomRight: corners.contains(.layerMaxXMaxYCorner) ? radius : 0,
            bottomLeft: corners.contains(.layerMinXMaxYCorner) ? radius : 0)
        return radii.isZero ? .rect(bounds) : .roundedRect(bounds, radii: radii, curve: layer.cornerCurve)
    }

    /// A border `width` points wide drawn inside the shape: the stroke is centred on the outline,
    /// so it is clipped to the shape and drawn twice as wide.
    private func drawBorder(of shape: Path, width: CGFloat, color: UIColor, into context: inout DisplayList) {
        context.save()
        context.clip(to: shape)
        context.stroke(shape, with: .color(color), style: StrokeStyle(lineWidth: width * 2))
        context.restore()
    }
}

extension UIView {
    /// Renders this view alone at its bounds size, `scale` pixels per point.
    ///
    /// A view outside any window first takes `traits` over `UITraitCollection.default` (as if its
    /// window had them), with `scale` as its display scale; a view in a window keeps its own traits
    /// and `traits` is ignored.
    ///
    /// - Precondition: the bounds size is finite and not negative, `scale` is positive and finite,
    ///   and neither side exceeds 32,767 pixels; `bitmap(traits:scale:)` throws instead.
    public func renderBitmap(traits: UITraitCollection = .default, scale: CGFloat) -> Bitmap {
        prepareForRendering(traits: traits, scale: scale)
        return Canvas.render(
            displayList(), size: bounds.size, scale: scale, appearance: traitCollection.userInterfaceStyle)
    }

    /// `renderBitmap(traits:scale:)`, throwing where it stops.
    ///
    /// - Throws: `GraphicsError.invalidCanvas` for a bounds size that is negative or not finite, a
    ///   scale that is not positive and finite, or a side over 32,767 pixels; `.cairo` when drawing
    ///   fails.
    public func bitmap(traits: UITraitCollection = .default, scale: CGFloat) throws(GraphicsError) -> Bitmap {
        prepareForRendering(traits: traits, scale: scale)
        return try Canvas.bitmap(
            of: displayList(), size: bounds.size, scale: scale, appearance: traitCollection.userInterfaceStyle)
    }

    private func prepareForRendering(traits: UITraitCollection, scale: CGFloat) {
        if window == nil {
            inheritTraits(
                from: UITraitCollection(traitsFrom: [.default, traits, UITraitCollection(displayScale: scale)]))
        }
        layoutIfNeeded()
    }
}
