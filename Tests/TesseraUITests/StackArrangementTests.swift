import Foundation
import TesseraGraphics
import TesseraLayout
import Testing

@testable import TesseraUI

/// `StackArrangement`: the constraints a `UIStackView` makes, by identifier, priority and source.
@MainActor
@Suite struct StackArrangementTests {
    private func constraints(_ stack: UIStackView, _ identifier: String) -> [NSLayoutConstraint] {
        StackArrangement(for: stack).constraints.filter { $0.identifier == identifier }
    }

    @Test func constraintsRecordWhereTheArrangementMadeThem() {
        let stack = UIStackView(arrangedSubviews: [SizedView(10, 10), SizedView(10, 10)])
        stack.updateConstraints()
        let made = stack.arrangementConstraints
        #expect(made.count == 8)  // 2 ends, 1 gap, 2 × 2 cross edges, the canvas fit
        // They used to carry `file: "UIStackView", line: 0`.
        #expect(made.allSatisfy { $0.file == "TesseraUI/StackArrangement.swift" && $0.line > 0 })
    }

    @Test func alignmentsThatLeaveTheCrossLengthFreeHoldItWeakly() {
        for alignment in [UIStackView.Alignment.leading, .center, .trailing] {
            let stack = UIStackView(arrangedSubviews: [SizedView(10, 10), SizedView(10, 10)])
            stack.alignment = alignment
            let suppression = constraints(stack, "TSV-ambiguity-suppression")
            #expect(suppression.count == 2, "\(alignment)")
            #expect(suppression.allSatisfy { $0.priority == StackArrangement.ambiguitySuppressionPriority })
            #expect(suppression.allSatisfy { $0.firstAttribute == .height && $0.secondItem == nil })
        }
        for alignment in [UIStackView.Alignment.fill, .firstBaseline, .lastBaseline] {
            let stack = UIStackView(arrangedSubviews: [SizedView(10, 10)])
            stack.alignment = alignment
            #expect(constraints(stack, "TSV-ambiguity-suppression").isEmpty, "\(alignment)")
        }
    }

    @Test func prioritiesStayBelowTheFittingSizeLevel() {
        #expect(StackArrangement.ambiguitySuppressionPriority.rawValue == 25)
        #expect(StackArrangement.canvasFitPriority.rawValue == 49)
        #expect(StackArrangement.ambiguitySuppressionPriority < StackArrangement.canvasFitPriority)
        #expect(StackArrangement.canvasFitPriority < .fittingSizeLevel)
        let stack = UIStackView(arrangedSubviews: [SizedView(10, 10)])
        stack.axis = .vertical
        let fit = constraints(stack, "TSV-canvas-fit")
        #expect(fit.count == 1 && fit[0].firstItem === stack && fit[0].firstAttribute == .width)
        #expect(fit[0].priority == StackArrangement.canvasFitPriority)
        #expect(constraints(UIStackView(), "TSV-canvas-fit").isEmpty)
    }

    @Test func horizontalBaselinesAlignToTheFirstViewAndFitInside() {
        let a = SizedView(10, 10)
        let b = SizedView(10, 20)
        let c = SizedView(10, 30)
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.alignment = .lastBaseline
        let aligned = constraints(stack, "TSV-alignment")
        #expect(aligned.count == 2)
        #expect(aligned.allSatisfy { $0.firstAttribute == .lastBaseline && $0.secondItem === a })
        #expect(constraints(stack, "TSV-spanning-fit").count == 6)  // both cross edges of each view
    }

    @Test func equalSpacingMakesOneGuidePerGapAllAsLongAsTheFirst() {
        let stack = UIStackView(arrangedSubviews: [SizedView(10, 10), SizedView(10, 10), SizedView(10, 10)])
        stack.distribution = .equalCentering
        let arrangement = StackArrangement(for: stack)
        #expect(arrangement.spacerGuides.count == 2)
        let equal = arrangement.constraints.filter { $0.identifier == "TSV-distributing" }
        #expect(equal.count == 1 && equal[0].secondItem === arrangement.spacerGuides[0])
        #expect(equal[0].priority == .almostRequired)  // equal centring yields to the minimum spacing
        let edges = arrangement.constraints.filter { $0.identifier == "TSV-distributing-edge" }
        #expect(edges.count == 8 && edges[0].secondAttribute == .centerX)
    }
}
