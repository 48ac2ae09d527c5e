public import Foundation
public import TesseraGraphics

/// A stand-in box for content that does not exist yet — the component library's prototype
/// placeholders — in two styles:
/// - `solid`: filled with `color` at 20 % opacity, with a 1-point edge in `color`;
/// - `hollow`: a dashed 1.5-point outline (6 on, 4 off) in `color`, nothing inside.
///
/// An optional `title` (e.g. "Photo 3:2") is centred in `color`, at most two lines. With
/// `showsDiagonals`, two thin lines cross the box corner to corner, as wireframes draw an image.
/// `preferredSize` becomes the intrinsic content size, so a placeholder can stand in for a view of
/// known size in Auto Layout.
///
/// For example:
/// ```swift
/// let cover = PlaceholderView(style: .hollow, title: "Cover 16:9")
/// cover.preferredSize = CGSize(width: 320, height: 180)
/// cover.layer.cornerRadius = 12
/// ```
///
/// Main actor only.
@preconcurrency @MainActor
open class PlaceholderView: UIView {
    public enum Style: Hashable, Sendable, CaseIterable {
        /// A tinted fill with a solid edge.
        case solid
        /// A dashed outline only.
        case hollow
    }

    /// The dash pattern of the hollow style: 6 points drawn, 4 skipped.
    public static let dashPattern: [CGFloat] = [6, 4]

    open var style: Style { didSet { setNeedsDisplay() } }
    /// Text in the middle; nil for none.
    open var title: String? {
        didSet {
            accessibilityLabel = title
            setNeedsDisplay()
        }
    }
    /// The edge, fill and text colour. Default `systemGray`.
    open var color: UIColor = .systemGray { didSet { setNeedsDisplay() } }
    /// Whether lines cross the box corner to corner. Default false.
    open var showsDiagonals = false { didSet { setNeedsDisplay() } }
    /// The title's font. Default 13 pt medium.
    open var titleFont: UIFont = .systemFont(ofSize: 13, weight: .medium) { didSet { setNeedsDisplay() } }
    /// The intrinsic content size; nil (default) for none.
    open var preferredSize: CGSize? { didSet { invalidateIntrinsicContentSize() } }

    public init(frame: CGRect = .zero, style: Style = .solid, title: String? = nil) {
        self.style = style
        self.title = title
        super.init(frame: frame)
        isAccessibilityElement = true
        accessibilityLabel = title
        accessibilityTraits = .image
    }

    override open var intrinsicContentSize: CGSize {
        preferredSize ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    override open func sizeThatFits(_ size: CGSize) -> CGSize { preferredSize ?? bounds.size }

    override open func draw(in context: inout DisplayList) {
        guard bounds.width > 0, bounds.height > 0 else { return }
        let traits = traitCollection
        let color = self.color.resolvedColor(with: traits)
        let lineWidth: CGFloat = style == .solid ? 1 : 1.5
        let outline = Path.roundedRect(
            bounds.insetBy(dx: lineWidth / 2, dy: lineWidth / 2), radius: max(0, layer.cornerRadius - lineWidth / 2),
            curve: layer.cornerCurve)
        switch style {
        case .solid:
            context.fill(shapePath, color: color.withAlphaComponent(color.alpha * 0.2))
            context.stroke(outline, with: .color(color), style: StrokeStyle(lineWidth: lineWidth))
        case .hollow:
            context.stroke(
                outline, with: .color(color), style: StrokeStyle(lineWidth: lineWidth, dash: Self.dashPattern))
        }
        if showsDiagonals {
            var diagonals = Path()
            diagonals.move(to: CGPoint(x: bounds.minX, y: bounds.minY))
            diagonals.addLine(to: CGPoint(x: bounds.maxX, y: bounds.maxY))
            diagonals.move(to: CGPoint(x: bounds.maxX, y: bounds.minY))
            diagonals.addLine(to: CGPoint(x: bounds.minX, y: bounds.maxY))
            context.save()
            context.clip(to: shapePath)
            context.stroke(
                diagonals, with: .color(color.withAlphaComponent(color.alpha * 0.5)), style: StrokeStyle(lineWidth: 1))
            context.restore()
        }
        drawTitle(color: color, in: &context)
    }

    private func drawTitle(color: UIColor, in context: inout DisplayList) {
        guard let title, !title.isEmpty else { return }
        let text = AttributedText(title, attributes: TextAttributes(font: titleFont, foregroundColor: color))
        let style = ParagraphStyle(
            alignment: .center, lineBreakMode: .byTruncatingTail, numberOfLines: 2,
            layoutDirection: effectiveUserInterfaceLayoutDirection)
        let width = max(0, bounds.width - 16)
        let size = TextEngine.shared.size(of: text, width: width, style: style)
        let rect = CGRect(
            x: bounds.minX + 8, y: (bounds.midY - size.height / 2).rounded(), width: width, height: size.height)
        if showsDiagonals {
            // A backing plate keeps the title readable over the crossing lines.
            let plate = CGRect(
                x: bounds.midX - size.width / 2 - 6, y: rect.minY - 2, width: size.width + 12, height: size.height + 4)
            let background = (backgroundColor ?? superview?.backgroundColor ?? .systemBackground).resolvedColor(
                with: traitCollection)
            context.fill(.roundedRect(plate, radius: 4), color: background)
        }
        context.drawText(text, in: rect, style: style)
    }
}
