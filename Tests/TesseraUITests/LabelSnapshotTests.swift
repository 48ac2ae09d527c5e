import Foundation
import TesseraGraphics
import TesseraTesting
import Testing

@testable import TesseraUI

@MainActor
@Suite struct LabelSnapshotTests {
    @Test func wrapsWordsAndCharacters() {
        let panel = SnapshotFixtures.column(
            [
                SnapshotFixtures.label(SnapshotFixtures.mixedText),
                SnapshotFixtures.label(SnapshotFixtures.mixedText, mode: .byCharWrapping),
                SnapshotFixtures.label(SnapshotFixtures.mixedText, lines: 2, mode: .byTruncatingTail),
            ], width: 240)
        assertSnapshot(of: panel)
    }

    @Test func alignsLeftCenterRightJustifiedAndNatural() {
        let text = "Alignment 对齐方式: the quick brown fox jumps over the lazy dog, twice over."
        let panel = SnapshotFixtures.column(
            NSTextAlignment.allCases.map { SnapshotFixtures.label(text, alignment: $0) }, width: 260)
        assertSnapshot(of: panel)
    }

    @Test func truncatesHeadMiddleTailAndClips() {
        let text = "今天天气很好 — a long single line that cannot fit in the label width at all"
        let modes: [NSLineBreakMode] = [.byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail, .byClipping]
        let panel = SnapshotFixtures.column(modes.map { SnapshotFixtures.label(text, lines: 1, mode: $0) }, width: 220)
        assertSnapshot(of: panel)
    }

    @Test func tooShortBoundsShowTheLinesThatFit() {
        let label = SnapshotFixtures.label(SnapshotFixtures.mixedText, lines: 0, mode: .byTruncatingTail, height: 40)
        let panel = SnapshotFixtures.column([label], width: 240)
        #expect(label.textLayout.lineCount == 2)
        #expect(label.textLayout.isTruncated)
        assertSnapshot(of: panel)
    }

    @Test func sizeThatFitsNeverGrowsWithMoreWidth() {
        let label = SnapshotFixtures.label(SnapshotFixtures.mixedText)
        var previous = CGFloat.infinity
        for width in stride(from: 80.0, through: 600, by: 40) {
            let height = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
            #expect(height <= previous)
            previous = height
        }
    }

    @Test func intrinsicSizeIsOneLineByDefault() {
        let label = UILabel(text: "Hello 你好")
        let size = label.intrinsicContentSize
        #expect(size.width > 40)
        #expect(size.height > 17 && size.height < 30)
        #expect(size.width == size.width.rounded(.up))
    }

    @Test func emptyLabelHasZeroSize() {
        #expect(UILabel().intrinsicContentSize == .zero)
        #expect(UILabel(text: "").sizeThatFits(CGSize(width: 100, height: 100)) == .zero)
    }
}
