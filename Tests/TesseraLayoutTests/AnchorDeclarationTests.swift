import Foundation
import TesseraGraphics
import Testing

@testable import TesseraLayout

/// `AnchorDeclaration`: how one chain declaration becomes a constraint.
@MainActor
@Suite struct AnchorDeclarationTests {
    @Test func anEndEdgeInsetIsNegatedAndRelatesToTheSuperview() {
        let root = TestView.container(CGSize(width: 100, height: 100))
        let box = TestView("box")
        root.addSubview(box)
        let right = AnchorDeclaration.constraint(box, .right, AnchorValue(12), file: "F", line: 7)
        #expect(right.secondItem === root && right.secondAttribute == .right)
        #expect(right.constant == -12 && right.relation == .equal && right.priority == .almostRequired)
        #expect(right.file == "F" && right.line == 7)
        let left = AnchorDeclaration.constraint(box, .left, AnchorValue(12), file: "F", line: 7)
        #expect(left.constant == 12)
    }

    @Test func fromTakesTheOppositeEdgeButNotForCentresOrSizes() {
        let root = TestView.container()
        let a = TestView("a")
        let b = TestView("b")
        root.addSubview(a)
        root.addSubview(b)
        let spaced = AnchorDeclaration.constraint(a, .leading, AnchorValue(8).from(b), file: "", line: 0)
        #expect(spaced.secondItem === b && spaced.secondAttribute == .trailing)
        let centred = AnchorDeclaration.constraint(a, .centerY, AnchorValue(0).from(b), file: "", line: 0)
        #expect(centred.secondAttribute == .centerY)
        let wide = AnchorDeclaration.constraint(a, .width, AnchorValue(0).from(b).multiplied(by: 2), file: "", line: 0)
        #expect(wide.secondAttribute == .width && wide.multiplier == 2)
        let explicit = AnchorDeclaration.constraint(a, .top, AnchorValue(4).to(b.bottomAnchor), file: "", line: 0)
        #expect(explicit.secondAttribute == .bottom && explicit.constant == 4)
    }

    @Test func aBareSizeHasNoSecondItemAndIgnoresTheMultiplier() {
        let box = TestView("box")
        let width = AnchorDeclaration.constraint(box, .width, AnchorValue(30).multiplied(by: 3), file: "", line: 0)
        #expect(width.secondItem == nil && width.secondAttribute == .notAnAttribute)
        #expect(width.constant == 30 && width.multiplier == 1)
    }

    @Test func anAspectRatioIsWidthOverHeightOfTheItemItself() {
        let box = TestView("box")
        let made = AnchorDeclaration.aspectRatio(1.5, .defaultHigh).constraints(for: box, file: "", line: 0)
        #expect(made.count == 1)
        #expect(made[0].firstAttribute == .width && made[0].secondAttribute == .height)
        #expect(made[0].secondItem === box && made[0].multiplier == 1.5 && made[0].priority == .defaultHigh)
        #expect(AnchorDeclaration.maker({ _ in }, file: "", line: 0).constraints(for: box, file: "", line: 0).isEmpty)
    }

    @Test func oppositeSwapsEdgesAndKeepsTheRest() {
        let pairs: [(NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute)] = [
            (.left, .right), (.right, .left), (.top, .bottom), (.bottom, .top), (.leading, .trailing),
            (.trailing, .leading), (.width, .width), (.centerX, .centerX),
        ]
        for (attribute, expected) in pairs { #expect(AnchorDeclaration.opposite(of: attribute) == expected) }
    }
}
