public import Foundation

extension Path {
    /// A rectangle as a closed subpath, clockwise on screen from its top-left corner.
    public mutating func addRect(_ rect: CGRect) {
        let rect = rect.standardized
        move(to: CGPoint(x: rect.minX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        closeSubpath()
    }

    /// The ellipse inscribed in `rect` as four cubic Béziers, clockwise on screen from the
    /// rightmost point.
    public mutating func addEllipse(in rect: CGRect) {
        let rect = rect.standardized
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let scale = CGAffineTransform(scaleX: rect.width / 2, y: rect.height / 2)
            .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
        var circle = Path()
        circle.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        circle.closeSubpath()
        addPath(circle.applying(scale))
    }

    /// A rectangle with rounded corners as one closed subpath, clockwise on screen starting on the
    /// top side. `radii` are in points and clamped with ``CornerRadii/clamped(to:)``; `curve`
    /// chooses circular or continuous corners (see ``CALayerCornerCurve``).
    public mutating func addRoundedRect(_ rect: CGRect, radii: CornerRadii, curve: CALayerCornerCurve = .circular) {
        let rect = rect.standardized
        let radii = radii.clamped(to: rect.size)
        guard !radii.isZero else { return addRect(rect) }
        let corners = RoundedCorner.corners(of: rect, radii: radii, curve: curve)
        move(to: corners[3].exit)
        for corner in corners {
            corner.append(to: &self)
        }
        closeSubpath()
    }

    /// A path holding one rectangle.
    public static func rect(_ rect: CGRect) -> Path {
        var path = Path()
        path.addRect(rect)
        return path
    }

    /// A path holding the ellipse inscribed in `rect`.
    public static func ellipse(in rect: CGRect) -> Path {
        var path = Path()
        path.addEllipse(in: rect)
        return path
    }

    /// A rounded rectangle with the same radius (points) at every corner.
    ///
    /// For example:
    /// ```swift
    /// let card = Path.roundedRect(CGRect(x: 0, y: 0, width: 200, height: 120), radius: 16, curve: .continuous)
    /// ```
    public static func roundedRect(_ rect: CGRect, radius: CGFloat, curve: CALayerCornerCurve = .circular) -> Path {
        roundedRect(rect, radii: CornerRadii(all: radius), curve: curve)
    }

    /// A rounded rectangle with one radius (points) per corner.
    public static func roundedRect(_ rect: CGRect, radii: CornerRadii, curve: CALayerCornerCurve = .circular) -> Path {
        var path = Path()
        path.addRoundedRect(rect, radii: radii, curve: curve)
        return path
    }
}

/// The outline of one rounded corner, built in a local frame and mapped onto the rectangle.
///
/// In the local frame the corner point is the origin, the side arriving at the corner runs along
/// +x (travelling toward the origin) and the side leaving it along +y, both in units of the radius.
/// The outline leaves the arriving side at (1 + s, 0) and joins the leaving side at (0, 1 + s),
/// where s is the smoothing (0 for a circular corner). See ``CALayerCornerCurve/continuous``.
struct RoundedCorner {
    /// The corner point of the rectangle.
    var vertex: CGPoint
    /// A unit direction along a side.
    struct Direction {
        var dx: CGFloat
        var dy: CGFloat
    }

    /// Unit direction of travel along the side arriving at the corner.
    var arriving: Direction
    /// Unit direction of travel along the side leaving the corner.
    var leaving: Direction
    var radius: CGFloat
    /// 0 (circular) … 0.6 (continuous).
    var smoothing: CGFloat

    /// The smoothing of ``CALayerCornerCurve/continuous`` corners that have room for it.
    static let continuousSmoothing: CGFloat = 0.6

    /// The point where the corner joins the leaving side.
    var exit: CGPoint { map(x: 0, y: 1 + smoothing) }

    /// Top-right, bottom-right, bottom-left, top-left: clockwise on screen.
    static func corners(of rect: CGRect, radii: CornerRadii, curve: CALayerCornerCurve) -> [RoundedCorner] {
        let right = Direction(dx: 1, dy: 0)
        let down = Direction(dx: 0, dy: 1)
        let left = Direction(dx: -1, dy: 0)
        let up = Direction(dx: 0, dy: -1)
        let (w, h) = (rect.width, rect.height)
        // The share of a side a corner may use: in proportion to its radius.
        func share(_ radius: CGFloat, _ neighbour: CGFloat, _ length: CGFloat) -> CGFloat {
            radius + neighbour > 0 ? length * radius / (radius + neighbour) : 0
        }
        func smoothing(_ radius: CGFloat, along first: CGFloat, _ second: CGFloat) -> CGFloat {
            guard curve == .continuous, radius > 0 else { return 0 }
            let room = min(first, second) / radius - 1
            return min(max(room, 0), continuousSmoothing)
        }
        let (tl, tr, br, bl) = (radii.topLeft, radii.topRight, radii.bottomRight, radii.bottomLeft)
        return [
            RoundedCorner(
                vertex: CGPoint(x: rect.maxX, y: rect.minY), arriving: right, leaving: down, radius: tr,
                smoothing: smoothing(tr, along: share(tr, tl, w), share(tr, br, h))),
            RoundedCorner(
                vertex: CGPoint(x: rect.maxX, y: rect.maxY), arriving: down, leaving: left, radius: br,
                smoothing: smoothing(br, along: share(br, tr, h), share(br, bl, w))),
            RoundedCorner(
                vertex: CGPoint(x: rect.minX, y: rect.maxY), arriving: left, leaving: up, radius: bl,
                smoothing: smoothing(bl, along: share(bl, br, w), share(bl, tl, h))),
            RoundedCorner(
                vertex: CGPoint(x: rect.minX, y: rect.minY), arriving: up, leaving: right, radius: tl,
                smoothing: smoothing(tl, along: share(tl, bl, h), share(tl, tr, w))),
        ]
    }

    /// A local point (in radii) on the rectangle.
    func map(x: CGFloat, y: CGFloat) -> CGPoint {
        CGPoint(
            x: vertex.x + radius * (-x * arriving.dx + y * leaving.dx),
            y: vertex.y + radius * (-x * arriving.dy + y * leaving.dy))
    }

    /// Appends: a line along the arriving side to the corner's start, then the corner's curves.
    func append(to path: inout Path) {
        let s = smoothing
        path.addLine(to: map(x: 1 + s, y: 0))
        guard radius > 0 else { return }
        // φ: the angle cut from each end of the 90° arc; the arc runs from arcStart to arcEnd.
        let phi = CGFloat.pi / 4 * s
        let arcStart = (x: 1 - sin(phi), y: 1 - cos(phi))
        let arcEnd = (x: 1 - cos(phi), y: 1 - sin(phi))
        // The transition curve's control points on the side: the arc's tangent at arcStart meets
        // the side at `foot`, tan(φ/2) away; `reach` makes the curvature at arcStart,
        // (2/3)·|(P2 − P3) × (P1 − P2)| / |P2 − P3|³, equal the arc's (1 in radius units).
        let transition = s > 1e-6
        let tangentLength = tan(phi / 2)
        let foot = arcStart.x + tangentLength * cos(phi)
        let reach = transition ? 3 * pow(tangentLength, 3) / (2 * arcStart.y) : 0
        if transition {
            path.addCurve(
                to: map(x: arcStart.x, y: arcStart.y),
                control1: map(x: foot + reach, y: 0), control2: map(x: foot, y: 0))
        }
        let sweep = CGFloat.pi / 2 - 2 * phi
        let handle = 4 / 3 * tan(sweep / 4)
        path.addCurve(
            to: map(x: arcEnd.x, y: arcEnd.y),
            control1: map(x: arcStart.x - handle * cos(phi), y: arcStart.y + handle * sin(phi)),
            control2: map(x: arcEnd.x + handle * sin(phi), y: arcEnd.y - handle * cos(phi)))
        if transition {
            path.addCurve(
                to: map(x: 0, y: 1 + s), control1: map(x: 0, y: foot), control2: map(x: 0, y: foot + reach))
        }
    }
}
