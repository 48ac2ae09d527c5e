import Foundation
import Testing

@testable import TesseraGraphics

/// Long text is laid out paragraph by paragraph (issue 19, D13): the stacked paragraphs measure
/// exactly as one Pango layout of the whole text did, and an edit shapes only its paragraph.
@Suite struct TextParagraphLayoutTests {
    let font = UIFont.systemFont(ofSize: 17)

    /// The lines of `text` as one Pango layout of the whole text gives them: the way every text was
    /// laid out before paragraphs were laid out alone.
    func wholeTextLines(_ text: AttributedText, width: CGFloat?, style: ParagraphStyle) -> [TextLayout.Line] {
        TextEngine.shared.state.withLock { state in
            let family = state.resolvedFamily(font.familyName)
            let builder = TextLayoutBuilder { _ in family }
            let source = TextLayoutSource(text)
            let layout = builder.makeLayout(
                source, context: state.catalog.context(for: style.layoutDirection), width: width, style: style,
                appearance: .light)
            return ComposedText.lines(of: layout.layout, source: source).map {
                TextLayout.Line(
                    rect: $0.rect, baseline: $0.baseline, characterRange: $0.characterRange,
                    displayedText: $0.displayedText)
            }
        }
    }

    func paragraphs(_ count: Int, changing changed: Int? = nil) -> AttributedText {
        let body = (0..<count).map { index in
            index == changed
                ? "Paragraph \(index) was edited: a few words more than before, so it wraps differently."
                : "Paragraph \(index): the quick brown fox jumps over the lazy dog, then naps in the sun."
        }
        return AttributedText(body.joined(separator: "\n"), attributes: TextAttributes(font: font))
    }

    @Test(arguments: [
        "one\ntwo\n\nfour after an empty one\n",
        "Windows\r\nline ends\r\nand a separator\u{2029}then a line\u{2028}break, mixed\rwith CR",
        "\n\nstarts with empty paragraphs, 中文 and عربي too\n\n",
        String(repeating: "A long paragraph that wraps over several lines at this width. ", count: 12) + "\nshort",
    ])
    func stackedParagraphsMeasureAsOneLayoutOfTheWholeText(_ string: String) {
        var spaced = ParagraphStyle(lineSpacing: 3)
        spaced.lineHeightMultiple = 1.25
        for style in [ParagraphStyle(), spaced, ParagraphStyle(alignment: .center)] {
            let text = AttributedText(string, attributes: TextAttributes(font: font))
            let whole = wholeTextLines(text, width: 280, style: style)
            let layout = TextEngine().layout(text, width: 280, style: style)
            #expect(layout.lines == whole, "\(string.debugDescription) with \(style)")
            #expect(layout.size.height == whole.last?.rect.maxY)
        }
    }

    @Test func theHeightIsTheSumOfTheParagraphsWithTheLineSpacingBetween() {
        let engine = TextEngine()
        let style = ParagraphStyle(lineSpacing: 4)
        let parts = ["First paragraph, long enough to wrap onto a second line here.", "", "Third."]
        let heights = parts.map {
            engine.size(of: AttributedText($0, attributes: TextAttributes(font: font)), width: 200, style: style).height
        }
        // An empty paragraph is one line of the font's height.
        let emptyLine = engine.size(
            of: AttributedText("x", attributes: TextAttributes(font: font)), width: 200, style: style
        ).height
        let expected = heights[0] + emptyLine + heights[2] + 2 * 4
        let whole = engine.size(
            of: AttributedText(parts.joined(separator: "\n"), attributes: TextAttributes(font: font)),
            width: 200, style: style)
        #expect(whole.height == expected)
    }

    @Test func anEditShapesOnlyTheParagraphItChanged() {
        let engine = TextEngine()
        let before = engine.layout(paragraphs(40), width: 300, style: ParagraphStyle())
        let made = engine.state.withLock { $0.paragraphs.layoutsMade }
        #expect(made == 40)
        let after = engine.layout(paragraphs(40, changing: 17), width: 300, style: ParagraphStyle())
        #expect(engine.state.withLock { $0.paragraphs.layoutsMade } == made + 1)
        // The paragraphs before the edit stay where they were; the text still ends where it should.
        let editedStart = after.lines.firstIndex { $0.displayedText.hasPrefix("Paragraph 17") }!
        #expect(Array(after.lines[..<editedStart]) == Array(before.lines[..<editedStart]))
        #expect(after.lines.last?.characterRange.upperBound == paragraphs(40, changing: 17).string.count)
    }

    @Test func aLineLimitStopsLayingOutParagraphsOnceItIsPassed() {
        let engine = TextEngine()
        let layout = engine.layout(
            paragraphs(500), width: 300, style: ParagraphStyle(lineBreakMode: .byTruncatingTail, numberOfLines: 2))
        #expect(layout.lineCount == 2 && layout.isTruncated)
        #expect(layout.lines.last?.characterRange.upperBound == paragraphs(500).string.count)
        #expect(engine.state.withLock { $0.paragraphs.layoutsMade } <= 3)
    }
}
