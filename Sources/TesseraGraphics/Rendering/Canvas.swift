import CPangoCairo
public import Foundation

/// Executes a ``DisplayList`` with Cairo: into a ``Bitmap``, or exported as PNG, PDF or SVG.
///
/// Output is deterministic for a given list, size, scale and appearance: the user space is scaled
/// explicitly (one unit per point), shapes use grey-scale antialiasing, and text uses the text
/// engine's pinned fonts and options.
///
/// Every function is safe to call from any thread; each call uses its own Cairo objects.
///
/// For example:
/// ```swift
/// var list = DisplayList()
/// list.fill(.roundedRect(CGRect(x: 8, y: 8, width: 84, height: 44), radius: 12), color: .blue)
/// let bitmap = Canvas.render(list, size: CGSize(width: 100, height: 60), scale: 3)
/// (bitmap.width, bitmap.height)  // (300, 180)
/// try Canvas.writePDF(list, size: CGSize(width: 100, height: 60), to: URL(fileURLWithPath: "/tmp/card.pdf"))
/// ```
public enum Canvas {
    /// Renders the list into a new bitmap of ⌈size × scale⌉ pixels.
    ///
    /// - Parameters:
    ///   - size: the canvas in points.
    ///   - scale: pixels per point (1, 2, 3…); the bitmap carries it.
    ///   - appearance: what dynamic colours resolve against.
    ///   - background: painted under the list; nil leaves the canvas transparent.
    /// - Precondition: `size` is finite and not negative, `scale` > 0, and the pixel size is at
    ///   most 32767 on each side (Cairo's limit); ``pngData(_:size:scale:appearance:background:)``
    ///   and ``writePNG(_:size:scale:appearance:background:to:)`` throw instead.
    public static func render(
        _ list: DisplayList, size: CGSize, scale: CGFloat, appearance: UIUserInterfaceStyle = .light,
        background: UIColor? = nil
    ) -> Bitmap {
        let surface: CairoSurface
        do {
            surface = try makeSurface(size: size, scale: scale)
        } catch {
            preconditionFailure(error.description)
        }
        let error = render(
            list, onto: surface, size: size, scale: scale, appearance: appearance, background: background)
        assert(error == nil, "Cairo failed while rendering a display list: \(error!)")
        return Bitmap(copying: surface, scale: scale)
    }

    /// ``render(_:size:scale:appearance:background:)``, throwing where it stops.
    ///
    /// - Throws: ``GraphicsError/invalidCanvas(size:scale:reason:)`` for a size or scale that has no
    ///   pixels Cairo can hold; ``GraphicsError/cairo(status:)`` when Cairo cannot make the surface
    ///   or fails while drawing.
    public static func bitmap(
        of list: DisplayList, size: CGSize, scale: CGFloat, appearance: UIUserInterfaceStyle = .light,
        background: UIColor? = nil
    ) throws(GraphicsError) -> Bitmap {
        let surface = try makeSurface(size: size, scale: scale)
        if let error = render(
            list, onto: surface, size: size, scale: scale, appearance: appearance, background: background)
        {
            throw error
        }
        return Bitmap(copying: surface, scale: scale)
    }

    /// A transparent surface of ⌈size × scale⌉ pixels.
    private static func makeSurface(size: CGSize, scale: CGFloat) throws(GraphicsError) -> CairoSurface {
        func invalid(_ reason: String) -> GraphicsError { .invalidCanvas(size: size, scale: scale, reason: reason) }
        guard scale > 0 && scale.isFinite else { throw invalid("the scale must be positive and finite") }
        guard size.width >= 0 && size.height >= 0 && size.width.isFinite && size.height.isFinite else {
            throw invalid("the size must be finite and not negative")
        }
        let width = pixelCount(size.width * scale)
        let height = pixelCount(size.height * scale)
        guard width <= 32767 && height <= 32767 else {
            throw invalid("\(width)×\(height) pixels exceeds Cairo's limit of 32767 a side")
        }
        let surface = CairoSurface(taking: cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)))
        if let error = surface.error { throw error }
        return surface
    }

    /// Draws `list` on `surface` at `scale`; Cairo's error, if drawing failed.
    private static func render(
        _ list: DisplayList, onto surface: borrowing CairoSurface, size: CGSize, scale: CGFloat,
        appearance: UIUserInterfaceStyle, background: UIColor?
    ) -> GraphicsError? {
        let context = CairoContext(drawingOn: surface)
        cairo_scale(context.pointer, Double(scale), Double(scale))
        draw(
            list, on: context.pointer, size: size, appearance: appearance, background: background,
            shadowMaskResolution: 1)
        return context.error
    }

    /// Renders the list and encodes it as PNG (see ``render(_:size:scale:appearance:background:)``).
    ///
    /// - Throws: the errors of ``bitmap(of:size:scale:appearance:background:)`` and of
    ///   ``Bitmap/pngData()`` (`.emptyImage` for a zero-sized canvas).
    public static func pngData(
        _ list: DisplayList, size: CGSize, scale: CGFloat, appearance: UIUserInterfaceStyle = .light,
        background: UIColor? = nil
    ) throws(GraphicsError) -> Data {
        try bitmap(of: list, size: size, scale: scale, appearance: appearance, background: background).pngData()
    }

    /// Renders the list and writes it as a PNG file of ⌈size × scale⌉ pixels.
    ///
    /// - Throws: `GraphicsError.unwritablePath` when the folder is missing or read-only or the
    ///   write fails (checked before rendering); `.invalidCanvas` for a size or scale without
    ///   pixels Cairo can hold; `.emptyImage` for a zero-sized canvas.
    public static func writePNG(
        _ list: DisplayList, size: CGSize, scale: CGFloat, appearance: UIUserInterfaceStyle = .light,
        background: UIColor? = nil, to url: URL
    ) throws(GraphicsError) {
        try FileWriting.checkWritable(url)
        try bitmap(of: list, size: size, scale: scale, appearance: appearance, background: background)
            .writePNG(to: url)
    }

    /// Draws `list` on `context`, whose current transform maps points to device units.
    static func draw(
        _ list: DisplayList, on context: OpaquePointer, size: CGSize, appearance: UIUserInterfaceStyle,
        background: UIColor?, shadowMaskResolution: CGFloat, layerCache: TransparencyLayerCache? = nil
    ) {
        if let background {
            let color = background.resolved(for: appearance)
            cairo_save(context)
            cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
            cairo_rectangle(context, 0, 0, Double(size.width), Double(size.height))
            cairo_fill(context)
            cairo_restore(context)
        }
        var renderer = CairoRenderer(
            context: context, appearance: appearance, shadowMaskResolution: shadowMaskResolution,
            layerCache: layerCache)
        renderer.execute(list)
        renderer.finish()
    }

    /// Whole pixels covering `length` pixels (a hair over a whole number does not add a pixel).
    static func pixelCount(_ length: CGFloat) -> Int {
        Int((length - 1e-9).rounded(.up).clamped(to: 0...CGFloat(Int32.max)))
    }
}

extension Comparable {
    fileprivate func clamped(to range: ClosedRange<Self>) -> Self {
        min(max(self, range.lowerBound), range.upperBound)
    }
}
