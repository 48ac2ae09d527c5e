import Foundation
import TesseraGraphics
import TesseraLayout
import Testing

@testable import TesseraUI

@MainActor
/// `HStack`, `VStack` and `UIView { }` (UIView+Stacking.swift); the stacking rules themselves are
/// tested in TesseraLayoutTests (StackingLayoutTests).
@Suite struct UIViewStackingTests {
    private func root(_ size: CGSize = CGSize(width: 300, height: 200)) -> UIView {
        UIView(frame: CGRect(origin: .zero, size: size))
    }

    @Test func viewInitialiserComposesSubviews() {
        let title = UIView()
        let subtitle = UIView()
        let box = UIView {
            title.topAnchor(0).horizontalAnchor(0).heightAnchor(10)
            subtitle.below(of: title, space: 2).horizontalAnchor(0).heightAnchor(8).bottomAnchor(0)
        }
        let root = root()
        root.addSubview(box)
        box.topAnchor(0).leftAnchor(0).widthAnchor(100).build()
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 0, y: 0, width: 100, height: 20))
        #expect(subtitle.frame == CGRect(x: 0, y: 12, width: 100, height: 8))
    }

    @Test func hStackAndVStackMakeAContainerViewHoldingTheItemsInOrder() {
        let a = SizedView(40, 20)
        let b = SizedView(30, 10)
        let row = HStack {
            a
            b.leadingSpace(5)
        }
        let column = VStack {
            SizedView(10, 10)
            SizedView(10, 10).topSpace(2)
        }
        #expect(row.subviews.map(ObjectIdentifier.init) == [a, b].map(ObjectIdentifier.init))
        let root = root()
        root.addSubview(row)
        root.addSubview(column)
        row.leftAnchor(0).topAnchor(0).build()
        column.leftAnchor(0).topAnchor(50).build()
        root.layoutIfNeeded()
        #expect(row.frame.size == CGSize(width: 75, height: 20))
        #expect(b.frame.minX == 45)
        #expect(column.frame.size == CGSize(width: 10, height: 22))
    }
}
