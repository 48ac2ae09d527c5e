import Foundation
import TesseraCore
import TesseraGraphics
import TesseraLayout
import TesseraTesting
import Testing

@testable import TesseraUI

/// Input-method pre-edit text in `UITextField` and `UITextView`, through `UIWindow.send(.markedText)`.
@MainActor
@Suite struct MarkedTextTests {
    /// A window holding `view`, with `view` first responder and its editingChanged events counted.
    func focused<V: UIControl & MarkedTextInput>(_ view: V, counting counter: Counter) -> UIWindow {
        let window = UIWindow(device: .iPhoneSE)
        window.clock = TestClock()
        view.frame = CGRect(x: 20, y: 100, width: 240, height: 80)
        window.addSubview(view)
        window.layoutIfNeeded()
        view.addAction(UIAction { _ in counter.value += 1 }, for: .editingChanged)
        _ = view.becomeFirstResponder()
        return window
    }

    final class Counter { var value = 0 }

    @Test func pinyinCompositionCommitsOnceWithOneEditingChanged() {
        let field = UITextField()
        let changes = Counter()
        let window = focused(field, counting: changes)
        window.send(.markedText("ni", selectedRange: 2..<2))
        #expect(field.text == "")
        #expect(field.markedTextRange == 0..<2)
        #expect(field.displayedText == "ni")
        window.send(.markedText("nih", selectedRange: 3..<3))
        #expect(field.markedTextRange == 0..<3)
        #expect(field.text == "")
        #expect(changes.value == 0)
        window.send(.text("你好"))
        #expect(field.text == "你好")
        #expect(field.markedTextRange == nil)
        #expect(changes.value == 1)
        #expect(field.selectedCharacterRange == 2..<2)
    }

    @Test func markedTextReplacesTheSelectionOnScreenOnlyUntilCommitted() {
        let field = UITextField(text: "ab cd")
        let changes = Counter()
        let window = focused(field, counting: changes)
        field.selectedCharacterRange = 3..<5
        window.send(.markedText("ni", selectedRange: 1..<1))
        #expect(field.displayedText == "ab ni")
        #expect(field.text == "ab cd")
        #expect(field.markedTextRange == 3..<5)
        // The caret shows inside the pre-edit text, after "n".
        let afterN = field.textGeometry.caretRect(at: 4, width: UITextField.caretWidth).minX + field.textOrigin.x
        #expect(field.caretRect.minX == afterN)
        window.send(.text("你"))
        #expect(field.text == "ab 你")
        #expect(changes.value == 1)
    }

    @Test func anEmptyPreEditClearsTheMarkedText() {
        let field = UITextField(text: "x")
        let changes = Counter()
        let window = focused(field, counting: changes)
        window.send(.markedText("ni", selectedRange: 2..<2))
        window.send(.markedText("", selectedRange: 0..<0))
        #expect(field.markedTextRange == nil)
        #expect(field.displayedText == "x")
        #expect(changes.value == 0)
    }

    @Test func escapeDiscardsThePreEditAndKeepsFocus() {
        let field = UITextField(text: "a")
        let changes = Counter()
        let window = focused(field, counting: changes)
        window.send(.markedText("nih", selectedRange: 3..<3))
        window.send(.keyDown(.escape))
        #expect(field.markedTextRange == nil)
        #expect(field.text == "a")
        #expect(field.isFirstResponder)
        #expect(changes.value == 0)
        // A second Escape, with nothing composed, resigns as usual.
        window.send(.keyDown(.escape))
        #expect(!field.isFirstResponder)
    }

    @Test func keysWhileComposingBelongToTheInputMethod() {
        let field = UITextField(text: "abc")
        let changes = Counter()
        let window = focused(field, counting: changes)
        window.send(.markedText("ni", selectedRange: 2..<2))
        window.send(.keyDown(.backspace))
        window.send(.keyDown(.leftArrow))
        #expect(field.text == "abc")
        #expect(field.markedTextRange == 3..<5)
        #expect(changes.value == 0)
    }

    @Test func losingFocusDiscardsThePreEdit() {
        let field = UITextField(text: "a")
        let changes = Counter()
        let window = focused(field, counting: changes)
        window.send(.markedText("ni", selectedRange: 2..<2))
        _ = field.resignFirstResponder()
        #expect(field.markedTextRange == nil)
        #expect(field.text == "a")
        #expect(changes.value == 0)
    }

    @Test func secureEntryAndUnfocusedFieldsIgnorePreEdit() {
        let secure = UITextField()
        secure.isSecureTextEntry = true
        let window = focused(secure, counting: Counter())
        window.send(.markedText("ni", selectedRange: 2..<2))
        #expect(secure.markedTextRange == nil)
        let other = UITextField()
        other.setMarkedText("ni", selectedRange: 2..<2)
        #expect(other.markedTextRange == nil)
    }

    @Test func unmarkTextCommitsThePreEdit() {
        let field = UITextField()
        let changes = Counter()
        let window = focused(field, counting: changes)
        field.setMarkedText("ni", selectedRange: 9..<12)  // clamped
        #expect(field.markedTextRange == 0..<2)
        field.unmarkText()
        #expect(field.text == "ni")
        #expect(changes.value == 1)
        withExtendedLifetime(window) {}
    }

    @Test func textViewComposesInlineToo() {
        let textView = UITextView(text: "line\n")
        let changes = Counter()
        let window = focused(textView, counting: changes)
        window.send(.markedText("nih", selectedRange: 3..<3))
        #expect(textView.text == "line\n")
        #expect(textView.markedTextRange == 5..<8)
        #expect(textView.textGeometry.count == 8)
        window.send(.text("你好"))
        #expect(textView.text == "line\n你好")
        #expect(changes.value == 1)
        window.send(.markedText("a", selectedRange: 1..<1))
        window.send(.keyDown(.escape))
        #expect(textView.text == "line\n你好")
        #expect(textView.markedTextRange == nil)
    }

    @Test func underlinedMarkedTextSnapshot() {
        let field = UITextField(text: "Hi ")
        field.borderStyle = .roundedRect
        let panel = SnapshotFixtures.column([field], width: 220)
        let window = UIWindow(device: .iPhoneSE)
        window.clock = TestClock()
        window.addSubview(panel)
        window.layoutIfNeeded()
        field.becomeFirstResponder()
        // The input method's current clause (你好) gets the thicker underline.
        window.send(.markedText("你好shi", selectedRange: 0..<2))
        #expect(field.markedTextRange == 3..<8)
        assertSnapshot(of: panel, appearance: .light)
    }
}
