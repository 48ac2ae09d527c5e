public import Foundation

extension Path {
    /// The smallest rectangle holding every point of the path, curves included but not their
    /// off-curve control points (as `CGPath.boundingBoxOfPath`, computed from the curves' extrema).
    /// `CGRect.null` for an empty path. In points.
    ///
    /// - Complexity: O(n) in the number of elements.
    public var boundingRect: CGRect {
        var bounds = BoundsAccumulator()
        var current = CGPoint.zero
        var subpathStart = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let point):
                bounds.add(point)
                current = point
                subpathStart = point
            case .line(let point):
                bounds.add(current)
                bounds.add(point)
                current = point
            case .quadCurve(let point, let control):
                bounds.add(current)
                bounds.add(point)
                for t in Self.quadraticExtrema(current, control, point) {
                    let u = 1 - t
                    bounds.add(
                        CGPoint(
                            x: u * u * current.x + 2 * u * t * control.x + t * t * point.x,
                            y: u * u * current.y + 2 * u * t * control.y + t * t * point.y))
                }
                current = point
            case .curve(let point, let control1, let control2):
                bounds.add(current)
                bounds.add(point)
                for t in Self.cubicExtrema(current, control1, control2, point) {
                    let u = 1 - t
                    let (w0, w1, w2, w3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
                    bounds.add(
                        CGPoint(
                            x: w0 * current.x + w1 * control1.x + w2 * control2.x + w3 * point.x,
                            y: w0 * current.y + w1 * control1.y + w2 * control2.y + w3 * point.y))
                }
                current = point
            case .closeSubpath:
                current = subpathStart
            }
        }
        return bounds.rect
    }

    /// The path with every point mapped by `transform` (curves map exactly: affine maps keep
    /// Béziers Béziers). The fill rule is kept.
    public func applying(_ transform: CGAffineTransform) -> Path {
        var result = Path()
        result.usesEvenOddFillRule = usesEvenOddFillRule
        let map = transform.apply(to:) as (CGPoint) -> CGPoint
        for element in elements {
            switch element {
            case .move(let point): result.move(to: map(point))
            case .line(let point): result.addLine(to: map(point))
            case .quadCurve(let point, let control): result.addQuadCurve(to: map(point), control: map(control))
            case .curve(let point, let control1, let control2):
                result.addCurve(to: map(point), control1: map(control1), control2: map(control2))
            case .closeSubpath: result.closeSubpath()
            }
        }
        return result
    }

    /// Parameters t in (0, 1) where a coordinate of a quadratic Bézier has a turning point.
    private static func quadraticExtrema(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint) -> [CGFloat] {
        func root(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat) -> CGFloat? {
            let denominator = a - 2 * b + c
            guard denominator != 0 else { return nil }
            let t = (a - b) / denominator
            return t > 0 && t < 1 ? t : nil
        }
        return [root(p0.x, p1.x, p2.x), root(p0.y, p1.y, p2.y)].compactMap { $0 }
    }

    /// Parameters t in (0, 1) where a coordinate of a cubic Bézier has a turning point: roots of
    /// B′(t)/3 = (v0 − 2v1 + v2)·t² + 2(v1 − v0)·t + v0 with v0 = P1 − P0, v1 = P2 − P1, v2 = P3 − P2.
    private static func cubicExtrema(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) -> [CGFloat] {
        func roots(_ c0: CGFloat, _ c1: CGFloat, _ c2: CGFloat, _ c3: CGFloat) -> [CGFloat] {
            let (v0, v1, v2) = (c1 - c0, c2 - c1, c3 - c2)
            let a = v0 - 2 * v1 + v2
            let b = 2 * (v1 - v0)
            let c = v0
            var found: [CGFloat] = []
            if abs(a) < 1e-12 {
                if b != 0 { found.append(-c / b) }
            } else {
                let discriminant = b * b - 4 * a * c
                if discriminant >= 0 {
                    let root = discriminant.squareRoot()
                    found += [(-b + root) / (2 * a), (-b - root) / (2 * a)]
                }
            }
            return found.filter { $0 > 0 && $0 < 1 }
        }
        return roots(p0.x, p1.x, p2.x, p3.x) + roots(p0.y, p1.y, p2.y, p3.y)
    }
}

/// Grows a rectangle point by point.
private struct BoundsAccumulator {
    var minX = CGFloat.infinity, minY = CGFloat.infinity
    var maxX = -CGFloat.infinity, maxY = -CGFloat.infinity

    mutating func add(_ point: CGPoint) {
        minX = min(minX, point.x)
        minY = min(minY, point.y)
        maxX = max(maxX, point.x)
        maxY = max(maxY, point.y)
    }

    var rect: CGRect {
        guard minX <= maxX, minY <= maxY else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
