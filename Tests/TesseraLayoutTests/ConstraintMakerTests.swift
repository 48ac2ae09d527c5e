import Foundation
import TesseraGraphics
import Testing

@testable import TesseraLayout

/// `ConstraintMaker` (SnapKit's `makeConstraints`): attributes, targets, insets, offsets, multipliers.
@MainActor
@Suite struct ConstraintMakerTests {
    @Test func edgesInsetMovesEveryEdgeInward() {
        let box = TestView()
        let root = TestView.root(box)
        box.layout.makeConstraints { make in make.edges.equalToSuperview().inset(16) }
        root.layoutIfNeeded()
        #expect(!box.translatesAutoresizingMaskIntoConstraints)
        #expect(box.frame == CGRect(x: 16, y: 16, width: 268, height: 168))
        let constants = box.layout.constraints[0].layoutConstraints.map { "\($0.firstAttribute) \($0.constant)" }
        #expect(constants == ["left 16.0", "top 16.0", "right -16.0", "bottom -16.0"])
    }

    @Test func perEdgeInsetsKeepTheirSigns() {
        let box = TestView()
        let root = TestView.root(box)
        box.layout.makeConstraints { make in
            make.edges.equalToSuperview().inset(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        }
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 2, y: 1, width: 294, height: 196))
    }

    @Test func insetOnCentreAndSizeFollowsSnapKit() {
        let reference = TestView()
        let box = TestView()
        let root = TestView.root(reference, box)
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
        let header = TestView()
        let body = TestView()
        let root = TestView.root(header, body)
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
        let box = TestView()
        let root = TestView.root(box)
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
        let box = TestView()
        let root = TestView.root(box)
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
        let box = TestView()
        let other = TestView()
        let root = TestView.root(box, other)
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

    @Test func edgesToMarginsPairsEachEdgeWithItsMargin() {
        let box = TestView()
        let root = TestView.root(box)
        root.layoutMargins = UIEdgeInsets(top: 4, left: 12, bottom: 6, right: 14)
        box.layout.makeConstraints { make in make.edges.equalTo(root.layout.margins) }
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 12, y: 4, width: 274, height: 190))
        #expect(
            box.layout.constraints[0].layoutConstraints.map(\.secondAttribute)
                == [.leftMargin, .topMargin, .rightMargin, .bottomMargin])
    }
}
