public import Foundation

/// Something an image view or button shows (`UIImage`): decoded pixels, or a symbol — a glyph of
/// the Material Icons font that stands in for an SF Symbol and draws in the tint colour.
///
/// A class, as in UIKit, so that iOS code keeping images in an `NSCache` or extending `UIImage`
/// with convenience initialisers compiles; images are immutable and thread-safe. Two images are
/// equal when they show the same thing the same way.
///
/// Images come from `UIImage(systemName:)` (the common SF Symbols, see
/// `UIImage+SystemSymbols.swift`), `UIImage(named:)`, `UIImage(data:)` and
/// `UIImage(contentsOfFile:)` (PNG and JPEG, in the `UIKit` module), or from Tessera's
/// `UIImage(bitmap:)` and `UIImage(icon:pointSize:)`.
///
/// For example:
/// ```swift
/// let star = UIImage(systemName: "star.fill")                  // a template image: takes the tint
/// star?.size                                                    // 17 × 17 points (body text size)
/// let big = UIImage(systemName: "star.fill",
///                   withConfiguration: UIImage.SymbolConfiguration(pointSize: 40))
/// let red = star?.withTintColor(.systemRed, renderingMode: .alwaysOriginal)
/// UIImage(systemName: "no.such.symbol")                        // nil
/// ```
public final class UIImage: Hashable, Sendable {
    enum Content: Hashable, Sendable {
        case empty
        case bitmap(Bitmap)
        case symbol(Icon)
    }

    let content: Content
    /// How the image uses colour; `automatic` makes symbols templates and bitmaps originals.
    public let renderingMode: RenderingMode
    /// The configuration of a symbol image (its size, weight and scale); nil for a bitmap.
    public let symbolConfiguration: SymbolConfiguration?
    /// The colour given by `withTintColor(_:)`, if any.
    let tint: UIColor?
    /// Pixels per point of a bitmap image; for a symbol image, the display scale it was made for.
    public let scale: CGFloat

    init(
        content: Content, renderingMode: RenderingMode, symbolConfiguration: SymbolConfiguration?, tint: UIColor?,
        scale: CGFloat
    ) {
        self.content = content
        self.renderingMode = renderingMode
        self.symbolConfiguration = symbolConfiguration
        self.tint = tint
        self.scale = scale
    }

    /// An empty image: zero size, draws nothing (as `UIImage()`).
    public convenience init() {
        self.init(content: .empty, renderingMode: .automatic, symbolConfiguration: nil, tint: nil, scale: 1)
    }

    /// An image of decoded pixels; its size in points is the pixel size divided by the bitmap's scale.
    public convenience init(bitmap: Bitmap) {
        self.init(
            content: .bitmap(bitmap), renderingMode: .automatic, symbolConfiguration: nil, tint: nil,
            scale: bitmap.scale)
    }

    /// A symbol image of `icon`, `pointSize` points square, drawn in the tint colour: the same as
    /// `UIImage(systemName:)` with `SymbolConfiguration(pointSize:)` for a Material icon by name.
    ///
    /// - Precondition: `pointSize` is finite and > 0.
    public convenience init(icon: Icon, pointSize: CGFloat) {
        precondition(pointSize.isFinite && pointSize > 0, "Icon point size must be positive, got \(pointSize)")
        self.init(icon: icon, configuration: SymbolConfiguration(pointSize: pointSize), traits: nil)
    }

    /// A symbol image for the display scale of `traits` (nil or unspecified: that of `current`).
    convenience init(icon: Icon, configuration: SymbolConfiguration, traits: UITraitCollection?) {
        let given = traits?.displayScale ?? 0
        let scale = given > 0 ? given : UITraitCollection.current.displayScale
        self.init(
            content: .symbol(icon), renderingMode: .automatic, symbolConfiguration: configuration, tint: nil,
            scale: scale > 0 ? scale : 1)
    }

    /// The size in points. A symbol image sizes itself from its configuration: its point size (or
    /// that of its text style in the content size category of `UITraitCollection.current`; body
    /// when it has neither) times the symbol scale (small 0.8, medium 1, large 1.3).
    public var size: CGSize {
        size(compatibleWith: UITraitCollection.current)
    }

    /// The size in points with a symbol's text style resolved in `traitCollection` (see `size`).
    package func size(compatibleWith traitCollection: UITraitCollection) -> CGSize {
        switch content {
        case .empty: return .zero
        case .bitmap(let bitmap): return bitmap.size
        case .symbol:
            let side = (symbolConfiguration ?? SymbolConfiguration()).side(compatibleWith: traitCollection)
            return CGSize(width: side, height: side)
        }
    }

    /// True for images made from a symbol (`UIImage(systemName:)`, `UIImage(icon:pointSize:)`).
    public var isSymbolImage: Bool {
        if case .symbol = content { return true }
        return false
    }

    /// The pixels of a bitmap image; nil for a symbol or an empty image.
    public var bitmap: Bitmap? {
        if case .bitmap(let bitmap) = content { return bitmap }
        return nil
    }

    /// The Material icon of a symbol image; nil otherwise.
    public var icon: Icon? {
        if case .symbol(let icon) = content { return icon }
        return nil
    }

    public static func == (lhs: UIImage, rhs: UIImage) -> Bool {
        lhs === rhs
            || (lhs.content == rhs.content && lhs.renderingMode == rhs.renderingMode
                && lhs.symbolConfiguration == rhs.symbolConfiguration && lhs.tint == rhs.tint && lhs.scale == rhs.scale)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(content)
        hasher.combine(renderingMode)
        hasher.combine(symbolConfiguration)
        hasher.combine(tint)
    }

    /// A copy with some properties replaced (the others kept).
    func copy(
        renderingMode: RenderingMode? = nil, symbolConfiguration: SymbolConfiguration? = nil, tint: UIColor?? = nil
    ) -> UIImage {
        UIImage(
            content: content, renderingMode: renderingMode ?? self.renderingMode,
            symbolConfiguration: symbolConfiguration ?? self.symbolConfiguration, tint: tint ?? self.tint, scale: scale)
    }
}
