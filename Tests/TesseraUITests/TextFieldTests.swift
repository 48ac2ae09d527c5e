import Foundation
import TesseraCore
import TesseraGraphics
import Testing

@testable import TesseraUI

@MainActor
@Suite struct TextFieldTests {
    func harness(text: String = "", width: CGFloat = 240) -> TextInputHarness<UITextField> {
        let field = UITextField(text: text, placeholder: "Name")
        field.borderStyle = .roundedRect
        return TextInputHarness(field, frame: CGRect(x: 20, y: 100, width: width, height: 36))
    }

    /// The x (field bounds) of the caret after the first `count` Characters of the field's text,
    /// measured independently with the text engine.
    func expectedCaretX(_ field: UITextField, after count: Int) -> CGFloat {
        let prefix = String((field.text ?? "").prefix(count))
        let width = TextEngine.shared.size(
            of: AttributedText(prefix, attributes: TextAttributes(font: field.effectiveFont)), width: nil,
            style: ParagraphStyle(numberOfLines: 1)
        ).width
        return field.textRect(forBounds: field.bounds).minX + width
    }

    // MARK: Typing

    @Test func typingChineseAndLatinInsertsAtTheCaret() {
        let h = harness()
        h.click(at: CGPoint(x: 100, y: 18))
        h.type("你好")
        h.type(" world")
        #expect(h.subject.text == "你好 world")
        #expect(h.subject.selectedCharacterRange == 8..<8)
        #expect(abs(h.subject.caretRect.minX - expectedCaretX(h.subject, after: 8)) < 0.01)
        #expect(h.subject.accessibilityValue == "你好 world")
    }

    @Test func shiftLeftFiveTimesThenTypingReplacesTheSelection() {
        let h = harness(text: "你好 world")
        h.subject.becomeFirstResponder()
        h.press(.leftArrow, [.shift], times: 5)
        #expect(h.subject.selectedCharacterRange == 3..<8)
        #expect(h.subject.selectedText == "world")
        h.type("世界")
        #expect(h.subject.text == "你好 世界")
        #expect(h.subject.selectedCharacterRange == 5..<5)
    }

    @Test func arrowsMoveByWholeCharacters() {
        let h = harness(text: "a🇫🇷e\u{301}👍🏽")
        h.subject.becomeFirstResponder()
        #expect(h.subject.selectedCharacterRange == 4..<4)
        h.press(.leftArrow)
        #expect(h.subject.selectedCharacterRange == 3..<3)
        h.press(.leftArrow, times: 2)
        #expect(h.subject.selectedCharacterRange == 1..<1)
        h.press(.rightArrow, [.shift])
        #expect(h.subject.selectedText == "🇫🇷")
        h.press(.leftArrow, times: 9)
        #expect(h.subject.selectedCharacterRange == 0..<0)
    }

    @Test func backspaceOverAZWJEmojiRemovesItWhole() {
        let h = harness(text: "hi 👩‍💻")
        h.subject.becomeFirstResponder()
        h.press(.backspace)
        #expect(h.subject.text == "hi ")
        h.press(.leftArrow, times: 3)
        h.press(.deleteForward)
        #expect(h.subject.text == "i ")
    }

    @Test func controlBackspaceDeletesAWord() {
        let h = harness(text: "hello big world")
        h.subject.becomeFirstResponder()
        h.press(.backspace, [.control])
        #expect(h.subject.text == "hello big ")
        h.press(.leftArrow, [.control])
        #expect(h.subject.selectedCharacterRange == 6..<6)
    }

    @Test func homeEndAndSelectAll() {
        let h = harness(text: "hello world")
        h.subject.becomeFirstResponder()
        h.press(.home)
        #expect(h.subject.selectedCharacterRange == 0..<0)
        h.press(.end, [.shift])
        #expect(h.subject.selectedCharacterRange == 0..<11)
        h.press(.home)
        h.press(.character("a"), [.control])
        #expect(h.subject.selectedCharacterRange == 0..<11)
        h.press(.upArrow)
        #expect(h.subject.selectedCharacterRange == 0..<0)
        h.press(.downArrow, [.shift])
        #expect(h.subject.selectedCharacterRange == 0..<11)
    }

