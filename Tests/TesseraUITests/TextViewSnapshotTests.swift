import Foundation
import TesseraCore
import TesseraGraphics
import TesseraLayout
import TesseraTesting
import Testing

@testable import TesseraUI

@MainActor
@Suite struct TextViewSnapshotTests {
    @Test func wrappedLight() { wrappedTextWithASelectionAcrossLines(.light) }
    @Test func wrappedDark() { wrappedTextWithASelectionAcrossLines(.dark) }
    @Test func scrolledLight() { scrolledToTheCaretAtTheEnd(.light) }
    @Test func scrolledDark() { scrolledToTheCaretAtTheEnd(.dark) }

    /// Mixed Latin and CJK text wrapped to 240 points, a selection across a line break.
    func wrappedTextWithASelectionAcrossLines(_ appearance: UIUserInterfaceStyle, function: String = #function) {
        let view = UITextView(
            text: "Tessera wraps text to the view's width.\n中文和English混排，自动换行。\n\n"
                + "A blank line above; the selection runs across lines.")
        view.frame.size.height = 170
        view.backgroundColor = .secondarySystemBackground
        view.layer.cornerRadius = 8
        let panel = SnapshotFixtures.column([view], width: 240)
        let window = UIWindow(device: .iPhoneSE, traits: UITraitCollection(userInterfaceStyle: appearance))
        window.clock = TestClock()
        window.addSubview(panel)
        view.becomeFirstResponder()
        view.selectedCharacterRange = 27..<50
        assertSnapshot(of: panel, appearance: appearance, function: function)
    }

    /// Twelve lines in a view five lines tall, scrolled to the caret at the end.
    func scrolledToTheCaretAtTheEnd(_ appearance: UIUserInterfaceStyle, function: String = #function) {
        let view = UITextView(text: (1...12).map { "Line \($0) of the journal entry" }.joined(separator: "\n"))
        view.frame.size.height = 110
        view.backgroundColor = .secondarySystemBackground
        view.layer.cornerRadius = 8
        let panel = SnapshotFixtures.column([view], width: 240)
        let window = UIWindow(device: .iPhoneSE, traits: UITraitCollection(userInterfaceStyle: appearance))
        window.clock = TestClock()
        window.addSubview(panel)
        view.becomeFirstResponder()
        #expect(view.contentOffset.y > 0)
        assertSnapshot(of: panel, appearance: appearance, function: function)
    }
}
