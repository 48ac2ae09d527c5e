import CPangoCairo
public import Foundation
import TesseraCore

extension Bitmap {
    /// Decodes a PNG (any bit depth or colour type libpng reads) into straight 8-bit RGBA.
    ///
    /// - Parameters:
    ///   - pngData: the bytes of a PNG file.
    ///   - scale: pixels per point of the image (PNG carries none); `size` follows from it.
    /// - Throws: `GraphicsError.invalidImageData` when the bytes are not a complete, valid PNG, or
    ///   hold more than 50 million pixels.
    public init(pngData: Data, scale: CGFloat = 1) throws(GraphicsError) {
        try PNGChunkCheck.check(pngData)
        let source = PNGByteSource(data: pngData)
        let read: cairo_read_func_t = { closure, buffer, length in
            guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
            let source = Unmanaged<PNGByteSource>.fromOpaque(closure).takeUnretainedValue()
            return source.read(into: buffer, count: Int(length)) ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_READ_ERROR
        }
        let decoded = withExtendedLifetime(source) {
            CairoSurface(
                taking: cairo_image_surface_create_from_png_stream(read, Unmanaged.passUnretained(source).toOpaque()))
        }
        let status = cairo_surface_status(decoded.pointer)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw .invalidImageData(reason: String(cString: cairo_status_to_string(status)))
        }
        let format = cairo_image_surface_get_format(decoded.pointer)
        if format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24 {
            self.init(copying: decoded, scale: scale)
        } else {
            // Other formats (grey-only A8, 16-bit float): let Cairo convert by painting.
            let converted = CairoSurface(
                taking: cairo_image_surface_create(
                    CAIRO_FORMAT_ARGB32, cairo_image_surface_get_width(decoded.pointer),
                    cairo_image_surface_get_height(decoded.pointer)))
            do {
                let context = CairoContext(drawingOn: converted)
                cairo_set_operator(context.pointer, CAIRO_OPERATOR_SOURCE)
                cairo_set_source_surface(context.pointer, decoded.pointer, 0, 0)
                cairo_paint(context.pointer)
                if let error = context.error { throw error }
            }
            self.init(copying: converted, scale: scale)
        }
    }

    /// Reads and decodes a PNG file.
    ///
    /// - Throws: `GraphicsError.unreadablePath` when the file cannot be read,
    ///   `GraphicsError.invalidImageData` when it is not a valid PNG.
    public init(contentsOf url: URL, scale: CGFloat = 1) throws(GraphicsError) {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadablePath(url, reason: fileErrorReason(error))
        }
        try self.init(pngData: data, scale: scale)
    }

    /// Encodes the bitmap as an 8-bit RGBA PNG (compressed by libpng through Cairo).
    ///
    /// Opaque and fully transparent pixels survive a round trip through `init(pngData:)` exactly,
    /// and so does every bitmap ``Canvas`` renders. Cairo stores colours premultiplied on the way,
    /// so a pixel with 0 < alpha < 255 whose colour is not what un-premultiplying gives may come
    /// back rounded (by at most 255 / (2·alpha) per channel), and a fully transparent pixel comes
    /// back as (0, 0, 0, 0).
    ///
    /// - Throws: `GraphicsError.emptyImage` for a zero width or height; `.cairo` if encoding fails.
    public func pngData() throws(GraphicsError) -> Data {
        guard width > 0, height > 0 else { throw .emptyImage(width: width, height: height) }
        let surface = makeCairoSurface()
        if let error = surface.error { throw error }
        let sink = ByteSink()
        let status = withExtendedLifetime(sink) {
            cairo_surface_write_to_png_stream(
                surface.pointer, ByteSink.cairoWrite, Unmanaged.passUnretained(sink).toOpaque())
        }
        if let error = GraphicsError(cairoStatus: status) { throw error }
        return sink.data
    }

    /// Encodes the bitmap as PNG and writes it to `url`, replacing any file there (atomically).
    ///
    /// - Throws: `GraphicsError.unwritablePath` when the folder is missing or read-only or the
    ///   write fails; the errors of ``pngData()``.
    public func writePNG(to url: URL) throws(GraphicsError) {
        try FileWriting.checkWritable(url)
        try FileWriting.write(try pngData(), to: url)
    }
}

/// Feeds bytes to Cairo's PNG reader.
private final class PNGByteSource {
    let data: Data
    var offset = 0

    init(data: Data) {
        self.data = data
    }

    func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int) -> Bool {
        guard count <= data.count - offset else { return false }
        let start = data.startIndex + offset
        data.copyBytes(to: buffer, from: start..<start + count)
        offset += count
        return true
    }
}
