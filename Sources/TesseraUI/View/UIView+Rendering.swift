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
        context.save()
        context.concatenate(presentedTransformToSuperview)
        let shape = presentation.isEmpty ? shapePath : shapePath(in: presentedBounds, cornerRadius: presentedCornerRadius)
        if let shadow {
            context.drawShadow(of: shape, shadow: resolve(shadow, with: traits))
        }
        let isTranslucent = alpha < 1
        if isTranslucent { context.beginTransparencyLayer(alpha: alpha) }
        if let backgroundColor = presentedBackgroundColor {
            context.fill(shape, color: backgroundColor.resolvedColor(with: traits))
        }
        context.save()
        if clipsToBounds { context.clip(to: shape) }
        traits.performAsCurrent { draw(in: &context) }  // UIKit makes the view's traits current
        for child in subviews { child.render(into: &context) }
        context.restore()
        if borderWidth > 0, let borderColor {
            drawBorder(of: shape, color: borderColor.resolvedColor(with: traits), into: &context)
        }
        if isTranslucent { context.endTransparencyLayer() }
        context.restore()
    }

    /// The view's subtree as a display list in its own bounds space (for snapshots and export).
    public func displayList() -> DisplayList {
        var list = DisplayList()
        list.concatenate(transformToSuperview.inverted() ?? .identity)
        render(into: &list)
        return list
    }

    /// `bounds` rounded by `cornerRadius` (clamped to half the shorter side) on the masked corners.
    func shapePath(in bounds: CGRect, cornerRadius: CGFloat) -> Path {
        let radius = min(cornerRadius, min(bounds.width, bounds.height) / 2)
        let radii = CornerRadii(
            topLeft: maskedCorners.contains(.topLeft) ? radius : 0,
            topRight: maskedCorners.contains(.topRight) ? radius : 0,
            bottomRight: maskedCorners.contains(.bottomRight) ? radius : 0,
            bottomLeft: maskedCorners.contains(.bottomLeft) ? radius : 0)
        return radii.isZero ? .rect(bounds) : .roundedRect(bounds, radii: radii, curve: cornerCurve)
    }

    /// A border of `borderWidth` points drawn inside the shape: the stroke is centred on the
    /// outline, so it is clipped to the shape and drawn twice as wide.
    private func drawBorder(of shape: Path, color: UIColor, into context: inout DisplayList) {
        context.save()
        context.clip(to: shape)
        context.stroke(shape, with: .color(color), style: StrokeStyle(lineWidth: borderWidth * 2))
        context.restore()
    }

    private func resolve(_ shadow: Shadow, with traits: UITraitCollection) -> Shadow {
        var resolved = shadow
        resolved.color = shadow.color.resolvedColor(with: traits)
        return resolved
    }
}

extension UIView {
    /// Renders this view alone at its bounds size, `scale` pixels per point.
    ///
    /// A view outside any window first takes `traits` over `UITraitCollection.default` (as if its
    /// window had them), with `scale` as its display scale; a view in a window keeps its own traits
    /// and `traits` is ignored.
    public func renderBitmap(traits: UITraitCollection = .default, scale: CGFloat) -> Bitmap {
        if window == nil {
            inheritTraits(from: UITraitCollection(traitsFrom: [.default, traits, UITraitCollection(displayScale: scale)]))
        }
        layoutIfNeeded()
        return Canvas.render(
            displayList(), size: bounds.size, scale: scale, appearance: traitCollection.userInterfaceStyle)
    }
}
