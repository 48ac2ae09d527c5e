import Foundation
import TesseraGraphics
import Testing

@Suite struct GeometryEdgeInsetsTests {
    @Test func insettingShrinksFromEveryEdge() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
        #expect(rect.inset(by: UIEdgeInsets(all: 8)) == CGRect(x: 8, y: 8, width: 84, height: 34))
        let uneven = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(rect.inset(by: uneven) == CGRect(x: 2, y: 1, width: 94, height: 46))
    }

    @Test func negativeInsetsGrowTheRect() {
        let rect = CGRect(x: 10, y: 10, width: 20, height: 20)
        #expect(rect.inset(by: UIEdgeInsets(all: -5)) == CGRect(x: 5, y: 5, width: 30, height: 30))
    }

    @Test func insetsLargerThanTheRectLeaveZeroSizeNotNegative() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
        let inset = rect.inset(by: UIEdgeInsets(all: 8))
        #expect(inset.width == 0 && inset.height == 0)
        #expect(inset.origin == CGPoint(x: 8, y: 8))
    }

    @Test func horizontalAndVerticalSumOppositeEdges() {
        let insets = UIEdgeInsets(horizontal: 3, vertical: 5)
        #expect(insets == UIEdgeInsets(top: 5, left: 3, bottom: 5, right: 3))
        #expect(insets.horizontal == 6 && insets.vertical == 10)
        #expect(UIEdgeInsets.zero == UIEdgeInsets(all: 0))
    }

    @Test func directionalInsetsSwapLeadingAndTrailingInRightToLeft() {
        let insets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(insets.resolved(for: .leftToRight) == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(insets.resolved(for: .rightToLeft) == UIEdgeInsets(top: 1, left: 4, bottom: 3, right: 2))
        #expect(NSDirectionalEdgeInsets.zero.resolved(for: .rightToLeft) == .zero)
    }
}
