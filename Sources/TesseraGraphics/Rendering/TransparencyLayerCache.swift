import CPangoCairo
import Foundation

/// The rasters of the transparency layers a surface's last frames drew, so that a layer drawn again
/// with the same contents, transform and clip is composited from its raster instead of drawn again —
/// as every frame of an opacity animation is (only the layer's alpha changes).
///
/// A raster is what Cairo's group held when the layer ended: the same pixels a fresh draw makes,
/// composited with the new alpha in the same way, so a frame using it is pixel-identical to one
/// that draws the layer. Rasters not used by a frame are released after the next one
/// (``endFrame()``), so the cache holds at most two frames' layers.
final class TransparencyLayerCache {
    /// What decides a layer's raster: its commands, the appearance their colours resolve in, and the
    /// transform and clip extents it was drawn under (together they fix the group's pixels).
    struct Key: Hashable {
        var commands: ArraySlice<DisplayList.Command>
        var appearance: UIUserInterfaceStyle
        var matrix: [Double]
        var clipExtents: [Double]

        init(commands: ArraySlice<DisplayList.Command>, appearance: UIUserInterfaceStyle, context: OpaquePointer) {
            self.commands = commands
            self.appearance = appearance
            var matrix = cairo_matrix_t()
            cairo_get_matrix(context, &matrix)
            self.matrix = [matrix.xx, matrix.yx, matrix.xy, matrix.yy, matrix.x0, matrix.y0]
            var (x1, y1, x2, y2) = (0.0, 0.0, 0.0, 0.0)
            cairo_clip_extents(context, &x1, &y1, &x2, &y2)
            clipExtents = [x1, y1, x2, y2]
        }
    }

    private var current: [Key: Raster] = [:]
    private var previous: [Key: Raster] = [:]
    /// How many layers were composited from a raster (for tests and statistics).
    private(set) var reuseCount = 0

    /// The raster kept for `key`, if any; it is kept for the next frame too.
    func raster(for key: Key) -> OpaquePointer? {
        if let raster = current[key] ?? previous.removeValue(forKey: key) {
            current[key] = raster
            reuseCount += 1
            return raster.pattern.pointer
        }
        return nil
    }

    /// Keeps `pattern`, the group pattern `cairo_pop_group` returned, for `key`, taking over the
    /// caller's reference.
    func keep(taking pattern: OpaquePointer, for key: Key) {
        current[key] = Raster(pattern: CairoPattern(taking: pattern))
    }

    /// Ends a frame: rasters neither this frame nor the one before used are released.
    func endFrame() {
        previous = current
        current = [:]
    }

    /// A kept group pattern (a class, so dictionaries can hold the noncopyable owner).
    private final class Raster {
        let pattern: CairoPattern

        init(pattern: consuming CairoPattern) {
            self.pattern = pattern
        }
    }
}
