import Foundation
import TesseraGraphics
import TesseraLayout
import Testing

/// The anchors every layout item has (LayoutItem+Anchors.swift).
@MainActor
@Suite struct LayoutItemAnchorsTests {
    @Test func anchorsAreTypedByAxis() {
        let view = TestView()
        // Relations take an anchor of the same type, so `view.leftAnchor.constraint(equalTo: view.topAnchor)`
        // does not compile; the types themselves differ:
        #expect(type(of: view.leftAnchor) == NSLayoutXAxisAnchor.self)
        #expect(type(of: view.firstBaselineAnchor) == NSLayoutYAxisAnchor.self)
        #expect(type(of: view.widthAnchor) == NSLayoutDimension.self)
        #expect(view.leadingAnchor.attribute == .leading)
        #expect(view.centerYAnchor.description == "TestView.centerY")
    }

    @Test func everyAnchorMapsToItsAttribute() {
        let a = TestView()
        let b = TestView()
        _ = TestView.container(CGSize(width: 10, height: 10), a, b)
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

    @Test func aGuideHasTheSameAnchorsAsAView() {
        let root = TestView.container(CGSize(width: 200, height: 100))
        let guide = UILayoutGuide(identifier: "half")
        root.addLayoutGuide(guide)
        let view = TestView()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        NSLayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            guide.topAnchor.constraint(equalTo: root.topAnchor),
            guide.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
            guide.heightAnchor.constraint(equalTo: root.heightAnchor),
            view.centerXAnchor.constraint(equalTo: guide.centerXAnchor),
            view.centerYAnchor.constraint(equalTo: guide.centerYAnchor),
            view.widthAnchor.constraint(equalToConstant: 20),
            view.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(guide.leadingAnchor.attribute == .leading && guide.heightAnchor.attribute == .height)
        #expect(view.frame == CGRect(x: 40, y: 45, width: 20, height: 10))
    }
}
