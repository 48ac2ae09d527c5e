import TesseraGraphics
import Testing

@Suite struct ColorHexTests {
    @Test func rgbUnpacksEightBitChannelsAndIsOpaque() {
        let color = UIColor(rgb: 0xFF8000)
        #expect(color.red == 1)
        #expect(color.green == 128.0 / 255)
        #expect(color.blue == 0)
        #expect(color.alpha == 1)
    }

    @Test func rgbaPutsAlphaInTheLowestByte() {
        let color = UIColor(rgba: 0x1020_3040)
        #expect(color.red == 16.0 / 255)
        #expect(color.green == 32.0 / 255)
        #expect(color.blue == 48.0 / 255)
        #expect(color.alpha == 64.0 / 255)
    }

    @Test func rgbExtremesAreBlackAndWhite() {
        #expect(UIColor(rgb: 0x000000) == .black)
        #expect(UIColor(rgb: 0xFFFFFF) == .white)
        #expect(UIColor(rgba: 0x0000_0000) == .clear)
    }

    @Test func sixDigitHexWithOrWithoutHashInEitherCase() {
        let expected = UIColor(rgb: 0x3478F6)
        #expect((try? UIColor(parsingHex: "#3478F6")) == expected)
        #expect((try? UIColor(parsingHex: "3478F6")) == expected)
        #expect((try? UIColor(parsingHex: "#3478f6")) == expected)
        #expect((try? UIColor(parsingHex: "3478f6")) == expected)
        #expect((try? UIColor(parsingHex: "#3478F6"))?.alpha == 1)
    }

    @Test func eightDigitHexReadsAlphaLast() {
        #expect((try? UIColor(parsingHex: "#3478F680")) == UIColor(rgba: 0x3478_F680))
        #expect((try? UIColor(parsingHex: "3478f680"))?.alpha == 128.0 / 255)
        #expect((try? UIColor(parsingHex: "#000000FF")) == .black)
        #expect((try? UIColor(parsingHex: "#FFFFFF00")) == UIColor(white: 1, alpha: 0))
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
        #expect((try? UIColor(parsingHex: input)) == nil)
        #expect(throws: UIColor.HexParseError.self) { try UIColor(parsingHex: input) }
    }

    @Test func wrongLengthErrorCarriesTheInputAndDigitCount() {
        #expect(throws: UIColor.HexParseError.wrongLength(input: "#FFF", digitCount: 3)) {
            try UIColor(parsingHex: "#FFF")
        }
        #expect(throws: UIColor.HexParseError.wrongLength(input: "", digitCount: 0)) {
            try UIColor(parsingHex: "")
        }
        #expect(throws: UIColor.HexParseError.wrongLength(input: "123456789", digitCount: 9)) {
            try UIColor(parsingHex: "123456789")
        }
    }

    @Test func invalidCharacterErrorNamesTheFirstOffendingCharacter() {
        #expect(throws: UIColor.HexParseError.invalidCharacter(input: "0xFFFFFF", character: "x")) {
            try UIColor(parsingHex: "0xFFFFFF")
        }
        #expect(throws: UIColor.HexParseError.invalidCharacter(input: "#12 45G", character: " ")) {
            try UIColor(parsingHex: "#12 45G")
        }
        #expect(throws: UIColor.HexParseError.invalidCharacter(input: "##FFFFFF", character: "#")) {
            try UIColor(parsingHex: "##FFFFFF")
        }
    }

    @Test func hexStringOfAnOpaqueColourHasSixUpperCaseDigits() {
        #expect(UIColor(rgb: 0x3478F6).hexString == "#3478F6")
        #expect(UIColor.black.hexString == "#000000")
        #expect(UIColor.white.hexString == "#FFFFFF")
        #expect((try? UIColor(parsingHex: "#abcdef"))?.hexString == "#ABCDEF")
    }

    @Test func hexStringAddsAlphaOnlyWhenItRoundsBelowFullOpacity() {
        #expect(UIColor.black.withAlphaComponent(0.5).hexString == "#00000080")
        #expect(UIColor.clear.hexString == "#00000000")
        #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 0.999).hexString == "#FF0000")
        #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 0.997).hexString == "#FF0000FE")
    }

    @Test func hexStringRoundsEachChannelToTheNearestByte() {
        #expect(UIColor(white: 0.5).hexString == "#808080")
        #expect(UIColor(red: 0.1, green: 0.2, blue: 0.3).hexString == "#1A334D")
    }

    @Test func hexStringRoundTripsEveryPackedValueItWasBuiltFrom() {
        for value: UInt32 in [0x0000_0000, 0x0102_0304, 0x7F80_81FE, 0xDEAD_BEEF, 0xFFFF_FF00, 0x3478_F6FF] {
            let color = UIColor(rgba: value)
            #expect((try? UIColor(parsingHex: color.hexString)) == color)
        }
    }

    @Test func hexStringOfADynamicColourDescribesTheLightVariant() {
        let dynamic = UIColor(light: UIColor(rgb: 0x112233), dark: UIColor(rgb: 0x445566))
        #expect(dynamic.hexString == "#112233")
        #expect(dynamic.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).hexString == "#445566")
    }
}
