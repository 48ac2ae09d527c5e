import Foundation
import TesseraCore
import TesseraGraphics
import TesseraLayout
import Testing

/// `NSLayoutXAxisAnchor`, `NSLayoutYAxisAnchor` and `NSLayoutDimension` (LayoutAnchor.swift): the
/// constraints they make and how they solve. Baselines of text are tested with `UILabel` in
/// TesseraUITests (AnchorBaselineTests).
@MainActor
@Suite struct LayoutAnchorTests {
    @Test func relationsCarryConstantMultiplierAndSourceLocation() {
        let a = TestView("a")
        let b = TestView("b")
        let line = #line + 1
        let after = a.leadingAnchor.constraint(greaterThanOrEqualTo: b.trailingAnchor, constant: 8)
        #expect(after.relation == .greaterThanOrEqual && after.constant == 8 && after.multiplier == 1)
        #expect(after.firstItem === a && after.secondItem === b)
        #expect(after.secondAttribute == .trailing)
        #expect(after.file == #fileID && after.line == line)
        let half = a.widthAnchor.constraint(lessThanOrEqualTo: b.widthAnchor, multiplier: 0.5, constant: -4)
        #expect(half.relation == .lessThanOrEqual && half.multiplier == 0.5 && half.constant == -4)
        let fixed = a.heightAnchor.constraint(equalToConstant: 44)
        #expect(fixed.secondItem == nil && fixed.secondAttribute == .notAnAttribute && fixed.constant == 44)
        #expect(b.trailingAnchor.description == "b.trailing")
    }

    @Test func inequalitiesAndDimensionConstants() {
        let view = TestView()
        let root = TestView.container(CGSize(width: 300, height: 100), view)
        root.layoutEngine.logger = Logger(category: "layout", hub: LogHub())  // the conflict below is on purpose
        let atLeast = view.widthAnchor.constraint(greaterThanOrEqualToConstant: 120)
        let atMost = view.heightAnchor.constraint(lessThanOrEqualToConstant: 30)
        let tall = view.heightAnchor.constraint(equalToConstant: 80)
        tall.priority = .defaultHigh
        let narrow = view.widthAnchor.constraint(equalToConstant: 10)
        narrow.priority = .defaultLow
        NSLayoutConstraint.activate([
            atLeast, atMost, tall, narrow,
            view.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor, constant: 20),
            view.topAnchor.constraint(lessThanOrEqualTo: root.topAnchor, constant: 5),
            view.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
        ])
        root.layoutIfNeeded()
        #expect(atLeast.relation == .greaterThanOrEqual && atMost.relation == .lessThanOrEqual)
        #expect(view.frame.size == CGSize(width: 120, height: 30))
        #expect(view.frame.minX == 20)
        // top <= 5 and top == 40 are both required: the later one is broken.
        #expect(view.frame.minY == 5)
    }

    @Test func aWidthMayFollowAHeightForAnAspectRatio() {
        let view = TestView()
        let root = TestView.container(CGSize(width: 300, height: 300), view)
        NSLayoutConstraint.activate([
            view.widthAnchor.constraint(equalTo: view.heightAnchor, multiplier: 16.0 / 9.0),
            view.heightAnchor.constraint(equalToConstant: 90),
            view.leftAnchor.constraint(equalTo: root.leftAnchor),
            view.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(view.frame.size == CGSize(width: 160, height: 90))
    }
}
