import Foundation
import TesseraGraphics
import Testing

@testable import TesseraLayout

/// `StackingItem` and `StackingAlignment`: the modifiers record spaces and alignments.
@MainActor
@Suite struct StackingItemTests {
    @Test func modifiersRecordSpacesAndLeftRightAreLeadingTrailing() {
        let view = TestView("view")
        let item = view.leftSpace(4).rightSpace(6.orGreater).topSpace(8)
            .bottomSpace(AnchorValue(2).priority(.defaultLow))
        #expect(item.component.view === view)
        #expect(item.leadingSpace?.constant == 4 && item.trailingSpace?.constant == 6)
        #expect(item.trailingSpace?.relation == .greaterThanOrEqual)
        #expect(item.topSpace?.constant == 8 && item.bottomSpace?.priority == .defaultLow)
        #expect(item.verticalAlignment == nil && item.horizontalAlignment == nil)
    }

    @Test func alignmentsAreKeptPerAxis() {
        let item = TestView().verticalAlignment(.top(3)).horizontalAlignment(.center)
        guard case .leading(let inset) = item.verticalAlignment else {
            Issue.record("top(_:) should be leading(_:)")
            return
        }
        #expect(inset.constant == 3)
        guard case .center = item.horizontalAlignment else {
            Issue.record("expected center")
            return
        }
        guard case .custom(let top, let bottom) = StackingAlignment.custom(top: 1, bottom: 2),
            case .trailing(let end) = StackingAlignment.bottom(5)
        else {
            Issue.record("custom(top:bottom:) and bottom(_:) should map to custom and trailing")
            return
        }
        #expect(top.constant == 1 && bottom.constant == 2 && end.constant == 5)
    }

    @Test func aChainBecomesAnItemThatBuildsItsAnchorsLater() {
        let view = TestView("view")
        let item = view.widthAnchor(20).heightAnchor(10).leadingSpace(3)
        #expect(item.component.view === view && item.leadingSpace?.constant == 3)
        #expect(view.constraintsMentioningItem.isEmpty)  // nothing made before the stack builds it
        let root = TestView.container(CGSize(width: 100, height: 100))
        StackingLayout.apply([item], in: root, axis: .horizontal)
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 3, y: 0, width: 20, height: 100))
    }
}
