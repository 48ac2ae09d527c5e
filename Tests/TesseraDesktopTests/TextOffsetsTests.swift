import Testing

@testable import TesseraDesktop

/// AT-SPI counts code points, Tessera Characters: the conversions and the units a screen reader reads by.
@Suite struct TextOffsetsTests {
    @Test func asciiOffsetsAreTheSameInBothCounts() {
        let offsets = TextOffsets("Morning walk")
        #expect(offsets.count == 12)
        #expect(offsets.scalarOffset(ofCharacter: 7) == 7)
        #expect(offsets.characterIndex(ofScalar: 7) == 7)
    }

    @Test func aCombiningSequenceIsOneCharacterOfTwoCodePoints() {
        let offsets = TextOffsets("e\u{301}tude")
        #expect(offsets.count == 6)
        #expect(offsets.scalarOffset(ofCharacter: 1) == 2)
        #expect(offsets.characterIndex(ofScalar: 1) == 0)  // inside the first Character
        #expect(offsets.characterIndex(ofScalar: 6) == 5)  // the end
        #expect(offsets.characterRange(ofScalars: 4, 2) == 1..<3)  // either order
    }

    @Test func substringsClampAndMinusOneMeansTheEnd() {
        let offsets = TextOffsets("你好 world")
        #expect(offsets.substring(0, 2) == "你好")
        #expect(offsets.substring(3, -1) == "world")
        #expect(offsets.substring(-5, 100) == "你好 world")
        #expect(offsets.substring(7, 3) == "")
    }

    @Test func wordsRunToTheNextWordsStart() {
        let offsets = TextOffsets("Morning walk here")
        #expect(offsets.segments(.word) == [0..<8, 8..<13, 13..<17])
        let at = offsets.segment(.word, at: 9, shift: 0)
        #expect(at.text == "walk " && at.range == 8..<13)
        #expect(offsets.segment(.word, at: 9, shift: -1).text == "Morning ")
        #expect(offsets.segment(.word, at: 9, shift: 1).text == "here")
        #expect(offsets.segment(.word, at: 15, shift: 1).text == "")  // nothing after the last word
    }

    @Test func linesEndWithTheirNewline() {
        let offsets = TextOffsets("one\ntwo\n\nfour")
        #expect(offsets.segments(.line) == [0..<4, 4..<8, 8..<9, 9..<13])
        #expect(offsets.segment(.line, at: 5, shift: 0).text == "two\n")
    }

    @Test func emptyTextHasNoSegments() {
        let offsets = TextOffsets("")
        #expect(offsets.segments(.character).isEmpty)
        let found = offsets.segment(.sentence, at: 0, shift: 0)
        #expect(found.text == "" && found.range == 0..<0)
    }

    @Test func unitsComeFromGranularitiesAndBoundaryTypes() {
        #expect(TextOffsets.Unit(granularity: 1) == .word)
        #expect(TextOffsets.Unit(boundary: 6) == .line)
        #expect(TextOffsets.Unit(boundary: 7) == nil)
    }
}
