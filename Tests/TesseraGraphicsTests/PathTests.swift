import Foundation
import Testing

@testable import TesseraGraphics

@Suite struct PathTests {
    @Test func emptyPathIsEmptyWithNullBounds() {
        let path = Path()
        #expect(path.isEmpty)
        #expect(path.boundingRect.isNull)
        #expect(path.currentPoint == nil)
    }

    @Test func lineWithoutCurrentPointMovesThere() {
        var path = Path()
        path.addLine(to: CGPoint(x: 3, y: 4))
        #expect(path.elements == [.move(to: CGPoint(x: 3, y: 4))])
    }

    @Test func closeSubpathReturnsCurrentPointToSubpathStart() {
        var path = Path()
        path.move(to: CGPoint(x: 1, y: 1))
        path.addLine(to: CGPoint(x: 5, y: 1))
        path.closeSubpath()
        #expect(path.currentPoint == CGPoint(x: 1, y: 1))
    }

    @Test func rectBoundsAreTheRectEvenWhenGivenNegativeSize() {
        let path = Path.rect(CGRect(x: 10, y: 20, width: -4, height: 8))
        #expect(path.boundingRect == CGRect(x: 6, y: 20, width: 4, height: 8))
        #expect(path.elements.count == 5)
    }

    @Test func ellipseBoundsExcludeControlPoints() {
        let bounds = Path.ellipse(in: CGRect(x: 0, y: 0, width: 40, height: 20)).boundingRect
        #expect(abs(bounds.minX) < 1e-9 && abs(bounds.minY) < 1e-9)
        #expect(abs(bounds.width - 40) < 1e-9 && abs(bounds.height - 20) < 1e-9)
    }

