// text/edit-paragraph (issue 19, D13): laying out a long text again after an edit of one paragraph,
// against laying the same text out from nothing — what every edit cost when the whole text was one
// Pango layout.
//
// The text: `paragraphs` paragraphs of about 100 characters, wrapped at 300 points (10 000 paragraphs:
// a megabyte). ours: change one paragraph (a different one each sample) and lay the text out with an
// engine that has laid out the text before the edit. base: lay the edited text out with a new engine
// (nothing cached). Samples alternate; each is the main thread's CPU time; medians are reported.
import Foundation
import TesseraGraphics

enum TextEditScenario {
    typealias Line = BenchmarkLine

    static func text(paragraphs: Int, edited: Int?) -> AttributedText {
        let body = (0..<paragraphs).map { index in
            let words = index == edited ? "edited, with a few more words than before" : "lorem ipsum dolor sit amet"
            return "Paragraph \(index): \(words), the quick brown fox jumps over the lazy dog by the river."
        }
        return AttributedText(body.joined(separator: "\n"), attributes: TextAttributes(font: .systemFont(ofSize: 17)))
    }

    static func run(only: String?, runs: Int) -> [Line] {
        var lines: [Line] = []
        for paragraphs in [1_000, 10_000] {
            let name = "text/edit-paragraph/\(paragraphs)"
            guard only.map({ name.hasPrefix($0) || $0.hasPrefix(name) }) ?? true else { continue }
            let style = ParagraphStyle()
            let engine = TextEngine()
            _ = engine.layout(text(paragraphs: paragraphs, edited: nil), width: 300, style: style)
            var ours: [Double] = []
            var base: [Double] = []
            var checksum: CGFloat = 0
            for run in 0...runs {
                let edited = text(paragraphs: paragraphs, edited: (run * 7919) % paragraphs)
                let fresh = TextEngine()
                let start = threadCPUTime()
                checksum += engine.layout(edited, width: 300, style: style).size.height
                let middle = threadCPUTime()
                checksum += fresh.layout(edited, width: 300, style: style).size.height
                let end = threadCPUTime()
                if run > 0 {
                    ours.append((middle - start) * 1000)
                    base.append((end - middle) * 1000)
                }
            }
            FileHandle.standardError.write(Data("\(name): checksum \(checksum)\n".utf8))
            lines.append(
                Line(name: name, ours: ours.sorted()[ours.count / 2], base: base.sorted()[base.count / 2], unit: "ms"))
        }
        return lines
    }
}
