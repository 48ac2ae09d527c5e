import CPangoCairo
public import Foundation

/// A pixel buffer that a window's frames are drawn into, kept from one frame to the next.
///
/// A window host draws each frame into the same surface: a region that changed is cleared and drawn
/// again in place, and the host hands the memory to the screen as it is. The pixels are Cairo's
/// ARGB32 — premultiplied, one native-endian 32-bit word per pixel, which is SDL's ARGB8888 — so
/// nothing is allocated or converted per frame. ``bitmap()`` makes a straight-alpha ``Bitmap`` only
/// when someone reads the pixels (a snapshot, a PNG, a test).
///
/// For example:
/// ```swift
/// var list = DisplayList()
/// list.fill(.rect(CGRect(x: 0, y: 0, width: 100, height: 60)), color: .white)
/// list.fill(.rect(CGRect(x: 10, y: 10, width: 20, height: 20)), color: .blue)
/// let surface = FrameSurface(width: 300, height: 180, scale: 3)
/// surface.draw(list, appearance: .light)
/// surface.bitmap().rgba(at: CGPoint(x: 20, y: 20))  // blue
/// ```
public final class FrameSurface {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// Pixels per point.
    public let scale: CGFloat
    /// Bytes from one row's first pixel to the next row's.
    public let bytesPerRow: Int
    private let surface: CairoSurface
    /// The straight-alpha copy ``bitmap()`` made, until the next draw.
    private var convertedBitmap: Bitmap?
    /// The rasters of the fading transparency layers of the last two draws.
    private let layerCache = TransparencyLayerCache()

    /// How many transparency layers draws composited from a raster kept from an earlier draw
    /// instead of drawing them (an opacity animation's layers, from its third frame on).
    public var reusedLayerCount: Int { layerCache.reuseCount }

    /// A transparent surface of `width` × `height` pixels at `scale` pixels per point.
    ///
    /// - Precondition: both sides are 1…32767 pixels (Cairo's limit) and `scale` is positive and finite.
    public init(width: Int, height: Int, scale: CGFloat) {
        precondition(scale > 0 && scale.isFinite, "FrameSurface scale must be positive and finite, got \(scale)")
        precondition(
            (1...32767).contains(width) && (1...32767).contains(height),
            "FrameSurface of \(width)×\(height) pixels: each side must be 1…32767")
        surface = CairoSurface(taking: cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)))
        precondition(surface.error == nil, "Cairo could not create a \(width)×\(height) surface: \(surface.error!)")
        self.width = width
        self.height = height
        self.scale = scale
        bytesPerRow = Int(cairo_image_surface_get_stride(surface.pointer))
    }

    /// The pixels covering `size` points at `scale`, counted as ``Canvas`` counts them (a hair over a
    /// whole number does not add a pixel).
    public static func pixelSize(of size: CGSize, scale: CGFloat) -> (width: Int, height: Int) {
        (Canvas.pixelCount(size.width * scale), Canvas.pixelCount(size.height * scale))
    }

    /// Clears `region` (the whole surface when nil) to transparent and draws `list` there, in points.
    ///
    /// Inside the region each pixel comes out as a whole-surface draw of `list` would make it: the
    /// clip follows pixel edges, so it changes no pixel's coverage. Pixels outside keep their values.
    /// A transparency layer drawn by one of the last two draws with the same contents, transform and
    /// rectangular clip but another alpha (it is fading) is composited from that draw's raster (see
    /// ``reusedLayerCount``), with the same result.
    public func draw(_ list: DisplayList, appearance: UIUserInterfaceStyle, in region: PixelRect? = nil) {
        convertedBitmap = nil
        do {
            let context = CairoContext(drawingOn: surface)
            if let region {
                cairo_rectangle(
                    context.pointer, Double(region.x), Double(region.y), Double(region.width), Double(region.height))
                cairo_clip(context.pointer)
            }
            cairo_set_operator(context.pointer, CAIRO_OPERATOR_CLEAR)
            cairo_paint(context.pointer)
            cairo_set_operator(context.pointer, CAIRO_OPERATOR_OVER)
            cairo_scale(context.pointer, Double(scale), Double(scale))
            let size = CGSize(width: CGFloat(width) / scale, height: CGFloat(height) / scale)
            Canvas.draw(
                list, on: context.pointer, size: size, appearance: appearance, background: nil, shadowMaskResolution: 1,
                layerCache: layerCache)
            assert(context.error == nil, "Cairo failed while drawing a frame: \(context.error!)")
        }
        layerCache.endDraw()
        cairo_surface_flush(surface.pointer)
    }

    /// Moves the pixels inside `rect` by `dx`, `dy` pixels, as a scrolled view's content moves: each
    /// pixel of `rect` whose source (`dx`, `dy` back) lies in `rect` takes that source's value; the
    /// others, and every pixel outside `rect`, keep theirs.
    ///
    /// - Precondition: `rect` lies inside the surface.
    public func moveContents(of rect: PixelRect, dx: Int, dy: Int) {
        precondition(
            rect.x >= 0 && rect.y >= 0 && rect.x + rect.width <= width && rect.y + rect.height <= height,
            "\(rect) is outside the \(width)×\(height) surface")
        let rowLength = rect.width - abs(dx)
        let rowCount = rect.height - abs(dy)
        guard rowLength > 0, rowCount > 0, dx != 0 || dy != 0 else { return }
        convertedBitmap = nil
        cairo_surface_flush(surface.pointer)
        let data = cairo_image_surface_get_data(surface.pointer)!
        let sourceX = rect.x + max(0, -dx)
        let targetX = rect.x + max(0, dx)
        // Rows are copied away from the direction of travel, so no source row is overwritten first.
        let rows = dy > 0 ? Array((0..<rowCount).reversed()) : Array(0..<rowCount)
        for row in rows {
            let sourceY = rect.y + max(0, -dy) + row
            let targetY = rect.y + max(0, dy) + row
            memmove(
                data + targetY * bytesPerRow + 4 * targetX, data + sourceY * bytesPerRow + 4 * sourceX, 4 * rowLength)
        }
        cairo_surface_mark_dirty(surface.pointer)
    }

    /// Calls `body` with the address of `rect`'s top-left pixel; rows are ``bytesPerRow`` apart.
    ///
    /// - Precondition: `rect` lies inside the surface.
    public func withPixels<Result>(in rect: PixelRect, _ body: (UnsafeRawPointer) throws -> Result) rethrows -> Result {
        precondition(
            rect.x >= 0 && rect.y >= 0 && rect.x + rect.width <= width && rect.y + rect.height <= height,
            "\(rect) is outside the \(width)×\(height) surface")
        let data = UnsafeRawPointer(cairo_image_surface_get_data(surface.pointer)!)
        return try body(data + rect.y * bytesPerRow + 4 * rect.x)
    }

    /// The pixels as a straight-alpha RGBA ``Bitmap`` (converted once per drawn frame).
    public func bitmap() -> Bitmap {
        if let convertedBitmap { return convertedBitmap }
        let bitmap = Bitmap(copying: surface, scale: scale)
        convertedBitmap = bitmap
        return bitmap
    }
}
