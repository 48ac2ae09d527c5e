import CPangoCairo
import Foundation

/// The rasters of fading transparency layers, so that a layer drawn again with the same contents,
/// transform and clip but another alpha — each frame of an opacity animation — is composited from
/// its raster instead of drawn again.
///
/// A raster is what Cairo's group held when the layer ended: the same pixels a fresh draw makes,
/// composited with the new alpha in the same way, so a draw using it is pixel-identical to one that
/// draws the layer. Only layers seen at another alpha in the last two draws are kept (a disabled
/// control's layer, drawn at one alpha, never is), at most ``byteBudget`` bytes of them; rasters no
/// draw used for two draws are released (``endDraw()``).
final class TransparencyLayerCache {
    /// The most raster memory kept, in bytes: 64 MB, five full windows at 3×.
    static let byteBudget = 64 << 20

    /// What decides a layer's raster: its commands, the appearance their colours resolve in, and the
    /// transform and clip it was drawn under. Nil when the clip is not a list of rectangles (a
    /// rounded clip): its shape could change while its extents stay, or when the layer draws a
    /// backdrop.
    struct Key: Hashable {
        var commands: ArraySlice<DisplayList.Command>
        var appearance: UIUserInterfaceStyle
        var matrix: [Double]
        var clipRectangles: [Double]

        init?(commands: ArraySlice<DisplayList.Command>, appearance: UIUserInterfaceStyle, context: OpaquePointer) {
            // A backdrop's pixels depend on what lies under the layer, which the key does not hold.
            guard !commands.contains(where: \.isBackdrop) else { return nil }
            guard let list = cairo_copy_clip_rectangle_list(context) else { return nil }
            defer { cairo_rectangle_list_destroy(list) }
            guard list.pointee.status == CAIRO_STATUS_SUCCESS else { return nil }
            clipRectangles = (0..<Int(list.pointee.num_rectangles)).flatMap { index in
                let rectangle = list.pointee.rectangles[index]
                return [rectangle.x, rectangle.y, rectangle.width, rectangle.height]
            }
            self.commands = commands
            self.appearance = appearance
            var matrix = cairo_matrix_t()
            cairo_get_matrix(context, &matrix)
            self.matrix = [matrix.xx, matrix.yx, matrix.xy, matrix.yy, matrix.x0, matrix.y0]
        }
    }

    private var current = Generation()
    private var previous = Generation()
    /// How many layers were composited from a raster (for tests and statistics).
    private(set) var reuseCount = 0

    /// The raster kept for `key`, if any; it is kept for the next draw too.
    func raster(for key: Key) -> OpaquePointer? {
        let raster: Raster
        if let kept = current.rasters[key] {
            raster = kept
        } else if let kept = previous.take(key) {
            raster = kept
            current.insert(raster, for: key)
        } else {
            return nil
        }
        reuseCount += 1
        return raster.pattern.pointer
    }

    /// Records that the layer of `key` was drawn at `alpha`; true when it should be kept — it was
    /// drawn at another alpha in the last two draws, so it is fading.
    func isFading(_ key: Key, alpha: Double) -> Bool {
        let earlier = current.alphas[key] ?? previous.alphas[key]
        current.alphas[key] = alpha
        return earlier.map { $0 != alpha } ?? false
    }

    /// Keeps `pattern`, the group pattern `cairo_pop_group` returned, for `key`, taking over the
    /// caller's reference — unless it holds an error or would pass the byte budget (then it is
    /// released).
    func keep(taking pattern: OpaquePointer, for key: Key) {
        let raster = Raster(pattern: CairoPattern(taking: pattern))
        guard cairo_pattern_status(pattern) == CAIRO_STATUS_SUCCESS,
            current.byteCount + previous.byteCount + raster.byteCount <= Self.byteBudget
        else { return }
        current.insert(raster, for: key)
    }

    /// Ends a draw: what neither this draw nor the one before used is released.
    func endDraw() {
        previous = current
        current = Generation()
    }

    /// The rasters and alphas one draw saw.
    private struct Generation {
        var rasters: [Key: Raster] = [:]
        var alphas: [Key: Double] = [:]
        var byteCount = 0

        mutating func insert(_ raster: Raster, for key: Key) {
            rasters[key] = raster
            byteCount += raster.byteCount
        }

        mutating func take(_ key: Key) -> Raster? {
            guard let raster = rasters.removeValue(forKey: key) else { return nil }
            byteCount -= raster.byteCount
            return raster
        }
    }

    /// A kept group pattern (a class, so dictionaries can hold the noncopyable owner).
    private final class Raster {
        let pattern: CairoPattern
        let byteCount: Int

        init(pattern: consuming CairoPattern) {
            var surface: OpaquePointer?
            cairo_pattern_get_surface(pattern.pointer, &surface)
            byteCount =
                surface.map { Int(cairo_image_surface_get_stride($0) * cairo_image_surface_get_height($0)) } ?? 0
            self.pattern = pattern
        }
    }
}
