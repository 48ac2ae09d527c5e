import CGdkPixbuf
public import Foundation
public import TesseraGraphics

/// Why a bitmap could not be encoded.
public enum ImageEncodingError: Error, Hashable, Sendable {
    /// The bitmap has no pixels (`width` or `height` is 0); no format can hold it.
    case emptyImage(width: Int, height: Int)
    /// gdk-pixbuf's encoder for `format` reported `reason`.
    case encoderFailed(format: ImageFormat, reason: String)
}

extension Bitmap {
    /// The bitmap encoded as a baseline JPEG by gdk-pixbuf (libjpeg).
    ///
    /// JPEG has no transparency: alpha is dropped and each pixel keeps its red, green and blue (a
    /// fully transparent pixel of this bitmap type is usually black). The scale is not stored.
    ///
    /// For example:
    /// ```swift
    /// let data = try Bitmap(width: 8, height: 8, fill: .red).jpegData(compressionQuality: 0.8)
    /// data.prefix(2)   // FF D8: a JPEG
    /// ```
    /// - Parameter compressionQuality: 0 (smallest) … 1 (best); clamped, NaN counts as 0. gdk-pixbuf
    ///   takes it as a quality of 0…100, rounded.
    /// - Throws: ``ImageEncodingError/emptyImage(width:height:)`` for a bitmap without pixels,
    ///   ``ImageEncodingError/encoderFailed(format:reason:)`` when the encoder fails.
    public func jpegData(compressionQuality: Double) throws(ImageEncodingError) -> Data {
        guard width > 0, height > 0 else { throw .emptyImage(width: width, height: height) }
        let fraction = compressionQuality.isNaN ? 0 : min(max(compressionQuality, 0), 1)
        let quality = String(Int((fraction * 100).rounded()))
        let result: Result<Data, ImageEncodingError> = Pixbuf.withBorrowed(self) { pixbuf in
            var buffer: UnsafeMutablePointer<gchar>?
            var size: gsize = 0
            var error: UnsafeMutablePointer<GError>?
            let saved = "quality".withCString { key in
                quality.withCString { value in
                    var keys: [UnsafeMutablePointer<CChar>?] = [UnsafeMutablePointer(mutating: key), nil]
                    var values: [UnsafeMutablePointer<CChar>?] = [UnsafeMutablePointer(mutating: value), nil]
                    return gdk_pixbuf_save_to_bufferv(pixbuf, &buffer, &size, "jpeg", &keys, &values, &error)
                }
            }
            guard saved != 0, let buffer else {
                return .failure(.encoderFailed(format: .jpeg, reason: consumeGError(error) ?? "no data"))
            }
            defer { g_free(buffer) }
            return .success(Data(bytes: buffer, count: Int(size)))
        }
        return try result.get()
    }
}
