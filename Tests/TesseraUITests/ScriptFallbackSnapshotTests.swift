import Foundation
import TesseraGraphics
import TesseraTesting
import Testing

@testable import TesseraUI

/// Every script the fallback chain covers, and colour emoji, draw as glyphs rather than boxes
/// (issue 15, defect 5).
@MainActor
@Suite struct ScriptFallbackSnapshotTests {
    static let everyScript = "Latin 中文 العربية עברית हिन्दी ไทย 👩‍👩‍👧"

    private func layout(_ string: String, weight: UIFont.Weight = .regular) -> TextLayout {
        TextEngine.shared.layout(
            AttributedText(string, attributes: TextAttributes(font: .systemFont(ofSize: 17, weight: weight))),
            width: nil, style: ParagraphStyle())
    }

    @Test(arguments: [UIFont.Weight.regular, .bold])
    func everyScriptHasGlyphs(weight: UIFont.Weight) {
        #expect(layout(Self.everyScript, weight: weight).unknownGlyphCount == 0)
        #expect(layout("Concert night 🎶", weight: weight).unknownGlyphCount == 0)
    }

    /// The picture a user sees: a label per script plus the seeded journal title; the emoji are in
    /// colour, and rendering twice gives the same bytes.
    @Test func rendersEveryScriptAndColourEmoji() throws {
        func panel() -> UIView {
            SnapshotFixtures.column(
                [
                    SnapshotFixtures.label(Self.everyScript),
                    SnapshotFixtures.label("Concert night 🎶"),
                    boldLabel("Concert night 🎶"),
                    SnapshotFixtures.label("Colour 😀 🌈 ❤️ 🇨🇳"),
                ], width: 300)
        }
        let first = panel().renderBitmap(traits: UITraitCollection(userInterfaceStyle: .light), scale: 2)
        let second = panel().renderBitmap(traits: UITraitCollection(userInterfaceStyle: .light), scale: 2)
        #expect(try first.pngData() == second.pngData())
        #expect(colouredPixels(in: first) > 200)
        assertSnapshot(of: panel())
    }

    private func boldLabel(_ text: String) -> UILabel {
        let label = SnapshotFixtures.label(text)
        label.font = .systemFont(ofSize: 15, weight: .bold)
        return label
    }

    /// Pixels whose channels differ by more than a third of the range: the label text is grey or
    /// black and its background a faint blue, so only colour emoji (the yellow face, the rainbow,
    /// the red heart and flag) count.
    private func colouredPixels(in bitmap: Bitmap) -> Int {
        var count = 0
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let pixel = bitmap.rgba(atX: x, y: y)
                let channels = pixel.prefix(3).map(Int.init)
                if (channels.max() ?? 0) - (channels.min() ?? 0) > 85 { count += 1 }
            }
        }
        return count
    }
}
