import Foundation
import TesseraCore
import Testing

@Suite struct DurationConversionTests {
    @Test func timeIntervalIsSecondsWithTheFraction() {
        #expect(Duration.milliseconds(1_500).timeInterval == 1.5)
        #expect(Duration.seconds(-2).timeInterval == -2)
        #expect(Duration.zero.timeInterval == 0)
    }

    @Test func millisecondsRoundUpSoAShortWaitIsNotAPoll() {
        #expect(Duration.nanoseconds(1).millisecondsRoundedUp == 1)
        #expect(Duration.milliseconds(16).millisecondsRoundedUp == 16)
        #expect(Duration.microseconds(16_001).millisecondsRoundedUp == 17)
        #expect(Duration.seconds(-1).millisecondsRoundedUp == 0)
        #expect(Duration.zero.millisecondsRoundedUp == 0)
    }
}