    // MARK: Clipboard

    @Test func copyAndPasteGoThroughTheWindowClipboard() {
        let h = harness(text: "hello")
        h.subject.becomeFirstResponder()
        h.press(.character("a"), [.control])
        h.press(.character("c"), [.control])
        #expect(h.clipboard.string == "hello")
        h.press(.end)
        h.press(.character("v"), [.command])
        #expect(h.subject.text == "hellohello")
        h.press(.leftArrow, [.shift], times: 5)
        h.press(.character("x"), [.control])
        #expect(h.subject.text == "hello")
        #expect(h.clipboard.string == "hello")
        #expect(h.events.names == ["begin", "changed", "changed"])
    }

    @Test func pastingMultipleLinesInsertsOneLine() {
        let h = harness()
        h.clipboard.string = "line one\r\nline two\n"
        h.subject.becomeFirstResponder()
        h.press(.character("v"), [.control])
        #expect(h.subject.text == "line one line two ")
    }

    @Test func secureEntryShowsBulletsAndCopiesNothing() {
        let h = harness(text: "s3cret")
        h.subject.isSecureTextEntry = true
        h.clipboard.string = "before"
        h.subject.becomeFirstResponder()
        h.press(.character("a"), [.control])
        h.press(.character("c"), [.control])
        #expect(h.clipboard.string == "before")
        h.press(.character("x"), [.command])
        #expect(h.subject.text == "s3cret")
        #expect(h.clipboard.string == "before")
        #expect(h.subject.accessibilityValue == "••••••")
        #expect(h.subject.displayedText == "••••••")
    }

    @Test func secureEntryDoubleClickSelectsEverything() {
        let h = harness(text: "two words")
        h.subject.isSecureTextEntry = true
        let point = CGPoint(x: expectedCaretX(h.subject, after: 1), y: 18)
        h.click(at: point)
        h.click(at: point, pause: .milliseconds(100))
        #expect(h.subject.selectedCharacterRange == 0..<9)
    }

    // MARK: Limits and vetoes

    @Test func maximumLengthCutsAPaste() {
        let h = harness(text: "abc")
        h.subject.maximumLength = 8
        h.clipboard.string = "defghijkl"
        h.subject.becomeFirstResponder()
        h.press(.character("v"), [.control])
        #expect(h.subject.text == "abcdefgh")
        h.type("z")
        #expect(h.subject.text == "abcdefgh")
        #expect(h.events.names == ["begin", "changed"])
    }

    @Test func theDelegateCanRefuseEdits() {
        let h = harness()
        let delegate = RecordingTextFieldDelegate()
        delegate.allowsChange = { _, replacement in replacement.allSatisfy(\.isNumber) }
        h.subject.delegate = delegate
        h.subject.becomeFirstResponder()
        for piece in ["1", "a", "2", "b"] { h.type(piece) }
        #expect(h.subject.text == "12")
        #expect(delegate.changes.map(\.replacement) == ["1", "a", "2", "b"])
    }

    @Test func theDelegateSeesTheUTF16RangeBeingReplaced() throws {
        let h = harness(text: "héllo 🌍 world")
        let delegate = RecordingTextFieldDelegate()
        h.subject.delegate = delegate
        h.subject.becomeFirstResponder()
        h.press(.leftArrow, [.shift], times: 5)
        h.type("there")
        let change = try #require(delegate.changes.last)
        #expect(change.range == NSRange(location: 9, length: 5))  // 🌍 is two UTF-16 units
        #expect((h.subject.text! as NSString).substring(to: 9) == "héllo 🌍 ")
        #expect(change.replacement == "there")
    }

    // MARK: Clear button

    @Test func clearButtonClearsAndSendsEditingChanged() {
        let h = harness(text: "hello")
        h.subject.clearButtonMode = .always
        #expect(h.subject.isClearButtonShown)
        let button = h.subject.clearButtonRect(forBounds: h.subject.bounds)
        h.click(at: CGPoint(x: button.midX, y: button.midY))
        #expect(h.subject.text == "")
        #expect(h.subject.isFirstResponder)
        #expect(h.events.names == ["begin", "changed"])
        #expect(!h.subject.isClearButtonShown)
    }

