import Foundation
import TesseraServices
import Testing

@Suite struct LocalizedStringsTests {
    func fixture(_ name: String) throws -> Data {
        let url = try #require(
            Bundle.module.url(forResource: name, withExtension: "strings", subdirectory: "Fixtures/LiveReload"))
        return try Data(contentsOf: url)
    }

    @Test func fixtureParsesWithCommentsEscapesBareWordsAndMultiLineValues() throws {
        let strings = try LocalizedStrings(data: fixture("Localizable"))
        #expect(strings.count == 9)
        #expect(strings["journal.title"] == "Journal")
        #expect(strings["journal.empty"] == "No entries yet.\nTap + to write one.")
        #expect(strings["quote"] == #"She said "hi" \ waved"#)
        #expect(strings["tabbed"] == "a\tb")
        #expect(strings["cafe"] == "Café")
        #expect(strings["smile"] == "😀")
        #expect(strings["settings.title"] == "Settings")
        #expect(strings["multi"] == "first\nsecond")
        #expect(strings["after.multi"] == "line 13")
    }

    @Test func missingKeyFallsBackToTheKey() throws {
        let strings = try LocalizedStrings(parsing: #""a" = "b";"#)
        #expect(strings["missing.key"] == "missing.key")
        #expect(strings.value(forKey: "missing.key") == nil)
        #expect(strings.value(forKey: "a") == "b")
    }

    @Test func emptyAndCommentOnlyFilesGiveEmptyTables() throws {
        #expect(try LocalizedStrings(parsing: "").count == 0)
        #expect(try LocalizedStrings(parsing: "  // nothing\n/* still nothing */\n").count == 0)
    }

    @Test func utf16WithByteOrderMarkAndUTF8WithBOMDecode() throws {
        let text = "\"title\" = \"Tagebuch\";"
        var littleEndian = Data([0xFF, 0xFE])
        for unit in text.utf16 { littleEndian.append(contentsOf: [UInt8(unit & 0xFF), UInt8(unit >> 8)]) }
        var bigEndian = Data([0xFE, 0xFF])
        for unit in text.utf16 { bigEndian.append(contentsOf: [UInt8(unit >> 8), UInt8(unit & 0xFF)]) }
        let utf8WithMark = Data([0xEF, 0xBB, 0xBF]) + Data(text.utf8)
        for data in [littleEndian, bigEndian, utf8WithMark] {
            #expect(try LocalizedStrings(data: data)["title"] == "Tagebuch")
        }
    }

    @Test func invalidBytesAreAnEncodingError() {
        #expect(throws: StringsFileError.invalidEncoding) {
            try LocalizedStrings(data: Data([0x22, 0xC3, 0x28, 0x22]))
        }
        #expect(throws: StringsFileError.invalidEncoding) { try LocalizedStrings(data: Data([0xFF, 0xFE, 0x41])) }
    }

    @Test func unterminatedStringAtTheEndReportsTheLineItOpened() throws {
        #expect(throws: StringsFileError.unterminatedString(line: 3)) {
            try LocalizedStrings(data: fixture("Localizable-unterminated"))
        }
    }

    @Test func unclosedQuoteInTheMiddleSwallowsTheNewlineAndFailsAtTheNextLine() {
        // Strings may span lines, so the quote closes at the start of line 2 and `next` is not `;`.
        let text = "\"a\" = \"open;\n\"next\" = \"value\";\n"
        #expect(throws: StringsFileError.expectedSemicolon(line: 2, found: "'n'")) {
            try LocalizedStrings(parsing: text)
        }
    }

    @Test func unterminatedCommentReportsWhereItOpened() {
        #expect(throws: StringsFileError.unterminatedComment(line: 2)) {
            try LocalizedStrings(parsing: "\"a\" = \"b\";\n/* open\n\"c\" = \"d\";\n")
        }
    }

    @Test func missingEqualsSemicolonKeyOrValueCarryTheLine() {
        #expect(throws: StringsFileError.expectedEquals(line: 2, found: #""value""#)) {
            try LocalizedStrings(parsing: "\"a\" = \"b\";\n\"key\" \"value\";")
        }
        #expect(throws: StringsFileError.expectedSemicolon(line: 1, found: "end of file")) {
            try LocalizedStrings(parsing: "\"a\" = \"b\"")
        }
        #expect(throws: StringsFileError.expectedSemicolon(line: 3, found: #""c""#)) {
            try LocalizedStrings(parsing: "\n\n\"a\" = \"b\"\n\"c\" = \"d\";")
        }
        #expect(throws: StringsFileError.expectedValue(line: 1, found: "';'")) {
            try LocalizedStrings(parsing: "\"a\" = ;")
        }
        #expect(throws: StringsFileError.expectedKey(line: 1, found: "'='")) {
            try LocalizedStrings(parsing: "= \"b\";")
        }
    }

    @Test func badEscapesAreRejected() {
        #expect(throws: StringsFileError.invalidEscape(line: 1, sequence: #"\q"#)) {
            try LocalizedStrings(parsing: #""a" = "\q";"#)
        }
        #expect(throws: StringsFileError.invalidEscape(line: 1, sequence: #"\U12"#)) {
            try LocalizedStrings(parsing: #""a" = "\U12";"#)
        }
        #expect(throws: StringsFileError.invalidEscape(line: 1, sequence: #"\UD83D"#)) {
            try LocalizedStrings(parsing: #""a" = "\UD83Dx";"#)
        }
        #expect(throws: StringsFileError.invalidEscape(line: 1, sequence: #"\UDE00"#)) {
            try LocalizedStrings(parsing: #""a" = "\UDE00";"#)
        }
    }

    @Test func duplicateKeyNamesBothLines() {
        #expect(throws: StringsFileError.duplicateKey("a", line: 3, firstLine: 1)) {
            try LocalizedStrings(parsing: "\"a\" = \"1\";\n\"b\" = \"2\";\n\"a\" = \"3\";")
        }
    }

    @Test func errorLinesAreExposed() {
        #expect(StringsFileError.expectedEquals(line: 7, found: "x").line == 7)
        #expect(StringsFileError.invalidEncoding.line == nil)
        #expect(
            StringsFileError.duplicateKey("k", line: 4, firstLine: 2).description
                == #"line 4: key "k" already defined on line 2"#)
    }
}
