import Testing
import TesseraGraphics

@Suite struct ColorHexTests {
    @Test func rgbUnpacksEightBitChannelsAndIsOpaque() {
        let color = Color(rgb: 0xFF8000)
        #expect(color.red == 1)
        #expect(color.green == 128.0 / 255)
        #expect(color.blue == 0)
        #expect(color.alpha == 1)
    }

    @Test func rgbaPutsAlphaInTheLowestByte() {
        let color = Color(rgba: 0x1020_3040)
        #expect(color.red == 16.0 / 255)
        #expect(color.green == 32.0 / 255)
        #expect(color.blue == 48.0 / 255)
        #expect(color.alpha == 64.0 / 255)
    }

    @Test func rgbExtremesAreBlackAndWhite() {
        #expect(Color(rgb: 0x000000) == .black)
        #expect(Color(rgb: 0xFFFFFF) == .white)
        #expect(Color(rgba: 0x0000_0000) == .clear)
    }

    @Test func sixDigitHexWithOrWithoutHashInEitherCase() {
        let expected = Color(rgb: 0x3478F6)
        #expect(Color(hex: "#3478F6") == expected)
        #expect(Color(hex: "3478F6") == expected)
        #expect(Color(hex: "#3478f6") == expected)
        #expect(Color(hex: "3478f6") == expected)
        #expect(Color(hex: "#3478F6")?.alpha == 1)
    }

    @Test func eightDigitHexReadsAlphaLast() {
        #expect(Color(hex: "#3478F680") == Color(rgba: 0x3478_F680))
        #expect(Color(hex: "3478f680")?.alpha == 128.0 / 255)
        #expect(Color(hex: "#000000FF") == .black)
        #expect(Color(hex: "#FFFFFF00") == Color(white: 1, alpha: 0))
    }

    @Test(arguments: [
        "", "#", "##", "#FFF", "FFF", "#FFFF", "#FFFFF", "#FFFFFFF", "#FFFFFFFFF", "FFFFFFFFFF",
        "#FFFFFFFFFFFFFFFFFFFF",  // would overflow 32 bits
        " #FFFFFF", "#FFFFFF ", "# FFFFFF", "#FF FF FF", "#FFFFFF\n", "\t#FFFFFF",
        "0xFFFFFF", "0XFFFFFF", "#0xFFFFFF", "##FFFFFF", "FFFFFF#",
        "#GGGGGG", "#12345G", "#12345g", "zzzzzz", "#-12345", "+123456", "-FFFFF",
        "#ＦＦＦＦＦＦ",  // full-width Latin letters are hex digits to Unicode but not here
        "＃FFFFFF", "#ÉFFFFF", "#FFFFF\u{301}F", "#١٢٣٤٥٦",
    ])
    func malformedHexIsRejected(_ input: String) {
        #expect(Color(hex: input) == nil)
        #expect(throws: Color.HexParseError.self) { try Color(parsingHex: input) }
    }

    @Test func wrongLengthErrorCarriesTheInputAndDigitCount() {
        #expect(throws: Color.HexParseError.wrongLength(input: "#FFF", digitCount: 3)) {
            try Color(parsingHex: "#FFF")
        }
        #expect(throws: Color.HexParseError.wrongLength(input: "", digitCount: 0)) {
            try Color(parsingHex: "")
        }
        #expect(throws: Color.HexParseError.wrongLength(input: "123456789", digitCount: 9)) {
            try Color(parsingHex: "123456789")
        }
    }

    @Test func invalidCharacterErrorNamesTheFirstOffendingCharacter() {
        #expect(throws: Color.HexParseError.invalidCharacter(input: "0xFFFFFF", character: "x")) {
            try Color(parsingHex: "0xFFFFFF")
        }
        #expect(throws: Color.HexParseError.invalidCharacter(input: "#12 45G", character: " ")) {
            try Color(parsingHex: "#12 45G")
        }
        #expect(throws: Color.HexParseError.invalidCharacter(input: "##FFFFFF", character: "#")) {
            try Color(parsingHex: "##FFFFFF")
        }
    }

    @Test func hexStringOfAnOpaqueColourHasSixUpperCaseDigits() {
        #expect(Color(rgb: 0x3478F6).hexString == "#3478F6")
        #expect(Color.black.hexString == "#000000")
        #expect(Color.white.hexString == "#FFFFFF")
        #expect(Color(hex: "#abcdef")?.hexString == "#ABCDEF")
    }

    @Test func hexStringAddsAlphaOnlyWhenItRoundsBelowFullOpacity() {
        #expect(Color.black.withAlpha(0.5).hexString == "#00000080")
        #expect(Color.clear.hexString == "#00000000")
        #expect(Color(red: 1, green: 0, blue: 0, alpha: 0.999).hexString == "#FF0000")
        #expect(Color(red: 1, green: 0, blue: 0, alpha: 0.997).hexString == "#FF0000FE")
    }

    @Test func hexStringRoundsEachChannelToTheNearestByte() {
        #expect(Color(white: 0.5).hexString == "#808080")
        #expect(Color(red: 0.1, green: 0.2, blue: 0.3).hexString == "#1A334D")
    }

    @Test func hexStringRoundTripsEveryPackedValueItWasBuiltFrom() {
        for value: UInt32 in [0x0000_0000, 0x0102_0304, 0x7F80_81FE, 0xDEAD_BEEF, 0xFFFF_FF00, 0x3478_F6FF] {
            let color = Color(rgba: value)
            #expect(Color(hex: color.hexString) == color)
        }
    }

    @Test func hexStringOfADynamicColourDescribesTheLightVariant() {
        let dynamic = Color(light: Color(rgb: 0x112233), dark: Color(rgb: 0x445566))
        #expect(dynamic.hexString == "#112233")
        #expect(dynamic.resolved(for: .dark).hexString == "#445566")
    }
}
