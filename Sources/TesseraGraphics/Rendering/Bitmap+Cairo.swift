import CPangoCairo
import Foundation

// Conversion between `Bitmap` (straight RGBA bytes) and Cairo image surfaces (premultiplied ARGB32
// in native-endian 32-bit words: alpha in bits 24–31, then red, green, blue).

extension Bitmap {
    /// A new ARGB32 image surface holding the pixels, premultiplied with exact rounding
    /// (round(c·a/255)). Check the surface's `error` (a bitmap over Cairo's 32767-pixel limit gives
    /// an error surface).
    func makeCairoSurface() -> CairoSurface {
        checkPixelCount()
        let surface = CairoSurface(
            taking: cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(clamping: width), Int32(clamping: height)))
        guard surface.error == nil, width > 0, height > 0, let data = cairo_image_surface_get_data(surface.pointer)
        else {
            return surface
        }
        cairo_surface_flush(surface.pointer)
        let stride = Int(cairo_image_surface_get_stride(surface.pointer))
        pixels.withUnsafeBufferPointer { source in
            for y in 0..<height {
                let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                var index = 4 * y * width
                for x in 0..<width {
                    let alpha = UInt32(source[index + 3])
                    let red = (UInt32(source[index]) * alpha + 127) / 255
                    let green = (UInt32(source[index + 1]) * alpha + 127) / 255
                    let blue = (UInt32(source[index + 2]) * alpha + 127) / 255
                    row[x] = alpha << 24 | red << 16 | green << 8 | blue
                    index += 4
                }
            }
        }
        cairo_surface_mark_dirty(surface.pointer)
        return surface
    }

    /// Copies an ARGB32 or RGB24 image surface, un-premultiplying with rounding
    /// ((c·255 + a/2) / a, Cairo's own PNG rule) so that premultiplying again gives the same bytes;
    /// fully transparent pixels become (0, 0, 0, 0).
    ///
    /// - Precondition: the surface is an ARGB32 or RGB24 image surface without error.
    init(copying surface: borrowing CairoSurface, scale: CGFloat) {
        let format = cairo_image_surface_get_format(surface.pointer)
        precondition(
            format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24, "Bitmap copies ARGB32 or RGB24 surfaces only"
        )
        cairo_surface_flush(surface.pointer)
        let width = Int(cairo_image_surface_get_width(surface.pointer))
        let height = Int(cairo_image_surface_get_height(surface.pointer))
        let stride = Int(cairo_image_surface_get_stride(surface.pointer))
        let opaque = format == CAIRO_FORMAT_RGB24
        var pixels = [UInt8](repeating: 0, count: 4 * width * height)
        if width > 0, height > 0, let data = cairo_image_surface_get_data(surface.pointer) {
            pixels.withUnsafeMutableBufferPointer { target in
                for y in 0..<height {
                    let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                    var index = 4 * y * width
                    for x in 0..<width {
                        let word = row[x]
                        let alpha = opaque ? 255 : word >> 24
                        if alpha == 255 {
                            target[index] = UInt8(truncatingIfNeeded: word >> 16)
                            target[index + 1] = UInt8(truncatingIfNeeded: word >> 8)
                            target[index + 2] = UInt8(truncatingIfNeeded: word)
                            target[index + 3] = 255
                        } else if alpha > 0 {
                            func straight(_ premultiplied: UInt32) -> UInt8 {
                                UInt8(min((premultiplied * 255 + alpha / 2) / alpha, 255))
                            }
                            target[index] = straight(word >> 16 & 0xFF)
                            target[index + 1] = straight(word >> 8 & 0xFF)
                            target[index + 2] = straight(word & 0xFF)
                            target[index + 3] = UInt8(alpha)
                        }
                        index += 4
                    }
                }
            }
        }
        self.init(width: width, height: height, scale: scale, pixels: pixels)
    }
}
