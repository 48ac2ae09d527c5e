public import Foundation

/// A drawing destination with Core Graphics' API (`CGContext`), recording into a ``DisplayList``.
///
/// Inside `UIView.draw(_:)`, `UIGraphicsGetCurrentContext()` returns one whose user space is the
/// view's bounds space (origin top-left, y downward, points), as on iOS. The state is Core
/// Graphics': `saveGState()`/`restoreGState()` push and pop the fill and stroke colours, line
/// attributes, alpha, transform and clip; a path is built with `move(to:)`, `addLine(to:)`, … and
/// consumed by `fillPath()`, `strokePath()`, `drawPath(using:)` or `clip()`. Points of the path are
/// fixed when added, so changing the transform while building a path does not move what is
/// already there (as in Core Graphics). Defaults: black fill and stroke, line width 1, butt caps,
/// miter joins, miter limit 10, alpha 1.
///
/// Colours keep their light and dark variants until the list is rendered, so dynamic colours
/// follow the appearance the view is drawn in.
///
/// Images and text are drawn into the current context with `UIImage.draw(in:)` and string drawing
/// (`draw(at:withAttributes:)`), or a view; images made of drawing come from
/// `UIGraphicsImageRenderer`.
///
/// Not provided: shadows (`setShadow`), blend modes, patterns and gradients.
///
/// For example:
/// ```swift
/// override func draw(_ rect: CGRect) {
///     guard let context = UIGraphicsGetCurrentContext() else { return }
///     context.setFillColor(UIColor.systemRed.cgColor)
///     context.fillEllipse(in: bounds.insetBy(dx: 4, dy: 4))
///     context.setStrokeColor(UIColor.label.cgColor)
///     context.setLineWidth(2)
///     context.move(to: CGPoint(x: 0, y: rect.midY))
///     context.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
///     context.strokePath()
/// }
/// ```
public final class CGContext {
    struct GraphicsState {
        var fillColor: UIColor = .black
        var strokeColor: UIColor = .black
        var stroke = StrokeStyle()
        var alpha: CGFloat = 1
        var transform: CGAffineTransform = .identity
    }

    /// What was drawn so far (a Tessera addition: render it with ``Canvas``).
    public private(set) var displayList = DisplayList()
    private var state = GraphicsState()
    private var savedStates: [GraphicsState] = []
    /// The path being built, in the user space of `pathTransform`.
    private var path = Path()
    private var pathTransform: CGAffineTransform = .identity

    /// An empty context recording into a new display list.
    public init() {}

    /// Empties the context for reuse: no commands, default state, no path.
    func reset() {
        displayList = DisplayList()
        state = GraphicsState()
        savedStates.removeAll(keepingCapacity: true)
        path = Path()
        pathTransform = .identity
    }

    /// The recorded list with every scope still open closed, then empties the context.
    /// (UIKit's drawing entry point uses this after `draw(_:)`.)
    public func finishRecording() -> DisplayList {
        let list = recordingSoFar
        reset()
        return list
    }

    /// Records what `body` draws with the display list's own calls (images, text) in the current
    /// transform and clip, faded by the context's alpha: how `UIImage.draw(in:)` and string drawing
    /// reach a context.
    public func draw(_ body: (inout DisplayList) -> Void) {
        guard state.alpha < 1 else { return body(&displayList) }
        displayList.beginTransparencyLayer(alpha: Double(state.alpha))
        body(&displayList)
        displayList.endTransparencyLayer()
    }

    /// What was drawn so far, with every scope still open closed; the context records on unchanged.
    public var recordingSoFar: DisplayList {
        var list = displayList
        while let scope = list.openScopes.last {
            switch scope {
            case .state: list.restore()
            case .transparencyLayer: list.endTransparencyLayer()
            }
        }
        return list
    }

    // MARK: Graphics state

    /// Pushes the graphics state: colours, line attributes, alpha, transform and clip.
    public func saveGState() {
        savedStates.append(state)
        displayList.save()
    }

    /// Pops the state pushed by the matching `saveGState()`; without one it does nothing (Core
    /// Graphics ignores an unbalanced restore too).
    public func restoreGState() {
        guard let saved = savedStates.popLast() else { return }
        state = saved
        displayList.restore()
    }

    /// The transform from user space to the space the context started in.
    public var ctm: CGAffineTransform { state.transform }

    /// Applies `transform` before the current transform.
    public func concatenate(_ transform: CGAffineTransform) {
        state.transform = transform.concatenating(state.transform)
        displayList.concatenate(transform)
    }

