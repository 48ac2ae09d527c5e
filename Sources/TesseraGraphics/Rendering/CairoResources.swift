import CPangoCairo
import Foundation

// Owners that pair each Cairo create with its destroy. They are noncopyable, so exactly one owner
// releases each object, when it goes out of scope. Cairo's reference counting is atomic, so
// releasing from any thread is safe.

/// Owns a `cairo_surface_t`.
struct CairoSurface: ~Copyable {
    let pointer: OpaquePointer

    /// Takes ownership of a surface returned by a Cairo `*_create*` function.
    init(taking pointer: OpaquePointer) {
        self.pointer = pointer
    }

    deinit { cairo_surface_destroy(pointer) }

    /// nil when the surface is usable, else Cairo's error.
    var error: GraphicsError? { GraphicsError(cairoStatus: cairo_surface_status(pointer)) }
}

/// Owns a `cairo_t`.
struct CairoContext: ~Copyable {
    let pointer: OpaquePointer

    /// A context drawing onto `surface` (which the context keeps alive by its own reference).
    init(drawingOn surface: borrowing CairoSurface) {
        pointer = cairo_create(surface.pointer)
    }

    deinit { cairo_destroy(pointer) }

    var error: GraphicsError? { GraphicsError(cairoStatus: cairo_status(pointer)) }
}

/// Owns a `cairo_pattern_t`.
struct CairoPattern: ~Copyable {
    let pointer: OpaquePointer

    init(taking pointer: OpaquePointer) {
        self.pointer = pointer
    }

    deinit { cairo_pattern_destroy(pointer) }
}

extension GraphicsError {
    /// `.cairo(status:)` for an error status, nil for success.
    init?(cairoStatus status: cairo_status_t) {
        guard status != CAIRO_STATUS_SUCCESS else { return nil }
        self = .cairo(status: String(cString: cairo_status_to_string(status)))
    }
}

extension cairo_matrix_t {
    /// The Cairo matrix of a transform: Cairo's xx, yx, xy, yy, x0, y0 are a, b, c, d, tx, ty.
    init(_ transform: CGAffineTransform) {
        self.init(
            xx: Double(transform.a), yx: Double(transform.b), xy: Double(transform.c),
            yy: Double(transform.d), x0: Double(transform.tx), y0: Double(transform.ty))
    }
}

extension CGAffineTransform {
    init(_ matrix: cairo_matrix_t) {
        self.init(
            a: CGFloat(matrix.xx), b: CGFloat(matrix.yx), c: CGFloat(matrix.xy), d: CGFloat(matrix.yy),
            tx: CGFloat(matrix.x0), ty: CGFloat(matrix.y0))
    }
}
