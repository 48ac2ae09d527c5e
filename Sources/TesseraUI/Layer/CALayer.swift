public import Foundation
public import TesseraGraphics

/// The drawing attributes of a view (`CALayer`): corner rounding, border, shadow, and — shared with
/// the view, as in UIKit — background colour, opacity and clipping. Every `UIView` owns one
/// (`view.layer`), and the view draws from it.
///
/// Semantics and defaults are Core Animation's: the border is drawn inside the bounds over the
/// content and subviews; the shadow appears when `shadowOpacity` > 0 (default 0) with
/// `shadowColor` (default opaque black), `shadowOffset` (default (0, −3): up) and `shadowRadius`
/// (default 3). The shadow is a Gaussian blur with standard deviation `shadowRadius` points (what
/// iOS draws; the CSS/Figma/Sketch "blur" of the same shadow is twice `shadowRadius`). Colours are
/// ``CGColor``s; a dynamic one follows the view's light or dark appearance (see ``CGColor``).
/// `cornerRadius` animates inside `UIView.animate`, as on iOS.
///
/// What differs from Core Animation: the layer is the view's drawing state, not a separate
/// compositing tree — there are no sublayers, `CALayer()` cannot be made on its own, and
/// `contents`, `mask`, 3-D transforms and `anchorPoint` are not provided. Without `shadowPath` the
/// shadow is cast by the rounded bounds, not by the composited content. A layer outliving its view
/// reads the view-shared properties as their defaults and ignores writes to them.
///
/// For example:
/// ```swift
/// card.layer.cornerRadius = 16
/// card.layer.cornerCurve = .continuous
/// card.layer.shadowColor = UIColor.black.cgColor
/// card.layer.shadowOpacity = 0.15
/// card.layer.shadowOffset = CGSize(width: 0, height: 4)
/// card.layer.shadowRadius = 6
/// ```
///
/// Main actor only.
@preconcurrency @MainActor
public final class CALayer {
    // Unowned, like a view's `superview`: the view owns its layer and clears this in its `deinit`
    // (isolated to the main actor, like every read of it), so it never dangles.
    unowned(unsafe) var owner: UIView?

    init(owner: UIView) {
        self.owner = owner
    }

    // MARK: Shared with the view

    /// The view's `backgroundColor`, as a `CGColor`. Setting it sets the view's (without calling
    /// an override of `UIView.backgroundColor`).
    public var backgroundColor: CGColor? {
        get { owner?.backgroundColorStorage?.cgColor }
        set { owner?.setBackgroundColor(newValue.map(UIColor.init(cgColor:))) }
    }

    /// The view's `alpha`, 0…1 (values outside are clamped).
    public var opacity: Float {
        get { Float(owner?.alphaStorage ?? 1) }
        set { owner?.setAlpha(CGFloat(newValue)) }
    }

    /// The view's `clipsToBounds`: content and subviews are clipped to the rounded bounds.
    public var masksToBounds: Bool {
        get { owner?.clipsToBoundsStorage ?? false }
        set { owner?.setClipsToBounds(newValue) }
    }

    /// The view's `isHidden`.
    public var isHidden: Bool {
        get { owner?.isHidden ?? false }
        set { owner?.isHidden = newValue }
    }

    /// The view's `bounds`, in points.
    public var bounds: CGRect {
        get { owner?.bounds ?? .zero }
        set { owner?.bounds = newValue }
    }

    /// The view's `center`: the layer's anchor point is always the middle of its bounds.
    public var position: CGPoint {
        get { owner?.center ?? .zero }
        set { owner?.center = newValue }
    }

    /// The view's `frame`, in its superview's coordinates.
    public var frame: CGRect {
        get { owner?.frame ?? .zero }
        set { owner?.frame = newValue }
    }

    // MARK: Corners

