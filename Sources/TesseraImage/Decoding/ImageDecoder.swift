import CGdkPixbuf
public import Foundation
public import TesseraGraphics

/// Decodes PNG and JPEG with gdk-pixbuf, downsampling while decoding, guarded against decompression
/// bombs.
///
/// ```swift
/// let decoder = ImageDecoder(maximumPixelCount: 4096 * 4096)
/// let thumbnail = try decoder.decode(jpegData, options: DecodingOptions(
///     targetPixelSize: CGSize(width: 120, height: 120), contentMode: .aspectFill, scale: 2))
/// ```
///
/// Order of checks: a scale or target size that is not positive and finite →
/// ``ImageDecodingError/invalidScale(_:)`` / ``ImageDecodingError/invalidTargetSize(_:)``; empty data
/// → ``ImageDecodingError/emptyData``; unknown signature →
/// ``ImageDecodingError/unsupportedFormat(signature:)``; no readable size header (PNG IHDR, JPEG
/// start-of-frame, found wherever it sits — see ``ImageHeader``) → ``ImageDecodingError/corrupt(format:reason:)``;
/// header dimensions over `maximumPixelCount` → ``ImageDecodingError/tooLarge(width:height:maximumPixelCount:)``;
/// data that does not end like a complete file (no PNG `IEND`, no JPEG end-of-image marker) →
/// ``ImageDecodingError/corrupt(format:reason:)`` (gdk-pixbuf itself fills the missing rows of a
/// truncated file). Only then is gdk-pixbuf given the bytes: no pixel of a refused image is ever
/// decoded and no pixel memory allocated. Its own size report is checked again, and any error it
/// reports is ``ImageDecodingError/corrupt(format:reason:)`` too.
///
/// Why the header is read here and not from gdk-pixbuf's `size-prepared` signal: the signal cannot
/// stop the loader, and for a large JPEG libjpeg has already been set up to decode at 1/8 scale when
/// it fires — for a 65,000² bomb that is a 200 MB buffer allocated before anything can refuse it.
///
/// Downsampling uses the loader's `size-prepared` signal, so JPEG is decoded at reduced size by libjpeg
/// itself and PNG is scaled as rows arrive; full-size pixels of a large PNG are never all in memory.
public struct ImageDecoder: ImageDecoding {
    /// The largest width × height accepted. Default 50 megapixels (200 MB as RGBA).
    public var maximumPixelCount: Int
    /// Called just before gdk-pixbuf is given the bytes of an image that passed every check: a seam
    /// for tests that prove a refused image never reached the pixel decoder.
    var willDecodePixels: (@Sendable (ImageHeader) -> Void)?

    /// - Precondition: `maximumPixelCount` > 0.
    public init(maximumPixelCount: Int = 50_000_000) {
        precondition(maximumPixelCount > 0, "maximumPixelCount must be positive, got \(maximumPixelCount)")
        self.maximumPixelCount = maximumPixelCount
    }

    public func decode(_ data: Data, options: DecodingOptions = DecodingOptions()) throws(ImageDecodingError) -> Bitmap
    {
        try options.validate()
        guard !data.isEmpty else { throw .emptyData }
        guard let format = ImageFormat(sniffing: data) else {
            throw .unsupportedFormat(signature: [UInt8](data.prefix(16)))
        }
        guard let header = ImageHeader(data) else {
            throw .corrupt(
                format: format,
                reason: format == .png
                    ? "no valid IHDR chunk at the start" : "no valid start-of-frame segment before the image data")
        }
        guard allows(header.width, header.height) else {
            throw .tooLarge(width: header.width, height: header.height, maximumPixelCount: maximumPixelCount)
        }
        guard format.isComplete(data) else {
            throw .corrupt(format: format, reason: "truncated: the data ends before the end of the image")
        }
        willDecodePixels?(header)
        let context = LoaderContext(options: options, maximumPixelCount: maximumPixelCount)
        let pixbuf: Pixbuf
        do {
            pixbuf = try withExtendedLifetime(context) { () throws(ImageDecodingError) -> Pixbuf in
                try load(data, format: format, context: context)
            }
        }
        return pixbuf.bitmap(scale: options.scale)
    }

    private func allows(_ width: Int, _ height: Int) -> Bool {
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        return !overflow && pixels <= maximumPixelCount
    }

    private func load(_ data: Data, format: ImageFormat, context: LoaderContext) throws(ImageDecodingError) -> Pixbuf {
        var error: UnsafeMutablePointer<GError>?
        guard let loader = gdk_pixbuf_loader_new_with_type(format.loaderName, &error) else {
            throw .corrupt(format: format, reason: consumeGError(error) ?? "no \(format.loaderName) loader")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(loader)) }
        // `context` outlives the loader: the caller holds it in withExtendedLifetime.
        g_signal_connect_data(
            UnsafeMutableRawPointer(loader), "size-prepared", unsafeBitCast(sizePrepared, to: GCallback.self),
            Unmanaged.passUnretained(context).toOpaque(), nil, GConnectFlags(rawValue: 0))
        let written = data.withUnsafeBytes { bytes in
            gdk_pixbuf_loader_write(
                loader, bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), gsize(bytes.count), &error)
        }
        let writeError = written == 0 ? consumeGError(error) : nil
        error = nil
        let closed = gdk_pixbuf_loader_close(loader, &error)
        let closeError = closed == 0 ? consumeGError(error) : nil
        if let (width, height) = context.refusedSize {
            throw .tooLarge(width: width, height: height, maximumPixelCount: maximumPixelCount)
        }
        if let reason = writeError ?? closeError {
            throw .corrupt(format: format, reason: reason)
        }
        guard let pointer = gdk_pixbuf_loader_get_pixbuf(loader) else {
            throw .corrupt(format: format, reason: "no image in the data")
        }
        return Pixbuf(retaining: pointer)
    }
}

/// State shared with the `size-prepared` callback of one decode (used on the decoding thread only).
private final class LoaderContext {
    let options: DecodingOptions
    let maximumPixelCount: Int
    var refusedSize: (Int, Int)?

    init(options: DecodingOptions, maximumPixelCount: Int) {
        self.options = options
        self.maximumPixelCount = maximumPixelCount
    }
}

/// gdk-pixbuf reports the full size before decoding pixels: ask for the downsampled size, and refuse a
/// size over the limit should gdk-pixbuf ever read one other than the header checked before (decode to
/// 1 × 1 and throw afterwards, since the signal cannot abort).
private let sizePrepared:
    @convention(c) (UnsafeMutablePointer<GdkPixbufLoader>?, Int32, Int32, UnsafeMutableRawPointer?) -> Void = {
        loader, width, height, user in
        guard let loader, let user else { return }
        let context = Unmanaged<LoaderContext>.fromOpaque(user).takeUnretainedValue()
        let (pixels, overflow) = Int(width).multipliedReportingOverflow(by: Int(height))
        if overflow || pixels > context.maximumPixelCount {
            context.refusedSize = (Int(width), Int(height))
            gdk_pixbuf_loader_set_size(loader, 1, 1)
            return
        }
        let size = context.options.decodedSize(width: Int(width), height: Int(height))
        if size != (Int(width), Int(height)) {
            gdk_pixbuf_loader_set_size(loader, Int32(size.width), Int32(size.height))
        }
    }
