import CPangoCairo
import Foundation

extension CairoRenderer {
    /// Replaces what is drawn inside `path` with it blurred, saturated and tinted.
    ///
    /// 1. The pixels of the target surface (the one under any transparency layers, so a fading
    ///    material blurs what it fades over) under the path's device bounds, plus the blur's reach,
    ///    are copied — whatever the clip, so a render clipped to part of the window reads the same
    ///    pixels as a full one, given it drew them.
    /// 2. They are blurred with ``PixelBlur`` (σ = blurRadius × the transform's √|det|, in pixels)
    ///    and saturated — a wide blur on a copy shrunk by averaging blocks of pixels, stretched back
    ///    with bilinear filtering.
    /// 3. They replace the path's inside (under the current clip, edges antialiased), and the tint
    ///    is filled over them.
    ///
    /// A surface whose pixels cannot be read (PDF, SVG) gets the tint alone.
    func drawBackdrop(in path: Path, backdrop: Backdrop) {
        let bounds = path.boundingRect
        guard !bounds.isNull, !bounds.isEmpty else { return }
        if backdrop.usableBlurRadius > 0 || backdrop.usableSaturation != 1 {
            replaceWithFilteredPixels(inside: path, backdrop: backdrop)
        }
        let tint = backdrop.tint.resolved(for: appearance)
        guard tint.alpha > 0 else { return }
        cairo_save(context)
        cairo_set_source_rgba(context, tint.red, tint.green, tint.blue, tint.alpha)
        appendPath(path)
        cairo_fill(context)
        cairo_restore(context)
    }

    private func replaceWithFilteredPixels(inside path: Path, backdrop: Backdrop) {
        let target = cairo_get_target(context)!
        guard cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
            cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32
        else { return }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        let userToDevice = CGAffineTransform(matrix)
        let sigma = backdrop.usableBlurRadius * abs(userToDevice.determinant).squareRoot()
        var (offsetX, offsetY) = (0.0, 0.0)
        cairo_surface_get_device_offset(target, &offsetX, &offsetY)
        let device = userToDevice.apply(to: path.boundingRect)
        guard [device.minX, device.minY, device.maxX, device.maxY].allSatisfy(\.isFinite) else { return }
        let targetWidth = Int(cairo_image_surface_get_width(target))
        let targetHeight = Int(cairo_image_surface_get_height(target))
        let margin = CGFloat(PixelBlur(standardDeviation: sigma).extent)
        let left = max(0, Int((device.minX + offsetX - margin).rounded(.down)))
        let top = max(0, Int((device.minY + offsetY - margin).rounded(.down)))
        let right = min(targetWidth, Int((device.maxX + offsetX + margin).rounded(.up)))
        let bottom = min(targetHeight, Int((device.maxY + offsetY + margin).rounded(.up)))
        guard right > left, bottom > top else { return }

        // A wide blur runs on a copy shrunk by whole blocks and is stretched back smoothly: it
        // looks the same and costs a factor² less.
        let factor = PixelBlur.downsamplingFactor(forStandardDeviation: sigma)
        let width = (right - left + factor - 1) / factor
        let height = (bottom - top + factor - 1) / factor
        let copy = CairoSurface(taking: cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)))
        guard copy.error == nil, let pixels = cairo_image_surface_get_data(copy.pointer),
            let source = cairo_image_surface_get_data(target)
        else { return }
        cairo_surface_flush(target)
        cairo_surface_flush(copy.pointer)
        let stride = Int(cairo_image_surface_get_stride(copy.pointer))
        let sourceStride = Int(cairo_image_surface_get_stride(target))
        PixelBlur.downsample(
            source + top * sourceStride + 4 * left, stride: sourceStride, width: right - left, height: bottom - top,
            by: factor, into: pixels, stride: stride)
        PixelBlur(standardDeviation: PixelBlur.standardDeviation(sigma, downsampledBy: factor))
            .apply(to: pixels, width: width, height: height, stride: stride)
        Self.saturate(pixels, width: width, height: height, stride: stride, by: backdrop.usableSaturation)
        cairo_surface_mark_dirty(copy.pointer)

        // Pattern pixels are blocks of `factor` device pixels from the copied area's corner.
        let pattern = CairoPattern(taking: cairo_pattern_create_for_surface(copy.pointer))
        let scale = 1 / Double(factor)
        var toPattern = cairo_matrix_t(
            xx: scale, yx: 0, xy: 0, yy: scale, x0: -(Double(left) - offsetX) * scale,
            y0: -(Double(top) - offsetY) * scale)
        cairo_pattern_set_matrix(pattern.pointer, &toPattern)
        cairo_pattern_set_filter(pattern.pointer, factor == 1 ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_BILINEAR)
        cairo_pattern_set_extend(pattern.pointer, CAIRO_EXTEND_PAD)
        cairo_save(context)
        appendPath(path)
        cairo_identity_matrix(context)
        cairo_set_source(context, pattern.pointer)
        cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
        cairo_fill(context)
        cairo_restore(context)
    }

    /// Moves each premultiplied colour `saturation` times as far from its luminance as it was.
    private static func saturate(
        _ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, by saturation: CGFloat
    ) {
        guard saturation != 1 else { return }
        let s = Float(saturation)
        for row in 0..<height {
            let words = UnsafeMutableRawPointer(pixels + row * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let word = words[x]
                let alpha = Float(word >> 24)
                guard alpha > 0 else { continue }
                let red = Float((word >> 16) & 0xFF)
                let green = Float((word >> 8) & 0xFF)
                let blue = Float(word & 0xFF)
                let luminance = 0.2126 * red + 0.7152 * green + 0.0722 * blue
                func adjusted(_ channel: Float) -> UInt32 {
                    UInt32(min(max(luminance + s * (channel - luminance), 0), alpha).rounded())
                }
                words[x] = (word & 0xFF00_0000) | adjusted(red) << 16 | adjusted(green) << 8 | adjusted(blue)
            }
        }
    }
}
