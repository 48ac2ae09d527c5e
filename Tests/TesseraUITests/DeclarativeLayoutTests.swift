import Foundation
import TesseraGraphics
import TesseraLayout
import Testing

@testable import TesseraUI

@MainActor
@Suite struct DeclarativeLayoutTests {
    private func root(_ size: CGSize = CGSize(width: 300, height: 200)) -> UIView {
        UIView(frame: CGRect(origin: .zero, size: size))
    }

    @Test func bareNumbersAreInsetsFromTheSuperviewAtPriority999() {
        let root = root()
        let box = UIView()
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
        let root = root()
        let box = UIView()
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
        let root = root()
        let avatar = UIView()
        let name = UIView()
        let header = UIView()
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
        let root = root()
        let box = UIView()
        root.addSubview(box)
        box.widthAnchor(AnchorValue(10).to(root).multiplied(by: 0.5))
            .heightAnchor(0.to(root).multiplied(by: 0.25))
            .leftAnchor(0).topAnchor(0).build()
        root.layoutIfNeeded()
        #expect(box.frame.size == CGSize(width: 160, height: 50))
    }

    @Test func centreOffsetsAreKept() {
        let root = root()
        let box = UIView()
        root.addSubview(box)
        box.centerXAnchor(10).centerYAnchor(-20).sizeAnchor(20).build()
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 150, y: 70, width: 20, height: 20))
    }

    @Test func aWidthInsetIsNotDoubled() {
        let root = root()
        let box = UIView()
        let other = UIView()
        root.addSubview(box)
        root.addSubview(other)
        box.horizontalAnchor(16).verticalAnchor(0).build()  // each side once: 300 − 32
        other.widthAnchor(AnchorValue(-20).to(root)).leftAnchor(0).topAnchor(0).heightAnchor(1).build()
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 16, y: 0, width: 268, height: 200))
        #expect(other.frame.width == 280)
    }

    @Test func aspectRatioIsWidthOverHeight() {
        let root = root()
        let box = UIView()
        root.addSubview(box)
        box.heightAnchor(50).aspectRatioAnchor(2).leftAnchor(0).topAnchor(0).build()
        root.layoutIfNeeded()
        #expect(box.frame.size == CGSize(width: 100, height: 50))
    }

    @Test func edgesAndRelativePlacement() {
        let root = root()
        let card = UIView()
        let top = UIView()
        let bottom = UIView()
        let left = UIView()
        let right = UIView()
        for view in [card, top, bottom, left, right] { root.addSubview(view) }
        card.edgeAnchors(insets: UIEdgeInsets(top: 80, left: 100, bottom: 80, right: 100)).build()
        top.above(of: card, space: 4).centerXAnchor(0.to(card)).sizeAnchor(10).build()
        bottom.below(of: card, space: 4).centerXAnchor(0.to(card)).sizeAnchor(10).build()
        left.before(of: card, space: 4).centerYAnchor(0.to(card)).sizeAnchor(10).build()
        right.after(of: card, space: 4).centerYAnchor(0.to(card)).sizeAnchor(10).build()
        let filling = UIView()
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
        let root = root()
        let header = UIView()
        let box = UIView()
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

    @Test func addOnAViewBuildsRightAwayAndOnAChainAfterTheParent() {
        let root = root()
        let avatar = UIView()
        let name = UILabel(text: "Name")
        name.font = .systemFont(ofSize: 15)
        let profile = UIView().add {
            avatar.sizeAnchor(CGSize(width: 40, height: 40)).leftAnchor(16).verticalAnchor(0)
            name.leftAnchor(8.from(avatar).priority(.required)).rightAnchor(0).centerYAnchor()
        }
        #expect(profile.subviews.map(ObjectIdentifier.init) == [avatar, name].map(ObjectIdentifier.init))
        #expect(avatar.constraintsMentioningItem.count == 6)  // its five, and the name's spacing from it
        root.addSubview(profile)
        profile.topAnchor(10).horizontalAnchor(0).build()
        root.layoutIfNeeded()
        #expect(profile.frame == CGRect(x: 0, y: 10, width: 300, height: 40))
        #expect(name.frame.minX == 64)

        let deferred = UIView()
        let child = UIView()
        let chain = deferred.heightAnchor(20).add { child.edgeAnchors() }
        #expect(child.superview == nil)  // nothing happens before build()
        root.addSubview(deferred)
        chain.topAnchor(100).horizontalAnchor(0).build()
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 0, y: 0, width: 300, height: 20))
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

    @Test func chainsRememberWhereTheyStarted() {
        let root = root()
        let box = UIView()
        root.addSubview(box)
        let line = #line + 1
        box.widthAnchor(10).heightAnchor(10).build()
        #expect(box.constraintsMentioningItem.allSatisfy { $0.file == #fileID && $0.line == line })
    }
}
