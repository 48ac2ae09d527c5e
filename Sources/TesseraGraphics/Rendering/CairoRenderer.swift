import CPangoCairo
import Foundation

/// Executes display-list commands on a Cairo context.
///
/// The context's current transform when execution starts is the list's user space (the canvas sets
/// it to scale points to pixels). Every command leaves the Cairo state as it found it, except the
/// scope commands, which the renderer balances itself: scopes still open at the end of a list are
/// closed by `finish()`.
struct CairoRenderer {
    /// A `cairo_t`, owned by the caller.
    let context: OpaquePointer
    /// The appearance dynamic colours resolve against.
    let appearance: UIUserInterfaceStyle
    /// Pixels of a shadow's blur mask per device unit: 1 on image surfaces, whose device units are
    /// pixels; more on vector surfaces, whose device units are points.
    let shadowMaskResolution: CGFloat

    private enum OpenScope {
        case state
        case transparencyLayer(alpha: Double)
    }

    private var openScopes: [OpenScope] = []
    /// Where transparency layers' rasters are kept from frame to frame, if anywhere.
    let layerCache: TransparencyLayerCache?

    init(
        context: OpaquePointer, appearance: UIUserInterfaceStyle, shadowMaskResolution: CGFloat = 1,
        layerCache: TransparencyLayerCache? = nil
    ) {
        self.context = context
        self.appearance = appearance
        self.shadowMaskResolution = shadowMaskResolution
        self.layerCache = layerCache
        cairo_set_antialias(context, CAIRO_ANTIALIAS_GRAY)
    }

    /// Runs every command of `list` in order.
    mutating func execute(_ list: DisplayList) {
        execute(list.commands[...])
    }

    private mutating func execute(_ commands: ArraySlice<DisplayList.Command>) {
        var index = commands.startIndex
        while index < commands.endIndex {
            if let layerCache, case .beginTransparencyLayer(let alpha) = commands[index],
                let end = Self.end(ofLayerAt: index, in: commands)
            {
                drawLayer(commands[index + 1..<end], alpha: alpha, cache: layerCache)
                index = end + 1
            } else {
                execute(commands[index])
                index += 1
            }
        }
    }

