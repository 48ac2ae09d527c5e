import Foundation
import TesseraCore
import Testing

@testable import TesseraGraphics

/// `TextEngine.size(of:width:style:)` answers from a cached unwrapped layout when the text fits; the
/// answer must be what laying the text out at that width gives.
@Suite struct TextEngineSizeReuseTests {
    static let strings = [
        "Fits easily", "Two\nparagraphs", "  leading and trailing spaces  ", "中文也可以 mixed",
        "A somewhat longer sentence that may or may not fit the narrower widths below",
    ]
    static let styles = [
        ParagraphStyle(), ParagraphStyle(alignment: .center), ParagraphStyle(alignment: .justified),
        ParagraphStyle(lineBreakMode: .byTruncatingTail, numberOfLines: 1), ParagraphStyle(numberOfLines: 2),
        ParagraphStyle(layoutDirection: .rightToLeft),
    ]

    @Test(arguments: strings)
    func sizeAtAWidthMatchesAFreshLayoutWhetherOrNotTheUnwrappedOneIsCached(_ string: String) {
        let text = AttributedText(string, attributes: TextAttributes(font: .systemFont(ofSize: 15)))
        for style in Self.styles {
            let warm = TextEngine(cacheCapacity: 64)
            let natural = warm.layout(text, width: nil, style: style).size
            for width in [natural.width, natural.width + 0.5, 120, 200, 400] {
                let fresh = TextEngine(cacheCapacity: 64).layout(text, width: width, style: style).size
                #expect(warm.size(of: text, width: width, style: style) == fresh, "\(string) \(style) at \(width)")
            }
        }
    }
}