    /// The radius of the rounded corners in points; 0 (the default) for square corners. Drawn
    /// clamped to half the shorter side. Animatable.
    public var cornerRadius: CGFloat = 0 {
        didSet {
            guard cornerRadius != oldValue else { return }
            owner?.animatablePropertyDidChange(.cornerRadius(oldValue))
            owner?.setNeedsDisplay()
        }
    }

    /// Circular (the default) or continuous corners.
    public var cornerCurve: CALayerCornerCurve = .circular {
        didSet { owner?.setNeedsDisplay() }
    }

    /// The corners `cornerRadius` rounds; all four by default.
    public var maskedCorners: CACornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
    {
        didSet { owner?.setNeedsDisplay() }
    }

    // MARK: Border

    /// The border's width in points, drawn inside the rounded bounds over the subviews; 0 (the
    /// default) for none.
    public var borderWidth: CGFloat = 0 {
        didSet { owner?.setNeedsDisplay() }
    }

    /// The border's colour; opaque black by default, nil draws no border.
    public var borderColor: CGColor? = .black {
        didSet { owner?.setNeedsDisplay() }
    }

    // MARK: Shadow

    /// The shadow's colour; opaque black by default, nil draws no shadow.
    public var shadowColor: CGColor? = .black {
        didSet { owner?.setNeedsDisplay() }
    }

    /// The shadow's opacity 0…1, multiplied with `shadowColor`'s alpha; 0 (the default) hides
    /// the shadow. Values outside 0…1 draw clamped.
    public var shadowOpacity: Float = 0 {
        didSet { owner?.setNeedsDisplay() }
    }

    /// How far the shadow is moved, in points; positive height is downward. (0, −3) by default.
    public var shadowOffset = CGSize(width: 0, height: -3) {
        didSet { owner?.setNeedsDisplay() }
    }

    /// The blur's standard deviation in points; 3 by default, 0 for a hard edge.
    public var shadowRadius: CGFloat = 3 {
        didSet { owner?.setNeedsDisplay() }
    }

    /// The outline that casts the shadow, in the layer's bounds space; nil (the default) casts it
    /// from the rounded bounds.
    public var shadowPath: CGPath? {
        didSet { owner?.setNeedsDisplay() }
    }

    // MARK: Display

    /// Marks the view's pixels stale (its `setNeedsDisplay()`).
    public func setNeedsDisplay() { owner?.setNeedsDisplay() }

    /// Schedules the view's layout (its `setNeedsLayout()`).
    public func setNeedsLayout() { owner?.setNeedsLayout() }

    /// Lays the view out now if it needs it (its `layoutIfNeeded()`).
    public func layoutIfNeeded() { owner?.layoutIfNeeded() }
}

extension CALayer {
    /// The shadow to draw with `traits`, or nil when none shows.
    func renderedShadow(with traits: UITraitCollection) -> Shadow? {
        guard shadowOpacity > 0, let shadowColor else { return nil }
        var color = UIColor(cgColor: shadowColor).resolvedColor(with: traits)
        if shadowOpacity < 1 { color = color.withAlphaComponent(color.alpha * CGFloat(shadowOpacity)) }
        let radius = shadowRadius.isFinite ? max(0, shadowRadius) : 0
        // `Shadow.blurRadius` is the CSS blur radius, whose Gaussian has σ = blurRadius / 2.
        return Shadow(color: color, offset: shadowOffset, blurRadius: radius * 2)
    }

    /// Sets the four shadow properties from a Tessera ``Shadow`` so that the same pixels are drawn
    /// (`shadowRadius` = `blurRadius` / 2, opacity 1, the colour's alpha kept); nil hides the shadow.
    func setShadow(_ shadow: Shadow?) {
        guard let shadow else {
            shadowOpacity = 0
            return
        }
        shadowColor = shadow.color.cgColor
        shadowOpacity = 1
        shadowOffset = shadow.offset
        shadowRadius = shadow.blurRadius / 2
    }
}
