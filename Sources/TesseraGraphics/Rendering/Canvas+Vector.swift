import CPangoCairo
public import Foundation

extension Canvas {
    /// Mask pixels per point for blurred shadows in vector output (shadows are the one raster part).
    static let vectorShadowMaskResolution: CGFloat = 2

    /// Exports the list as a one-page PDF whose page is `size` (one PDF point per point).
    /// Shapes, gradients and text stay vectors; blurred shadows are embedded as images of 2 pixels
    /// per point.
    ///
    /// - Throws: `GraphicsError.cairo` if Cairo fails to produce the document.
    public static func pdfData(
        _ list: DisplayList, size: CGSize, appearance: UIUserInterfaceStyle = .light
    ) throws(GraphicsError) -> Data {
        try vectorData(list, size: size, appearance: appearance) { write, closure, width, height in
            let surface = cairo_pdf_surface_create_for_stream(write, closure, width, height)!
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "Tessera")
            return surface
        }
    }

    /// Exports the list as an SVG document `size.width` × `size.height` CSS pixels (one per point).
    /// Blurred shadows are embedded as images of 2 pixels per point.
    ///
    /// - Throws: `GraphicsError.cairo` if Cairo fails to produce the document.
    public static func svgData(
        _ list: DisplayList, size: CGSize, appearance: UIUserInterfaceStyle = .light
    ) throws(GraphicsError) -> Data {
        try vectorData(list, size: size, appearance: appearance) { write, closure, width, height in
            let surface = cairo_svg_surface_create_for_stream(write, closure, width, height)!
            cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PX)
            return surface
        }
    }

    /// Writes ``pdfData(_:size:appearance:)`` to `url`.
    ///
    /// - Throws: `GraphicsError.unwritablePath` when the folder is missing or read-only or the
    ///   write fails (checked before drawing); `.cairo` if Cairo fails.
    public static func writePDF(
        _ list: DisplayList, size: CGSize, appearance: UIUserInterfaceStyle = .light, to url: URL
    ) throws(GraphicsError) {
        try FileWriting.checkWritable(url)
        try FileWriting.write(try pdfData(list, size: size, appearance: appearance), to: url)
    }

    /// Writes ``svgData(_:size:appearance:)`` to `url`.
    ///
    /// - Throws: `GraphicsError.unwritablePath` when the folder is missing or read-only or the
    ///   write fails (checked before drawing); `.cairo` if Cairo fails.
    public static func writeSVG(
        _ list: DisplayList, size: CGSize, appearance: UIUserInterfaceStyle = .light, to url: URL
    ) throws(GraphicsError) {
        try FileWriting.checkWritable(url)
        try FileWriting.write(try svgData(list, size: size, appearance: appearance), to: url)
    }

    /// Draws on a stream surface made by `makeSurface`, finishes it and returns the bytes written.
    private static func vectorData(
        _ list: DisplayList, size: CGSize, appearance: UIUserInterfaceStyle,
        makeSurface: (cairo_write_func_t, UnsafeMutableRawPointer, Double, Double) -> OpaquePointer
    ) throws(GraphicsError) -> Data {
        precondition(
            size.width >= 0 && size.height >= 0 && size.width.isFinite && size.height.isFinite,
            "Canvas size must be finite and not negative, got \(size)")
        let sink = ByteSink()
        let error: GraphicsError? = withExtendedLifetime(sink) {
            let surface = CairoSurface(
                taking: makeSurface(
                    ByteSink.cairoWrite, Unmanaged.passUnretained(sink).toOpaque(), Double(size.width),
                    Double(size.height)))
            if let error = surface.error { return error }
            do {
                let context = CairoContext(drawingOn: surface)
                draw(
                    list, on: context.pointer, size: size, appearance: appearance, background: nil,
                    shadowMaskResolution: vectorShadowMaskResolution)
                if let error = context.error { return error }
            }
            cairo_surface_finish(surface.pointer)
            return surface.error
        }
        if let error { throw error }
        return sink.data
    }
}
