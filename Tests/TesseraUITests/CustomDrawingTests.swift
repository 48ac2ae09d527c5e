import Foundation
import TesseraGraphics
import TesseraTesting
import Testing

@testable import TesseraUI

/// A gauge drawn the way iOS code draws: `draw(_:)` with `UIGraphicsGetCurrentContext()`,
/// `UIBezierPath` and `UIColor.setFill()`/`setStroke()`.
private final class GaugeView: UIView {
    var value: CGFloat = 0.7

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = min(bounds.width, bounds.height) / 2 - 8

        let track = UIBezierPath(
            arcCenter: center, radius: radius, startAngle: .pi * 0.75, endAngle: .pi * 2.25, clockwise: true)
        track.lineWidth = 10
        track.lineCapStyle = .round
        UIColor.systemGray5.setStroke()
        track.stroke()

        let end = CGFloat.pi * 0.75 + CGFloat.pi * 1.5 * value
        let level = UIBezierPath(
            arcCenter: center, radius: radius, startAngle: .pi * 0.75, endAngle: end, clockwise: true)
        level.lineWidth = 10
        level.lineCapStyle = .round
        UIColor.systemGreen.setStroke()
        level.stroke()

        context.saveGState()
        context.translateBy(x: center.x, y: center.y)
        context.rotate(by: end)
        context.setFillColor(UIColor.label.cgColor)
        context.fill(CGRect(x: 0, y: -2, width: radius - 14, height: 4))
        context.fillEllipse(in: CGRect(x: -6, y: -6, width: 12, height: 12))
        context.restoreGState()

        let badge = UIBezierPath(roundedRect: CGRect(x: 8, y: bounds.maxY - 28, width: 40, height: 20), cornerRadius: 6)
        UIColor.systemOrange.setFill()
        badge.fill()
        context.setStrokeColor(UIColor.systemBlue.cgColor)
        context.setLineWidth(2)
        context.setLineDash(phase: 0, lengths: [4, 3])
        context.stroke(bounds.insetBy(dx: 1, dy: 1))
    }
}

@MainActor
@Suite struct CustomDrawingTests {
    @Test func drawRectDrawsIntoTheCurrentContext() {
        let gauge = GaugeView(frame: CGRect(x: 0, y: 0, width: 120, height: 120))
        gauge.backgroundColor = .systemBackground
        assertSnapshot(of: gauge, appearance: .light)
        assertSnapshot(of: gauge, appearance: .dark)
    }

    @Test func thereIsNoCurrentContextOutsideDrawing() {
        #expect(UIGraphicsGetCurrentContext() == nil)
        final class Probe: UIView {
            var sawContext = false
            var rects: [CGRect] = []
            override func draw(_ rect: CGRect) {
                sawContext = UIGraphicsGetCurrentContext() != nil
                rects.append(rect)
            }
        }
        let probe = Probe(frame: CGRect(x: 5, y: 5, width: 30, height: 20))
        _ = probe.renderBitmap(scale: 1)
        #expect(probe.sawContext)
        #expect(probe.rects == [CGRect(x: 0, y: 0, width: 30, height: 20)])
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test func viewsThatDrawNothingAddNoCommands() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        // Only the render's own transforms and save … restore pairs; nothing drawn.
        let drawing = view.displayList().commands.filter {
            switch $0 {
            case .save, .restore, .concatenate: false
            default: true
            }
        }
        #expect(drawing.isEmpty)
    }

    @Test func transformsInDrawEndWithIt() {
        final class Shifter: UIView {
            override func draw(_ rect: CGRect) {
                UIGraphicsGetCurrentContext()?.translateBy(x: 100, y: 100)
                UIGraphicsGetCurrentContext()?.saveGState()  // left open on purpose
            }
        }
        let parent = Shifter(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        child.backgroundColor = .black
        parent.addSubview(child)
        #expect(parent.renderBitmap(scale: 1).color(atX: 5, y: 5).alpha == 1)
    }

    @Test func pathPointsStayWhereTheyWereAddedWhenTheTransformChanges() {
        let context = CGContext()
        context.move(to: CGPoint(x: 0, y: 0))
        context.translateBy(x: 10, y: 0)
        context.addLine(to: CGPoint(x: 0, y: 10))  // (10, 10) in the starting space
        #expect(context.currentPointOfPath == CGPoint(x: 0, y: 10))
        #expect(context.boundingBoxOfPath == CGRect(x: -10, y: 0, width: 10, height: 10))
    }

    @Test func contextArcsFollowCoreGraphicsFlippedClockwise() {
        let context = CGContext()
        context.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        // Clockwise in Core Graphics' terms sweeps through negative angles on a y-down screen:
        // three quarters of the circle, passing through (0, -10).
        #expect(context.boundingBoxOfPath.minY < -9.9)
        let path = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(path.bounds.minY > -0.01)  // UIBezierPath's clockwise is clockwise on screen
    }
}
