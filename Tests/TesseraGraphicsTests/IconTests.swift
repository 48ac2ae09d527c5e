import Foundation
import Testing

@testable import TesseraGraphics

@Suite struct IconTests {
    @Test func typedNamesCarryTheirCodePoints() {
        #expect(Icon(.star).codePoint == "\u{E838}")
        #expect(Icon(.starBorder).codePoint == "\u{E83A}")
        #expect(Icon(.favorite).codePoint == "\u{E87D}")
        #expect(Icon(.sentimentVerySatisfied).codePoint == "\u{E815}")
        #expect(Icon.Name.calendarToday.rawValue == "calendar_today")
        #expect(Icon.Name.moreHoriz.description == "more_horiz")
    }

    @Test func knownNamesResolveToTheTypedConstants() {
        #expect(Icon(named: "star") == Icon(.star))
        #expect(Icon(named: "chevron_right")?.name == .chevronRight)
        #expect(Icon.Name(rawValue: "mood_bad") == .moodBad)
        // A name without a typed constant, from the package's map.
        #expect(Icon(named: "rocket_launch")?.codePoint == "\u{EB9B}")
    }

    @Test func unknownNamesGiveNil() {
        #expect(Icon(named: "no_such_icon") == nil)
        #expect(Icon(named: "") == nil)
        #expect(Icon(named: "Star") == nil)  // names are case-sensitive, as in the font
        #expect(Icon(named: "star ") == nil)
        #expect(Icon.Name(rawValue: "starBorder") == nil)  // the Swift spelling is not a font name
    }

    @Test func everyTypedConstantMatchesThePackagesMapAndTheFont() throws {
        let map = try IconCodePointMap.load(from: IconCodePointMap.defaultFile)
        for name in Icon.Name.constants {
            #expect(map[name.rawValue] == name.codePoint, "\(name.rawValue)")
            #expect(IconCodePointMap.available[name.rawValue] == name.codePoint, "\(name.rawValue)")
        }
        #expect(Set(Icon.Name.constants.map(\.rawValue)).count == Icon.Name.constants.count)
    }

    @Test func availableNamesAreSortedAndAllDrawable() {
        let names = Icon.availableNames
        #expect(names.count > 2000)
        #expect(names.map(\.rawValue) == names.map(\.rawValue).sorted())
        #expect(names.contains(.star))
    }

    @Test func parserReadsSassMapEntriesAndSkipsEverythingElse() {
        let text = """
            $material-icons-codepoints: () !default;
            $material-icons-codepoints: map-merge((
            \t"10k": e951,
            \t"star": e838,
              "last" : f8ff
            \t"bad_hex": zz12,
            \t"too_big": 110000,
            \t"junk": e838 trailing,
            ), $material-icons-codepoints);
            """
        #expect(IconCodePointMap.parse(text) == ["10k": "\u{E951}", "star": "\u{E838}", "last": "\u{F8FF}"])
        #expect(IconCodePointMap.parse("") == [:])
    }

    @Test func missingOrEmptyMapFilesThrowTypedErrors() throws {
        let missing = URL(fileURLWithPath: "/nonexistent/_variables.scss")
        #expect(throws: IconCodePointMap.Error.unreadable(missing)) { try IconCodePointMap.load(from: missing) }
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-empty-\(UUID()).scss")
        try Data("// nothing\n".utf8).write(to: empty)
        defer { try? FileManager.default.removeItem(at: empty) }
        #expect(throws: IconCodePointMap.Error.noEntries(empty)) { try IconCodePointMap.load(from: empty) }
    }

    @Test func attributedTextUsesTheIconFontAndColour() {
        let text = Icon(.star).attributedText(size: 24, color: .red)
        #expect(text.string == "\u{E838}")
        #expect(text.runs.count == 1)
        #expect(text.runs[0].attributes.font == UIFont(family: UIFont.iconFamily, size: 24))
        #expect(text.runs[0].attributes.foregroundColor == .red)
    }

    @Test(arguments: [12, 24, 37.5] as [CGFloat])
    func anIconMeasuresAsASquareOfItsSize(_ size: CGFloat) {
        let layout = TextEngine.shared.layout(
            Icon(.favorite).attributedText(size: size, color: .black), width: nil, style: ParagraphStyle())
        #expect(layout.size == CGSize(width: size, height: size))
        #expect(layout.unknownGlyphCount == 0)
        #expect(layout.firstBaseline == size)  // the glyph sits on the bottom edge: no descent
    }
}
