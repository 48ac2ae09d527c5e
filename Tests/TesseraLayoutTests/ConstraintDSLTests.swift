import Foundation
import TesseraGraphics
import Testing

@testable import TesseraLayout

/// `view.layout` (`ConstraintDSL`): making, updating, remaking and removing what the DSL made.
@MainActor
@Suite struct ConstraintDSLTests {
    @Test func targetsNameTheirAttributes() {
        let view = TestView("view")
        let expected: [(ConstraintItem, [NSLayoutConstraint.Attribute])] = [
            (view.layout.left, [.left]), (view.layout.trailing, [.trailing]),
            (view.layout.firstBaseline, [.firstBaseline]),
            (view.layout.horizontalEdges, [.left, .right]), (view.layout.size, [.width, .height]),
            (view.layout.directionalMargins, [.topMargin, .bottomMargin, .leadingMargin, .trailingMargin]),
        ]
        for (target, attributes) in expected {
            #expect(target.item === view && target.attributes.layoutAttributes == attributes)
        }
        #expect(view.layout.constraints.isEmpty)
    }

    @Test func updateChangesOnlyConstants() throws {
        let box = TestView()
        let root = TestView.root(box)
        let manual = box.heightAnchor.constraint(equalToConstant: 10)
        manual.isActive = true
        box.layout.makeConstraints { make in
            make.left.equalToSuperview().offset(5)
            make.top.equalToSuperview()
            make.width.equalTo(50)
        }
        let before = box.layout.constraints.flatMap(\.layoutConstraints).map(ObjectIdentifier.init)
        try box.layout.updateConstraints { make in
            make.left.equalToSuperview().offset(25)
            make.width.equalTo(70)
        }
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 25, y: 0, width: 70, height: 10))
        #expect(box.layout.constraints.flatMap(\.layoutConstraints).map(ObjectIdentifier.init) == before)
        #expect(box.layout.constraints.count == 3)
        #expect(manual.isActive)
    }

    @Test func updateWithNothingMadeYetMakes() throws {
        let box = TestView()
        _ = TestView.root(box)
        try box.layout.updateConstraints { make in make.width.equalTo(60) }
        #expect(box.layout.constraints.count == 1)
    }

    @Test func remakeAndRemoveTouchOnlyWhatTheDSLMade() {
        let box = TestView()
        let root = TestView.root(box)
        let manual = box.heightAnchor.constraint(equalToConstant: 10)
        manual.isActive = true
        box.layout.makeConstraints { make in
            make.left.top.equalToSuperview()
            make.width.equalTo(50)
        }
        box.layout.remakeConstraints { make in
            make.right.bottom.equalToSuperview()
            make.width.equalTo(80)
        }
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 220, y: 190, width: 80, height: 10))
        #expect(box.constraintsMentioningItem.count == 4)
        box.layout.removeConstraints()
        #expect(box.layout.constraints.isEmpty)
        #expect(box.constraintsMentioningItem.map(ObjectIdentifier.init) == [ObjectIdentifier(manual)])
    }

    @Test func preparedConstraintsSwitchLayoutsOnAndOff() {
        let box = TestView()
        let root = TestView.root(box)
        box.layout.makeConstraints { make in
            make.top.equalToSuperview()
            make.size.equalTo(CGSize(width: 40, height: 40))
        }
        let leading = box.layout.prepareConstraints { make in make.left.equalToSuperview().inset(10) }
        let trailing = box.layout.prepareConstraints { make in make.right.equalToSuperview().inset(10) }
        #expect(leading.allSatisfy { !$0.isActive })
        leading.forEach { $0.activate() }
        root.layoutIfNeeded()
        #expect(box.frame.minX == 10)
        leading.forEach { $0.deactivate() }
        trailing.forEach { $0.activate() }
        root.layoutIfNeeded()
        #expect(box.frame.minX == 250)
        #expect(box.layout.constraints.count == 3)
    }
}
