import TesseraLayout
import Testing

@testable import TesseraUI

/// `StackAxisAttributes`: the attributes a stack constrains, named by their role along its axis.
@Suite struct StackAxisAttributesTests {
    @Test func horizontalRunsLeadingToTrailingAndCrossesTopToBottom() {
        let row = StackAxisAttributes(.horizontal)
        #expect([row.start, row.end, row.length, row.center] == [.leading, .trailing, .width, .centerX])
        #expect(
            [row.crossStart, row.crossEnd, row.crossCenter, row.crossLength] == [.top, .bottom, .centerY, .height])
    }

    @Test func verticalIsTheOtherWayRound() {
        let column = StackAxisAttributes(.vertical)
        #expect([column.start, column.end, column.length, column.center] == [.top, .bottom, .height, .centerY])
        #expect(
            [column.crossStart, column.crossEnd, column.crossCenter, column.crossLength]
                == [.leading, .trailing, .centerX, .width])
    }
}
