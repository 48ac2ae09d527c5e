import Foundation
import TesseraGraphics
import Testing

@testable import TesseraLayout

/// `add { }` composition (`AnchorLayoutComposition`) on a view and on a chain.
@MainActor
@Suite struct AnchorLayoutCompositionTests {
    @Test func addOnAViewBuildsRightAwayAndOnAChainAfterTheParent() {
        let root = TestView.root()
        let avatar = TestView()
        let name = TestView("name", intrinsicSize: CGSize(width: 40, height: 18))
        let profile = TestView().add {
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

        let deferred = TestView()
        let child = TestView()
        let chain = deferred.heightAnchor(20).add { child.edgeAnchors() }
        #expect(child.superview == nil)  // nothing happens before build()
        root.addSubview(deferred)
        chain.topAnchor(100).horizontalAnchor(0).build()
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 0, y: 0, width: 300, height: 20))
    }
}
