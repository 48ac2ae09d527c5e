public import Foundation
public import TesseraGraphics

/// How string drawing and measuring lay text out (`NSStringDrawingOptions`).
public struct NSStringDrawingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Lay the text out in lines within the given width (without it, text is one line).
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Accepted; line height always includes the font's leading here.
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Accepted; bounds are always the typographic ones here.
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// End the last line that fits with an ellipsis.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// Extra settings and results of string drawing (`NSStringDrawingContext`). Text is never shrunk
/// here, so `actualScaleFactor` stays 1.
open class NSStringDrawingContext {
    open var minimumScaleFactor: CGFloat = 0
    open private(set) var actualScaleFactor: CGFloat = 1
    /// The bounds of the text last measured or drawn with this context.
    open internal(set) var totalBounds: CGRect = .zero

    public init() {}
}

extension NSAttributedString {
    /// Text without attributes draws in the 12-point system font in black, as in UIKit.
    static let drawingDefaults = TextAttributes(font: .systemFont(ofSize: 12))

    /// The text and style to lay out with `options`: wrapped in lines with
    /// `.usesLineFragmentOrigin`, else on one line; the last line cut with an ellipsis with
    /// `.truncatesLastVisibleLine`.
    fileprivate func layoutInput(_ options: NSStringDrawingOptions) -> (AttributedText, ParagraphStyle) {
        var style = paragraphStyle(
            default: ParagraphStyle(numberOfLines: options.contains(.usesLineFragmentOrigin) ? 0 : 1))
        if options.contains(.truncatesLastVisibleLine) { style.lineBreakMode = .byTruncatingTail }
        return (attributedText(default: Self.drawingDefaults), style)
    }

    /// The size the text takes on one line for each paragraph, unwrapped.
    public func size() -> CGSize {
        let (text, style) = layoutInput(.usesLineFragmentOrigin)
        return TextEngine.shared.size(of: text, width: nil, style: style)
    }

    /// The rectangle the text takes when laid out within `size`: with `.usesLineFragmentOrigin`,
    /// in lines wrapped at `size.width` from the top-left corner; without it, on one line, with
    /// the origin on its baseline (so `origin.y` is minus the ascent).
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?
    ) -> CGRect {
        let wraps = options.contains(.usesLineFragmentOrigin)
        let (text, style) = layoutInput(options)
        let layout = TextEngine.shared.layout(text, width: wraps ? size.width : nil, style: style)
        var height = layout.size.height
        if wraps, size.height > 0, size.height < height {
            height = layout.lines.last(where: { $0.rect.maxY <= size.height })?.rect.maxY ?? 0
        }
        let rect = CGRect(
            x: 0, y: wraps ? 0 : -layout.firstBaseline, width: layout.size.width, height: height)
        context?.totalBounds = rect
        return rect
    }

    /// Draws the text in the current context from `point`, unwrapped.
    @MainActor
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size()))
    }

    /// Draws the text in the current context, wrapped within `rect` and clipped to it.
    @MainActor
    public func draw(in rect: CGRect) {
        draw(with: rect, options: .usesLineFragmentOrigin, context: nil)
    }

    /// Draws the text in the current context as ``boundingRect(with:options:context:)`` lays it
    /// out, with `rect`'s origin as the top-left corner (with `.usesLineFragmentOrigin`) or on the
    /// baseline (without it).
    @MainActor
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        guard let graphics = UIGraphicsGetCurrentContext() else { return }
        let wraps = options.contains(.usesLineFragmentOrigin)
        let (text, style) = layoutInput(options)
        let bounds = boundingRect(with: rect.size, options: options, context: context)
        let frame =
            wraps
            ? CGRect(origin: rect.origin, size: CGSize(width: rect.width, height: bounds.height))
            : bounds.offsetBy(dx: rect.minX, dy: rect.minY)
        graphics.draw { list in
            list.save()
            list.clip(to: frame)  // lines that do not fit whole are not drawn
            list.drawText(text, in: frame, style: style)
            list.restore()
        }
    }
}

extension StringProtocol {
    private func attributed(_ attributes: [NSAttributedString.Key: Any]?) -> NSAttributedString {
        NSAttributedString(string: String(self), attributes: attributes)
    }

    /// The size of the text on one line per paragraph, in `attributes` (12-point system font and
    /// black where they say nothing).
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        attributed(attributes).size()
    }

    /// See `NSAttributedString.boundingRect(with:options:context:)`.
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) -> CGRect {
        attributed(attributes).boundingRect(with: size, options: options, context: context)
    }

    /// Draws the text from `point` in the current context.
    @MainActor
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        attributed(attributes).draw(at: point)
    }

    /// Draws the text wrapped within `rect` in the current context.
    @MainActor
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        attributed(attributes).draw(in: rect)
    }

    /// See `NSAttributedString.draw(with:options:context:)`.
    @MainActor
    public func draw(
        with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) {
        attributed(attributes).draw(with: rect, options: options, context: context)
    }
}

extension NSString {
    /// See `StringProtocol.size(withAttributes:)`.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as String).size(withAttributes: attributes)
    }

    /// See `NSAttributedString.boundingRect(with:options:context:)`.
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) -> CGRect {
        (self as String).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }

    /// Draws the text from `point` in the current context.
    @MainActor
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(at: point, withAttributes: attributes)
    }

    /// Draws the text wrapped within `rect` in the current context.
    @MainActor
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(in: rect, withAttributes: attributes)
    }

    /// See `NSAttributedString.draw(with:options:context:)`.
    @MainActor
    public func draw(
        with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) {
        (self as String).draw(with: rect, options: options, attributes: attributes, context: context)
    }
}
