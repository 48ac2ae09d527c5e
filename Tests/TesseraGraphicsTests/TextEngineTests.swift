import Foundation
import TesseraCore
import Testing

@testable import TesseraGraphics

/// Measurement through `TextEngine.shared` with the bundled fonts. Expected numbers come from
/// Inter's and WenQuanYi Micro Hei's metrics at 72 dpi (1 pt = 1 unit).
@Suite struct TextEngineTests {
    let engine = TextEngine.shared
    static let body = TextAttributes(font: .systemFont(ofSize: 17))
    static let pangram = "The quick brown fox jumps over the lazy dog. 中文混排测试，看看效果。Mixed text wraps."

    func text(_ string: String, _ attributes: TextAttributes = body) -> AttributedText {
        AttributedText(string, attributes: attributes)
    }

    @Test func emptyTextHasZeroSizeAndNoLines() {
        let layout = engine.layout(AttributedText(""), width: 100, style: ParagraphStyle())
        #expect(layout == .empty)
        #expect(layout.size == .zero)
        #expect(layout.lineCount == 0)
        #expect(layout.firstBaseline == 0 && layout.lastBaseline == 0)
        #expect(engine.size(of: AttributedText(runs: []), width: nil, style: ParagraphStyle()) == .zero)
    }

    @Test func singleLineOfInterHasInterLineHeightAndBaseline() {
        let layout = engine.layout(text("Hello"), width: nil, style: ParagraphStyle())
        #expect(layout.lineCount == 1)
        // Inter: ascender 0.96875 em, descender 0.2421875 em; 17 pt → 16.46875 + 4.10546875.
        #expect(layout.firstBaseline == 16.46875)
        #expect(layout.size.height == 20.57421875)
        #expect(layout.size.width > 30 && layout.size.width < 50)
        #expect(!layout.isTruncated)
        #expect(layout.displayedText == "Hello")
    }

    @Test(arguments: [pangram, "Supercalifragilisticexpialidocious is long", "短短的中文句子也要换行，对吧？"])
    func widerLimitNeverGivesMoreLines(_ string: String) {
        var previousLines = Int.max
        for width in stride(from: 0, through: 900, by: 6) {
            let lines = engine.layout(text(string), width: CGFloat(width), style: ParagraphStyle()).lineCount
            #expect(lines <= previousLines, "width \(width) gave \(lines) lines, narrower gave \(previousLines)")
            previousLines = lines
        }
        #expect(previousLines == 1)
    }

    @Test func usedWidthNeverExceedsTheLimit() {
        for width in stride(from: 20, through: 400, by: 13) {
            let size = engine.size(of: text(Self.pangram), width: CGFloat(width), style: ParagraphStyle())
            #expect(size.width <= CGFloat(width))
        }
    }

    @Test func wordWrappingBreaksAWordOnlyWhenItAloneIsTooWide() {
        let layout = engine.layout(text("Antidisestablishmentarianism ok"), width: 80, style: ParagraphStyle())
        #expect(layout.lineCount >= 3)
        #expect(layout.lines.allSatisfy { $0.rect.width <= 80 })
        #expect(layout.lines.last?.displayedText.hasSuffix("ok") == true)
        // No hyphen is inserted where the word breaks.
        #expect(!layout.displayedText.contains("-"))
    }

    @Test func characterWrappingFillsLinesCloserThanWordWrapping() {
        let string = "aaaa bbbbbbbbbbbb cccc dddddddddddd"
        let byWord = engine.layout(text(string), width: 90, style: ParagraphStyle(lineBreakMode: .byWordWrapping))
        let byChar = engine.layout(text(string), width: 90, style: ParagraphStyle(lineBreakMode: .byCharWrapping))
        #expect(byChar.lineCount <= byWord.lineCount)
        #expect(byWord.lines[0].displayedText == "aaaa ")
        #expect(byChar.lines[0].displayedText.hasPrefix("aaaa b"))
    }

