public import Foundation

/// A resolution-independent outline made of straight lines and Bézier curves, in points (as
/// `UIBezierPath` / `CGPath`). Coordinates follow the screen: x grows rightward, y downward.
///
/// A path is a value: building one never draws; a ``DisplayList`` fills, strokes, clips or shadows
/// it. Arcs, ellipses and rounded corners are stored as cubic Béziers (an arc of at most 90° per
/// curve, radial error below 0.03 % of the radius), so transforms map them exactly.
///
/// Drawing a segment when there is no current point first moves to the segment's first point
/// (Cairo's rule), so `addLine(to:)` on an empty path just moves there.
///
/// For example:
/// ```swift
/// var check = Path()
/// check.move(to: CGPoint(x: 4, y: 12))
/// check.addLine(to: CGPoint(x: 9, y: 17))
/// check.addLine(to: CGPoint(x: 20, y: 6))
/// check.boundingRect  // (4, 6, 16, 11)
/// ```
public struct Path: Hashable, Sendable {
    /// One drawing instruction of a path.
    public enum Element: Hashable, Sendable {
        /// Starts a new subpath at the point.
        case move(to: CGPoint)
        /// A straight line from the current point.
        case line(to: CGPoint)
        /// A quadratic Bézier curve from the current point, pulled towards `control`.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve from the current point, pulled towards `control1` then `control2`.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// Draws a line back to the start of the current subpath and closes it.
        case closeSubpath
    }

    /// The instructions in drawing order.
    public private(set) var elements: [Element] = []
    /// Where the next segment starts; nil for an empty path. After `closeSubpath()` it is the
    /// start of the closed subpath.
    public private(set) var currentPoint: CGPoint?
    private var subpathStart: CGPoint?
    /// When true, fills and clips use the even–odd rule (a point is inside when a ray from it
    /// crosses the outline an odd number of times); otherwise the non-zero winding rule. Use
    /// even–odd to punch a hole with a second subpath regardless of its direction.
    public var usesEvenOddFillRule = false

    /// An empty path.
    public init() {}

    /// True when the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// Starts a new subpath at `point`.
    public mutating func move(to point: CGPoint) {
        elements.append(.move(to: point))
        currentPoint = point
        subpathStart = point
    }

    /// A straight line from the current point to `point`.
    public mutating func addLine(to point: CGPoint) {
        guard currentPoint != nil else { return move(to: point) }
        elements.append(.line(to: point))
        currentPoint = point
    }

    /// A cubic Bézier curve from the current point to `point`.
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        if currentPoint == nil { move(to: control1) }
        elements.append(.curve(to: point, control1: control1, control2: control2))
        currentPoint = point
    }

    /// A quadratic Bézier curve from the current point to `point`.
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        if currentPoint == nil { move(to: control) }
        elements.append(.quadCurve(to: point, control: control))
        currentPoint = point
    }

    /// Closes the current subpath with a straight line to its start. Does nothing on a path
    /// without a current point.
    public mutating func closeSubpath() {
        guard currentPoint != nil else { return }
        elements.append(.closeSubpath)
        currentPoint = subpathStart
    }

    /// A circular arc of `radius` points around `center`, from `startAngle` to `endAngle` (radians,
    /// 0 along +x, growing toward +y, i.e. clockwise on screen — the convention of
    /// `UIBezierPath.addArc`). A line joins the current point to the arc's start; with no current
    /// point the arc starts a new subpath.
    ///
    /// `clockwise` true sweeps with growing angles, adding 2π to `endAngle` until it is not below
    /// `startAngle`; false sweeps with falling angles likewise. A sweep never exceeds one full turn.
    ///
    /// - Precondition: `radius` ≥ 0 and finite.
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        precondition(radius >= 0 && radius.isFinite, "Path.addArc needs a finite radius ≥ 0, got \(radius)")
        var sweep = endAngle - startAngle
        let turn = 2 * CGFloat.pi
        if clockwise {
            while sweep < 0 { sweep += turn }
            sweep = min(sweep, turn)
        } else {
            while sweep > 0 { sweep -= turn }
            sweep = max(sweep, -turn)
        }
        let start = CGPoint(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
        if let current = currentPoint {
            if current != start { addLine(to: start) }
        } else {
            move(to: start)
        }
        let count = max(Int((abs(sweep) / (CGFloat.pi / 2)).rounded(.up)), 1)
        let step = sweep / CGFloat(count)
        for index in 0..<count {
            let from = startAngle + step * CGFloat(index)
            appendArcSegment(center: center, radius: radius, from: from, sweep: step)
        }
    }

    /// One cubic Bézier approximating an arc of at most 90°: control points lie on the end tangents
    /// at distance 4/3·tan(sweep/4)·radius, which puts the curve's midpoint on the circle.
    mutating func appendArcSegment(center: CGPoint, radius: CGFloat, from angle: CGFloat, sweep: CGFloat) {
        guard sweep != 0 else { return }
        let to = angle + sweep
        let handle = 4 / 3 * tan(sweep / 4) * radius
        let (sin0, cos0, sin1, cos1) = (sin(angle), cos(angle), sin(to), cos(to))
        let end = CGPoint(x: center.x + radius * cos1, y: center.y + radius * sin1)
        let start = CGPoint(x: center.x + radius * cos0, y: center.y + radius * sin0)
        addCurve(
            to: end,
            control1: CGPoint(x: start.x - handle * sin0, y: start.y + handle * cos0),
            control2: CGPoint(x: end.x + handle * sin1, y: end.y - handle * cos1))
    }

    /// Appends every subpath of `other` (its fill rule is ignored).
    public mutating func addPath(_ other: Path) {
        for element in other.elements {
            switch element {
            case .move(let point): move(to: point)
            case .line(let point): addLine(to: point)
            case .quadCurve(let point, let control): addQuadCurve(to: point, control: control)
            case .curve(let point, let control1, let control2):
                addCurve(to: point, control1: control1, control2: control2)
            case .closeSubpath: closeSubpath()
            }
        }
    }
}