    /// Moves the origin of user space by (x, y).
    public func translateBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(translationX: x, y: y)) }

    /// Scales user space by (x, y).
    public func scaleBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(scaleX: x, y: y)) }

    /// Rotates user space by `angle` radians (clockwise on screen, where y grows downward).
    public func rotate(by angle: CGFloat) { concatenate(CGAffineTransform(rotationAngle: angle)) }

    /// The colour `fill…` operations paint with.
    public func setFillColor(_ color: CGColor) { state.fillColor = color.color }

    /// The fill colour from sRGB components 0…1.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fillColor = UIColor(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }

    /// The fill colour from a grey level 0…1.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) {
        state.fillColor = UIColor(white: Double(gray), alpha: Double(alpha))
    }

    /// The colour `stroke…` operations paint with.
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color.color }

    /// The stroke colour from sRGB components 0…1.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.strokeColor = UIColor(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }

    /// The stroke colour from a grey level 0…1.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
        state.strokeColor = UIColor(white: Double(gray), alpha: Double(alpha))
    }

    /// The stroke width in user-space points; ≤ 0 strokes nothing.
    public func setLineWidth(_ width: CGFloat) { state.stroke.lineWidth = width }
    /// Sets how the ends of stroked open subpaths are drawn, from the next stroke on.
    public func setLineCap(_ cap: CGLineCap) { state.stroke.lineCap = cap.strokeLineCap }
    /// Sets how stroked segments meet at corners, from the next stroke on.
    public func setLineJoin(_ join: CGLineJoin) { state.stroke.lineJoin = join.strokeLineJoin }
    /// Sets the limit of mitred joins, as a multiple of the line width: a sharper corner is bevelled
    /// instead (default 10).
    public func setMiterLimit(_ limit: CGFloat) { state.stroke.miterLimit = limit }

    /// A dash pattern of alternating on/off `lengths` starting `phase` points in; empty for solid.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        state.stroke.dash = lengths
        state.stroke.dashPhase = phase
    }

    /// An opacity 0…1 multiplied into everything drawn afterwards.
    public func setAlpha(_ alpha: CGFloat) { state.alpha = alpha.isNaN ? 0 : min(max(alpha, 0), 1) }

    /// Starts drawing into an offscreen group composited, at `endTransparencyLayer()`, with the
    /// current alpha (which then restarts at 1 inside the group).
    public func beginTransparencyLayer(auxiliaryInfo: [String: Any]?) {
        savedStates.append(state)
        displayList.beginTransparencyLayer(alpha: Double(state.alpha))
        state.alpha = 1
    }

    /// Composites the innermost transparency layer; without one it does nothing.
    public func endTransparencyLayer() {
        guard displayList.openScopes.last == .transparencyLayer, let saved = savedStates.popLast() else { return }
        state = saved
        displayList.endTransparencyLayer()
    }

    // MARK: Drawing shapes directly (the current path is left alone)

    /// Fills `rect` with the fill colour.
    public func fill(_ rect: CGRect) { fill(shape: .rect(rect)) }

    /// Fills each rectangle with the fill colour.
    public func fill(_ rects: [CGRect]) { rects.forEach(fill(_:)) }

    /// Outlines `rect` with the stroke colour and line attributes.
    public func stroke(_ rect: CGRect) { stroke(shape: .rect(rect)) }

    /// Outlines `rect` with a line `width` points wide.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        var style = state.stroke
        style.lineWidth = width
        displayList.stroke(.rect(rect), with: .color(visible(state.strokeColor)), style: style)
    }

    /// Fills the ellipse inscribed in `rect`.
    public func fillEllipse(in rect: CGRect) { fill(shape: .ellipse(in: rect)) }

    /// Outlines the ellipse inscribed in `rect`.
    public func strokeEllipse(in rect: CGRect) { stroke(shape: .ellipse(in: rect)) }

    /// Strokes separate line segments between pairs of points: 0–1, 2–3, …; an odd last point is
    /// ignored.
    public func strokeLineSegments(between points: [CGPoint]) {
        var segments = Path()
        for index in stride(from: 0, to: points.count - 1, by: 2) {
            segments.move(to: points[index])
            segments.addLine(to: points[index + 1])
        }
        stroke(shape: segments)
    }

    /// Intersects the clip with `rect` (the current path is left alone).
    public func clip(to rect: CGRect) { displayList.clip(to: rect) }

    /// Intersects the clip with the union of `rects`.
    public func clip(to rects: [CGRect]) {
        var union = Path()
        for rect in rects { union.addRect(rect) }
        displayList.clip(to: union)
    }

    private func fill(shape: Path) {
        displayList.fill(shape, color: visible(state.fillColor))
    }

    private func stroke(shape: Path) {
        displayList.stroke(shape, with: .color(visible(state.strokeColor)), style: state.stroke)
    }

    /// `color` with the context's alpha applied (both variants of a dynamic colour).
    private func visible(_ color: UIColor) -> UIColor {
        guard state.alpha < 1 else { return color }
        let alpha = Double(state.alpha)
        return color.mapVariants {
            UIColor.Components(red: $0.red, green: $0.green, blue: $0.blue, alpha: $0.alpha * alpha)
        }
    }
}

