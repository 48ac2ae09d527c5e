import Foundation
import TesseraGraphics
import Testing

@testable import TesseraLayout

/// `AnchorValue`: bare numbers, `orLess`/`orGreater`, `from`/`to`, multipliers and priorities.
@MainActor
@Suite struct AnchorValueTests {
    @Test func bareNumbersAreInsetsFromTheSuperviewAtPriority999() {
        let root = TestView.root()
        let box = TestView()
        root.addSubview(box)
        let built = box.leftAnchor(24).rightAnchor(24).topAnchor(10).heightAnchor(30).build()
        root.layoutIfNeeded()
        #expect(built === box)
        #expect(!box.translatesAutoresizingMaskIntoConstraints)
        #expect(box.frame == CGRect(x: 24, y: 10, width: 252, height: 30))
        #expect(box.constraintsMentioningItem.allSatisfy { $0.priority == 999 })
        let right = box.constraintsMentioningItem.first { $0.firstAttribute == .right }
        #expect(right?.secondItem === root && right?.constant == -24 && right?.relation == .equal)
        #expect(box.constraintsMentioningItem.first { $0.firstAttribute == .height }?.secondItem == nil)
    }

    @Test func orLessAndOrGreaterRelateTheEdge() {
        let root = TestView.root()
        let box = TestView()
        root.addSubview(box)
        box.leftAnchor(10.orGreater).rightAnchor(24.orLess).topAnchor(0).heightAnchor(10).widthAnchor(500.priority(10))
            .build()
        root.layoutIfNeeded()
        let right = box.constraintsMentioningItem.first { $0.firstAttribute == .right }
        #expect(right?.relation == .lessThanOrEqual && right?.constant == -24)
        #expect(box.constraintsMentioningItem.first { $0.firstAttribute == .left }?.relation == .greaterThanOrEqual)
        #expect(box.frame.minX == 10 && box.frame.maxX == 276)
    }

    @Test func fromIsSpacingFromTheOppositeEdgeAndToIsTheSameEdge() {
        let root = TestView.root()
        let avatar = TestView()
        let name = TestView()
        let header = TestView()
        for view in [avatar, name, header] { root.addSubview(view) }
        header.topAnchor(0).horizontalAnchor(0).heightAnchor(40).build()
        avatar.sizeAnchor(CGSize(width: 40, height: 40)).leftAnchor(16).topAnchor(12.from(header.layout.bottom)).build()
        name.leftAnchor(8.from(avatar).priority(.required)).topAnchor(0.to(avatar)).rightAnchor(0).heightAnchor(20)
            .build()
        root.layoutIfNeeded()
        #expect(avatar.frame == CGRect(x: 16, y: 52, width: 40, height: 40))
        #expect(name.frame == CGRect(x: 64, y: 52, width: 236, height: 20))
        #expect(name.constraintsMentioningItem.first { $0.firstAttribute == .left }?.priority == .required)
    }

    @Test func theMultiplierIsApplied() {
        let root = TestView.root()
        let box = TestView()
        root.addSubview(box)
        box.widthAnchor(AnchorValue(10).to(root).multiplied(by: 0.5))
            .heightAnchor(0.to(root).multiplied(by: 0.25))
            .leftAnchor(0).topAnchor(0).build()
        root.layoutIfNeeded()
        #expect(box.frame.size == CGSize(width: 160, height: 50))
    }

    @Test func centreOffsetsAreKept() {
        let root = TestView.root()
        let box = TestView()
        root.addSubview(box)
        box.centerXAnchor(10).centerYAnchor(-20).sizeAnchor(20).build()
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 150, y: 70, width: 20, height: 20))
    }
}
