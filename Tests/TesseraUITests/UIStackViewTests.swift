import Foundation
import TesseraGraphics
import TesseraLayout
import Testing

@testable import TesseraUI

@MainActor
@Suite struct UIStackViewTests {
    /// A stack pinned inside a root of `size` at (0, 0), or only positioned when `size` is nil.
    private func host(_ stack: UIStackView, width: CGFloat? = 300, height: CGFloat? = 100) -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        var constraints = [
            stack.leftAnchor.constraint(equalTo: root.leftAnchor), stack.topAnchor.constraint(equalTo: root.topAnchor),
        ]
        if let width { constraints.append(stack.widthAnchor.constraint(equalToConstant: width)) }
        if let height { constraints.append(stack.heightAnchor.constraint(equalToConstant: height)) }
        NSLayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        return root
    }

    @Test func fillGivesTheExtraRoomToTheLowestHugging() {
        let a = SizedView(50, 20)
        let b = SizedView(60, 20)
        let c = SizedView(40, 20)
        b.setContentHuggingPriority(200, for: .horizontal)
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.spacing = 10
        _ = host(stack)
        #expect(a.frame == CGRect(x: 0, y: 0, width: 50, height: 100))
        #expect(b.frame == CGRect(x: 60, y: 0, width: 190, height: 100))
        #expect(c.frame == CGRect(x: 260, y: 0, width: 40, height: 100))
        #expect(a.superview === stack && !a.translatesAutoresizingMaskIntoConstraints)
    }

    @Test func fillTakesMissingRoomFromTheLowestCompressionResistance() {
        let a = SizedView(200, 20)
        let b = SizedView(200, 20)
        a.setContentCompressionResistancePriority(700, for: .horizontal)
        let stack = UIStackView(arrangedSubviews: [a, b])
        _ = host(stack)
        #expect(a.frame.width == 100 && b.frame.width == 200)
    }

    @Test func fillEquallyAndFillProportionally() {
        let a = SizedView(10, 20)
        let b = SizedView(30, 20)
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.distribution = .fillEqually
        stack.spacing = 20
        let root = host(stack)
        #expect(a.frame.width == 140 && b.frame == CGRect(x: 160, y: 0, width: 140, height: 100))
        stack.distribution = .fillProportionally
        root.layoutIfNeeded()
        #expect(a.frame.width == 70 && b.frame.width == 210)  // 280 split 1 : 3
    }

    @Test func equalSpacingAndEqualCentering() {
        let a = SizedView(20, 20)
        let b = SizedView(40, 20)
        let c = SizedView(60, 20)
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.distribution = .equalSpacing
        stack.spacing = 5
        let root = host(stack)
        #expect(a.frame.minX == 0 && c.frame.maxX == 300)
        #expect(b.frame.minX - a.frame.maxX == 90 && c.frame.minX - b.frame.maxX == 90)
        #expect(b.frame.width == 40)
        stack.distribution = .equalCentering
        root.layoutIfNeeded()
        #expect(b.frame.midX - a.frame.midX == c.frame.midX - b.frame.midX)
        #expect(a.frame.minX == 0 && c.frame.maxX == 300)
    }

    @Test func crossAxisAlignments() {
        let a = SizedView(20, 20)
        let b = SizedView(20, 40)
        let stack = UIStackView(arrangedSubviews: [a, b])
        let root = host(stack)
        let expectations: [(UIStackView.Alignment, CGFloat, CGFloat)] = [
            (.fill, 0, 100), (.top, 0, 20), (.center, 40, 20), (.bottom, 80, 20),
        ]
        for (alignment, y, height) in expectations {
            stack.alignment = alignment
            root.layoutIfNeeded()
            #expect(a.frame.minY == y && a.frame.height == height, "\(alignment)")
        }
    }

    @Test func firstAndLastBaselineAlignment() {
        let big = AutoLayoutFixture.label("Big")
        let small = AutoLayoutFixture.label("small")
        big.font = .systemFont(ofSize: 30)
        small.font = .systemFont(ofSize: 12)
        let stack = UIStackView(arrangedSubviews: [big, small])
        stack.alignment = .firstBaseline
        stack.spacing = 4
        let root = host(stack, width: nil, height: nil)
        let bigBaseline = big.frame.minY + big.textLayout.firstBaseline
        #expect(abs(bigBaseline - (small.frame.minY + small.textLayout.firstBaseline)) <= 0.5)
        #expect(stack.frame.height == big.frame.height)  // shrink-wrapped to the tallest
        stack.alignment = .lastBaseline
        root.layoutIfNeeded()
        #expect(
            abs(big.frame.minY + big.textLayout.lastBaseline - small.frame.minY - small.textLayout.lastBaseline) <= 0.5)
    }

    @Test func customSpacingAfterAView() {
        let a = SizedView(10, 10)
        let b = SizedView(10, 10)
        let c = SizedView(10, 10)
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.spacing = 4
        stack.setCustomSpacing(20, after: a)
        let root = host(stack, width: nil, height: nil)
        #expect(b.frame.minX == 30 && c.frame.minX == 44)
        #expect(stack.customSpacing(after: a) == 20)
        #expect(stack.customSpacing(after: b) == UIStackView.spacingUseDefault)
        stack.setCustomSpacing(UIStackView.spacingUseDefault, after: a)
        root.layoutIfNeeded()
        #expect(b.frame.minX == 14)
        #expect(stack.frame.size == CGSize(width: 38, height: 10))
    }

    @Test func hiddenViewsCollapseAndComeBack() {
        let a = SizedView(10, 10)
        let b = SizedView(20, 10)
        let c = SizedView(30, 10)
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.spacing = 5
        let root = host(stack, width: nil, height: nil)
        #expect(stack.frame.width == 70)
        b.isHidden = true
        root.layoutIfNeeded()
        #expect(c.frame.minX == 15)
        #expect(stack.frame.width == 45)
        #expect(b.frame.width == 0)
        b.isHidden = false
        root.layoutIfNeeded()
        #expect(c.frame.minX == 40)
    }

    @Test func verticalStacksWithMarginsAndBaselineRelativeSpacing() {
        let title = AutoLayoutFixture.label("Title")
        let body = AutoLayoutFixture.label("Body")
        let stack = UIStackView(arrangedSubviews: [title, body])
        stack.axis = .vertical
        stack.alignment = .leading
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 12, bottom: 10, trailing: 12)
        stack.spacing = 6
        let root = host(stack, width: 200, height: nil)
        #expect(title.frame.origin == CGPoint(x: 12, y: 10))
        #expect(body.frame.minY == title.frame.maxY + 6)
        #expect(stack.frame.height == body.frame.maxY + 10)
        stack.isBaselineRelativeArrangement = true
        stack.spacing = 24
        root.layoutIfNeeded()
        let gap = (body.frame.minY + body.textLayout.firstBaseline) - (title.frame.minY + title.textLayout.lastBaseline)
        #expect(abs(gap - 24) <= 0.5)
    }

    @Test func removingAnArrangedViewKeepsItAsASubview() {
        let a = SizedView(10, 10)
        let b = SizedView(10, 10)
        let stack = UIStackView(arrangedSubviews: [a, b])
        let root = host(stack, width: nil, height: nil)
        stack.removeArrangedSubview(a)
        root.layoutIfNeeded()
        #expect(stack.arrangedSubviews.count == 1 && a.superview === stack)
        #expect(b.frame.minX == 0)
        b.removeFromSuperview()
        #expect(stack.arrangedSubviews.isEmpty)
        stack.insertArrangedSubview(b, at: 5)
        stack.insertArrangedSubview(a, at: 0)
        root.layoutIfNeeded()
        #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == [a, b].map(ObjectIdentifier.init))
        #expect(b.frame.minX == 10)
        #expect(stack.constraints.contains { $0.identifier == "TSV-canvas-connection" })
    }
}