    /// The index of the `endTransparencyLayer` closing the layer begun at `start`, or nil.
    private static func end(ofLayerAt start: Int, in commands: ArraySlice<DisplayList.Command>) -> Int? {
        var depth = 0
        for index in start..<commands.endIndex {
            switch commands[index] {
            case .beginTransparencyLayer: depth += 1
            case .endTransparencyLayer:
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
        }
        return nil
    }

    /// Composites a fading layer's raster kept from an earlier draw, or draws the layer (keeping its
    /// raster when it is fading).
    private mutating func drawLayer(
        _ contents: ArraySlice<DisplayList.Command>, alpha: Double, cache: TransparencyLayerCache
    ) {
        let key = TransparencyLayerCache.Key(commands: contents, appearance: appearance, context: context)
        if let key, let raster = cache.raster(for: key) {
            composite(raster, alpha: alpha)
            return
        }
        cairo_push_group(context)
        let depth = openScopes.count
        execute(contents)
        while openScopes.count > depth { closeScope() }
        let pattern = cairo_pop_group(context)!
        composite(pattern, alpha: alpha)
        if let key, cache.isFading(key, alpha: alpha) {
            cache.keep(taking: pattern, for: key)
        } else {
            cairo_pattern_destroy(pattern)
        }
    }

    /// Closes the scopes the executed lists left open, innermost first.
    mutating func finish() {
        while !openScopes.isEmpty { closeScope() }
    }

    mutating func execute(_ command: DisplayList.Command) {
        switch command {
        case .save:
            cairo_save(context)
            openScopes.append(.state)
        case .restore:
            if case .state = openScopes.last { closeScope() }
        case .concatenate(let transform):
            concatenate(transform)
        case .clip(let path):
            appendPath(path)
            cairo_clip(context)
        case .fill(let path, let paint):
            cairo_save(context)
            setSource(paint)
            appendPath(path)
            cairo_fill(context)
            cairo_restore(context)
        case .stroke(let path, let paint, let style):
            stroke(path, paint: paint, style: style)
        case .shadow(let path, let shadow):
            drawShadow(of: path, shadow: shadow)
        case .backdrop(let path, let backdrop):
            drawBackdrop(in: path, backdrop: backdrop)
        case .text(let text, let rect, let style):
            cairo_save(context)
            TextEngine.shared.draw(text, in: rect, style: style, appearance: appearance, context: context)
            cairo_restore(context)
        case .image(let bitmap, let rect):
            drawImage(bitmap, in: rect)
        case .beginTransparencyLayer(let alpha):
            cairo_push_group(context)
            openScopes.append(.transparencyLayer(alpha: alpha))
        case .endTransparencyLayer:
            if case .transparencyLayer = openScopes.last { closeScope() }
        }
    }

    /// Paints `pattern` (a layer's group) over the current clip at `alpha`.
    private func composite(_ pattern: OpaquePointer, alpha: Double) {
        cairo_save(context)
        cairo_set_source(context, pattern)
        cairo_paint_with_alpha(context, alpha)
        cairo_restore(context)
    }

    private mutating func closeScope() {
        switch openScopes.removeLast() {
        case .state:
            cairo_restore(context)
        case .transparencyLayer(let alpha):
            cairo_pop_group_to_source(context)
            cairo_paint_with_alpha(context, alpha)
        }
    }

    /// Applies a transform; one Cairo cannot invert (it would put the context in an error state)
    /// instead clips everything away until the enclosing scope ends.
    private func concatenate(_ transform: CGAffineTransform) {
        let values = [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty]
        guard values.allSatisfy(\.isFinite), transform.determinant != 0, transform.determinant.isFinite else {
            cairo_new_path(context)
            cairo_clip(context)
            return
        }
        var matrix = cairo_matrix_t(transform)
        cairo_transform(context, &matrix)
    }

    private func stroke(_ path: Path, paint: Paint, style: StrokeStyle) {
        guard style.lineWidth > 0, style.lineWidth.isFinite else { return }
        cairo_save(context)
        setSource(paint)
        cairo_set_line_width(context, Double(style.lineWidth))
        let cap: cairo_line_cap_t =
            switch style.lineCap {
            case .butt: CAIRO_LINE_CAP_BUTT
            case .round: CAIRO_LINE_CAP_ROUND
            case .square: CAIRO_LINE_CAP_SQUARE
            }
        let join: cairo_line_join_t =
            switch style.lineJoin {
            case .miter: CAIRO_LINE_JOIN_MITER
            case .round: CAIRO_LINE_JOIN_ROUND
            case .bevel: CAIRO_LINE_JOIN_BEVEL
            }
        cairo_set_line_cap(context, cap)
        cairo_set_line_join(context, join)
        cairo_set_miter_limit(context, style.miterLimit.isFinite ? Double(max(style.miterLimit, 1)) : 10)
        if style.hasDrawableDash {
            let dashes = style.dash.map(Double.init)
            let phase = style.dashPhase.isFinite ? Double(style.dashPhase) : 0
            cairo_set_dash(context, dashes, Int32(dashes.count), phase)
        }
        appendPath(path)
        cairo_stroke(context)
        cairo_restore(context)
    }

    /// Draws the bitmap scaled into `rect`: pattern space is the bitmap's pixels, mapped onto the
    /// rectangle, with good filtering and padded edges (so edge pixels do not fade to transparent).
    private func drawImage(_ bitmap: Bitmap, in rect: CGRect) {
        let rect = rect.standardized
        guard bitmap.width > 0, bitmap.height > 0, rect.width > 0, rect.height > 0,
            [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite)
        else { return }
        let surface = bitmap.makeCairoSurface()
        guard surface.error == nil else { return }
        let pattern = CairoPattern(taking: cairo_pattern_create_for_surface(surface.pointer))
        let scaleX = Double(bitmap.width) / Double(rect.width)
        let scaleY = Double(bitmap.height) / Double(rect.height)
        var matrix = cairo_matrix_t(
            xx: scaleX, yx: 0, xy: 0, yy: scaleY, x0: -Double(rect.minX) * scaleX, y0: -Double(rect.minY) * scaleY)
        cairo_pattern_set_matrix(pattern.pointer, &matrix)
        cairo_pattern_set_filter(pattern.pointer, CAIRO_FILTER_GOOD)
        cairo_pattern_set_extend(pattern.pointer, CAIRO_EXTEND_PAD)
        cairo_save(context)
        cairo_set_source(context, pattern.pointer)
        cairo_new_path(context)
        cairo_rectangle(context, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        cairo_fill(context)
        cairo_restore(context)
    }

    /// Makes `paint` the source, in the current user space.
    func setSource(_ paint: Paint) {
        switch paint {
        case .color(let color):
            let color = color.resolved(for: appearance)
            cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
        case .linearGradient(let gradient):
            let pattern = CairoPattern(
                taking: cairo_pattern_create_linear(
                    Double(gradient.start.x), Double(gradient.start.y), Double(gradient.end.x), Double(gradient.end.y)))
            for stop in gradient.stops {
                let color = stop.color.resolved(for: appearance)
                let location = stop.location.isNaN ? 0 : min(max(stop.location, 0), 1)
                cairo_pattern_add_color_stop_rgba(
                    pattern.pointer, location, color.red, color.green, color.blue, color.alpha)
            }
            cairo_pattern_set_extend(pattern.pointer, CAIRO_EXTEND_PAD)
            cairo_set_source(context, pattern.pointer)
        }
    }

    /// Replaces Cairo's current path with `path` and sets the fill rule it asks for.
    func appendPath(_ path: Path) {
        cairo_new_path(context)
        cairo_set_fill_rule(context, path.usesEvenOddFillRule ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        Self.append(path, to: context)
    }

    /// Adds the elements of `path` to the current path of `context`.
    static func append(_ path: Path, to context: OpaquePointer) {
        var current = CGPoint.zero
        var subpathStart = CGPoint.zero
        for element in path.elements {
            switch element {
            case .move(let point):
                cairo_move_to(context, Double(point.x), Double(point.y))
                (current, subpathStart) = (point, point)
            case .line(let point):
                cairo_line_to(context, Double(point.x), Double(point.y))
                current = point
            case .quadCurve(let point, let control):
                // The cubic with the same curve: control points 2/3 of the way to the quadratic's.
                let control1 = CGPoint(
                    x: current.x + 2 / 3 * (control.x - current.x), y: current.y + 2 / 3 * (control.y - current.y))
                let control2 = CGPoint(
                    x: point.x + 2 / 3 * (control.x - point.x), y: point.y + 2 / 3 * (control.y - point.y))
                cairo_curve_to(
                    context, Double(control1.x), Double(control1.y), Double(control2.x), Double(control2.y),
                    Double(point.x), Double(point.y))
                current = point
            case .curve(let point, let control1, let control2):
                cairo_curve_to(
                    context, Double(control1.x), Double(control1.y), Double(control2.x), Double(control2.y),
                    Double(point.x), Double(point.y))
                current = point
            case .closeSubpath:
                cairo_close_path(context)
                current = subpathStart
            }
        }
    }
}
