public import Foundation

/// Something an image view or button shows: decoded pixels, or an icon-font glyph drawn at a
/// point size (a template image that takes the tint colour, like an SF Symbol in UIKit).
///
/// For example:
/// ```swift
/// let photo = UIImage(bitmap: try Bitmap(pngData: data))
/// let star = UIImage(icon: Icon(.star), pointSize: 20)
/// star.size  // 20 × 20 points
/// ```
public struct UIImage: Hashable, Sendable {
    enum Content: Hashable, Sendable {
        case bitmap(Bitmap)
        case icon(Icon, pointSize: CGFloat)
    }

    let content: Content

    /// An image of decoded pixels; its size in points is the pixel size divided by the bitmap's scale.
    public init(bitmap: Bitmap) {
        content = .bitmap(bitmap)
    }

    /// An icon glyph `pointSize` points square, drawn in the tint colour.
    /// - Precondition: `pointSize` > 0.
    public init(icon: Icon, pointSize: CGFloat) {
        precondition(pointSize > 0, "Icon point size must be positive")
        content = .icon(icon, pointSize: pointSize)
    }

    /// Size in points.
    public var size: CGSize {
        switch content {
        case .bitmap(let bitmap): bitmap.size
        case .icon(_, let pointSize): CGSize(width: pointSize, height: pointSize)
        }
    }

    /// True for icon images, which draw in the tint colour rather than their own colours.
    public var isTemplate: Bool {
        if case .icon = content { return true }
        return false
    }

    /// The pixels of a bitmap image; nil for an icon.
    public var bitmap: Bitmap? {
        if case .bitmap(let bitmap) = content { return bitmap }
        return nil
    }

    /// Records the image scaled into `rect` (points). Icons are centred in `rect` at the size that
    /// fits it and drawn in `tint`.
    public func draw(in rect: CGRect, tint: UIColor, into context: inout DisplayList) {
        switch content {
        case .bitmap(let bitmap):
            context.drawImage(bitmap, in: rect)
        case .icon(let icon, _):
            let side = min(rect.width, rect.height)
            let text = icon.attributedText(size: side, color: tint)
            let glyphRect = CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
            context.drawText(text, in: glyphRect, style: ParagraphStyle(alignment: .center, lineBreakMode: .byClipping, numberOfLines: 1))
        }
    }
}