extension CGContext {
    // MARK: The current path

    /// Discards the current path.
    public func beginPath() { path = Path() }

    /// True when there is no current path.
    public var isPathEmpty: Bool { path.isEmpty }

    /// Where the next segment of the current path starts, in user space; `.zero` without a path.
    public var currentPointOfPath: CGPoint {
        guard let point = path.currentPoint else { return .zero }
        return pathTransform == state.transform ? point : toUserSpace.apply(to: point)
    }

    /// The tight bounding box of the current path in user space; `.null` without one.
    public var boundingBoxOfPath: CGRect { userSpacePath.boundingRect }

    /// Starts a new subpath of the current path at `point` (user-space coordinates).
    public func move(to point: CGPoint) { editPath { $0.move(to: point) } }
    /// Adds a straight line from the current point to `point`.
    /// - Precondition: the path has a current point (`move(to:)` first).
    public func addLine(to point: CGPoint) { editPath { $0.addLine(to: point) } }

    /// Lines through `points` in order, the first starting a new subpath.
    public func addLines(between points: [CGPoint]) {
        editPath { path in
            guard let first = points.first else { return }
            path.move(to: first)
            for point in points.dropFirst() { path.addLine(to: point) }
        }
    }

    /// Adds a cubic Bézier curve from the current point to `end`, pulled towards `control1` and `control2`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        editPath { $0.addCurve(to: end, control1: control1, control2: control2) }
    }

    /// Adds a quadratic Bézier curve from the current point to `end`, pulled towards `control`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        editPath { $0.addQuadCurve(to: end, control: control) }
    }

    /// A circular arc (angles in radians from +x toward +y). As in Core Graphics on iOS's flipped
    /// user space, `clockwise: true` sweeps with *decreasing* angles — counter-clockwise on screen —
    /// the opposite of `UIBezierPath`'s `clockwise`.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        editPath {
            $0.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
        }
    }

    /// Adds `rect` as a closed subpath.
    public func addRect(_ rect: CGRect) { editPath { $0.addRect(rect) } }
    /// Adds each rectangle as its own closed subpath, in order.
    public func addRects(_ rects: [CGRect]) { editPath { path in rects.forEach { path.addRect($0) } } }
    /// Adds the ellipse inscribed in `rect` as a closed subpath (a circle when `rect` is square).
    public func addEllipse(in rect: CGRect) { editPath { $0.addEllipse(in: rect) } }

    /// Appends `other` (its points taken in the current user space).
    public func addPath(_ other: CGPath) { editPath { $0.addPath(other.path) } }

    /// Closes the current subpath with a line to its start.
    public func closePath() { editPath { $0.closeSubpath() } }

    /// Fills the current path with `rule` and discards it.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        var shape = takePath()
        shape.usesEvenOddFillRule = rule == .evenOdd
        fill(shape: shape)
    }

    /// Outlines the current path and discards it.
    public func strokePath() { stroke(shape: takePath()) }

    /// Fills and/or strokes the current path, then discards it.
    public func drawPath(using mode: CGPathDrawingMode) {
        var shape = takePath()
        switch mode {
        case .fill, .eoFill:
            shape.usesEvenOddFillRule = mode == .eoFill
            fill(shape: shape)
        case .stroke:
            stroke(shape: shape)
        case .fillStroke, .eoFillStroke:
            shape.usesEvenOddFillRule = mode == .eoFillStroke
            fill(shape: shape)
            stroke(shape: shape)
        }
    }

    /// Intersects the clip with the current path (per `rule`) and discards the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        var shape = takePath()
        shape.usesEvenOddFillRule = rule == .evenOdd
        displayList.clip(to: shape)
    }

    // MARK: Path spaces

    /// Maps points of the path (in the user space of `pathTransform`) into the current user space.
    private var toUserSpace: CGAffineTransform {
        pathTransform.concatenating(state.transform.inverted() ?? .identity)
    }

    /// The current path in the current user space.
    private var userSpacePath: Path {
        pathTransform == state.transform ? path : path.applying(toUserSpace)
    }

    /// Runs `edit` on the current path in the current user space. An empty path adopts the
    /// current transform; otherwise its points stay where they were when added.
    private func editPath(_ edit: (inout Path) -> Void) {
        if path.isEmpty { pathTransform = state.transform }
        if pathTransform == state.transform {
            edit(&path)
        } else {
            var user = path.applying(toUserSpace)
            edit(&user)
            path = user
            pathTransform = state.transform
        }
    }

    /// The current path in user space, which is then discarded.
    private func takePath() -> Path {
        let taken = userSpacePath
        path = Path()
        return taken
    }
}
