import Testing

@testable import TesseraLayout

/// `ConstraintAttributes`: composites expand to single attributes in SnapKit's order.
@Suite struct ConstraintAttributesTests {
    @Test func compositesExpandInSnapKitsOrder() {
        #expect(ConstraintAttributes.edges.layoutAttributes == [.left, .top, .right, .bottom])
        #expect(ConstraintAttributes.directionalEdges.layoutAttributes == [.top, .bottom, .leading, .trailing])
        #expect(ConstraintAttributes.size.layoutAttributes == [.width, .height])
        #expect(ConstraintAttributes.center.layoutAttributes == [.centerX, .centerY])
        #expect(
            ConstraintAttributes.margins.layoutAttributes == [.leftMargin, .rightMargin, .topMargin, .bottomMargin])
        let centers = ConstraintAttributes.centerWithinMargins.layoutAttributes
        #expect(centers == [.centerXWithinMargins, .centerYWithinMargins])
    }

    @Test func chainedSinglesCombineWithoutRepeats() {
        let chained: ConstraintAttributes = [.bottom, .left, .left, .firstBaseline]
        #expect(chained.layoutAttributes == [.left, .bottom, .firstBaseline])
        #expect(ConstraintAttributes.horizontalEdges.union(.verticalEdges) == .edges)
        #expect(ConstraintAttributes().layoutAttributes.isEmpty)
    }
}
