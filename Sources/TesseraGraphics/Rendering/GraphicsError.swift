public import Foundation

/// Why drawing, decoding or exporting failed. Each case carries the culprit.
///
/// For example:
/// ```swift
/// do {
///     try bitmap.writePNG(to: URL(fileURLWithPath: "/proc/nonexistent/x.png"))
/// } catch .unwritablePath(let url, let reason) {
///     print("cannot write \(url.path): \(reason)")
/// }
/// ```
public enum GraphicsError: Error, Hashable, CustomStringConvertible {
    /// The file could not be written: its folder is missing or read-only, or the write failed.
    /// `reason` says which.
    case unwritablePath(URL, reason: String)
    /// The file could not be read.
    case unreadablePath(URL, reason: String)
    /// The bytes are not an image the decoder understands (truncated, corrupt or another format);
    /// `reason` is the decoder's message.
    case invalidImageData(reason: String)
    /// An image with a zero width or height cannot be encoded.
    case emptyImage(width: Int, height: Int)
    /// Cairo reported an error; `status` is its message (`cairo_status_to_string`).
    case cairo(status: String)
    /// A canvas of `size` points at `scale` pixels per point has no pixels Cairo can hold: the
    /// scale is not positive, the size is negative or not finite, or a side exceeds 32,767 pixels.
    case invalidCanvas(size: CGSize, scale: CGFloat, reason: String)

    public var description: String {
        switch self {
        case .unwritablePath(let url, let reason): "cannot write \(url.path): \(reason)"
        case .unreadablePath(let url, let reason): "cannot read \(url.path): \(reason)"
        case .invalidImageData(let reason): "invalid image data: \(reason)"
        case .emptyImage(let width, let height): "cannot encode an empty \(width)×\(height) image"
        case .cairo(let status): "Cairo error: \(status)"
        case .invalidCanvas(let size, let scale, let reason):
            "cannot render \(size.width)×\(size.height) points at \(scale)×: \(reason)"
        }
    }
}
