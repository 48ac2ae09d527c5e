import Foundation
import TesseraGraphics
import Testing

@testable import TesseraLayout
@testable import TesseraUI

/// A view with a settable intrinsic size, to test hugging and compression without text.
@MainActor
final class SizedView: UIView {
    var size = CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) {
        didSet { invalidateIntrinsicContentSize() }
    }

    convenience init(_ width: CGFloat, _ height: CGFloat) {
        self.init()
        size = CGSize(width: width, height: height)
    }

    override var intrinsicContentSize: CGSize { size }
}

@MainActor
@Suite struct AutoLayoutIntrinsicSizeTests {
    /// Two views side by side between the container's edges: `a.leading = 0`, `b.leading = a.trailing`,
    /// `b.trailing = width`.
    private func row(_ a: UIView, _ b: UIView, width: CGFloat) -> UIView {
        let root = AutoLayoutFixture.container(CGSize(width: width, height: 50), a, b)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            b.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        return root
    }

    @Test func aViewTakesItsIntrinsicSizeWhenNothingElseDecides() {
        let view = SizedView(120, 30)
        let root = AutoLayoutFixture.container(CGSize(width: 300, height: 200), view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            view.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        ])
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 10, y: 10, width: 120, height: 30))
        #expect(!view.hasAmbiguousLayout)
    }

    @Test func theLowerHuggingPriorityGrowsWhenThereIsExtraSpace() {
        let a = SizedView(50, 20)
        let b = SizedView(50, 20)
        a.setContentHuggingPriority(251, for: .horizontal)
        let root = row(a, b, width: 300)
        root.layoutIfNeeded()
        #expect(a.frame.width == 50)
        #expect(b.frame == CGRect(x: 50, y: 0, width: 250, height: 20))
        #expect(a.contentHuggingPriority(for: .horizontal) == 251)
        #expect(b.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(b.contentHuggingPriority(for: .vertical) == 250)
    }

    @Test func theLowerCompressionResistanceShrinksWhenSpaceIsShort() {
        let a = SizedView(200, 20)
        let b = SizedView(200, 20)
        b.setContentCompressionResistancePriority(749, for: .horizontal)
        let root = row(a, b, width: 300)
        root.layoutIfNeeded()
        #expect(a.frame.width == 200)
        #expect(b.frame.width == 100)
        #expect(a.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)
        b.setContentCompressionResistancePriority(751, for: .horizontal)
        root.layoutIfNeeded()
        #expect(a.frame.width == 100)
        #expect(b.frame.width == 200)
    }

    @Test func requiredCompressionResistanceIsAHardMinimum() {
        let view = SizedView(80, 20)
        view.setContentCompressionResistancePriority(.required, for: .horizontal)
        let root = AutoLayoutFixture.container(CGSize(width: 300, height: 50), view)
        let narrow = view.widthAnchor.constraint(equalToConstant: 40)
        narrow.priority = 999
        NSLayoutConstraint.activate([
            narrow, view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            view.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(view.frame.width == 80)
    }

    @Test func invalidatingTheIntrinsicSizeUpdatesTheLayout() throws {
        let view = SizedView(50, 20)
        let root = AutoLayoutFixture.container(CGSize(width: 300, height: 200), view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            view.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        let engine = root.layoutEngine
        let count = engine.solver.constraintCount
        view.size = CGSize(width: 70, height: 25)  // invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        #expect(view.frame.size == CGSize(width: 70, height: 25))
        #expect(engine.solver.constraintCount == count)
        view.size = CGSize(width: UIView.noIntrinsicMetric, height: 25)  // the width loses its metric
        let width = view.widthAnchor.constraint(equalToConstant: 33)
        width.isActive = true
        root.layoutIfNeeded()
        #expect(view.frame.size == CGSize(width: 33, height: 25))
    }

    @Test func aLabelIsAsWideAsItsTextAndChangesWithIt() {
        let label = AutoLayoutFixture.label("Hello")
        let root = AutoLayoutFixture.container(CGSize(width: 300, height: 100), label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 8),
        ])
        root.layoutIfNeeded()
        let short = label.intrinsicContentSize
        #expect(label.frame == CGRect(origin: CGPoint(x: 8, y: 8), size: short))
        label.text = "Hello, constraints"
        root.layoutIfNeeded()
        #expect(label.frame.width == label.intrinsicContentSize.width)
        #expect(label.frame.width > short.width)
    }

    @Test func aMultiLineLabelWrapsAtTheWidthItIsGiven() {
        let text = "Auto Layout measures wrapping text again once it knows the width the label gets."
        let label = AutoLayoutFixture.label(text, lines: 0)
        let root = AutoLayoutFixture.container(CGSize(width: 200, height: 400), label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        let expected = label.sizeThatFits(CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude)).height
        #expect(label.frame == CGRect(x: 0, y: 0, width: 200, height: expected))
        #expect(label.textLayout.lineCount > 1)
        root.frame.size.width = 300  // the root translates: its new width reaches the label
        root.layoutIfNeeded()
        #expect(
            label.frame.height == label.sizeThatFits(CGSize(width: 300, height: CGFloat.greatestFiniteMagnitude)).height
        )
    }

    @Test func systemLayoutSizeFittingCompressesAroundTheContent() {
        let card = UIView()
        let title = AutoLayoutFixture.label("Title")
        let body = AutoLayoutFixture.label("A body long enough to wrap onto several lines at this width.", lines: 0)
        for label in [title, body] {
            label.translatesAutoresizingMaskIntoConstraints = false
            card.addSubview(label)
        }
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
            title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
            body.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            body.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
            body.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -12),
        ])
        let size = card.systemLayoutSizeFitting(
            CGSize(width: 240, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        let bodyHeight = body.sizeThatFits(CGSize(width: 208, height: CGFloat.greatestFiniteMagnitude)).height
        #expect(size.width == 240)
        #expect(size.height == 12 + title.intrinsicContentSize.height + 4 + bodyHeight + 12)
        #expect(card.frame == .zero)  // fitting does not touch the view
        let compressed = title.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(compressed == title.intrinsicContentSize)
    }

    @Test func systemLayoutSizeFittingExpandsToTheLargestTheConstraintsAllow() {
        let panel = UIView()
        let box = SizedView(40, 20)
        box.translatesAutoresizingMaskIntoConstraints = false
        panel.addSubview(box)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 10),
            box.topAnchor.constraint(equalTo: panel.topAnchor, constant: 10),
            panel.widthAnchor.constraint(lessThanOrEqualToConstant: 200),
            panel.bottomAnchor.constraint(equalTo: box.bottomAnchor, constant: 10),
        ])
        let expanded = panel.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize)
        #expect(expanded == CGSize(width: 200, height: 40))
        let fixedWidth = panel.systemLayoutSizeFitting(
            CGSize(width: 120, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(fixedWidth == CGSize(width: 120, height: 40))
    }
}
