import Foundation
import TesseraGraphics
import Testing

@testable import TesseraLayout
@testable import TesseraUI

/// A label that counts how often its unwrapped intrinsic size is read.
@MainActor
final class CountingLabel: UILabel {
    var intrinsicSizeReads = 0

    override var intrinsicContentSize: CGSize {
        intrinsicSizeReads += 1
        return super.intrinsicContentSize
    }
}

/// Wrapping labels measure at the width they get; when required equalities fix that width, their
/// unwrapped text is never measured (it cannot change the solution), and when they do not, it is.
@MainActor
@Suite struct AutoLayoutWrappingTextTests {
    static let text = "Auto Layout measures wrapping text once it knows the width the label gets from its constraints."

    private func label(_ text: String = Self.text) -> CountingLabel {
        let label = CountingLabel(text: text)
        label.font = .systemFont(ofSize: 17)
        label.numberOfLines = 0
        return label
    }

    private func height(of label: UILabel, at width: CGFloat) -> CGFloat {
        label.sizeThatFits(CGSize(width: width, height: CGFloat.greatestFiniteMagnitude)).height
    }

    /// `label` between the root's edges (inset by 10) at the top.
    private func pinned(_ label: UILabel, width: CGFloat = 220) -> (UIView, trailing: NSLayoutConstraint) {
        let root = AutoLayoutFixture.container(CGSize(width: width, height: 600), label)
        let trailing = label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            trailing,
            label.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        return (root, trailing)
    }

    @Test func aLabelWhoseWidthIsFixedMeasuresOnlyAtThatWidth() {
        let label = label()
        let (root, _) = pinned(label)
        root.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 10, y: 0, width: 200, height: height(of: label, at: 200)))
        #expect(label.textLayout.lineCount > 2)
        #expect(label.intrinsicSizeReads == 0)
        root.frame.size.width = 320
        root.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 10, y: 0, width: 300, height: height(of: label, at: 300)))
        #expect(label.intrinsicSizeReads == 0)
    }

    @Test func newTextInAFixedWidthLabelIsMeasuredOnlyAtItsWidth() {
        let label = label("Short")
        let (root, _) = pinned(label)
        root.layoutIfNeeded()
        label.text = Self.text + " " + Self.text
        root.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 10, y: 0, width: 200, height: height(of: label, at: 200)))
        #expect(label.intrinsicSizeReads == 0)
    }

    @Test func aLabelWhoseWidthIsFreeTakesItsUnwrappedWidth() {
        let label = label("Four short words")
        let root = AutoLayoutFixture.container(CGSize(width: 300, height: 200), label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            label.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -10),
            label.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        let unwrapped = UILabel(text: "Four short words")
        unwrapped.font = label.font
        #expect(label.frame == CGRect(origin: CGPoint(x: 10, y: 0), size: unwrapped.intrinsicContentSize))
        #expect(label.intrinsicSizeReads > 0)
        label.text = Self.text  // too long for one line: wraps at the most the trailing edge allows
        root.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 10, y: 0, width: 280, height: height(of: label, at: 280)))
    }

    @Test func releasingTheConstraintThatFixedTheWidthMeasuresTheUnwrappedText() {
        let label = label("Four short words")
        let (root, trailing) = pinned(label, width: 300)
        root.layoutIfNeeded()
        #expect(label.frame.width == 280)
        #expect(label.intrinsicSizeReads == 0)
        trailing.isActive = false
        label.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -10).isActive = true
        root.layoutIfNeeded()
        let unwrapped = UILabel(text: "Four short words")
        unwrapped.font = label.font
        #expect(label.frame == CGRect(origin: CGPoint(x: 10, y: 0), size: unwrapped.intrinsicContentSize))
        #expect(label.intrinsicSizeReads > 0)
    }

    @Test func requiredHuggingIsMeasuredAsBefore() {
        let label = label("Four short words")
        label.setContentHuggingPriority(.required, for: .horizontal)
        let root = AutoLayoutFixture.container(CGSize(width: 300, height: 200), label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            label.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(label.frame.width == label.intrinsicContentSize.width)
        #expect(label.intrinsicSizeReads > 1)  // the engine's read and this test's
    }

    @Test func aRequiredVerticalCompressionResistanceStillMeasuresOnce() {
        let label = label()
        label.setContentCompressionResistancePriority(.required, for: .vertical)
        let (root, _) = pinned(label)
        root.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 10, y: 0, width: 200, height: height(of: label, at: 200)))
        #expect(label.intrinsicSizeReads == 0)
        #expect(!root.hasAmbiguousLayout)
    }

    @Test func switchingBetweenOneLineAndWrappingKeepsTheFrameRight() {
        let label = label()
        let (root, _) = pinned(label)
        root.layoutIfNeeded()
        let wrapped = height(of: label, at: 200)
        label.numberOfLines = 1
        root.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 10, y: 0, width: 200, height: label.intrinsicContentSize.height))
        #expect(label.frame.height < wrapped)
        label.numberOfLines = 0
        root.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 10, y: 0, width: 200, height: wrapped))
    }

    @Test func aWidthFixedAtTheEndOfALongChainIsRecognised() {
        // 150 links: longer than the rows the engine's solver keeps whole (`dummyCellLimit`, 128).
        let links = (0..<150).map { _ in UIView() }
        let label = label()
        let root = AutoLayoutFixture.container(CGSize(width: 400, height: 600), label)
        for link in links {
            link.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(link)
        }
        var constraints = [links[0].leadingAnchor.constraint(equalTo: root.leadingAnchor)]
        for (previous, next) in zip(links, links.dropFirst()) {
            constraints.append(next.leadingAnchor.constraint(equalTo: previous.trailingAnchor))
        }
        constraints += links.map { $0.widthAnchor.constraint(equalToConstant: 1) }
        constraints += [
            label.leadingAnchor.constraint(equalTo: links[149].trailingAnchor),
            label.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor),
        ]
        NSLayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 150, y: 0, width: 250, height: height(of: label, at: 250)))
        #expect(label.intrinsicSizeReads == 0)
    }

    @Test func diagnosticsShowTheUnwrappedWidth() throws {
        let label = label()
        let (root, _) = pinned(label)
        root.layoutIfNeeded()
        let widths = label.constraintsAffectingLayout(for: .horizontal).filter { $0.kind == .contentSize }
        #expect(!widths.isEmpty)
        let unwrapped = UILabel(text: Self.text)
        unwrapped.font = label.font
        #expect(widths.allSatisfy { $0.constant == unwrapped.intrinsicContentSize.width })
    }

    @Test func fittingAFixedWidthMeasuresTheTextOnce() {
        let card = UIView()
        let body = label()
        body.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(body)
        NSLayoutConstraint.activate([
            body.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
            body.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            body.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
            body.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -12),
        ])
        let size = card.systemLayoutSizeFitting(
            CGSize(width: 240, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 240, height: 12 + height(of: body, at: 208) + 12))
        #expect(body.intrinsicSizeReads == 0)
        let compressed = card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(compressed.width == 16 + body.intrinsicContentSize.width + 16)
    }
}
