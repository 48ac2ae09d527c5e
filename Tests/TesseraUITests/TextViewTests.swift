import Foundation
import TesseraCore
import TesseraGraphics
import Testing

@testable import TesseraUI

@MainActor
@Suite struct TextViewTests {
    func harness(text: String = "", width: CGFloat = 240, height: CGFloat = 120) -> TextInputHarness<UITextView> {
        TextInputHarness(UITextView(text: text), frame: CGRect(x: 20, y: 100, width: width, height: height))
    }

    /// One line's height in the default font, from the text engine.
    var lineHeight: CGFloat {
        TextEngine.shared.layout(
            AttributedText("Ag", attributes: TextAttributes(font: .systemFont(ofSize: 17))), width: nil,
            style: ParagraphStyle()
        ).lines[0].rect.height
    }

    // MARK: Editing

    @Test func returnInsertsALineBreak() {
        let h = harness()
        h.click(at: CGPoint(x: 50, y: 20))
        h.type("ab")
        h.press(.returnKey)
        h.type("cd")
        #expect(h.subject.text == "ab\ncd")
        #expect(h.subject.selectedCharacterRange == 5..<5)
        #expect(h.subject.isFirstResponder)
        #expect(h.events.names == ["begin", "changed", "changed", "changed"])
    }

    @Test func upAndDownKeepTheCaretsXAcrossAShortLine() {
        let h = harness(text: "abcdef\nab\nabcdef")
        h.subject.becomeFirstResponder()
        h.subject.selectedCharacterRange = 5..<5
        h.press(.downArrow)
        #expect(h.subject.selectedCharacterRange == 9..<9)  // end of the short line "ab"
        h.press(.downArrow)
        #expect(h.subject.selectedCharacterRange == 15..<15)  // back under column 5
        h.press(.upArrow)
        #expect(h.subject.selectedCharacterRange == 9..<9)
        h.press(.upArrow)
        #expect(h.subject.selectedCharacterRange == 5..<5)
        h.press(.upArrow)
        #expect(h.subject.selectedCharacterRange == 0..<0)
        h.press(.downArrow, [.shift], times: 5)
        #expect(h.subject.selectedCharacterRange == 0..<16)
    }

    @Test func homeAndEndGoToTheVisualLinesEnds() {
        let h = harness(text: "first line\nsecond")
        h.subject.becomeFirstResponder()
        h.subject.selectedCharacterRange = 3..<3
        h.press(.end)
        #expect(h.subject.selectedCharacterRange == 10..<10)
        h.press(.home, [.shift])
        #expect(h.subject.selectedText == "first line")
        h.press(.end, [.control])
        #expect(h.subject.selectedCharacterRange == 17..<17)
    }

    @Test func textWrapsToTheWidthAndClicksFindTheLine() {
        let text = "The quick brown fox jumps over the lazy dog again and again"
        let h = harness(text: text, width: 160, height: 200)
        let geometry = h.subject.textGeometry
        #expect(geometry.lines.count >= 3)
        let second = geometry.lines[1]
        let inset = h.subject.textContainerInset
        h.click(at: CGPoint(x: inset.left + 1, y: inset.top + second.rect.midY))
        #expect(h.subject.selectedCharacterRange == second.characterRange.lowerBound..<second.characterRange.lowerBound)
        // Past the end of a wrapped line the caret stays on that line, before its wrapping space.
        h.click(at: CGPoint(x: 155, y: inset.top + second.rect.midY))
        #expect(h.subject.selectedCharacterRange.lowerBound == second.characterRange.upperBound - 1)
        // Below the text → the end.
        h.click(at: CGPoint(x: 10, y: 195))
        #expect(h.subject.selectedCharacterRange == text.count..<text.count)
    }

    @Test func tripleClickSelectsAParagraph() {
        let h = harness(text: "one two\nthree four\nfive")
        let inset = h.subject.textContainerInset
        let y = inset.top + h.subject.textGeometry.lines[1].rect.midY
        for pause in [Duration.seconds(1), .milliseconds(100), .milliseconds(100)] {
            h.click(at: CGPoint(x: inset.left + 10, y: y), pause: pause)
        }
        #expect(h.subject.selectedText == "three four")
    }

