import CPangoCairo
import Foundation

/// Collects the bytes a Cairo stream writer (PNG, PDF, SVG) produces.
///
/// Pass it to Cairo as `Unmanaged.passUnretained(sink).toOpaque()` together with `cairoWrite`, and
/// keep the sink alive (`withExtendedLifetime`) until the stream is finished.
final class ByteSink {
    private(set) var data = Data()

    /// A `cairo_write_func_t` appending to the sink passed as its closure.
    static let cairoWrite: cairo_write_func_t = { closure, bytes, length in
        guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
        let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
        if let bytes, length > 0 {
            sink.data.append(bytes, count: Int(length))
        }
        return CAIRO_STATUS_SUCCESS
    }
}
