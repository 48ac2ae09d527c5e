import Foundation
import TesseraGraphics

/// A display list resolved into its drawing commands, each with everything else that decides its
/// pixels (the absolute transform, the clips around it, the opacity of the layers it is in) and a
/// conservative bounding rectangle in window points. Comparing two frames' footprints tells which
/// parts of the window can have changed, without views reporting rectangles: a label whose text
/// changed differs in one text item; a view that moved, hid or left the tree has its old items
/// gone and (if still shown) new ones elsewhere, so both its old and new rectangles count.
///
/// - Complexity: O(n) to build for n commands; `dirtyRects(since:)` is a Myers difference,
///   O((n + m) · d) for d differing items (see ``ShortestEditScript``).
struct DisplayListFootprint {
    /// One drawing command in context.
    struct Item: Equatable {
        var command: DisplayList.Command
        /// Maps the command's user space to window points.
        var transform: CGAffineTransform
        /// The clips in force, each with the transform it was set under, outermost first.
        var clips: [ClipEntry]
        /// The opacities of the transparency layers the command is in, outermost first.
        var layerAlphas: [Double]
        /// Where it can paint, in window points (already cut to the clips' bounds); `.null` when
        /// nothing can show.
        var bounds: CGRect
    }

    struct ClipEntry: Equatable {
        let path: Path
        let transform: CGAffineTransform
        /// The window rectangle it clips to, when it is an axis-aligned rectangle (a view clipping to
        /// its bounds), computed once; nil otherwise.
        let windowRectangle: CGRect?
        /// A window rectangle holding everything it lets through.
        let windowBounds: CGRect

        init(path: Path, transform: CGAffineTransform) {
            self.path = path
            self.transform = transform
            let bounds = path.boundingRect
            windowBounds = transform.apply(to: bounds)
            windowRectangle = path == Path.rect(bounds) && transform.b == 0 && transform.c == 0 ? windowBounds : nil
        }
    }

    /// The drawing commands in painting order.
    private(set) var items: [Item] = []

    /// Where a backdrop command reads what is drawn: around its shape's window bounds (points), as
    /// far as its blur reaches.
    struct BackdropSample: Equatable {
        var shape: CGRect
        /// The blur's standard deviation in window points.
        var blurRadius: CGFloat

        /// The pixels the renderer can read for it at `scale`, with a margin for rounding, cut to
        /// `surface`; nil when none.
        func pixels(scale: CGFloat, within surface: PixelRect) -> PixelRect? {
            let margin = 3 * blurRadius * scale + 4
            let minX = max(surface.x, Int((shape.minX * scale - margin).rounded(.down)))
            let minY = max(surface.y, Int((shape.minY * scale - margin).rounded(.down)))
            let maxX = min(surface.x + surface.width, Int((shape.maxX * scale + margin).rounded(.up)))
            let maxY = min(surface.y + surface.height, Int((shape.maxY * scale + margin).rounded(.up)))
            guard maxX > minX, maxY > minY else { return nil }
            return PixelRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        }
    }

    /// The backdrop commands' reading areas, in painting order (whatever their clips).
    private(set) var backdrops: [BackdropSample] = []

    /// Resolves `list`, whose user space is window points.
    init(_ list: DisplayList) {
        struct State {
            var transform = CGAffineTransform.identity
            var clips: [ClipEntry] = []
            var clipBounds = CGRect.infinite
            var layerAlphas: [Double] = []
        }
        var state = State()
        var stack: [State] = []
        for command in list.commands {
            switch command {
            case .save:
                stack.append(state)
            case .restore, .endTransparencyLayer:
                if let saved = stack.popLast() { state = saved }
            case .beginTransparencyLayer(let alpha):
                stack.append(state)
                state.layerAlphas.append(alpha)
            case .concatenate(let transform):
                state.transform = transform.concatenating(state.transform)
            case .clip(let path):
                let clip = ClipEntry(path: path, transform: state.transform)
                state.clips.append(clip)
                state.clipBounds = state.clipBounds.intersection(clip.windowBounds)
            case .fill, .stroke, .shadow, .backdrop, .text, .image:
                if case .backdrop(let path, let backdrop) = command {
                    backdrops.append(
                        BackdropSample(
                            shape: state.transform.apply(to: path.boundingRect),
                            blurRadius: backdrop.blurRadius.isFinite
                                ? max(backdrop.blurRadius, 0) * abs(state.transform.determinant).squareRoot() : 0))
                }
                let bounds = Self.windowBounds(of: command, transform: state.transform, clippedTo: state.clipBounds)
                items.append(
                    Item(
                        command: command, transform: state.transform, clips: state.clips,
                        layerAlphas: state.layerAlphas,
                        bounds: bounds))
            }
        }
    }

