import Foundation
import TesseraGraphics
import Testing

@testable import TesseraLayout

/// `StackingLayout` (behind `HStack`/`VStack`): spaces along the axis, alignment across it, shrink-wrapping.
@MainActor
@Suite struct StackingLayoutTests {
    private func box(_ width: CGFloat, _ height: CGFloat) -> TestView {
        TestView("box", intrinsicSize: CGSize(width: width, height: height))
    }

    private func stack(
        _ axis: NSLayoutConstraint.Axis, @StackingComposition _ content: () -> [StackingItem]
    ) -> TestView {
        let container = TestView("stack")
        StackingLayout.apply(content(), in: container, axis: axis)
        return container
    }

    private func host(_ stack: TestView, width: CGFloat? = nil) -> TestView {
        let root = TestView("root", frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        root.addSubview(stack)
        var builder = stack.leftAnchor(0).topAnchor(0)
        if let width { builder = builder.widthAnchor(width) }
        builder.build()
        root.layoutIfNeeded()
        return root
    }

    @Test func spacesOfNeighboursAddUp() {
        let a = box(40, 20)
        let b = box(30, 20)
        let c = box(20, 20)
        let stack = stack(.horizontal) {
            a.leadingSpace(10).trailingSpace(4)
            b.leadingSpace(8)
            c.leadingSpace(2).trailingSpace(6)
        }
        _ = host(stack)
        #expect(a.frame.minX == 10)
        #expect(b.frame.minX == 62)  // 10 + 40 + (4 + 8)
        #expect(c.frame.minX == 94)  // 62 + 30 + 2
        #expect(stack.frame.size == CGSize(width: 120, height: 20))  // shrink-wrapped: 94 + 20 + 6
    }

    @Test func crossAxisAlignments() {
        let tall = box(10, 60)
        let centred = box(10, 20)
        let top = box(10, 20)
        let bottom = box(10, 20)
        let filled = box(10, 20)
        let custom = box(10, 20)
        let stack = stack(.horizontal) {
            tall
            centred.verticalAlignment(.center)
            top.verticalAlignment(.top(5))
            bottom.verticalAlignment(.bottom(5))
            filled.verticalAlignment(.fill(inset: 10))
            custom.verticalAlignment(.custom(top: 2, bottom: 30))
        }
        _ = host(stack)
        #expect(stack.frame.height == 60)
        #expect(centred.frame.minY == 20)
        #expect(top.frame.minY == 5)
        #expect(bottom.frame.maxY == 55)
        #expect(filled.frame.minY == 10 && filled.frame.height == 40)
        #expect(custom.frame.minY == 2 && custom.frame.maxY == 30)
    }

    @Test func anUnsetEndSpaceLeavesRoomInAWiderStack() {
        let a = box(40, 20)
        let b = box(30, 20)
        let stack = stack(.horizontal) {
            a
            b.leadingSpace(10)
        }
        _ = host(stack, width: 200)
        #expect(stack.frame.width == 200)
        #expect(b.frame == CGRect(x: 50, y: 0, width: 30, height: 20))
    }

    @Test func vStackStacksTopToBottomWithHorizontalAlignment() {
        let title = box(80, 20)
        let body = box(50, 30)
        let footer = box(40, 10)
        let stack = stack(.vertical) {
            title.topSpace(8).horizontalAlignment(.leading(16))
            body.topSpace(4).horizontalAlignment(.center)
            footer.topSpace(6).bottomSpace(8).horizontalAlignment(.trailing(16))
        }
        _ = host(stack, width: 200)
        #expect(title.frame == CGRect(x: 16, y: 8, width: 80, height: 20))
        #expect(body.frame == CGRect(x: 75, y: 32, width: 50, height: 30))
        #expect(footer.frame == CGRect(x: 144, y: 68, width: 40, height: 10))
        #expect(stack.frame.height == 86)
    }

    @Test func chainsInsideAStackAreBuiltAfterStacking() {
        let avatar = TestView()
        let name = TestView("name", intrinsicSize: CGSize(width: 40, height: 18))
        let stack = stack(.horizontal) {
            avatar.sizeAnchor(CGSize(width: 40, height: 40)).leftSpace(12).verticalAlignment(.center)
            name.leftSpace(8).rightSpace(0)
        }
        _ = host(stack, width: 200)
        #expect(avatar.frame == CGRect(x: 12, y: 0, width: 40, height: 40))
        #expect(name.frame.minX == 60 && name.frame.maxX == 200)
        #expect(!name.translatesAutoresizingMaskIntoConstraints)
    }
}