    @Test func clearButtonModesFollowTheEditingState() {
        let h = harness(text: "hello")
        let field = h.subject
        field.clearButtonMode = .whileEditing
        #expect(!field.isClearButtonShown)
        field.becomeFirstResponder()
        #expect(field.isClearButtonShown)
        field.clearButtonMode = .unlessEditing
        #expect(!field.isClearButtonShown)
        field.clearButtonMode = .never
        #expect(!field.isClearButtonShown)
        let fullWidth = field.textRect(forBounds: field.bounds).width
        field.clearButtonMode = .always
        #expect(field.textRect(forBounds: field.bounds).width < fullWidth)
    }

    // MARK: Events

    @Test func editingEventsArriveInOrder() {
        let h = harness()
        h.click(at: CGPoint(x: 50, y: 18))
        h.type("a")
        h.type("b")
        h.press(.returnKey)
        #expect(h.events.names == ["begin", "changed", "changed", "exit", "end"])
        #expect(!h.subject.isFirstResponder)
    }

    @Test func settingTextInCodeSendsNoEvent() {
        let h = harness()
        h.subject.becomeFirstResponder()
        h.subject.text = "programmatic\nline"
        #expect(h.subject.text == "programmatic line")
        #expect(h.events.names == ["begin"])
    }

    @Test func tabMovesFocusToTheNextFieldAndEndsEditing() {
        let h = harness()
        let second = UITextField(frame: CGRect(x: 20, y: 160, width: 240, height: 36))
        h.window.addSubview(second)
        var secondEvents: [String] = []
        second.addAction(UIAction { _ in secondEvents.append("begin") }, for: .editingDidBegin)
        h.subject.becomeFirstResponder()
        h.press(.tab)
        #expect(second.isFirstResponder)
        #expect(h.events.names == ["begin", "end"])
        #expect(secondEvents == ["begin"])
    }

    @Test func disabledFieldNeitherFocusesNorTakesText() {
        let h = harness(text: "x")
        h.subject.isEnabled = false
        h.click(at: CGPoint(x: 50, y: 18))
        h.type("y")
        #expect(!h.subject.isFirstResponder)
        #expect(h.subject.text == "x")
        #expect(h.events.names.isEmpty)
    }

    @Test func disablingWhileEditingEndsEditing() {
        let h = harness()
        h.subject.becomeFirstResponder()
        h.subject.isEnabled = false
        #expect(!h.subject.isFirstResponder)
        #expect(h.events.names == ["begin", "end"])
    }

    // MARK: Pointer

    @Test func clickPlacesTheCaretAtTheNearestCharacterBoundary() {
        let h = harness(text: "Hello world")
        let field = h.subject
        // Just right of the boundary after "Hello w" → 7; just left of it → still 7.
        let boundary = expectedCaretX(field, after: 7)
        h.click(at: CGPoint(x: boundary + 1, y: 18))
        #expect(field.selectedCharacterRange == 7..<7)
        h.click(at: CGPoint(x: boundary - 1, y: 18))
        #expect(field.selectedCharacterRange == 7..<7)
        // A quarter into "o" (after "Hello w") stays before it; three quarters goes after it.
        let next = expectedCaretX(field, after: 8)
        h.click(at: CGPoint(x: boundary + (next - boundary) * 0.25, y: 18))
        #expect(field.selectedCharacterRange == 7..<7)
        h.click(at: CGPoint(x: boundary + (next - boundary) * 0.75, y: 18))
        #expect(field.selectedCharacterRange == 8..<8)
        // Past the end → end; before the start → 0.
        h.click(at: CGPoint(x: field.bounds.width - 4, y: 18))
        #expect(field.selectedCharacterRange == 11..<11)
        h.click(at: CGPoint(x: 1, y: 18))
        #expect(field.selectedCharacterRange == 0..<0)
    }

