import Foundation
import TesseraCore
import TesseraGraphics
import TesseraLayout
import Testing

@testable import TesseraUI

@MainActor
@Suite struct AnchorTests {
    @Test func anchorsAreTypedByAxis() {
        let view = UIView()
        // Relations take an anchor of the same type, so `view.leftAnchor.constraint(equalTo: view.topAnchor)`
        // does not compile; the types themselves differ:
        #expect(type(of: view.leftAnchor) == NSLayoutXAxisAnchor.self)
        #expect(type(of: view.firstBaselineAnchor) == NSLayoutYAxisAnchor.self)
        #expect(type(of: view.widthAnchor) == NSLayoutDimension.self)
        #expect(view.leadingAnchor.attribute == .leading)
        #expect(view.centerYAnchor.description == "UIView.centerY")
    }

    @Test func everyAnchorMapsToItsAttribute() {
        let a = UIView()
        let b = UIView()
        _ = AutoLayoutFixture.container(CGSize(width: 10, height: 10), a, b)
        let pairs: [(NSLayoutConstraint, NSLayoutConstraint.Attribute)] = [
            (a.leftAnchor.constraint(equalTo: b.leftAnchor), .left),
            (a.rightAnchor.constraint(equalTo: b.rightAnchor), .right),
            (a.leadingAnchor.constraint(equalTo: b.leadingAnchor), .leading),
            (a.trailingAnchor.constraint(equalTo: b.trailingAnchor), .trailing),
            (a.centerXAnchor.constraint(equalTo: b.centerXAnchor), .centerX),
            (a.topAnchor.constraint(equalTo: b.topAnchor), .top),
            (a.bottomAnchor.constraint(equalTo: b.bottomAnchor), .bottom),
            (a.centerYAnchor.constraint(equalTo: b.centerYAnchor), .centerY),
            (a.firstBaselineAnchor.constraint(equalTo: b.firstBaselineAnchor), .firstBaseline),
            (a.lastBaselineAnchor.constraint(equalTo: b.lastBaselineAnchor), .lastBaseline),
            (a.widthAnchor.constraint(equalTo: b.widthAnchor), .width),
            (a.heightAnchor.constraint(equalTo: b.heightAnchor), .height),
        ]
        for (constraint, attribute) in pairs {
            #expect(constraint.firstAttribute == attribute && constraint.secondAttribute == attribute)
            #expect(constraint.relation == .equal && constraint.multiplier == 1 && !constraint.isActive)
        }
    }

    @Test func inequalitiesAndDimensionConstants() {
        let view = UIView()
        let root = AutoLayoutFixture.container(CGSize(width: 300, height: 100), view)
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
        let view = UIView()
        let root = AutoLayoutFixture.container(CGSize(width: 300, height: 300), view)
        NSLayoutConstraint.activate([
            view.widthAnchor.constraint(equalTo: view.heightAnchor, multiplier: 16.0 / 9.0),
            view.heightAnchor.constraint(equalToConstant: 90),
            view.leftAnchor.constraint(equalTo: root.leftAnchor),
            view.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(view.frame.size == CGSize(width: 160, height: 90))
    }

    @Test func baselinesAlignTextOfDifferentSizes() throws {
        let big = UILabel(text: "Big")
        let small = UILabel(text: "small")
        big.font = .systemFont(ofSize: 34)
        small.font = .systemFont(ofSize: 13)
        let root = AutoLayoutFixture.container(CGSize(width: 300, height: 100), big, small)
        NSLayoutConstraint.activate([
            big.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            big.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            small.leadingAnchor.constraint(equalTo: big.trailingAnchor, constant: 8),
            small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor),
        ])
        root.layoutIfNeeded()
        let bigBaseline = big.frame.minY + big.textLayout.firstBaseline
        let smallBaseline = small.frame.minY + small.textLayout.firstBaseline
        #expect(abs(bigBaseline - smallBaseline) <= 0.5)
        #expect(small.frame.minY > big.frame.minY + 10)

        big.font = .systemFont(ofSize: 50)  // the baseline constant follows the text
        root.layoutIfNeeded()
        let newBig = big.frame.minY + big.textLayout.firstBaseline
        #expect(abs(newBig - (small.frame.minY + small.textLayout.firstBaseline)) <= 0.5)
    }

    @Test func aViewWithoutTextHasItsBaselineAtTheBottom() {
        let label = AutoLayoutFixture.label("Baseline")
        let box = UIView()
        let root = AutoLayoutFixture.container(CGSize(width: 300, height: 100), label, box)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            box.widthAnchor.constraint(equalToConstant: 20),
            box.heightAnchor.constraint(equalToConstant: 30),
            label.leadingAnchor.constraint(equalTo: box.trailingAnchor),
            label.lastBaselineAnchor.constraint(equalTo: box.lastBaselineAnchor),
        ])
        root.layoutIfNeeded()
        #expect(abs(label.frame.minY + label.textLayout.lastBaseline - 40) <= 0.5)
    }
}
