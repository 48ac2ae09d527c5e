import Foundation
import TesseraGraphics

/// A rendered frame the next one can start from: its pixels and how it was drawn.
struct RenderedFrame {
    /// The pixels, drawn again in place by the next frame.
    var surface: FrameSurface
    var footprint: DisplayListFootprint
    /// The window's size in points, the scale and the appearance it was rendered at; a change of
    /// any of them renders the next frame whole, on a new surface when the pixel size changed.
    var size: CGSize
    var scale: CGFloat
    var appearance: UIUserInterfaceStyle

    /// The whole surface, in pixels.
    var surfaceBounds: PixelRect { PixelRect(x: 0, y: 0, width: surface.width, height: surface.height) }
}

/// Renders a frame into the previous frame's surface, re-rasterising only the region whose drawing
/// changed since then — after moving the pixels of a scrolled view's content (`ContentShift`) or of
/// sliding screens (`PanelMoves`) when the frame is one.
///
/// The region is the bounding rectangle of `DisplayListFootprint.dirtyRects(since:)`, grown to
/// whole pixels. It is cleared and only the drawing commands whose bounds meet it are drawn, clipped
/// to it, so each pixel inside comes out as a full render would make it. A frame is rendered whole
/// instead when there is no previous frame, the size, scale or appearance changed, the region covers
/// more than ``maximumPartialFraction`` of the window, or a blurred shadow reaches into it (the
/// shadow renderer blurs only what reaches its clip).
enum RegionRendering {
    /// The largest part of the window, 0…1, rendered on its own; above it a full render is cheaper
    /// than the bookkeeping. 0.5.
    static let maximumPartialFraction: CGFloat = 0.5
    /// The part of the window, 0…1, that panel moves may leave to draw to be taken without comparing
    /// them with a content shift. 0.25.
    static let sufficientMoveFraction: CGFloat = 0.25

    /// What a render produced: the frame and the pixel rectangle rasterised (the whole frame,
    /// part of it, or empty when nothing changed).
    struct Result {
        var frame: RenderedFrame
        var renderedRect: PixelRect
        var isPartial: Bool
        /// The pixels drawn with Cairo: the rectangle's, less what a content shift moved instead.
        var rasterizedPixelCount: Int
    }

    /// Renders `list` (window points) at `scale` into `previous`'s surface when it has the same pixel
    /// size, else into a new one — only the changed region when `rendersRegionsOnly`. Returns nil for
    /// a window with no pixels.
    static func render(
        _ list: DisplayList, size: CGSize, scale: CGFloat, appearance: UIUserInterfaceStyle, previous: RenderedFrame?,
        rendersRegionsOnly: Bool = true
    ) -> Result? {
        let footprint = DisplayListFootprint(list)
        if rendersRegionsOnly, let previous, previous.size == size, previous.scale == scale,
            previous.appearance == appearance
        {
            let frame = RenderedFrame(
                surface: previous.surface, footprint: footprint, size: size, scale: scale, appearance: appearance)
            // A scroll or a slide first: its moved items would make the plain difference long and the
            // region large.
            if let moved = cheapestMove(footprint, previous: previous) {
                var changed: PixelRect?
                for move in moved.moves {
                    previous.surface.moveContents(of: move.area, dx: move.dx, dy: move.dy)
                    changed = changed?.union(move.area) ?? move.area
                }
                for rect in moved.dirty {
                    previous.surface.draw(
                        commands(of: list, meeting: rect, footprint: footprint, scale: scale), appearance: appearance,
                        in: rect)
                    changed = changed?.union(rect) ?? rect
                }
                return Result(
                    frame: frame, renderedRect: changed ?? PixelRect(x: 0, y: 0, width: 0, height: 0),
                    isPartial: true, rasterizedPixelCount: moved.dirtyArea)
            }
            if let region = partialRegion(footprint, previous: previous) {
                if region.area > 0 {
                    previous.surface.draw(
                        commands(of: list, meeting: region, footprint: footprint, scale: scale),
                        appearance: appearance, in: region)
                }
                return Result(frame: frame, renderedRect: region, isPartial: true, rasterizedPixelCount: region.area)
            }
        }
        let (width, height) = FrameSurface.pixelSize(of: size, scale: scale)
        guard width > 0, height > 0 else { return nil }
        let surface =
            if let reusable = previous?.surface, reusable.width == width, reusable.height == height,
                reusable.scale == scale
            {
                reusable
            } else {
                FrameSurface(width: width, height: height, scale: scale)
            }
        surface.draw(list, appearance: appearance)
        let frame = RenderedFrame(
            surface: surface, footprint: footprint, size: size, scale: scale, appearance: appearance)
        return Result(
            frame: frame, renderedRect: PixelRect(x: 0, y: 0, width: width, height: height), isPartial: false,
            rasterizedPixelCount: width * height)
    }

