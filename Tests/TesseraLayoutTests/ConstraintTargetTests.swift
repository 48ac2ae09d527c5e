import Foundation
import TesseraGraphics
import Testing

@testable import TesseraLayout

/// `ConstraintTarget` and `ConstraintConstant`: SnapKit's rules for what follows `equalTo`.
@MainActor
@Suite struct ConstraintTargetTests {
    @Test func insetsMoveEveryEdgeInward() {
        let insets = ConstraintConstant.insets(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        let expected: [(NSLayoutConstraint.Attribute, CGFloat)] = [
            (.left, 2), (.top, 1), (.right, -4), (.bottom, -3), (.leading, 2), (.trailing, -4),
            (.centerX, -1), (.centerY, -1), (.width, -6), (.height, -4), (.notAnAttribute, 0),
        ]
        for (attribute, value) in expected {
            #expect(insets.value(for: attribute, direction: .leftToRight) == value, "\(attribute)")
        }
        #expect(insets.value(for: .leading, direction: .rightToLeft) == 4)
        #expect(insets.value(for: .trailing, direction: .rightToLeft) == -2)
    }

    @Test func directionalInsetsSwapLeftAndRightInRightToLeft() {
        let edges = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 30)
        let insets = ConstraintConstant.directionalInsets(edges)
        #expect(insets.value(for: .left, direction: .leftToRight) == 10)
        #expect(insets.value(for: .left, direction: .rightToLeft) == 30)
        #expect(insets.value(for: .right, direction: .rightToLeft) == -10)
        #expect(insets.value(for: .leading, direction: .rightToLeft) == 10)
    }

    @Test func sizesAndPointsGiveTheMatchingComponent() {
        let size = ConstraintConstant.size(CGSize(width: 30, height: 40))
        #expect(size.value(for: .width, direction: .leftToRight) == 30)
        #expect(size.value(for: .height, direction: .leftToRight) == 40)
        #expect(size.value(for: .left, direction: .leftToRight) == 0)
        let point = ConstraintConstant.point(CGPoint(x: 5, y: 7))
        #expect(point.value(for: .centerX, direction: .leftToRight) == 5)
        #expect(point.value(for: .top, direction: .leftToRight) == 7)
        #expect(point.value(for: .width, direction: .leftToRight) == 0)
        #expect(ConstraintConstant.value(3).value(for: .height, direction: .rightToLeft) == 3)
    }

    @Test func numbersAreConstantsAndAnchorsNameTheirAttribute() {
        #expect(12.constraintTarget.item == nil && 12.constraintTarget.attributes == nil)
        let view = TestView("view")
        let anchor = view.bottomAnchor.constraintTarget
        #expect(anchor.item === view && anchor.attributes == .bottom && anchor.constant == nil)
        #expect(view.widthAnchor.constraintTarget.attributes == .width)
        #expect(ConstraintAttributes.single(.notAnAttribute).isEmpty)
        #expect(ConstraintAttributes.single(.leadingMargin) == .leadingMargin)
    }
}
