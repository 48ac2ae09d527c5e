import Foundation
import TesseraGraphics
import Testing

@Suite struct GeometryTransformTests {
    func isClose(_ point: CGPoint, _ x: CGFloat, _ y: CGFloat) -> Bool {
        abs(point.x - x) < 1e-9 && abs(point.y - y) < 1e-9
    }

    func isClose(_ rect: CGRect, _ expected: CGRect) -> Bool {
        abs(rect.minX - expected.minX) < 1e-9 && abs(rect.minY - expected.minY) < 1e-9
            && abs(rect.width - expected.width) < 1e-9 && abs(rect.height - expected.height) < 1e-9
    }

    func isClose(_ lhs: CGAffineTransform, _ rhs: CGAffineTransform) -> Bool {
        [lhs.a - rhs.a, lhs.b - rhs.b, lhs.c - rhs.c, lhs.d - rhs.d, lhs.tx - rhs.tx, lhs.ty - rhs.ty]
            .allSatisfy { abs($0) < 1e-9 }
    }

    @Test func identityLeavesPointsAlone() {
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(CGAffineTransform.identity.apply(to: CGPoint(x: 3, y: -4)) == CGPoint(x: 3, y: -4))
        #expect(!CGAffineTransform(translationX: 1, y: 0).isIdentity)
    }

    @Test func concatenatingAppliesTheReceiverFirst() {
        let translate = CGAffineTransform(translationX: 10, y: 0)
        let scale = CGAffineTransform(scaleX: 2, y: 2)
        // translate then scale: (1, 1) → (11, 1) → (22, 2)
        #expect(translate.concatenating(scale).apply(to: CGPoint(x: 1, y: 1)) == CGPoint(x: 22, y: 2))
        // scale then translate: (1, 1) → (2, 2) → (12, 2)
        #expect(scale.concatenating(translate).apply(to: CGPoint(x: 1, y: 1)) == CGPoint(x: 12, y: 2))
    }

    @Test func concatenationEqualsApplyingOneAfterTheOther() {
        let first = CGAffineTransform(rotationAngle: 0.3).translatedBy(x: 5, y: -2)
        let second = CGAffineTransform(scaleX: 1.5, y: -0.5).rotated(by: -1.1)
        let point = CGPoint(x: 7, y: 3)
        let composed = first.concatenating(second).apply(to: point)
        let stepwise = second.apply(to: first.apply(to: point))
        #expect(isClose(composed, stepwise.x, stepwise.y))
    }

    @Test func concatenatingWithIdentityChangesNothing() {
        let transform = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(transform.concatenating(.identity) == transform)
        #expect(CGAffineTransform.identity.concatenating(transform) == transform)
    }

