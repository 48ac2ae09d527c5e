public import Foundation
public import TesseraGraphics

/// A star or heart that the user toggles to mark a favourite — the component library's
/// `asStarFavoriteButton` / `asHeartFavoriteButton` as one typed control.
///
/// Unselected it shows the outline glyph (`Icon(.starBorder)` / `.favoriteBorder`), selected the
/// filled one (`.star` / `.favorite`), from the Material Icons font. A tap toggles `isSelected`
/// and sends `.valueChanged` and `.primaryActionTriggered`; setting `isSelected` from code sends
/// nothing.
///
/// `weight` thickens the glyph: the icon font has a single regular face, and weights of semibold
/// and above get fontconfig's synthetic emboldening (the project fonts.conf applies it to any
/// face lighter than the weight asked for); lighter weights draw the regular face.
///
/// For example:
/// ```swift
/// let favourite = FavoriteButton(style: .heart, pointSize: 24)
/// favourite.addAction(UIAction { action in
///     entry.isFavourite = (action.sender as! FavoriteButton).isSelected
/// }, for: .valueChanged)
/// favourite.accessibilityValue   // "Not selected"
/// ```
///
/// Main actor only.
@preconcurrency @MainActor
open class FavoriteButton: UIControl {
    /// Which glyph pair.
    public enum Style: Hashable, Sendable, CaseIterable {
        /// `star`: a star, filled when on; `heart`: a heart, filled when on.
        case star, heart

        /// The outline glyph shown when not selected.
        public var outlineIcon: Icon { Icon(self == .star ? .starBorder : .favoriteBorder) }
        /// The filled glyph shown when selected.
        public var filledIcon: Icon { Icon(self == .star ? .star : .favorite) }
        /// The component library's colour: #F1C40F (sunflower) for stars, #E74C3C (alizarin) for hearts.
        public var defaultColor: UIColor { UIColor(rgb: self == .star ? 0xF1C40F : 0xE74C3C) }
    }

    /// The smallest touch area, in points (Apple's 44-point minimum target).
    public static let minimumTouchSize: CGFloat = 44

    open var style: Style { didSet { setNeedsDisplay() } }
    /// The glyph's edge, in points. Default 18 (the component library's). - Precondition: > 0.
    open var pointSize: CGFloat {
        didSet {
            precondition(
                pointSize > 0 && pointSize.isFinite, "FavoriteButton.pointSize must be positive, not \(pointSize)")
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }
    /// The glyph's weight. Default semibold (the component library's).
    open var weight: UIFont.Weight { didSet { setNeedsDisplay() } }
    /// The outline glyph's colour. Default the style's colour.
    open var normalColor: UIColor { didSet { setNeedsDisplay() } }
    /// The filled glyph's colour. Default the style's colour.
    open var selectedColor: UIColor { didSet { setNeedsDisplay() } }

    /// "Selected" or "Not selected".
    override open var accessibilityValue: String? {
        get { super.accessibilityValue ?? (isSelected ? "Selected" : "Not selected") }
        set { super.accessibilityValue = newValue }
    }

    public init(
        frame: CGRect = .zero, style: Style, pointSize: CGFloat = 18, weight: UIFont.Weight = .semibold,
        color: UIColor? = nil
    ) {
        precondition(pointSize > 0 && pointSize.isFinite, "FavoriteButton.pointSize must be positive, not \(pointSize)")
        self.style = style
        self.pointSize = pointSize
        self.weight = weight
        normalColor = color ?? style.defaultColor
        selectedColor = color ?? style.defaultColor
        super.init(frame: frame)
        if frame.size == .zero { self.frame.size = intrinsicContentSize }
        accessibilityTraits = .button
        accessibilityLabel = style == .star ? "Star" : "Favourite"
    }

    /// The glyph size, grown to `minimumTouchSize` so the button is easy to hit.
    override open var intrinsicContentSize: CGSize {
        let side = max(pointSize, Self.minimumTouchSize)
        return CGSize(width: side, height: side)
    }

    override open func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// The glyph currently shown, in its colour and weight.
    public var glyph: AttributedText {
        let icon = isSelected ? style.filledIcon : style.outlineIcon
        let color = (isSelected ? selectedColor : normalColor).resolvedColor(with: traitCollection)
        let font = UIFont(family: UIFont.iconFamily, size: pointSize, weight: weight)
        return AttributedText(
            String(Character(icon.codePoint)), attributes: TextAttributes(font: font, foregroundColor: color))
    }

    override open func draw(in context: inout DisplayList) {
        let dimmed = !isEnabled || isHighlighted
        if dimmed { context.beginTransparencyLayer(alpha: isEnabled ? 0.6 : 0.35) }
        let rect = CGRect(
            x: (bounds.midX - pointSize / 2).rounded(), y: (bounds.midY - pointSize / 2).rounded(), width: pointSize,
            height: pointSize)
        context.drawText(
            glyph, in: rect, style: ParagraphStyle(alignment: .center, lineBreakMode: .byClipping, numberOfLines: 1))
        if dimmed { context.endTransparencyLayer() }
    }

    /// A tap toggles `isSelected` and sends `.valueChanged` and `.primaryActionTriggered`.
    override open func endTracking(inside: Bool) {
        if inside, isEnabled {
            isSelected.toggle()
            sendActions(for: [.valueChanged, .primaryActionTriggered])
        }
        super.endTracking(inside: inside)
    }
}
