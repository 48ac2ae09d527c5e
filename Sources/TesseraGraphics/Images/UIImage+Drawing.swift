public import Foundation

extension UIImage {
    /// Records the image scaled into `rect` (points).
    ///
    /// A template image (a symbol in `automatic` mode, or any image in `alwaysTemplate`) fills its
    /// shape with `tint`, the tint colour of the view showing it. Otherwise an image with a colour
    /// from `withTintColor(_:)` fills its shape with that colour, and a bitmap without one draws its
    /// own pixels (a symbol without one draws black). Symbols are centred in `rect` at the size
    /// that fits it. Dynamic colours of bitmap tints resolve in `UITraitCollection.current`.
    public func draw(in rect: CGRect, tint: UIColor, into context: inout DisplayList) {
        let color = effectiveRenderingMode == .alwaysTemplate ? tint : self.tint
        switch content {
        case .empty:
            return
        case .bitmap(let bitmap):
            guard let color else { return context.drawImage(bitmap, in: rect) }
            context.drawImage(bitmap.filled(with: color.resolvedColor(with: .current)), in: rect)
        case .symbol(let icon):
            let side = min(rect.width, rect.height)
            guard side > 0 else { return }
            let text = icon.attributedText(size: side, color: color ?? .black)
            let glyphRect = CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
            context.drawText(
                text, in: glyphRect,
                style: ParagraphStyle(alignment: .center, lineBreakMode: .byClipping, numberOfLines: 1))
        }
    }

    /// The image as pixels at its `scale`: a bitmap's own pixels (tinted when it has a tint colour
    /// and is not a template), a symbol drawn in its tint colour (black without one) on a
    /// transparent background; nil for an empty image. Dynamic colours resolve in
    /// `UITraitCollection.current`.
    public func renderedBitmap() -> Bitmap? {
        switch content {
        case .empty:
            return nil
        case .bitmap(let bitmap):
            guard let tint, effectiveRenderingMode == .alwaysOriginal else { return bitmap }
            return bitmap.filled(with: tint.resolvedColor(with: .current))
        case .symbol:
            let size = self.size
            guard size.width > 0, size.height > 0 else { return nil }
            var list = DisplayList()
            draw(in: CGRect(origin: .zero, size: size), tint: tint ?? .black, into: &list)
            return Canvas.render(
                list, size: size, scale: scale, appearance: UITraitCollection.current.userInterfaceStyle)
        }
    }

    /// The image encoded as PNG (`renderedBitmap()` encoded), or nil for an empty image.
    public func pngData() -> Data? {
        try? renderedBitmap()?.pngData()
    }
}

extension Bitmap {
    /// The bitmap's shape filled with `color` (a fixed colour): every pixel takes the colour's red,
    /// green and blue, and its alpha times the colour's alpha.
    func filled(with color: UIColor) -> Bitmap {
        let channels = Self.bytes(of: color)
        let alpha = color.light.alpha
        var result = self
        for index in stride(from: 0, to: pixels.count, by: 4) {
            result.pixels[index] = channels[0]
            result.pixels[index + 1] = channels[1]
            result.pixels[index + 2] = channels[2]
            result.pixels[index + 3] = UInt8((Double(pixels[index + 3]) * alpha).rounded())
        }
        return result
    }
}
