import Foundation
import TesseraGraphics
import TesseraLayout
import Testing

@testable import TesseraUI

@MainActor
@Suite struct SnapKitDSLTests {
    private func root(_ children: UIView..., size: CGSize = CGSize(width: 300, height: 200)) -> UIView {
        let root = UIView(frame: CGRect(origin: .zero, size: size))
        children.forEach(root.addSubview)
        return root
    }

    @Test func edgesInsetMovesEveryEdgeInward() {
        let box = UIView()
        let root = root(box)
        box.layout.makeConstraints { make in make.edges.equalToSuperview().inset(16) }
        root.layoutIfNeeded()
        #expect(!box.translatesAutoresizingMaskIntoConstraints)
        #expect(box.frame == CGRect(x: 16, y: 16, width: 268, height: 168))
        let constants = box.layout.constraints[0].layoutConstraints.map { "\($0.firstAttribute) \($0.constant)" }
        #expect(constants == ["left 16.0", "top 16.0", "right -16.0", "bottom -16.0"])
    }

    @Test func perEdgeInsetsKeepTheirSigns() {
        let box = UIView()
        let root = root(box)
        box.layout.makeConstraints { make in
            make.edges.equalToSuperview().inset(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        }
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 2, y: 1, width: 294, height: 196))
    }

    @Test func insetOnCentreAndSizeFollowsSnapKit() {
        let reference = UIView()
        let box = UIView()
        let root = root(reference, box)
        reference.layout.makeConstraints { make in
            make.left.top.equalToSuperview()
            make.size.equalTo(CGSize(width: 100, height: 60))
        }
        box.layout.makeConstraints { make in
            // width: −(left + right); centre: (left − right) / 2.
            make.width.equalTo(reference).inset(UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 20))
            make.centerX.equalTo(reference).inset(UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 20))
            make.height.equalTo(reference).inset(5)
            make.centerY.equalTo(reference).inset(5)
        }
        root.layoutIfNeeded()
        // centerX = 50 + (10 − 20) / 2 = 45, width = 100 − 30 = 70.
        #expect(box.frame == CGRect(x: 10, y: 5, width: 70, height: 50))
    }

    @Test func theInsetSignComesFromTheTargetAttribute() {
        let header = UIView()
        let body = UIView()
        let root = root(header, body)
        header.layout.makeConstraints { make in
            make.top.left.right.equalToSuperview()
            make.height.equalTo(40)
        }
        body.layout.makeConstraints { make in
            make.top.equalTo(header.layout.bottom).inset(8)  // a bottom target: the inset is −8
            make.left.right.equalToSuperview()
            make.height.equalTo(20)
        }
        root.layoutIfNeeded()
        #expect(body.frame.minY == 32)
        body.layout.remakeConstraints { make in
            make.top.equalTo(header.layout.bottom).offset(8)  // offset is the raw constant
            make.left.right.equalToSuperview()
            make.height.equalTo(20)
        }
        root.layoutIfNeeded()
        #expect(body.frame.minY == 48)
    }

    @Test func numbersRelateToTheSuperviewExceptForSizes() {
        let box = UIView()
        let root = root(box)
        box.layout.makeConstraints { make in
            make.left.equalTo(20)
            make.top.equalTo(30)
            make.width.equalTo(50)
            make.height.equalTo(40.5)
        }
        root.layoutIfNeeded()
        // Frames snap to the pixel grid (scale 1 outside a window): 30…70.5 becomes 30…71.
        #expect(box.frame == CGRect(x: 20, y: 30, width: 50, height: 41))
        let width = box.layout.constraints[2].layoutConstraints[0]
        #expect(width.secondItem == nil && width.secondAttribute == .notAnAttribute)
        #expect(box.layout.constraints[0].layoutConstraints[0].secondItem === root)
    }

    @Test func sizeAndCenterTakeSizesAndPoints() {
        let box = UIView()
        let root = root(box)
        box.layout.makeConstraints { make in
            make.size.equalTo(CGSize(width: 80, height: 40))
            make.center.equalToSuperview().offset(10)
        }
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 120, y: 90, width: 80, height: 40))
        box.layout.remakeConstraints { make in
            make.size.equalTo(CGSize(width: 80, height: 40))
            // a point: x to centerX, y to centerY (from the superview's left/top)
            make.center.equalTo(CGPoint(x: 50, y: 60))
        }
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 10, y: 40, width: 80, height: 40))
    }

    @Test func multipliedByDividedByAndInequalities() {
        let box = UIView()
        let other = UIView()
        let root = root(box, other)
        box.layout.makeConstraints { make in
            make.left.top.equalToSuperview()
            make.width.equalToSuperview().multipliedBy(0.5)
            make.height.equalToSuperview().dividedBy(4)
        }
        other.layout.makeConstraints { make in
            make.left.greaterThanOrEqualTo(box.layout.right).offset(10)
            make.top.equalToSuperview()
            make.width.lessThanOrEqualTo(30)
            make.width.equalTo(200).priority(.low)
            make.height.greaterThanOrEqualToSuperview().dividedBy(2)
            make.height.lessThanOrEqualToSuperview()
            make.height.equalTo(0).priority(.medium)
        }
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 0, y: 0, width: 150, height: 50))
        #expect(other.frame.size == CGSize(width: 30, height: 100))
        #expect(other.frame.minX >= 160)
        #expect(other.layout.constraints[3].layoutConstraints[0].priority == 250)
    }

    @Test func labelsBecomeIdentifiersAndDescriptions() {
        let box = UIView()
        let root = root(box)
        let line = #line + 2
        box.layout.makeConstraints { make in
            make.top.equalToSuperview().inset(4).labeled("banner.top")
            make.left.right.bottom.equalToSuperview()
        }
        root.layoutIfNeeded()
        let top = box.layout.constraints[0]
        #expect(top.label == "banner.top")
        #expect(top.layoutConstraints[0].identifier == "banner.top")
        #expect(top.description == "banner.top: UIView.top == UIView.top + 4 (\(#fileID):\(line - 1))")
    }

    @Test func directionalEdgesAndInsetsFollowTheLayoutDirection() {
        for direction in [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft] {
            let window = UIWindow(device: .iPhoneSE, traits: UITraitCollection(layoutDirection: direction))
            let screen = UIView()
            window.rootView = screen
            let box = UIView()
            screen.addSubview(box)
            box.layout.makeConstraints { make in
                make.directionalHorizontalEdges.equalToSuperview().inset(
                    NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 30))
                make.top.equalToSuperview()
                make.height.equalTo(10)
            }
            window.layoutIfNeeded()
            let expected = direction == .leftToRight ? CGFloat(10) : 30
            #expect(box.frame == CGRect(x: expected, y: 0, width: 335, height: 10), "\(direction)")
        }
    }

    @Test func edgesToMarginsPairsEachEdgeWithItsMargin() {
        let box = UIView()
        let root = root(box)
        root.layoutMargins = UIEdgeInsets(top: 4, left: 12, bottom: 6, right: 14)
        box.layout.makeConstraints { make in make.edges.equalTo(root.layout.margins) }
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 12, y: 4, width: 274, height: 190))
        #expect(
            box.layout.constraints[0].layoutConstraints.map(\.secondAttribute)
                == [.leftMargin, .topMargin, .rightMargin, .bottomMargin])
    }

    @Test func updateChangesOnlyConstants() throws {
        let box = UIView()
        let root = root(box)
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

    @Test func updateWithoutAMatchThrowsAClearError() {
        let box = UIView()
        _ = root(box)
        box.layout.makeConstraints { make in make.width.equalTo(50) }
        #expect(throws: ConstraintUpdateError.self) {
            try box.layout.updateConstraints { make in make.width.equalTo(60).priority(.high) }  // another priority
        }
        do {
            try box.layout.updateConstraints { make in make.height.equalTo(60) }
            Issue.record("expected an error")
        } catch {
            #expect(error.description.contains("UIView.height == 60"))
            #expect(error.description.contains("found no existing constraint made by the DSL"))
        }
        #expect(box.layout.constraints.count == 1)
        #expect(box.constraintsMentioningItem.count == 1)  // nothing was activated
    }

    @Test func updateWithNothingMadeYetMakes() throws {
        let box = UIView()
        _ = root(box)
        try box.layout.updateConstraints { make in make.width.equalTo(60) }
        #expect(box.layout.constraints.count == 1)
    }

    @Test func remakeAndRemoveTouchOnlyWhatTheDSLMade() {
        let box = UIView()
        let root = root(box)
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
        let box = UIView()
        let root = root(box)
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

    @Test func handlesUpdateOffsetsInsetsAndPriorities() {
        let box = UIView()
        let root = root(box)
        var left: ConstraintHandle?
        var width: ConstraintHandle?
        box.layout.makeConstraints { make in
            left = make.left.equalToSuperview().constraint
            make.top.equalToSuperview()
            width = make.width.equalTo(50).priority(.medium).constraint
            make.height.equalTo(10)
        }
        left?.update(offset: 40)
        root.layoutIfNeeded()
        #expect(box.frame.minX == 40)
        left?.update(inset: UIEdgeInsets(top: 0, left: 12, bottom: 0, right: 0))
        width?.update(priority: .high)
        width?.update(offset: 90)
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 12, y: 0, width: 90, height: 10))
        #expect(width?.layoutConstraints[0].priority == .high)
        width?.deactivate()
        width?.update(priority: .required)
        width?.activate()
        #expect(width?.layoutConstraints[0].priority == .required)
    }

    @Test func updatingAnActiveConstraintFromRequiredToOptionalStopsWithAdvice() async {
        // It was skipped without a word, leaving the constraint required.
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let box = UIView()
                let root = UIView()
                root.addSubview(box)
                var width: ConstraintHandle?
                box.layout.makeConstraints { make in width = make.width.equalTo(50).constraint }
                width?.update(priority: .high)
            }
        }
    }

    @Test func guidesAndAnchorsAreTargetsToo() {
        let box = UIView()
        let window = UIWindow(device: .iPhone15)
        let screen = UIView()
        window.rootView = screen
        screen.addSubview(box)
        box.layout.makeConstraints { make in
            make.top.equalTo(screen.safeAreaLayoutGuide)
            make.bottom.equalToSuperview { $0.safeAreaLayoutGuide }
            make.leading.equalTo(screen.leadingAnchor).offset(4)
            make.width.equalTo(screen.safeAreaLayoutGuide.layout.width).dividedBy(2)
        }
        window.layoutIfNeeded()
        #expect(box.frame.origin == CGPoint(x: 4, y: 59) && box.frame.height == 759)
        #expect(abs(box.frame.width - 196.5) <= 1.0 / 3)  // snapped to the 1/3-point grid of a 3× screen
    }
}
