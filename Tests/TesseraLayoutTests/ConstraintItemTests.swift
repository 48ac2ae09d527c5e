import Foundation
import TesseraGraphics
import Testing

@testable import TesseraLayout

/// `ConstraintItem`: another item's attributes as a `layout` DSL target (`other.layout.bottom`).
@MainActor
@Suite struct ConstraintItemTests {
    @Test func anItemsAttributesBecomeTheTarget() {
        let other = TestView("other")
        let target = other.layout.bottom.constraintTarget
        #expect(target.item === other && target.attributes == .bottom && target.constant == nil)
        #expect(other.layout.edges.constraintTarget.attributes == .edges)
    }

    @Test func relatingToAnotherItemsEdgeSolves() {
        let header = TestView("header")
        let body = TestView("body")
        let root = TestView.container(CGSize(width: 200, height: 200), header, body)
        header.layout.makeConstraints { make in
            make.top.left.right.equalToSuperview()
            make.height.equalTo(30)
        }
        body.layout.makeConstraints { make in
            make.top.equalTo(header.layout.bottom).offset(10)
            make.left.equalTo(header.layout.centerX)
            make.right.bottom.equalToSuperview()
        }
        root.layoutIfNeeded()
        #expect(body.frame == CGRect(x: 100, y: 40, width: 100, height: 160))
    }
}