    @Test func quadCurveBoundsReachTheCurvesPeakNotItsControl() {
        var path = Path()
        path.move(to: .zero)
        path.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 10))
        #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 10, height: 5))
    }

    @Test func clockwiseQuarterArcEndsBelowTheCentre() {
        var path = Path()
        path.addArc(center: CGPoint(x: 10, y: 10), radius: 5, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(path.elements.count == 2)  // move + one curve
        let end = try! #require(path.currentPoint)
        #expect(abs(end.x - 10) < 1e-9 && abs(end.y - 15) < 1e-9)
        let bounds = path.boundingRect
        #expect(abs(bounds.minX - 10) < 1e-9 && abs(bounds.maxX - 15) < 1e-9)
    }

    @Test func counterclockwiseArcBetweenTheSameAnglesTakesTheLongWayRound() {
        var path = Path()
        path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(path.elements.count == 4)  // move + three quarter curves
        let bounds = path.boundingRect
        #expect(abs(bounds.minX + 10) < 1e-9 && abs(bounds.minY + 10) < 1e-9)
        #expect(abs(bounds.maxY - 10) < 1e-9)
    }

    @Test func arcMidpointLiesOnTheCircleWithinTheApproximationError() {
        var path = Path()
        path.addArc(center: .zero, radius: 100, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        guard case .curve(let end, let c1, let c2) = path.elements[1] else {
            Issue.record("no curve")
            return
        }
        let start = CGPoint(x: 100, y: 0)
        let quarter = [start, c1, c2, end]
        // Bézier at t = 1/4: radius error of the standard 4/3·tan(θ/4) construction is < 0.03 %.
        let weights: [CGFloat] = [27 / 64, 27 / 64, 9 / 64, 1 / 64]
        let x = zip(weights, quarter).map { $0 * $1.x }.reduce(0, +)
        let y = zip(weights, quarter).map { $0 * $1.y }.reduce(0, +)
        #expect(abs((x * x + y * y).squareRoot() - 100) < 0.03)
    }

    @Test func oversizedUniformRadiusIsCappedAtHalfTheShortSide() {
        let radii = CornerRadii(all: 100).clamped(to: CGSize(width: 40, height: 20))
        #expect(radii == CornerRadii(all: 10))
    }

    @Test func unequalRadiiAreScaledByOneCommonFactor() {
        let radii = CornerRadii(topLeft: 30, topRight: 10, bottomRight: 0, bottomLeft: 4).clamped(
            to: CGSize(width: 20, height: 100))
        #expect(radii == CornerRadii(topLeft: 15, topRight: 5, bottomRight: 0, bottomLeft: 2))
    }

    @Test func negativeAndNaNRadiiCountAsZero() {
        let radii = CornerRadii(topLeft: -5, topRight: .nan, bottomRight: 3, bottomLeft: .infinity)
        #expect(
            radii.clamped(to: CGSize(width: 50, height: 50))
                == CornerRadii(topLeft: 0, topRight: 0, bottomRight: 3, bottomLeft: 0))
        #expect(CornerRadii(all: -1).isZero)
        #expect(!CornerRadii(topLeft: 0, topRight: 0, bottomRight: 0.5, bottomLeft: 0).isZero)
    }

    @Test func roundedRectWithZeroRadiiIsAPlainRect() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(Path.roundedRect(rect, radii: .zero) == Path.rect(rect))
    }

    @Test func circularRoundedRectStartsOneRadiusAlongTheTopSide() {
        let path = Path.roundedRect(CGRect(x: 0, y: 0, width: 100, height: 60), radius: 10)
        #expect(path.elements.first == .move(to: CGPoint(x: 10, y: 0)))
        #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 100, height: 60))
    }

    @Test func continuousCornerStartsOnePointSixRadiiAlongTheSide() {
        let path = Path.roundedRect(CGRect(x: 0, y: 0, width: 100, height: 60), radius: 10, curve: .continuous)
        guard case .move(let start) = path.elements.first else {
            Issue.record("no move")
            return
        }
        #expect(abs(start.x - 16) < 1e-9 && start.y == 0)
        let bounds = path.boundingRect
        #expect(abs(bounds.width - 100) < 1e-9 && abs(bounds.height - 60) < 1e-9)
    }

    @Test func continuousCornerOnACapsuleFallsBackToCircular() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 20)
        let continuous = Path.roundedRect(rect, radius: 10, curve: .continuous)
        let circular = Path.roundedRect(rect, radius: 10, curve: .circular)
        #expect(continuous.elements.first == circular.elements.first)
        #expect(continuous.elements.first == .move(to: CGPoint(x: 10, y: 0)))
    }

    @Test func continuousTransitionHasZeroCurvatureAtTheSideAndTheArcsCurvatureAtTheJoin() {
        // Top-right corner of a large rect with radius 1: the first curve after the top side.
        let path = Path.roundedRect(CGRect(x: -100, y: 0, width: 100, height: 100), radius: 1, curve: .continuous)
        guard case .line(let p0) = path.elements[1], case .curve(let p3, let p1, let p2) = path.elements[2] else {
            Issue.record("unexpected elements \(path.elements.prefix(3))")
            return
        }
        func cross(_ u: CGPoint, _ v: CGPoint) -> CGFloat { u.x * v.y - u.y * v.x }
        func minus(_ u: CGPoint, _ v: CGPoint) -> CGPoint { CGPoint(x: u.x - v.x, y: u.y - v.y) }
        func length(_ u: CGPoint) -> CGFloat { (u.x * u.x + u.y * u.y).squareRoot() }
        let curvatureAtStart = 2 / 3 * abs(cross(minus(p1, p0), minus(p2, p1))) / pow(length(minus(p1, p0)), 3)
        let curvatureAtEnd = 2 / 3 * abs(cross(minus(p2, p3), minus(p1, p2))) / pow(length(minus(p2, p3)), 3)
        #expect(abs(curvatureAtStart) < 1e-9)
        #expect(abs(curvatureAtEnd - 1) < 1e-9)
        #expect(abs(p0.x - -1.6) < 1e-9)
    }

    @Test func continuousControlPointsStayOrderedForEverySmoothing() {
        for step in 1...60 {
            let corner = RoundedCorner(
                vertex: .zero, arriving: .init(dx: 1, dy: 0), leaving: .init(dx: 0, dy: 1), radius: 1,
                smoothing: CGFloat(step) / 100)
            var path = Path()
            path.move(to: CGPoint(x: -10, y: 0))
            corner.append(to: &path)
            guard case .curve(_, let control1, let control2) = path.elements[2] else {
                Issue.record("no curve")
                return
            }
            // Travelling toward +x: the side point, then control1, then control2 must not run backwards.
            #expect(control1.x >= -(1 + corner.smoothing) - 1e-12 && control2.x >= control1.x)
        }
    }

    @Test func applyingATransformMovesTheBoundsAndKeepsTheFillRule() {
        var path = Path.rect(CGRect(x: 0, y: 0, width: 10, height: 5))
        path.usesEvenOddFillRule = true
        let moved = path.applying(
            CGAffineTransform(scaleX: 2, y: 2).concatenating(CGAffineTransform(translationX: 3, y: 4)))
        #expect(moved.boundingRect == CGRect(x: 3, y: 4, width: 20, height: 10))
        #expect(moved.usesEvenOddFillRule)
    }
}