    @Test func clickPlacesTheCaretInChineseText() {
        let h = harness(text: "你好世界")
        let x = (expectedCaretX(h.subject, after: 2) + expectedCaretX(h.subject, after: 3)) / 2 - 2
        h.click(at: CGPoint(x: x, y: 18))
        #expect(h.subject.selectedCharacterRange == 2..<2)
    }

    @Test func dragExtendsTheSelection() {
        let h = harness(text: "Hello world")
        let start = h.windowPoint(CGPoint(x: expectedCaretX(h.subject, after: 6) + 1, y: 18))
        let end = h.windowPoint(CGPoint(x: expectedCaretX(h.subject, after: 11) + 20, y: 18))
        h.window.send(.pointerDown(start))
        h.window.send(.pointerMoved(CGPoint(x: (start.x + end.x) / 2, y: start.y)))
        h.window.send(.pointerMoved(end))
        h.window.send(.pointerUp(end))
        #expect(h.subject.selectedText == "world")
        h.type("there")
        #expect(h.subject.text == "Hello there")
    }

    @Test func doubleClickSelectsAWordAndTripleClickEverything() {
        let h = harness(text: "Hello big world")
        let point = CGPoint(x: expectedCaretX(h.subject, after: 7) + 1, y: 18)
        h.click(at: point)
        h.click(at: point, pause: .milliseconds(200))
        #expect(h.subject.selectedText == "big")
        h.click(at: point, pause: .milliseconds(200))
        #expect(h.subject.selectedCharacterRange == 0..<15)
    }

    @Test func caretBlinksOnTheWindowClockAndShowsAfterEveryKey() {
        let h = harness(text: "abc")
        let blinker = h.subject.caretBlinker
        h.subject.becomeFirstResponder()
        #expect(blinker.isCaretVisible)
        h.clock.advance(by: .milliseconds(499))
        #expect(blinker.isCaretVisible)
        h.clock.advance(by: .milliseconds(1))
        #expect(!blinker.isCaretVisible)
        h.clock.advance(by: .milliseconds(500))
        #expect(blinker.isCaretVisible)
        h.clock.advance(by: .milliseconds(500))
        #expect(!blinker.isCaretVisible)
        h.press(.leftArrow)
        #expect(blinker.isCaretVisible)
        h.clock.advance(by: .milliseconds(400))
        #expect(blinker.isCaretVisible)
        h.subject.resignFirstResponder()
        #expect(h.clock.pendingCount == 0)
    }

    // MARK: Scrolling and layout

    @Test func longTextScrollsSoTheCaretStaysVisible() {
        let h = harness(width: 80)
        let field = h.subject
        field.becomeFirstResponder()
        h.type("The quick brown fox jumps over the lazy dog")
        let textRect = field.textRect(forBounds: field.bounds)
        #expect(field.horizontalScrollOffset > 0)
        #expect(field.caretRect.maxX <= textRect.maxX + 0.01)
        #expect(field.caretRect.minX >= textRect.minX)
        h.press(.home)
        #expect(field.horizontalScrollOffset == 0)
        #expect(abs(field.caretRect.minX - textRect.minX) < 0.01)
        h.press(.end)
        #expect(field.caretRect.maxX <= textRect.maxX + 0.01)
        field.resignFirstResponder()
        #expect(field.horizontalScrollOffset == 0)
    }

    @Test func intrinsicSizeFollowsTheFontAndDynamicType() {
        let field = UITextField(placeholder: "Placeholder")
        field.borderStyle = .roundedRect
        let large = field.intrinsicContentSize
        #expect(large.height == 35)  // Inter 17 pt line (20.6) + 2 × 7
        field.textStyle = .body
        let traits = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge)
        let window = UIWindow(device: .iPhoneSE, traits: traits)
        window.addSubview(field)
        #expect(field.intrinsicContentSize.height > large.height + 10)
    }

    @Test func placeholderIsTheAccessibilityLabelUnlessOneIsSet() {
        let field = UITextField(placeholder: "Email")
        #expect(field.accessibilityLabel == "Email")
        #expect(field.accessibilityValue == nil)
        field.accessibilityLabel = "Work email"
        #expect(field.accessibilityLabel == "Work email")
    }
}
