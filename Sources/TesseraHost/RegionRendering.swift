import Foundation
import TesseraGraphics

/// A rendered frame the next one can start from: its pixels and how it was drawn.
struct RenderedFrame {
    var bitmap: Bitmap
    var footprint: DisplayListFootprint
    /// The window's size in points, the scale and the appearance it was rendered at; a change of
    /// any of them renders the next frame whole.
    var size: CGSize
    var scale: CGFloat
    var appearance: UIUserInterfaceStyle
}

/// Renders a frame by re-rasterising only the region whose drawing changed since the previous
/// frame, over a copy of the previous frame's pixels.
///
/// The region is the bounding rectangle of `DisplayListFootprint.dirtyRects(since:)`, grown to
/// whole pixels. Only the drawing commands whose bounds meet it are rasterised, on a canvas the
/// size of the region whose origin sits on a pixel boundary, so each pixel inside it comes out as
/// a full render would make it. A frame is rendered whole instead when there is no previous
/// frame, the size, scale or appearance changed, the region covers more than
/// ``maximumPartialFraction`` of the window, or a blurred shadow reaches into it (the shadow
/// renderer blurs only what reaches its clip).
enum RegionRendering {
    /// The largest part of the window, 0…1, rendered on its own; above it a full render is cheaper
    /// than the bookkeeping. 0.5.
    static let maximumPartialFraction: CGFloat = 0.5

    /// What a render produced: the frame and the pixel rectangle rasterised (the whole frame,
    /// part of it, or empty when nothing changed).
    struct Result {
        var frame: RenderedFrame
        var renderedRect: PixelRect
        var isPartial: Bool
    }

    /// Renders `list` (window points) at `scale`, reusing `previous` where possible.
    static func render(
        _ list: DisplayList, size: CGSize, scale: CGFloat, appearance: UIUserInterfaceStyle, previous: RenderedFrame?
    ) -> Result {
        let footprint = DisplayListFootprint(list)
        if let previous, previous.size == size, previous.scale == scale, previous.appearance == appearance,
            let region = partialRegion(footprint, previous: previous)
        {
            var bitmap = previous.bitmap
            if region.area > 0 {
                let part = renderPart(list, footprint: footprint, region: region, scale: scale, appearance: appearance)
                copy(part, into: &bitmap, at: region)
            }
            let frame = RenderedFrame(
                bitmap: bitmap, footprint: footprint, size: size, scale: scale, appearance: appearance)
            return Result(frame: frame, renderedRect: region, isPartial: true)
        }
        let bitmap = Canvas.render(list, size: size, scale: scale, appearance: appearance)
        let frame = RenderedFrame(
            bitmap: bitmap, footprint: footprint, size: size, scale: scale, appearance: appearance)
        return Result(
            frame: frame, renderedRect: PixelRect(x: 0, y: 0, width: bitmap.width, height: bitmap.height),
            isPartial: false)
    }

    /// The pixel rectangle to re-render over `previous`, an empty one when the drawing did not
    /// change, or nil when the frame should be rendered whole.
    static func partialRegion(_ footprint: DisplayListFootprint, previous: RenderedFrame) -> PixelRect? {
        let rects = footprint.dirtyRects(since: previous.footprint)
        let width = previous.bitmap.width
        let height = previous.bitmap.height
        guard let first = rects.first else { return PixelRect(x: 0, y: 0, width: 0, height: 0) }
        let union = rects.dropFirst().reduce(first) { $0.union($1) }
        let scale = previous.scale
        let minX = max(0, Int((union.minX * scale).rounded(.down)))
        let minY = max(0, Int((union.minY * scale).rounded(.down)))
        let maxX = min(width, Int((union.maxX * scale).rounded(.up)))
        let maxY = min(height, Int((union.maxY * scale).rounded(.up)))
        guard maxX > minX, maxY > minY else { return PixelRect(x: 0, y: 0, width: 0, height: 0) }
        let region = PixelRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        guard CGFloat(region.area) <= maximumPartialFraction * CGFloat(width * height) else { return nil }
        let regionInPoints = CGRect(
            x: CGFloat(minX) / scale, y: CGFloat(minY) / scale, width: CGFloat(region.width) / scale,
            height: CGFloat(region.height) / scale)
        guard !footprint.hasShadow(intersecting: regionInPoints) else { return nil }
        return region
    }

    /// Rasterises the commands that meet `region` on a canvas of the region's size.
    private static func renderPart(
        _ list: DisplayList, footprint: DisplayListFootprint, region: PixelRect, scale: CGFloat,
        appearance: UIUserInterfaceStyle
    ) -> Bitmap {
        let origin = CGPoint(x: CGFloat(region.x) / scale, y: CGFloat(region.y) / scale)
        let size = CGSize(width: CGFloat(region.width) / scale, height: CGFloat(region.height) / scale)
        let visible = CGRect(origin: origin, size: size)
        var part = DisplayList()
        part.translateBy(x: -origin.x, y: -origin.y)
        var itemIndex = 0
        for command in list.commands {
            switch command {
            case .save: part.save()
            case .restore: part.restore()
            case .concatenate(let transform): part.concatenate(transform)
            case .clip(let path): part.clip(to: path)
            case .beginTransparencyLayer(let alpha): part.beginTransparencyLayer(alpha: alpha)
            case .endTransparencyLayer: part.endTransparencyLayer()
            case .fill, .stroke, .shadow, .text, .image:
                let bounds = footprint.items[itemIndex].bounds
                itemIndex += 1
                guard bounds.intersects(visible) else { continue }
                switch command {
                case .fill(let path, let paint): part.fill(path, with: paint)
                case .stroke(let path, let paint, let style): part.stroke(path, with: paint, style: style)
                case .shadow(let path, let shadow): part.drawShadow(of: path, shadow: shadow)
                case .text(let text, let rect, let style): part.drawText(text, in: rect, style: style)
                case .image(let bitmap, let rect): part.drawImage(bitmap, in: rect)
                default: break
                }
            }
        }
        return Canvas.render(part, size: size, scale: scale, appearance: appearance)
    }

    /// Copies `part` (the region's size) into `bitmap` at `region`, row by row.
    private static func copy(_ part: Bitmap, into bitmap: inout Bitmap, at region: PixelRect) {
        let rowBytes = 4 * min(region.width, part.width)
        let rows = min(region.height, part.height)
        let frameWidth = bitmap.width
        part.pixels.withUnsafeBytes { source in
            bitmap.pixels.withUnsafeMutableBytes { destination in
                for row in 0..<rows {
                    let from = source.baseAddress! + 4 * row * part.width
                    let to = destination.baseAddress! + 4 * ((region.y + row) * frameWidth + region.x)
                    to.copyMemory(from: from, byteCount: rowBytes)
                }
            }
        }
    }
}
