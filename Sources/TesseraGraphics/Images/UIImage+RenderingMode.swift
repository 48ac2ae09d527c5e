extension UIImage {
    /// How an image uses colour (`UIImage.RenderingMode`, UIKit's raw values).
    ///
    /// For example, an icon drawn in the view's tint colour:
    /// ```swift
    /// imageView.image = UIImage(systemName: "mappin")?.withRenderingMode(.alwaysTemplate)
    /// imageView.tintColor = .systemRed
    /// ```
    public enum RenderingMode: Int, Hashable, Sendable, CaseIterable {
        /// Symbols draw as templates, bitmaps as originals.
        case automatic = 0
        /// The image's own colours (a symbol draws in its tint colour from `withTintColor(_:)`, else
        /// black; a bitmap with a tint colour draws its shape in that colour).
        case alwaysOriginal = 1
        /// Only the image's shape, filled with the tint colour of the view that shows it.
        case alwaysTemplate = 2
    }

    /// The same image with another rendering mode.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        copy(renderingMode: renderingMode)
    }

    /// The same image drawn in `color` (its shape filled with it), keeping the rendering mode, as
    /// UIKit does: a template image still takes the tint colour of the view that shows it; use
    /// `withTintColor(_:renderingMode:)` with `.alwaysOriginal` to make the colour stick.
    public func withTintColor(_ color: UIColor) -> UIImage {
        copy(tint: .some(color))
    }

    /// The same image drawn in `color` with `renderingMode`.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        copy(renderingMode: renderingMode, tint: .some(color))
    }

    /// The mode the image really draws in: `automatic` resolved (template for symbols).
    var effectiveRenderingMode: RenderingMode {
        guard renderingMode == .automatic else { return renderingMode }
        return isSymbolImage ? .alwaysTemplate : .alwaysOriginal
    }
}
