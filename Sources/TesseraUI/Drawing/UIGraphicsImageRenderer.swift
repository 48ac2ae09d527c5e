public import Foundation
public import TesseraGraphics

/// Draws images with UIKit drawing code (`UIGraphicsImageRenderer`): inside `actions`,
/// `UIGraphicsGetCurrentContext()`, `UIBezierPath.fill()`, `UIColor.setFill()`,
/// `UIImage.draw(in:)` and `NSString` drawing go to the image, as in `UIView.draw(_:)`.
///
/// Dynamic colours resolve against `UITraitCollection.current`. The image is transparent where
/// nothing is drawn, black for an opaque format.
///
/// For example:
/// ```swift
/// let renderer = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40))
/// let avatar = renderer.image { context in
///     UIColor.systemBlue.setFill()
///     UIBezierPath(ovalIn: context.format.bounds).fill()
/// }
/// avatar.size    // 40 × 40 points, at the main screen's scale
/// ```
///
/// A size or scale Cairo cannot hold (empty, negative, infinite, over 32,767 pixels a side) gives
/// an empty image and empty data, where UIKit logs and does the same.
@preconcurrency @MainActor
open class UIGraphicsImageRenderer {
    /// The scale and opacity images get; its `bounds` is the renderer's.
    public let format: UIGraphicsImageRendererFormat

    /// A renderer for images of `size` points, at the main screen's scale.
    public convenience init(size: CGSize) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: .default())
    }

    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// A renderer whose drawing space is `bounds`, at the main screen's scale.
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: .default())
    }

    /// A renderer whose drawing space is `bounds`: its origin is the image's top-left corner.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.format = format.copy(bounds: bounds)
    }

    /// The image `actions` draw.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        guard let bitmap = bitmap(actions) else { return UIImage() }
        return UIImage(bitmap: bitmap)
    }

    /// The image `actions` draw, as PNG.
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        (try? bitmap(actions)?.pngData()) ?? Data()
    }

    private func bitmap(_ actions: (UIGraphicsImageRendererContext) -> Void) -> Bitmap? {
        let context = UIGraphicsImageRendererContext(format: format)
        UIGraphicsPushContext(context.cgContext)
        actions(context)
        UIGraphicsPopContext()
        return context.render(context.cgContext.finishRecording())
    }
}

/// How a ``UIGraphicsImageRenderer`` makes images: their scale and whether they are opaque.
@preconcurrency @MainActor
open class UIGraphicsImageRendererFormat {
    /// Pixels per point; the main screen's by default.
    open var scale: CGFloat
    /// Opaque images have no transparency: what is not drawn is black.
    open var opaque = false
    /// The drawing space of the renderer that uses this format.
    public private(set) var bounds = CGRect.zero

    public init() {
        scale = UIScreen.main.scale
    }

    /// The format for the main screen: its scale, not opaque.
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// The same as ``default()``: the main screen's scale, not opaque.
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// A copy for a renderer drawing in `bounds`.
    func copy(bounds: CGRect) -> UIGraphicsImageRendererFormat {
        let copy = UIGraphicsImageRendererFormat()
        copy.scale = scale
        copy.opaque = opaque
        copy.bounds = bounds
        return copy
    }
}

/// What `actions` of a ``UIGraphicsImageRenderer`` draw with.
@preconcurrency @MainActor
open class UIGraphicsImageRendererContext {
    /// The context drawing goes to; also `UIGraphicsGetCurrentContext()` inside `actions`.
    public let cgContext = CGContext()
    public let format: UIGraphicsImageRendererFormat

    init(format: UIGraphicsImageRendererFormat) {
        self.format = format
        cgContext.translateBy(x: -format.bounds.minX, y: -format.bounds.minY)
    }

    /// An image of what was drawn so far.
    open var currentImage: UIImage {
        render(cgContext.recordingSoFar).map(UIImage.init(bitmap:)) ?? UIImage()
    }

    /// Fills `rect` with the fill colour.
    open func fill(_ rect: CGRect) { cgContext.fill(rect) }

    /// Outlines `rect` with the stroke colour and line width.
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }

    /// Limits later drawing to `rect`.
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }

    func render(_ list: DisplayList) -> Bitmap? {
        try? Canvas.bitmap(
            of: list, size: format.bounds.size, scale: format.scale,
            appearance: UITraitCollection.current.userInterfaceStyle, background: format.opaque ? .black : nil)
    }
}