    @Test(arguments: [1, 2, 3])
    func numberOfLinesCapsTheLineCount(_ limit: Int) {
        for mode in NSLineBreakMode.allCases {
            let layout = engine.layout(
                text(Self.pangram), width: 120, style: ParagraphStyle(lineBreakMode: mode, numberOfLines: limit))
            #expect(layout.lineCount == limit, "\(mode)")
            #expect(layout.isTruncated, "\(mode)")
        }
    }

    @Test func numberOfLinesLimitsTheWholeTextNotEachParagraph() {
        let layout = engine.layout(
            text("one\ntwo\nthree\nfour"), width: 300,
            style: ParagraphStyle(lineBreakMode: .byTruncatingTail, numberOfLines: 2))
        #expect(layout.lineCount == 2)
        #expect(layout.lines.map(\.displayedText) == ["one", "two…"])
        #expect(layout.isTruncated)
    }

    @Test func textThatFitsTheLineLimitIsNotTruncated() {
        let layout = engine.layout(
            text("Short"), width: 200, style: ParagraphStyle(lineBreakMode: .byTruncatingTail, numberOfLines: 1))
        #expect(!layout.isTruncated)
        #expect(layout.displayedText == "Short")
    }

    @Test func tailTruncationEndsTheLastLineWithAnEllipsis() {
        let layout = engine.layout(
            text(Self.pangram), width: 150, style: ParagraphStyle(lineBreakMode: .byTruncatingTail, numberOfLines: 2))
        let last = try! #require(layout.lines.last)
        #expect(last.displayedText.hasSuffix("…"))
        #expect(layout.lines[0].displayedText == "The quick brown ")
        #expect(last.rect.width <= 150)
        #expect(last.characterRange == 16..<Self.pangram.count)
    }

    @Test func headTruncationStartsTheLastLineWithAnEllipsisAndKeepsTheEnd() {
        let layout = engine.layout(
            text(Self.pangram), width: 150, style: ParagraphStyle(lineBreakMode: .byTruncatingHead, numberOfLines: 1))
        #expect(layout.isTruncated)
        #expect(layout.displayedText.hasPrefix("…"))
        #expect(layout.displayedText.hasSuffix("wraps."))
    }

    @Test func middleTruncationKeepsBothEnds() {
        let layout = engine.layout(
            text(Self.pangram), width: 150, style: ParagraphStyle(lineBreakMode: .byTruncatingMiddle, numberOfLines: 1))
        let shown = layout.displayedText
        #expect(layout.isTruncated)
        #expect(shown.hasPrefix("The"))
        #expect(shown.hasSuffix("wraps."))
        #expect(shown.contains("…"))
    }

    @Test func clippingDropsLinesWithoutAnEllipsis() {
        let layout = engine.layout(
            text(Self.pangram), width: 150, style: ParagraphStyle(lineBreakMode: .byClipping, numberOfLines: 2))
        #expect(layout.isTruncated)
        #expect(!layout.displayedText.contains("…"))
        let full = engine.layout(text(Self.pangram), width: 150, style: ParagraphStyle())
        #expect(Array(full.lines.prefix(2)) == layout.lines)
        #expect(layout.size.height == full.lines[1].rect.maxY)
    }

    @Test func centerAndRightAlignmentMoveLineRects() {
        let width: CGFloat = 300
        let left = engine.layout(text("Centred title"), width: width, style: ParagraphStyle(alignment: .left))
        let center = engine.layout(text("Centred title"), width: width, style: ParagraphStyle(alignment: .center))
        let right = engine.layout(text("Centred title"), width: width, style: ParagraphStyle(alignment: .right))
        let lineWidth = left.lines[0].rect.width
        #expect(left.lines[0].rect.minX == 0)
        #expect(abs(center.lines[0].rect.minX - (width - lineWidth) / 2) < 0.01)
        #expect(abs(right.lines[0].rect.maxX - width) < 0.01)
        #expect(center.size == left.size && right.size == left.size)
    }

    @Test func naturalAlignmentFollowsTheLayoutDirection() {
        let leftToRight = engine.layout(text("Natural"), width: 200, style: ParagraphStyle(alignment: .natural))
        let rightToLeft = engine.layout(
            text("Natural"), width: 200, style: ParagraphStyle(alignment: .natural, layoutDirection: .rightToLeft))
        #expect(leftToRight.lines[0].rect.minX == 0)
        #expect(abs(rightToLeft.lines[0].rect.maxX - 200) < 0.01)
    }

