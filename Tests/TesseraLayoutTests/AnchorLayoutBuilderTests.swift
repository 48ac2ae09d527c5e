import Foundation
import TesseraGraphics
import Testing

@testable import TesseraLayout

/// `AnchorLayoutBuilder`: composite anchors, relative placement, SnapKit lines and `build()`.
@MainActor
@Suite struct AnchorLayoutBuilderTests {
    @Test func aWidthInsetIsNotDoubled() {
        let root = TestView.root()
        let box = TestView()
        let other = TestView()
        root.addSubview(box)
        root.addSubview(other)
        box.horizontalAnchor(16).verticalAnchor(0).build()  // each side once: 300 − 32
        other.widthAnchor(AnchorValue(-20).to(root)).leftAnchor(0).topAnchor(0).heightAnchor(1).build()
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 16, y: 0, width: 268, height: 200))
        #expect(other.frame.width == 280)
    }

    @Test func aspectRatioIsWidthOverHeight() {
        let root = TestView.root()
        let box = TestView()
        root.addSubview(box)
        box.heightAnchor(50).aspectRatioAnchor(2).leftAnchor(0).topAnchor(0).build()
        root.layoutIfNeeded()
        #expect(box.frame.size == CGSize(width: 100, height: 50))
    }

    @Test func edgesAndRelativePlacement() {
        let root = TestView.root()
        let card = TestView()
        let top = TestView()
        let bottom = TestView()
        let left = TestView()
        let right = TestView()
        for view in [card, top, bottom, left, right] { root.addSubview(view) }
        card.edgeAnchors(insets: UIEdgeInsets(top: 80, left: 100, bottom: 80, right: 100)).build()
        top.above(of: card, space: 4).centerXAnchor(0.to(card)).sizeAnchor(10).build()
        bottom.below(of: card, space: 4).centerXAnchor(0.to(card)).sizeAnchor(10).build()
        left.before(of: card, space: 4).centerYAnchor(0.to(card)).sizeAnchor(10).build()
        right.after(of: card, space: 4).centerYAnchor(0.to(card)).sizeAnchor(10).build()
        let filling = TestView()
        card.addSubview(filling)
        filling.edgeAnchors(insets: UIEdgeInsets(all: 5), to: card).build()
        root.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 100, y: 80, width: 100, height: 40))
        #expect(top.frame == CGRect(x: 145, y: 66, width: 10, height: 10))
        #expect(bottom.frame == CGRect(x: 145, y: 124, width: 10, height: 10))
        #expect(left.frame == CGRect(x: 86, y: 95, width: 10, height: 10))
        #expect(right.frame == CGRect(x: 204, y: 95, width: 10, height: 10))
        #expect(filling.frame == CGRect(x: 5, y: 5, width: 90, height: 30))
    }

    @Test func snapKitLinesMixIntoAChain() {
        let root = TestView.root()
        let header = TestView()
        let box = TestView()
        root.addSubview(header)
        root.addSubview(box)
        header.topAnchor(0).horizontalAnchor(0).heightAnchor(30).build()
        box.heightAnchor(0).layout { make in
            make.top.equalTo(header.layout.bottom).offset(16)
            make.left.right.equalToSuperview().inset(14)
        }.build()
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 14, y: 46, width: 272, height: 0))
        #expect(box.layout.constraints.count == 2)
    }

    @Test func chainsRememberWhereTheyStarted() {
        let root = TestView.root()
        let box = TestView()
        root.addSubview(box)
        let line = #line + 1
        box.widthAnchor(10).heightAnchor(10).build()
        #expect(box.constraintsMentioningItem.allSatisfy { $0.file == #fileID && $0.line == line })
    }
}