    /// Whether a shadow too large to be blurred whole paints inside `rect` (window points) at
    /// `scale`: the shadow renderer blurs such a shadow only as far as it reaches the clip, so a
    /// clipped render near it may differ from a full one.
    func hasClipSensitiveShadow(intersecting rect: CGRect, scale: CGFloat) -> Bool {
        items.contains { $0.isClipSensitiveShadow(scale: scale) && $0.bounds.intersects(rect) }
    }

    /// The window rectangles (points) where this frame can differ from `previous`: the bounds of
    /// every item either frame has and the other lacks (the previous frame's first). Items wholly
    /// inside one of `settled` — rectangles whose pixels are known otherwise — are left out, which
    /// keeps the comparison short.
    func dirtyRects(since previous: DisplayListFootprint, settled: [CGRect] = []) -> [CGRect] {
        func counts(_ item: Item) -> Bool { !settled.contains { $0.contains(item.bounds) } }
        let old = settled.isEmpty ? previous.items : previous.items.filter(counts)
        let new = settled.isEmpty ? items : items.filter(counts)
        let edits = Self.edits(from: old, to: new, by: ==)
        let changed = edits.removals.map { old[$0] } + edits.insertions.map { new[$0] }
        return changed.map(\.bounds).filter { !$0.isNull && !$0.isEmpty }
    }

    /// Where `command` drawn under `transform` can paint, in window points, cut to `clipBounds`;
    /// `.null` when nothing can show.
    static func windowBounds(
        of command: DisplayList.Command, transform: CGAffineTransform, clippedTo clipBounds: CGRect
    ) -> CGRect {
        unclippedWindowBounds(of: command, transform: transform).intersection(clipBounds)
    }

    /// Where `command` drawn under `transform` can paint, in window points, before any clip. A
    /// shadow's blur reaches about √|det| × its radius in window space whatever the transform's
    /// shape, so under a squashing transform its margin is also added after the transform.
    static func unclippedWindowBounds(of command: DisplayList.Command, transform: CGAffineTransform) -> CGRect {
        let bounds = transform.apply(to: localBounds(of: command))
        guard case .shadow(let path, let shadow) = command, !bounds.isNull else { return bounds }
        let radius = shadow.blurRadius.isFinite ? max(0, shadow.blurRadius) : 0
        let margin = radius * 3 * abs(transform.determinant).squareRoot() + 1
        let shape = transform.apply(
            to: path.boundingRect.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height))
        return bounds.union(shape.insetBy(dx: -margin, dy: -margin))
    }

    /// A rectangle (in the command's user space) that holds everything the command can paint,
    /// with margins for antialiasing, stroke joins, blur and glyphs that overhang their box.
    static func localBounds(of command: DisplayList.Command) -> CGRect {
        let antialiasing: CGFloat = 1
        switch command {
        case .fill(let path, _):
            return path.boundingRect.insetBy(dx: -antialiasing, dy: -antialiasing)
        case .stroke(let path, _, let style):
            // A miter can reach miterLimit × half the width past the outline.
            let reach = style.lineWidth / 2 * max(1, style.miterLimit) + antialiasing
            return path.boundingRect.insetBy(dx: -reach, dy: -reach)
        case .shadow(let path, let shadow):
            let blur = (shadow.blurRadius.isFinite ? max(0, shadow.blurRadius) : 0) * 3 + antialiasing
            return path.boundingRect.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height)
                .insetBy(dx: -blur, dy: -blur)
        case .backdrop(let path, _):
            return path.boundingRect.insetBy(dx: -antialiasing, dy: -antialiasing)
        case .text(_, let rect, _):
            // Italic and accented glyphs can overhang the layout box by a fraction of the line.
            let margin = max(4, rect.height / 2)
            return rect.insetBy(dx: -margin, dy: -margin)
        case .image(_, let rect):
            return rect.insetBy(dx: -antialiasing, dy: -antialiasing)
        case .save, .restore, .concatenate, .clip, .beginTransparencyLayer, .endTransparencyLayer:
            return .null
        }
    }
}
