import Testing

@testable import TesseraCore

/// The digit rules shared by `UIColor(parsingHex:)` and `HexColor(parsing:)`.
struct HexColorDigitsTests {
    @Test func sixDigitsAreOpaqueAndEightCarryAlpha() throws {
        #expect(try HexColorDigits.rgba("3478f6") == 0x3478_F6FF)
        #expect(try HexColorDigits.rgba("3478F680") == 0x3478_F680)
        #expect(try HexColorDigits.rgba("000000") == 0x0000_00FF)
    }

    @Test func theFirstNonDigitIsReportedBeforeTheLength() {
        #expect(throws: HexColorDigits.Failure.invalidCharacter(" ")) { try HexColorDigits.rgba("3478F6 ") }
        #expect(throws: HexColorDigits.Failure.invalidCharacter("#")) { try HexColorDigits.rgba("#FFFFFF") }
        // Full-width digits are hex digits to Character but not ASCII.
        #expect(throws: HexColorDigits.Failure.invalidCharacter("１")) { try HexColorDigits.rgba("１23456") }
    }

    @Test func otherLengthsAreRejectedWithTheirCount() {
        #expect(throws: HexColorDigits.Failure.wrongLength(3)) { try HexColorDigits.rgba("FFF") }
        #expect(throws: HexColorDigits.Failure.wrongLength(0)) { try HexColorDigits.rgba("") }
        #expect(throws: HexColorDigits.Failure.wrongLength(9)) { try HexColorDigits.rgba("123456789") }
    }
}