    @Test func readOnlyViewSelectsAndCopiesButDoesNotEdit() {
        let h = harness(text: "read only")
        h.subject.isEditable = false
        h.subject.becomeFirstResponder()
        h.press(.character("a"), [.control])
        h.press(.character("c"), [.control])
        h.type("x")
        h.press(.backspace)
        h.press(.returnKey)
        #expect(h.subject.text == "read only")
        #expect(h.clipboard.string == "read only")
    }

    // MARK: Scrolling

    @Test func typingPastTheBottomScrollsToKeepTheCaretVisible() {
        let h = harness(height: 100)
        let view = h.subject
        view.becomeFirstResponder()
        for line in 1...12 {
            h.type("line \(line)")
            h.press(.returnKey)
        }
        #expect(view.contentOffset.y > 0)
        #expect(view.caretRect.maxY <= view.bounds.maxY)
        #expect(view.caretRect.minY >= view.bounds.minY)
        #expect(abs(view.contentOffset.y - (view.contentSize.height - view.bounds.height)) < 1)  // at the bottom
        h.press(.home, [.control])
        #expect(view.contentOffset.y == 0)
        h.press(.pageDown)
        #expect(view.selectedCharacterRange.lowerBound > 0)
        #expect(view.caretRect.maxY <= view.bounds.maxY)
    }

    @Test func wheelScrollsTheContentAndClampsAtTheEnds() {
        let text = (1...30).map { "Line \($0)" }.joined(separator: "\n")
        let h = harness(text: text, height: 100)
        let view = h.subject
        let inside = h.windowPoint(CGPoint(x: 50, y: 50))
        h.window.send(.scroll(delta: CGSize(width: 0, height: 40), at: inside))
        #expect(view.contentOffset.y == 40)
        h.window.send(.scroll(delta: CGSize(width: 0, height: 10_000), at: inside))
        #expect(view.contentOffset.y == view.contentSize.height - 100)
        #expect(view.scrollWheel(delta: CGSize(width: 0, height: 5), at: inside) == false)
        h.window.send(.scroll(delta: CGSize(width: 0, height: -10_000), at: inside))
        #expect(view.contentOffset.y == 0)
        // Scrolled content is hit where it is drawn: the first visible line after 5 lines.
        let fiveLines = view.textGeometry.lines[5].rect.minY
        view.contentOffset = CGPoint(x: 0, y: fiveLines)
        h.click(at: CGPoint(x: view.textContainerInset.left + 1, y: fiveLines + view.textContainerInset.top + 2))
        let sixthLineStart = view.textGeometry.lines[5].characterRange.lowerBound
        #expect(view.selectedCharacterRange == sixthLineStart..<sixthLineStart)
    }

    @Test func contentSizeIsTheTextHeightPlusInsets() {
        let h = harness(text: "a\nb\nc")
        let expected = (h.subject.textGeometry.size.height + 16).rounded(.up)
        #expect(h.subject.contentSize.height == expected)
        #expect(abs(h.subject.textGeometry.size.height - 3 * lineHeight) < 0.01)
    }

    @Test func withoutScrollingTheIntrinsicHeightGrowsWithTheText() {
        let h = harness(height: 40)
        let view = h.subject
        view.isScrollEnabled = false
        #expect(view.intrinsicContentSize.width == UIView.noIntrinsicMetric)
        let oneLine = view.intrinsicContentSize.height
        #expect(oneLine == (lineHeight + 16).rounded(.up))
        view.becomeFirstResponder()
        h.type("one")
        h.press(.returnKey)
        h.type("two")
        h.press(.returnKey)
        h.type("three")
        #expect(view.intrinsicContentSize.height == (3 * lineHeight + 16).rounded(.up))
        #expect(view.contentOffset.y == 0)
        #expect(view.sizeThatFits(CGSize(width: 240, height: 0)).height == view.intrinsicContentSize.height)
    }

    @Test func scrollingIsOffWhenDisabled() {
        let text = (1...30).map { "Line \($0)" }.joined(separator: "\n")
        let h = harness(text: text, height: 100)
        h.subject.isScrollEnabled = false
        h.window.send(.scroll(delta: CGSize(width: 0, height: 40), at: h.windowPoint(CGPoint(x: 50, y: 50))))
        #expect(h.subject.contentOffset.y == 0)
    }

    @Test func accessibilityValueIsTheText() {
        let view = UITextView(text: "notes")
        #expect(view.accessibilityValue == "notes")
        view.text = ""
        #expect(view.accessibilityValue == nil)
    }
}
