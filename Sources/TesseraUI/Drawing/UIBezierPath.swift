public import Foundation
public import TesseraGraphics

/// An outline with its stroke attributes that draws itself into the current context
/// (`UIBezierPath`), over Tessera's ``Path``. Coordinates are points, y downward; angles are
/// radians from +x toward +y, and `clockwise` means clockwise on screen, as in UIKit.
///
/// `fill()`, `stroke()` and `addClip()` draw into `UIGraphicsGetCurrentContext()` (inside
/// `UIView.draw(_:)`) with the context's colours (`UIColor.setFill()`, `setStroke()`) and this
/// path's `lineWidth`, `lineCapStyle`, `lineJoinStyle`, `miterLimit` and dash; without a current
/// context they do nothing. Rounded rectangles use continuous corners, as iOS's do.
///
/// For example:
/// ```swift
/// override func draw(_ rect: CGRect) {
///     let check = UIBezierPath()
///     check.move(to: CGPoint(x: 4, y: 12))
///     check.addLine(to: CGPoint(x: 9, y: 17))
///     check.addLine(to: CGPoint(x: 20, y: 6))
///     check.lineWidth = 2
///     check.lineCapStyle = .round
///     UIColor.systemGreen.setStroke()
///     check.stroke()
/// }
/// ```
open class UIBezierPath {
    /// The outline (a Tessera addition; `cgPath` wraps the same value).
    public var path: Path

    /// The stroke width in points (1 by default).
    open var lineWidth: CGFloat = 1
    open var lineCapStyle: CGLineCap = .butt
    open var lineJoinStyle: CGLineJoin = .miter
    /// The ratio of miter length to line width beyond which joins are bevelled (10 by default).
    open var miterLimit: CGFloat = 10
    private var dashPattern: [CGFloat] = []
    private var dashPhase: CGFloat = 0

    /// An empty path.
    public init() {
        path = Path()
    }

    /// A path holding `path` (a Tessera addition).
    public init(path: Path) {
        self.path = path
    }

    /// A closed rectangle, clockwise from its top-left corner.
    public convenience init(rect: CGRect) {
        self.init(path: .rect(rect))
    }

    /// The ellipse inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init(path: .ellipse(in: rect))
    }

    /// A rectangle with continuous corners of `cornerRadius` points (clamped to half the shorter
    /// side).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(path: .roundedRect(rect, radius: cornerRadius, curve: .continuous))
    }

    /// A rectangle whose `corners` are rounded by `cornerRadii.width` points (UIKit uses the width
    /// for both directions), with continuous corners; the other corners stay square.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        let radius = cornerRadii.width
        let radii = CornerRadii(
            topLeft: corners.contains(.topLeft) ? radius : 0,
            topRight: corners.contains(.topRight) ? radius : 0,
            bottomRight: corners.contains(.bottomRight) ? radius : 0,
            bottomLeft: corners.contains(.bottomLeft) ? radius : 0)
        self.init(path: .roundedRect(rect, radii: radii, curve: .continuous))
    }

    /// An open circular arc; see `addArc(withCenter:radius:startAngle:endAngle:clockwise:)`.
    public convenience init(
        arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A path holding `cgPath`'s outline.
    public convenience init(cgPath: CGPath) {
        self.init(path: cgPath.path)
    }

    // MARK: Building

    /// Starts a new subpath at `point`.
    open func move(to point: CGPoint) { path.move(to: point) }

    /// A straight line from the current point to `point`.
    open func addLine(to point: CGPoint) { path.addLine(to: point) }

    /// A cubic Bézier from the current point to `endPoint`.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    /// A quadratic Bézier from the current point to `endPoint`.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// A circular arc of `radius` points around `center` from `startAngle` to `endAngle`; a line
    /// joins the current point to its start. `clockwise` is clockwise on screen.
    /// - Precondition: `radius` is finite and ≥ 0.
    open func addArc(
        withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// Closes the current subpath with a line to its start.
    open func close() { path.closeSubpath() }

    /// Empties the path (the stroke attributes stay).
    open func removeAllPoints() { path = Path() }

    /// Appends the subpaths of `bezierPath`.
    open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }

    /// Maps every point by `transform`.
    open func apply(_ transform: CGAffineTransform) { path = path.applying(transform) }

    /// A dash pattern: `count` lengths from `pattern`, alternately on and off, starting `phase`
    /// points in; a count of 0 draws solid lines.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        dashPattern = pattern.map { Array(UnsafeBufferPointer(start: $0, count: max(count, 0))) } ?? []
        dashPhase = phase
    }

    // MARK: Reading

    /// When true, fills and clips use the even–odd rule; otherwise non-zero winding.
    open var usesEvenOddFillRule: Bool {
        get { path.usesEvenOddFillRule }
        set { path.usesEvenOddFillRule = newValue }
    }

    /// True when the path has no elements.
    open var isEmpty: Bool { path.isEmpty }

    /// The tight bounding box of the outline (`.null` when empty).
    open var bounds: CGRect { path.boundingRect }

    /// Where the next segment starts; `.zero` for an empty path.
    open var currentPoint: CGPoint { path.currentPoint ?? .zero }

    /// The outline as an immutable `CGPath`; setting it replaces the outline.
    open var cgPath: CGPath {
        get { CGPath(path) }
        set { path = newValue.path }
    }

    // MARK: Drawing into the current context

    /// Fills the outline with the current context's fill colour.
    @MainActor
    open func fill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.beginPath()
        context.addPath(cgPath)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// Outlines the path with the current context's stroke colour and this path's attributes.
    @MainActor
    open func stroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        context.setLineDash(phase: dashPhase, lengths: dashPattern)
        context.beginPath()
        context.addPath(cgPath)
        context.strokePath()
        context.restoreGState()
    }

    /// Intersects the current context's clip with the outline.
    @MainActor
    open func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.beginPath()
        context.addPath(cgPath)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }
}
