public import Foundation
public import TesseraGraphics

/// A view that applies a visual effect to what lies behind it or to its content
/// (`UIVisualEffectView`).
///
/// With a ``UIBlurEffect`` the view blurs, saturates and tints what is drawn behind its bounds —
/// rounded by `layer.cornerRadius` and its masked corners, under its ancestors' clips — before its
/// content draws; with a ``UIVibrancyEffect`` its content is drawn in one flat colour (see there);
/// with none it draws no effect. Add subviews to ``contentView``, which fills the bounds.
///
/// Setting ``effect`` inside a `UIView.animate` block is allowed but not animated: the new effect
/// shows from the next frame. A view fading its `alpha` blurs what it fades over.
///
/// For example:
/// ```swift
/// let bar = UIVisualEffectView(effect: UIBlurEffect(style: .systemThinMaterial))
/// bar.frame = CGRect(x: 16, y: 700, width: 358, height: 64)
/// bar.layer.cornerRadius = 20
/// bar.clipsToBounds = true
/// bar.contentView.addSubview(label)
/// ```
///
/// Main actor only.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    /// The view to add subviews to; it fills the bounds.
    public let contentView = UIView()

    /// The effect applied; nil applies none.
    open var effect: UIVisualEffect? {
        didSet { setNeedsDisplay() }
    }

    override class var setUpRunningClass: UIView.Type { UIVisualEffectView.self }

    /// A view applying `effect` (nil: none).
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        defer { runSetUp(after: UIVisualEffectView.self) }
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// A view with no effect, with `frame`.
    public convenience override init(frame: CGRect = .zero) {
        self.init(effect: nil)
        if frame != .zero { self.frame = frame }
    }

    override open func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
    }

    override open func draw(in context: inout DisplayList) {
        guard let backdrop = effect?.backdrop(with: traitCollection) else { return }
        context.drawBackdrop(
            in: shapePath(in: presentedBounds, cornerRadius: presentedCornerRadius), backdrop: backdrop)
    }

    override var subviewsFlatColor: UIColor? { effect?.contentColor(with: traitCollection) }
}
