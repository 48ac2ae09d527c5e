import Foundation
import TesseraGraphics
import Testing

@testable import TesseraLayout

/// `ConstraintDescription`: one `makeConstraints` line turned into `NSLayoutConstraint`s.
@MainActor
@Suite struct ConstraintDescriptionTests {
    private func description(
        _ item: TestView, _ attributes: ConstraintAttributes, line: Int = 1
    ) -> ConstraintDescription {
        ConstraintDescription(item: item, attributes: attributes, file: "Layout.swift", line: line)
    }

    @Test func noHandleUntilARelationIsGivenThenTheSameOne() throws {
        let box = TestView("box")
        let line = description(box, .width)
        #expect(line.handle == nil)
        line.relation = .greaterThanOrEqual
        line.constant = .value(20)
        line.priority = .defaultHigh
        line.label = "minimum"
        let handle = try #require(line.handle)
        #expect(line.handle === handle)
        let made = handle.layoutConstraints
        #expect(made.count == 1 && made[0].relation == .greaterThanOrEqual && made[0].constant == 20)
        #expect(made[0].secondItem == nil && made[0].priority == .defaultHigh && made[0].identifier == "minimum")
        #expect(made[0].file == "Layout.swift" && made[0].line == 1)
    }

    @Test func aBareCentreRelatesToTheSuperviewsStartEdge() throws {
        let box = TestView("box")
        let root = TestView.container(CGSize(width: 100, height: 100), box)
        let line = description(box, .center)
        line.relation = .equal
        line.constant = .point(CGPoint(x: 30, y: 40))
        let made = try #require(line.handle).layoutConstraints
        #expect(made.map(\.secondAttribute) == [.left, .top])
        #expect(made.allSatisfy { $0.secondItem === root })
        #expect(made.map(\.constant) == [30, 40])
    }

    @Test func edgesToMarginsPairEachEdgeWithItsMargin() throws {
        let box = TestView("box")
        let other = TestView("other")
        let root = TestView.container(CGSize(width: 100, height: 100), box, other)
        let line = description(box, .edges)
        line.relation = .equal
        line.targetItem = other
        line.targetAttributes = .margins
        let made = try #require(line.handle).layoutConstraints
        #expect(made.map(\.firstAttribute) == [.left, .top, .right, .bottom])
        #expect(made.map(\.secondAttribute) == [.leftMargin, .topMargin, .rightMargin, .bottomMargin])
        #expect(made.allSatisfy { $0.secondItem === other && box.parentLayoutView === root })
    }

    @Test func insetsFollowTheItemsLayoutDirection() throws {
        let box = TestView("box")
        let root = TestView.container(CGSize(width: 100, height: 100), box)
        box.traitCollection = UITraitCollection(layoutDirection: .rightToLeft)
        let line = description(box, .directionalHorizontalEdges)
        line.relation = .equal
        line.constant = .insets(UIEdgeInsets(top: 0, left: 3, bottom: 0, right: 7))
        let made = try #require(line.handle).layoutConstraints
        #expect(made.map(\.firstAttribute) == [.leading, .trailing])
        #expect(made.map(\.constant) == [7, -3])  // leading takes the right inset in right-to-left
        #expect(made.allSatisfy { $0.secondItem === root })
    }
}