    @Test func justifiedLinesFillTheWidthExceptTheLast() {
        let string = "Justified text stretches the spaces of every line but the last one to the full width."
        let layout = engine.layout(text(string), width: 200, style: ParagraphStyle(alignment: .justified))
        #expect(layout.lineCount >= 3)
        for line in layout.lines.dropLast() {
            #expect(abs(line.rect.width - 200) < 0.5, "\(line.displayedText) is \(line.rect.width) wide")
        }
        #expect(try! #require(layout.lines.last).rect.width < 200)
    }

    @Test func alignmentWithoutAWidthLimitAlignsWithinTheWidestLine() {
        let layout = engine.layout(
            text("A much longer first line\nshort"), width: nil, style: ParagraphStyle(alignment: .right))
        #expect(layout.lines[0].rect.minX == 0)
        #expect(abs(layout.lines[1].rect.maxX - layout.size.width) < 0.01)
    }

    @Test func lineSpacingAddsSpacingBetweenLinesOnly() {
        let plain = engine.layout(text("one\ntwo\nthree"), width: nil, style: ParagraphStyle())
        let spaced = engine.layout(text("one\ntwo\nthree"), width: nil, style: ParagraphStyle(lineSpacing: 7.5))
        #expect(plain.lineCount == 3)
        #expect(spaced.size.height - plain.size.height == 2 * 7.5)
        #expect(spaced.lastBaseline - plain.lastBaseline == 2 * 7.5)
        #expect(spaced.firstBaseline == plain.firstBaseline)
    }

    @Test func firstBaselineIsAboveLastBaselineForMultipleLines() {
        let layout = engine.layout(text(Self.pangram), width: 120, style: ParagraphStyle())
        #expect(layout.lineCount > 1)
        #expect(layout.firstBaseline < layout.lastBaseline)
        #expect(layout.lastBaseline < layout.size.height)
        for (upper, lower) in zip(layout.lines, layout.lines.dropFirst()) {
            #expect(upper.rect.maxY == lower.rect.minY)
            #expect(upper.characterRange.upperBound == lower.characterRange.lowerBound)
        }
        #expect(layout.lines.first?.characterRange.lowerBound == 0)
        #expect(layout.lines.last?.characterRange.upperBound == Self.pangram.count)
    }

    @Test func characterRangesCountCharactersNotBytes() {
        let string = "café 中文 👍🏽 done"
        let layout = engine.layout(text(string), width: 40, style: ParagraphStyle())
        #expect(layout.lines.last?.characterRange.upperBound == string.count)
        let rebuilt = layout.lines.map { line in
            String(Array(string)[line.characterRange])
        }.joined()
        #expect(rebuilt == string)
    }

    @Test func mixedLatinAndChineseUsesTheCJKFontWithNoUnknownGlyphs() {
        let layout = engine.layout(text(Self.pangram), width: nil, style: ParagraphStyle())
        #expect(layout.unknownGlyphCount == 0)
        let runs = engine.state.withLock { state in
            state.compose(text(Self.pangram), width: nil, style: ParagraphStyle(), appearance: .light)
                .lines.flatMap(\.fontRuns)
        }
        let chinese = try! #require(runs.first { $0.text.contains("中文") })
        #expect(chinese.family == UIFont.cjkFamily)
        #expect(runs.first { $0.text.hasPrefix("The quick") }?.family == UIFont.systemFamily)
    }

    @Test func charactersNoBundledFontHasAreCountedAsUnknownGlyphs() {
        // Khmer: none of the bundled fonts (Inter, WenQuanYi Micro Hei, Material Icons, the Noto
        // Arabic, Hebrew, Devanagari, Thai and emoji fallbacks) covers it.
        let layout = engine.layout(text("សួស្តី"), width: nil, style: ParagraphStyle())
        #expect(layout.unknownGlyphCount > 0)
    }