    @Test func builderMethodsApplyTheNewStepBeforeTheReceiver() {
        // The doc example: scale first, then translate.
        let transform = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2)
        #expect(transform.apply(to: CGPoint(x: 1, y: 1)) == CGPoint(x: 12, y: 2))
        // translatedBy: translate first, then scale.
        let scaledThenShifted = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 10, y: 0)
        #expect(scaledThenShifted.apply(to: CGPoint(x: 1, y: 1)) == CGPoint(x: 22, y: 2))
    }

    @Test func rotationByAQuarterTurnTakesTheXAxisToTheYAxis() {
        let quarter = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(isClose(quarter.apply(to: CGPoint(x: 1, y: 0)), 0, 1))
        #expect(isClose(quarter.apply(to: CGPoint(x: 0, y: 1)), -1, 0))
        #expect(isClose(CGAffineTransform.identity.rotated(by: .pi / 2), quarter))
    }

    @Test func determinantOfScaleIsTheAreaFactor() {
        #expect(CGAffineTransform(scaleX: 2, y: 3).determinant == 6)
        #expect(abs(CGAffineTransform(rotationAngle: 0.7).determinant - 1) < 1e-12)
    }

    @Test func inverseOfATranslationNegatesIt() {
        #expect(CGAffineTransform(translationX: 10, y: -5).inverted() == CGAffineTransform(translationX: -10, y: 5))
        #expect(CGAffineTransform(scaleX: 4, y: 0.5).inverted() == CGAffineTransform(scaleX: 0.25, y: 2))
    }

    @Test func inverseUndoesAGeneralTransformOnBothSides() throws {
        let transform = CGAffineTransform(rotationAngle: 0.4).scaledBy(x: 2, y: -3).translatedBy(x: 7, y: 11)
        let inverse = try #require(transform.inverted())
        #expect(isClose(transform.concatenating(inverse), .identity))
        #expect(isClose(inverse.concatenating(transform), .identity))
        let point = CGPoint(x: -3.5, y: 12)
        let back = inverse.apply(to: transform.apply(to: point))
        #expect(isClose(back, point.x, point.y))
    }

    @Test func transformsThatCollapseThePlaneHaveNoInverse() {
        #expect(CGAffineTransform(scaleX: 0, y: 1).inverted() == nil)
        #expect(CGAffineTransform(scaleX: 3, y: 0).inverted() == nil)
        // Columns proportional: every point lands on one line.
        #expect(CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 5, ty: 6).inverted() == nil)
        #expect(CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0).inverted() == nil)
    }

    @Test func transformsWithNonFiniteEntriesHaveNoInverse() {
        #expect(CGAffineTransform(scaleX: .infinity, y: 1).inverted() == nil)
        #expect(CGAffineTransform(scaleX: .nan, y: 1).inverted() == nil)
    }

    @Test func rectMappingTranslatesAndScales() {
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(CGAffineTransform(translationX: 10, y: 20).apply(to: rect) == CGRect(x: 11, y: 22, width: 3, height: 4))
        #expect(CGAffineTransform(scaleX: 2, y: 3).apply(to: rect) == CGRect(x: 2, y: 6, width: 6, height: 12))
    }

    @Test func rectMappingWithANegativeScaleGivesAPositiveSizeRect() {
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(CGAffineTransform(scaleX: -1, y: 1).apply(to: rect) == CGRect(x: -4, y: 2, width: 3, height: 4))
    }

    @Test func rectMappingOfARotationIsTheBoundingBoxOfTheCorners() {
        let quarter = CGAffineTransform(rotationAngle: .pi / 2)
        let mapped = quarter.apply(to: CGRect(x: 0, y: 0, width: 2, height: 1))
        #expect(isClose(mapped, CGRect(x: -1, y: 0, width: 1, height: 2)))
        // A 45° turn of a unit square: corners at x −√½…√½ and y 0…√2.
        let eighth = CGAffineTransform(rotationAngle: .pi / 4).apply(to: CGRect(x: 0, y: 0, width: 1, height: 1))
        let half = 0.5.squareRoot()
        #expect(isClose(eighth, CGRect(x: -half, y: 0, width: 2 * half, height: 2 * half)))
    }

    @Test func rectMappingOfAnEmptyRectIsAPoint() {
        let transform = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 1, y: 1)
        let mapped = transform.apply(to: CGRect(x: 3, y: 3, width: 0, height: 0))
        #expect(mapped == CGRect(x: 8, y: 8, width: 0, height: 0))
    }

    /// A rectangle maps to the box around its four mapped corners, for rotations, shears and
    /// flips alike; the null rectangle stays null.
    @Test func aRectangleMapsToTheBoxAroundItsCorners() {
        let rect = CGRect(x: -3, y: 5, width: 7, height: 2)
        let transforms = [
            CGAffineTransform.identity, CGAffineTransform(rotationAngle: 0.7).translatedBy(x: 4, y: -2),
            CGAffineTransform(a: -2, b: 0.5, c: 1.5, d: -1, tx: 3, ty: 9), CGAffineTransform(scaleX: -1, y: 1),
        ]
        for transform in transforms {
            let corners = [
                CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
            ].map { transform.apply(to: $0) }
            let xs = corners.map(\.x)
            let ys = corners.map(\.y)
            let box = CGRect(
                x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
            #expect(isClose(transform.apply(to: rect), box))
        }
        #expect(CGAffineTransform(rotationAngle: 1).apply(to: .null).isNull)
    }
}
