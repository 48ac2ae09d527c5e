import Foundation
import TesseraServices
import Testing

@Suite struct ThemeDocumentTests {
    func fixture(_ name: String) throws -> Data {
        let url = try #require(
            Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Fixtures/LiveReload"))
        return try Data(contentsOf: url)
    }

    func decode(_ json: String) throws(ThemeDocumentError) -> ThemeDocument {
        try ThemeDocument(jsonData: Data(json.utf8))
    }

    @Test func fixtureDecodesEveryFormOfColourAndTheMetrics() throws {
        let theme = try ThemeDocument(jsonData: fixture("theme"))
        #expect(theme.name == "Journal Sunset")
        #expect(theme.colors.tint == ThemeColor(light: HexColor(rgba: 0xE859_0CFF), dark: HexColor(rgba: 0xFF8A_4CFF)))
        #expect(theme.colors.separator == ThemeColor(HexColor(rgba: 0x3C3C_4349)))
        #expect(theme.colors.label == ThemeColor(HexColor(rgba: 0x1C1C_1EFF)))  // dark defaults to light
        #expect(theme.colors.groupedBackground?.dark == HexColor(rgba: 0x0000_00FF))
        #expect(theme.colors.background == nil)
        #expect(
            theme.metrics == ThemeDocument.Metrics(cornerRadius: 12, spacing: 8, layoutMargin: 16, borderWidth: 0.5))
    }

    @Test func emptyObjectIsAnEmptyTheme() throws {
        #expect(try decode("{}") == ThemeDocument())
    }

    @Test func encodingRoundTripsAndWritesSharedColoursAsOneString() throws {
        let theme = try ThemeDocument(jsonData: fixture("theme"))
        let data = theme.jsonData()
        #expect(try ThemeDocument(jsonData: data) == theme)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains(##""separator" : "#3C3C4349""##))
        #expect(text.contains(##""light" : "#E8590C""##))
    }

    @Test func misspeltRoleIsAnUnknownKeyWithItsPath() throws {
        #expect(throws: ThemeDocumentError.unknownKey(path: "colors.backgroud")) {
            try ThemeDocument(jsonData: fixture("theme-misspelt-role"))
        }
        #expect(throws: ThemeDocumentError.unknownKey(path: "colours")) { try decode(##"{"colours": {}}"##) }
        #expect(throws: ThemeDocumentError.unknownKey(path: "colors.tint.dim")) {
            try decode(##"{"colors": {"tint": {"light": "#000000", "dim": "#111111"}}}"##)
        }
        #expect(throws: ThemeDocumentError.unknownKey(path: "metrics.radius")) {
            try decode(##"{"metrics": {"radius": 4}}"##)
        }
    }

    @Test func badColourStringsNameTheRoleAndAppearance() throws {
        #expect(throws: ThemeDocumentError.invalidColor(path: "colors.tint.dark", value: "#FF8A4")) {
            try ThemeDocument(jsonData: fixture("theme-bad-color"))
        }
        #expect(throws: ThemeDocumentError.invalidColor(path: "colors.tint", value: "E8590C")) {
            try decode(##"{"colors": {"tint": "E8590C"}}"##)
        }
        #expect(throws: ThemeDocumentError.invalidColor(path: "colors.label.light", value: "#GG0000")) {
            try decode(##"{"colors": {"label": {"light": "#GG0000"}}}"##)
        }
    }

    @Test func colourObjectWithoutLightIsRefused() {
        #expect(throws: ThemeDocumentError.wrongType(path: "colors.tint.light", expected: ##"a "#RRGGBB" string"##)) {
            try decode(##"{"colors": {"tint": {"dark": "#000000"}}}"##)
        }
    }

    @Test func negativeMetricIsRefused() {
        #expect(throws: ThemeDocumentError.invalidMetric(path: "metrics.spacing", value: -4)) {
            try decode(##"{"metrics": {"spacing": -4}}"##)
        }
    }

    @Test func wrongJSONTypesNameWhatWasExpected() {
        #expect(throws: ThemeDocumentError.wrongType(path: "metrics.spacing", expected: "a number")) {
            try decode(##"{"metrics": {"spacing": "8"}}"##)
        }
        #expect(
            throws: ThemeDocumentError.wrongType(
                path: "colors.tint", expected: ##"a "#RRGGBB" string or {"light", "dark"}"##)
        ) {
            try decode(##"{"colors": {"tint": 5}}"##)
        }
        #expect(throws: ThemeDocumentError.wrongType(path: "name", expected: "a string")) {
            try decode(##"{"name": 3}"##)
        }
        #expect(throws: ThemeDocumentError.wrongType(path: "", expected: "an object")) { try decode("[]") }
    }

    @Test func truncatedJSONIsMalformed() throws {
        let data = try fixture("theme-truncated")
        do {
            _ = try ThemeDocument(jsonData: data)
            Issue.record("truncated JSON decoded")
        } catch {
            guard case .malformedJSON(let reason) = error else {
                Issue.record("expected malformedJSON, got \(error)")
                return
            }
            #expect(!reason.isEmpty)
        }
        #expect(throws: ThemeDocumentError.self) { try decode("") }
    }

    @Test func hexColorParsesBothLengthsAndRejectsTheRest() throws {
        #expect(try HexColor(parsing: "#3478f6").rgba == 0x3478_F6FF)
        #expect(try HexColor(parsing: "#3478F680").rgba == 0x3478_F680)
        #expect(try HexColor(parsing: "#3478F680").alpha == 0x80)
        #expect(throws: HexColorError.missingHash("3478F6")) { try HexColor(parsing: "3478F6") }
        #expect(throws: HexColorError.wrongLength("#FFF")) { try HexColor(parsing: "#FFF") }
        // The shared digit rules (HexColorDigits, as UIColor(parsingHex:)) name a stray character first.
        #expect(throws: HexColorError.invalidDigit("#3478F6 ")) { try HexColor(parsing: "#3478F6 ") }
        #expect(throws: HexColorError.wrongLength("#3478F6F")) { try HexColor(parsing: "#3478F6F") }
        #expect(throws: HexColorError.invalidDigit("#3478FZ")) { try HexColor(parsing: "#3478FZ") }
    }

    @Test func hexColorDescriptionPadsAndOmitsOpaqueAlpha() {
        #expect(HexColor(rgba: 0x0000_0AFF).description == "#00000A")
        #expect(HexColor(rgba: 0x0000_0A00).description == "#00000A00")
        #expect(HexColor(rgba: 0x1234_5678).red == 0x12)
    }
}