    @Test func measuringTwiceGivesIdenticalLayouts() {
        let style = ParagraphStyle(
            alignment: .center, lineBreakMode: .byTruncatingTail, numberOfLines: 3, lineSpacing: 2)
        let first = engine.layout(text(Self.pangram), width: 137.5, style: style)
        let fresh = TextEngine(logHub: LogHub(), cacheCapacity: 1)
        #expect(fresh.layout(text(Self.pangram), width: 137.5, style: style) == first)
        #expect(engine.layout(text(Self.pangram), width: 137.5, style: style) == first)
    }

    @Test func concurrentLayoutsFromManyTasksAgreeWithSerialOnes() async {
        let engine = TextEngine(logHub: LogHub(), cacheCapacity: 4)
        let widths: [CGFloat] = (0..<64).map { CGFloat(40 + $0 * 9) }
        let serial = widths.map { engine.layout(text(Self.pangram), width: $0, style: ParagraphStyle()) }
        let concurrent = await withTaskGroup(of: (Int, TextLayout).self) { group in
            for (index, width) in widths.enumerated() {
                group.addTask { (index, engine.layout(self.text(Self.pangram), width: width, style: ParagraphStyle())) }
            }
            var results = [TextLayout?](repeating: nil, count: widths.count)
            for await (index, layout) in group { results[index] = layout }
            return results
        }
        #expect(concurrent == serial)
    }

    @Test func infiniteAndNegativeWidthsAreTreatedAsNoLimitAndZero() {
        let string = text("two words")
        #expect(
            engine.layout(string, width: .infinity, style: ParagraphStyle())
                == engine.layout(string, width: nil, style: ParagraphStyle()))
        #expect(
            engine.layout(string, width: -5, style: ParagraphStyle())
                == engine.layout(string, width: 0, style: ParagraphStyle()))
    }

    @Test func runsKeepTheirOwnFontSizes() {
        let big = TextAttributes(font: .systemFont(ofSize: 34, weight: .bold))
        let mixed = AttributedText("Big", attributes: big) + text(" small")
        let layout = engine.layout(mixed, width: nil, style: ParagraphStyle())
        let bigOnly = engine.layout(AttributedText("Big", attributes: big), width: nil, style: ParagraphStyle())
        #expect(layout.size.height == bigOnly.size.height)
        #expect(layout.firstBaseline == bigOnly.firstBaseline)
    }

    @Test func kernAddsSpaceBetweenCharacters() {
        var spaced = Self.body
        spaced.kern = 2
        let plain = engine.size(of: text("abcdef"), width: nil, style: ParagraphStyle())
        let kerned = engine.size(of: text("abcdef", spaced), width: nil, style: ParagraphStyle())
        // Pango letter spacing goes between characters: 5 gaps for 6 letters, none after the last.
        #expect(abs(kerned.width - plain.width - 10) < 0.01)
    }

    @Test func boldIsWiderThanRegular() {
        let regular = engine.size(of: text("Weight"), width: nil, style: ParagraphStyle())
        let bold = engine.size(
            of: text("Weight", TextAttributes(font: .systemFont(ofSize: 17, weight: .bold))), width: nil,
            style: ParagraphStyle())
        #expect(bold.width > regular.width)
    }

    @Test func nulCharactersDoNotBreakLayout() {
        let layout = engine.layout(text("a\u{0}b"), width: nil, style: ParagraphStyle())
        #expect(layout.lineCount == 1)
        #expect(layout.lines[0].characterRange == 0..<3)
    }
}

@Suite struct TextEngineExtremeWidthTests {
    @Test(arguments: [CGFloat.greatestFiniteMagnitude, .infinity, -.infinity, .nan, -50, 0, 1e12])
    func anyWidthLaysOutWithoutTrapping(width: CGFloat) {
        let text = AttributedText("Hello 你好 world")
        let layout = TextEngine.shared.layout(text, width: width, style: ParagraphStyle())
        #expect(layout.size.width.isFinite)
        #expect(layout.size.height > 0)
        #expect(layout.lineCount >= 1)
    }
}
