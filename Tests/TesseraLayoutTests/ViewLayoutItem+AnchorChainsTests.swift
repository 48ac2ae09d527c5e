import Foundation
import TesseraGraphics
import Testing

@testable import TesseraLayout

/// The chain starts on every view (ViewLayoutItem+AnchorChains.swift): each begins an
/// `AnchorLayoutBuilder` with one declaration and the caller's source location.
@MainActor
@Suite struct ViewLayoutItemAnchorChainsTests {
    @Test func everyStartDeclaresItsAnchor() {
        let view = TestView("view")
        let other = TestView("other")
        let starts: [(AnchorLayoutBuilder<TestView>, NSLayoutConstraint.Attribute)] = [
            (view.leftAnchor(1), .left), (view.rightAnchor(1), .right), (view.topAnchor(1), .top),
            (view.bottomAnchor(1), .bottom), (view.leadingAnchor(1), .leading), (view.trailingAnchor(1), .trailing),
            (view.centerXAnchor(), .centerX), (view.centerYAnchor(), .centerY), (view.widthAnchor(1), .width),
            (view.heightAnchor(1), .height), (view.below(of: other), .top), (view.above(of: other), .bottom),
            (view.after(of: other), .leading), (view.before(of: other), .trailing),
        ]
        for (builder, attribute) in starts {
            #expect(builder.item === view)
            guard builder.declarations.count == 1, case .anchor(let declared, _) = builder.declarations[0] else {
                Issue.record("\(attribute): expected one anchor declaration")
                continue
            }
            #expect(declared == attribute)
        }
    }

    @Test func aChainKeepsTheLineItStartedOn() {
        let view = TestView("view")
        let line = #line + 1
        let builder = view.anchorLayout().widthAnchor(10)
        #expect(builder.file == #fileID && builder.line == line)
        #expect(view.aspectRatioAnchor(2).declarations.count == 1)
        #expect(view.layout { _ in }.declarations.count == 1)
    }

    @Test func addOnAViewAddsAndBuildsAtOnce() {
        let parent = TestView("parent", frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let child = TestView("child")
        let returned = parent.add { child.edgeAnchors(insets: UIEdgeInsets(all: 5)) }
        #expect(returned === parent && child.superview === parent)
        parent.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 5, y: 5, width: 40, height: 40))
    }
}
