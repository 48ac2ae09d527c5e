import Foundation
import Testing

@testable import TesseraGraphics

/// Text far longer than a screen: Pango's 32-bit coordinates hold 2,097,151 points, which a line of
/// about 230 000 characters at 17 pt passes.
@Suite struct TextEngineLongTextTests {
    let engine = TextEngine.shared

    func text(words count: Int) -> AttributedText {
        AttributedText(
            String(repeating: "lorem ipsum dolor sit amet ", count: count),
            attributes: TextAttributes(font: .systemFont(ofSize: 17)))
    }

    @Test func aOneLineTextPastPangosRangeMeasuresItsWholeWidth() {
        let short = engine.size(of: text(words: 3_700), width: nil, style: ParagraphStyle())  // 100k characters
        let long = engine.size(of: text(words: 11_100), width: nil, style: ParagraphStyle())  // 300k: was 0
        #expect(short.width > 800_000)
        #expect(abs(long.width - 3 * short.width) < 1)
        #expect(long.height == short.height)
    }

    @Test func aParagraphPastPangosRangeStillWrapsAtTheWidth() {
        let short = engine.layout(text(words: 3_700), width: 300, style: ParagraphStyle())
        let long = engine.layout(text(words: 11_100), width: 300, style: ParagraphStyle())  // was one line
        #expect(long.size.width <= 300)
        #expect(long.lineCount > 2 * short.lineCount)
        // Lines keep strictly increasing positions past the range as well.
        #expect(zip(long.lines, long.lines.dropFirst()).allSatisfy { $0.rect.minY < $1.rect.minY })
        #expect(long.lines.last!.rect.maxY == long.size.height)
    }

    @Test func longTextIsCutIntoStretchesAfterSpacesAndShortTextIsNot() {
        let short = Array("a few words".utf8)
        #expect(TextLayoutBuilder.itemStretches(short) == [0..<short.count])
        let long = Array(String(repeating: "word ", count: 2_000).utf8)  // 10 000 bytes
        let stretches = TextLayoutBuilder.itemStretches(long)
        #expect(stretches.count == 3)
        #expect(stretches.first?.lowerBound == 0 && stretches.last?.upperBound == long.count)
        #expect(zip(stretches, stretches.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
        #expect(stretches.dropLast().allSatisfy { long[$0.upperBound - 1] == UInt8(ascii: " ") && $0.count <= 4_096 })
        let unbroken = Array(String(repeating: "字", count: 3_000).utf8)  // 9 000 bytes, no spaces
        #expect(TextLayoutBuilder.itemStretches(unbroken).allSatisfy { $0.lowerBound % 3 == 0 })
    }
}
