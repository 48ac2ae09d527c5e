import CPangoCairo
import Foundation

extension CairoRenderer {
    /// Draws the blurred, offset silhouette of the filled path.
    ///
    /// 1. The path's silhouette is filled (opaque, antialiased) into an A8 mask in device space, at
    ///    `shadowMaskResolution` mask pixels per device unit, so any current transform works.
    /// 2. The mask is blurred with ``BoxBlur`` (σ = blurRadius / 2 in user units, times the current
    ///    transform's linear scale √|det|).
    /// 3. The shadow colour is painted through the mask, moved by the offset mapped through the
    ///    current transform, under the current clip.
    ///
    /// The whole mask is rendered and blurred, so the pixels do not depend on the clip, unless it is
    /// larger than ``Shadow/largestWholeMaskArea``: then only the part that can reach the visible
    /// (clip) area.
    func drawShadow(of path: Path, shadow: Shadow) {
        let color = shadow.color.resolved(for: appearance)
        let bounds = path.boundingRect
        guard color.alpha > 0, !bounds.isNull, shadow.offset.width.isFinite, shadow.offset.height.isFinite else {
            return
        }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        let userToDevice = CGAffineTransform(matrix)
        let resolution = shadowMaskResolution
        let blurRadius = shadow.blurRadius.isFinite ? max(shadow.blurRadius, 0) : 0
        let blur = BoxBlur(standardDeviation: blurRadius / 2 * abs(userToDevice.determinant).squareRoot() * resolution)
        let spread = CGFloat(blur.extent) / resolution
        let offset = CGSize(
            width: userToDevice.a * shadow.offset.width + userToDevice.c * shadow.offset.height,
            height: userToDevice.b * shadow.offset.width + userToDevice.d * shadow.offset.height)

        // Device-space areas: where the shadow can show, and which part of the shape feeds it.
        let shape = userToDevice.apply(to: bounds).insetBy(dx: -spread, dy: -spread)
        let visible = shape.offsetBy(dx: offset.width, dy: offset.height).intersection(
            clipExtentsInDevice(userToDevice))
        guard !visible.isNull, visible.width > 0, visible.height > 0 else { return }
        let needed =
            shape.width * shape.height * resolution * resolution <= Shadow.largestWholeMaskArea
                && max(shape.width, shape.height) * resolution < Shadow.longestWholeMaskSide
            ? shape
            : visible.offsetBy(dx: -offset.width, dy: -offset.height).insetBy(dx: -spread, dy: -spread)
                .intersection(shape)
        guard !needed.isNull, needed.width > 0, needed.height > 0 else { return }

        // The mask's pixel grid, aligned to whole mask pixels.
        let left = (needed.minX * resolution).rounded(.down)
        let top = (needed.minY * resolution).rounded(.down)
        let width = Int((needed.maxX * resolution).rounded(.up) - left)
        let height = Int((needed.maxY * resolution).rounded(.up) - top)
        guard width > 0, height > 0, width <= 32767, height <= 32767 else { return }
        let mask = CairoSurface(taking: cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)))
        guard mask.error == nil else { return }
        do {
            let maskContext = CairoContext(drawingOn: mask)
            cairo_set_antialias(maskContext.pointer, CAIRO_ANTIALIAS_GRAY)
            var toMask = cairo_matrix_t(
                userToDevice
                    .concatenating(CGAffineTransform(scaleX: resolution, y: resolution))
                    .concatenating(CGAffineTransform(translationX: -left, y: -top)))
            cairo_set_matrix(maskContext.pointer, &toMask)
            cairo_set_fill_rule(
                maskContext.pointer, path.usesEvenOddFillRule ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            Self.append(path, to: maskContext.pointer)
            cairo_set_source_rgba(maskContext.pointer, 0, 0, 0, 1)
            cairo_fill(maskContext.pointer)
        }
        cairo_surface_flush(mask.pointer)
        if let data = cairo_image_surface_get_data(mask.pointer) {
            blur.apply(
                to: data, width: width, height: height, stride: Int(cairo_image_surface_get_stride(mask.pointer)))
        }
        cairo_surface_mark_dirty(mask.pointer)

        // Paint in device space: mask pixel = (device − offset) · resolution − (left, top).
        let pattern = CairoPattern(taking: cairo_pattern_create_for_surface(mask.pointer))
        var toPattern = cairo_matrix_t(
            xx: Double(resolution), yx: 0, xy: 0, yy: Double(resolution),
            x0: Double(-offset.width * resolution - left), y0: Double(-offset.height * resolution - top))
        cairo_pattern_set_matrix(pattern.pointer, &toPattern)
        cairo_pattern_set_filter(pattern.pointer, CAIRO_FILTER_GOOD)
        cairo_save(context)
        cairo_identity_matrix(context)
        cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
        cairo_mask(context, pattern.pointer)
        cairo_restore(context)
    }

    /// The bounding box of the current clip, in device units.
    private func clipExtentsInDevice(_ userToDevice: CGAffineTransform) -> CGRect {
        var (x1, y1, x2, y2) = (0.0, 0.0, 0.0, 0.0)
        cairo_clip_extents(context, &x1, &y1, &x2, &y2)
        let user = CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
        return userToDevice.apply(to: user)
    }
}