    /// The pixel rectangle to re-render over `previous`, an empty one when the drawing did not
    /// change, or nil when the frame should be rendered whole.
    static func partialRegion(_ footprint: DisplayListFootprint, previous: RenderedFrame) -> PixelRect? {
        let rects = footprint.dirtyRects(since: previous.footprint)
        let width = previous.surface.width
        let height = previous.surface.height
        guard let first = rects.first else { return PixelRect(x: 0, y: 0, width: 0, height: 0) }
        let union = rects.dropFirst().reduce(first) { $0.union($1) }
        let scale = previous.scale
        let minX = max(0, Int((union.minX * scale).rounded(.down)))
        let minY = max(0, Int((union.minY * scale).rounded(.down)))
        let maxX = min(width, Int((union.maxX * scale).rounded(.up)))
        let maxY = min(height, Int((union.maxY * scale).rounded(.up)))
        guard maxX > minX, maxY > minY else { return PixelRect(x: 0, y: 0, width: 0, height: 0) }
        let region = grownOverBackdrops(
            PixelRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY), footprint: footprint,
            previous: previous)
        guard CGFloat(region.area) <= maximumPartialFraction * CGFloat(width * height) else { return nil }
        guard !footprint.hasClipSensitiveShadow(intersecting: region.points(scale: scale), scale: scale) else {
            return nil
        }
        return region
    }

    /// `region` grown until it holds the whole reading area of every backdrop (this frame's or the
    /// previous one's) whose reading area it meets: a backdrop blurs the pixels around it as drawn
    /// before it, and pixels outside the region hold the finished previous frame instead.
    static func grownOverBackdrops(_ region: PixelRect, footprint: DisplayListFootprint, previous: RenderedFrame)
        -> PixelRect
    {
        let samples = (footprint.backdrops + previous.footprint.backdrops).compactMap {
            $0.pixels(scale: previous.scale, within: previous.surfaceBounds)
        }
        var region = region
        var grew = true
        while grew {
            grew = false
            for sample in samples where sample.intersects(region) && !region.contains(sample) {
                region = region.union(sample)
                grew = true
            }
        }
        return region
    }

    /// Whether pixels moved or drawn in `rects` could reach what a backdrop reads (then a move is
    /// not taken: the region renderer grows its region over the backdrop instead).
    static func touchesBackdrop(_ rects: [PixelRect], footprint: DisplayListFootprint, previous: RenderedFrame) -> Bool
    {
        let samples = (footprint.backdrops + previous.footprint.backdrops).compactMap {
            $0.pixels(scale: previous.scale, within: previous.surfaceBounds)
        }
        return samples.contains { sample in rects.contains { $0.intersects(sample) } }
    }

    /// Pixels moved on the surface, each `area`'s by `dx`, `dy`, then `dirty` drawn: a scroll's
    /// (`ContentShift`) or a slide's (`PanelMoves`) frame.
    struct MovedPixels {
        var moves: [(area: PixelRect, dx: Int, dy: Int)]
        var dirty: [PixelRect]
        var dirtyArea: Int { dirty.reduce(0) { $0 + $1.area } }
    }

    /// The content shift or panel moves from `previous` that leave the least to draw, when that
    /// costs less than a full render and touches no shadow (see `partialRegion`). Panel moves that
    /// leave at most ``sufficientMoveFraction`` of the window to draw are taken without looking for a
    /// content shift (a slide's frame seldom is one, and the search costs about a millisecond).
    static func cheapestMove(_ footprint: DisplayListFootprint, previous: RenderedFrame) -> MovedPixels? {
        let area = CGFloat(previous.surface.width * previous.surface.height)
        func isAffordable(_ moved: MovedPixels) -> Bool {
            CGFloat(moved.dirtyArea) <= maximumPartialFraction * area
                && !touchesBackdrop(moved.moves.map(\.area) + moved.dirty, footprint: footprint, previous: previous)
                && !moved.dirty.contains {
                    footprint.hasClipSensitiveShadow(
                        intersecting: $0.points(scale: previous.scale), scale: previous.scale)
                }
        }
        let slide = PanelMoves.find(footprint, previous: previous).map {
            MovedPixels(moves: $0.moves.map { ($0.area, $0.dx, $0.dy) }, dirty: $0.dirty)
        }
        if let slide, CGFloat(slide.dirtyArea) <= sufficientMoveFraction * area, isAffordable(slide) { return slide }
        let shift = ContentShift.find(footprint, previous: previous).map {
            MovedPixels(moves: [($0.area, $0.dx, $0.dy)], dirty: $0.dirty)
        }
        return [shift, slide].compactMap { $0 }.filter(isAffordable).min { $0.dirtyArea < $1.dirtyArea }
    }

    /// The list without the drawing commands that miss `region` (state changes are all kept).
    private static func commands(
        of list: DisplayList, meeting region: PixelRect, footprint: DisplayListFootprint, scale: CGFloat
    ) -> DisplayList {
        let visible = region.points(scale: scale)
        var part = DisplayList()
        var itemIndex = 0
        for command in list.commands {
            switch command {
            case .save: part.save()
            case .restore: part.restore()
            case .concatenate(let transform): part.concatenate(transform)
            case .clip(let path): part.clip(to: path)
            case .beginTransparencyLayer(let alpha): part.beginTransparencyLayer(alpha: alpha)
            case .endTransparencyLayer: part.endTransparencyLayer()
            case .fill, .stroke, .shadow, .backdrop, .text, .image:
                let bounds = footprint.items[itemIndex].bounds
                itemIndex += 1
                guard bounds.intersects(visible) else { continue }
                switch command {
                case .fill(let path, let paint): part.fill(path, with: paint)
                case .stroke(let path, let paint, let style): part.stroke(path, with: paint, style: style)
                case .shadow(let path, let shadow): part.drawShadow(of: path, shadow: shadow)
                case .backdrop(let path, let backdrop): part.drawBackdrop(in: path, backdrop: backdrop)
                case .text(let text, let rect, let style): part.drawText(text, in: rect, style: style)
                case .image(let bitmap, let rect): part.drawImage(bitmap, in: rect)
                default: break
                }
            }
        }
        return part
    }

}
