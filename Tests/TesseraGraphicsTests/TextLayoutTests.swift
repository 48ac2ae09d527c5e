import Foundation
import Testing

@testable import TesseraGraphics

/// The `TextLayout` value, the UTF-8 ↔ character bookkeeping and the layout cache.
@Suite struct TextLayoutTests {
    static func line(y: CGFloat, baseline: CGFloat, range: Range<Int>, text: String) -> TextLayout.Line {
        TextLayout.Line(
            rect: CGRect(x: 0, y: y, width: 50, height: 20), baseline: baseline, characterRange: range,
            displayedText: text)
    }

    @Test func derivedValuesComeFromTheLines() {
        let layout = TextLayout(
            size: CGSize(width: 50, height: 40),
            lines: [
                Self.line(y: 0, baseline: 16, range: 0..<6, text: "hello "),
                Self.line(y: 20, baseline: 36, range: 6..<9, text: "you"),
            ],
            isTruncated: false)
        #expect(layout.lineCount == 2)
        #expect(layout.firstBaseline == 16)
        #expect(layout.lastBaseline == 36)
        #expect(layout.displayedText == "hello \nyou")
    }

    @Test func emptyLayoutHasZeroBaselines() {
        #expect(TextLayout.empty.lineCount == 0)
        #expect(TextLayout.empty.firstBaseline == 0)
        #expect(TextLayout.empty.lastBaseline == 0)
        #expect(TextLayout.empty.displayedText == "")
    }

    @Test func sourceMapsBytesToCharacters() {
        let source = TextLayoutSource(AttributedText("aé中👍🏽"))
        // a: 1 byte, é: 2, 中: 3, 👍🏽: 8 (two scalars, one character).
        #expect(source.characterStarts == [0, 1, 3, 6])
        #expect(source.bytes.count == 14)
        #expect(source.characterIndex(atByte: 0) == 0)
        #expect(source.characterIndex(atByte: 3) == 2)
        #expect(source.characterIndex(atByte: 7) == 4)  // inside 👍🏽 rounds up
        #expect(source.characterIndex(atByte: 14) == 4)
    }

    @Test func sourceKeepsRunByteRangesAndDropsNothingButEmptyRuns() {
        let bold = TextAttributes(font: .systemFont(ofSize: 12, weight: .bold))
        let source = TextLayoutSource(AttributedText("ab", attributes: bold) + AttributedText("") + AttributedText("中"))
        #expect(source.runs.map(\.byteRange) == [0..<2, 2..<5])
        #expect(source.runs.first?.attributes == bold)
    }

    @Test func nulBecomesTheReplacementCharacter() {
        let source = TextLayoutSource(AttributedText("a\u{0}b"))
        #expect(source.string(bytes: 0..<source.bytes.count) == "a\u{FFFD}b")
        #expect(source.characterCount == 3)
    }

    @Test func remainderJoinsLinesWithSpaces() {
        let source = TextLayoutSource(AttributedText("one\ntwo\r\nthree\u{2028}four"))
        let rest = source.remainder(fromByte: 4)
        #expect(rest.string(bytes: 0..<rest.bytes.count) == "two three four")
    }

    @Test func paragraphRemainderStopsAtTheBreakAndAddsAnEllipsisWhenTextFollows() {
        let source = TextLayoutSource(AttributedText("one\ntwo\nthree"))
        let (middle, middleHasEllipsis) = source.paragraphRemainder(fromByte: 4)
        #expect(middle.string(bytes: 0..<middle.bytes.count) == "two…")
        #expect(middleHasEllipsis)
        let (last, lastHasEllipsis) = source.paragraphRemainder(fromByte: 8)
        #expect(last.string(bytes: 0..<last.bytes.count) == "three")
        #expect(!lastHasEllipsis)
    }

    @Test func paragraphRemainderIgnoresTrailingBlankLines() {
        let source = TextLayoutSource(AttributedText("end\n\n "))
        let (rest, hasEllipsis) = source.paragraphRemainder(fromByte: 0)
        #expect(rest.string(bytes: 0..<rest.bytes.count) == "end")
        #expect(!hasEllipsis)
    }

    @Test func paragraphRemainderDoesNotMistakeOtherMultibyteCharactersForBreaks() {
        // "—" is E2 80 94 and "©" is C2 A9: they share lead bytes with U+2028 and NEL.
        let source = TextLayoutSource(AttributedText("a—b©c"))
        let (rest, hasEllipsis) = source.paragraphRemainder(fromByte: 0)
        #expect(rest.string(bytes: 0..<rest.bytes.count) == "a—b©c")
        #expect(!hasEllipsis)
    }

    @Test func cacheKeepsRecentLayoutsAndForgetsOldGenerations() {
        var cache = TextLayoutCache(capacity: 2)
        func key(_ string: String) -> TextLayoutCache.Key {
            TextLayoutCache.Key(text: AttributedText(string), width: nil, style: ParagraphStyle())
        }
        let layout = TextLayout(size: CGSize(width: 1, height: 1), lines: [], isTruncated: false)
        cache.insert(layout, for: key("a"))
        cache.insert(layout, for: key("b"))
        cache.insert(layout, for: key("c"))  // a, b become the previous generation
        #expect(cache.count == 3)
        #expect(cache.layout(for: key("a")) == layout)  // promoted into the current generation
        cache.insert(layout, for: key("d"))  // c, a become the previous generation; b is dropped
        cache.insert(layout, for: key("e"))
        #expect(cache.layout(for: key("b")) == nil)
        #expect(cache.layout(for: key("e")) == layout)
        #expect(cache.count <= 4)
        cache.removeAll()
        #expect(cache.count == 0)
    }

    @Test func cacheKeysDistinguishWidthAndStyle() {
        var cache = TextLayoutCache(capacity: 8)
        let text = AttributedText("x")
        let layout = TextLayout(size: CGSize(width: 1, height: 1), lines: [], isTruncated: false)
        cache.insert(layout, for: .init(text: text, width: 10, style: ParagraphStyle()))
        #expect(cache.layout(for: .init(text: text, width: 11, style: ParagraphStyle())) == nil)
        #expect(cache.layout(for: .init(text: text, width: 10, style: ParagraphStyle(numberOfLines: 1))) == nil)
        #expect(cache.layout(for: .init(text: text, width: 10, style: ParagraphStyle())) == layout)
    }
}
