import Foundation
import TesseraCore
import TesseraGraphics
import Testing

@testable import TesseraUI

/// A text field delegate that records what it is asked and told, and answers as configured.
@MainActor
final class RecordingTextFieldDelegate: UITextFieldDelegate {
    var log: [String] = []
    var changes: [(range: NSRange, replacement: String)] = []
    var allowsBegin = true
    var allowsEnd = true
    var allowsClear = true
    var allowsReturn = true
    var allowsChange: (NSRange, String) -> Bool = { _, _ in true }
    var selections: [Range<Int>] = []

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        log.append("shouldBegin")
        return allowsBegin
    }
    func textFieldDidBeginEditing(_ textField: UITextField) { log.append("didBegin") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        log.append("shouldEnd")
        return allowsEnd
    }
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        log.append("didEnd(\(reason == .committed ? "committed" : "other"))")
    }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    {
        changes.append((range, string))
        return allowsChange(range, string)
    }
    func textFieldDidChangeSelection(_ textField: UITextField) { selections.append(textField.selectedCharacterRange) }
    func textFieldShouldClear(_ textField: UITextField) -> Bool {
        log.append("shouldClear")
        return allowsClear
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        log.append("shouldReturn")
        return allowsReturn
    }
}

@MainActor
@Suite struct TextFieldDelegateTests {
    func harness(text: String = "") -> (TextInputHarness<UITextField>, RecordingTextFieldDelegate) {
        let field = UITextField(text: text, placeholder: "Name")
        let delegate = RecordingTextFieldDelegate()
        field.delegate = delegate
        return (TextInputHarness(field), delegate)
    }

    @Test func beginningAndEndingAskAndTellTheDelegateAroundTheEvents() {
        let (h, delegate) = harness()
        #expect(h.subject.becomeFirstResponder())
        #expect(h.subject.resignFirstResponder())
        #expect(delegate.log == ["shouldBegin", "didBegin", "shouldEnd", "didEnd(committed)"])
        #expect(h.events.names == ["begin", "end"])
    }

    @Test func aDelegateThatRefusesToBeginKeepsTheFieldFromFocus() {
        let (h, delegate) = harness(text: "abc")
        delegate.allowsBegin = false
        #expect(!h.subject.becomeFirstResponder())
        h.click(at: CGPoint(x: 50, y: 18))
        #expect(!h.subject.isFirstResponder)
        #expect(h.events.names.isEmpty)
    }

    @Test func aDelegateThatRefusesToEndKeepsTheFieldEditing() {
        let (h, delegate) = harness()
        h.subject.becomeFirstResponder()
        delegate.allowsEnd = false
        #expect(!h.subject.resignFirstResponder())
        #expect(h.subject.isEditing)
        #expect(!delegate.log.contains("didEnd(committed)"))
    }

    @Test func returnAsksTheDelegateAndEndsEditingOnlyForListenersOfEditingDidEndOnExit() {
        let (h, delegate) = harness()
        h.subject.becomeFirstResponder()
        delegate.allowsReturn = false
        h.press(.returnKey)
        #expect(delegate.log.last == "shouldReturn")
        #expect(!h.events.names.contains("exit"))

        delegate.allowsReturn = true
        h.press(.returnKey)
        #expect(h.events.names.suffix(2) == ["exit", "end"])
        #expect(!h.subject.isFirstResponder)

        // Without an editingDidEndOnExit listener Return sends the primary action and keeps editing.
        let plain = TextInputHarness(UITextField(text: "x"))
        plain.subject.removeAllActions()  // the harness listens for editingDidEndOnExit
        var primary = 0
        plain.subject.addAction(UIAction { _ in primary += 1 }, for: .primaryActionTriggered)
        plain.subject.becomeFirstResponder()
        plain.press(.returnKey)
        #expect(primary == 1)
        #expect(plain.subject.isFirstResponder)
    }

    @Test func enablesReturnKeyAutomaticallyIgnoresReturnWhileEmpty() {
        let (h, delegate) = harness()
        h.subject.enablesReturnKeyAutomatically = true
        h.subject.becomeFirstResponder()
        h.press(.returnKey)
        #expect(!delegate.log.contains("shouldReturn"))
        h.type("a")
        h.press(.returnKey)
        #expect(delegate.log.contains("shouldReturn"))
    }

    @Test func theClearButtonAsksTheDelegateFirst() {
        let (h, delegate) = harness(text: "keep me")
        delegate.allowsClear = false
        h.subject.clear()
        #expect(h.subject.text == "keep me")
        delegate.allowsClear = true
        h.subject.clear()
        #expect(h.subject.text == "")
        #expect(delegate.log.filter { $0 == "shouldClear" }.count == 2)
    }

    @Test func selectionChangesAreReportedWhileEditing() {
        let (h, delegate) = harness(text: "abc")
        h.subject.selectedCharacterRange = 0..<1  // not editing: not reported
        h.subject.becomeFirstResponder()  // the caret moves to the end: the first report is the start
        h.press(.leftArrow)
        h.press(.leftArrow, [.shift])
        h.type("Z")
        #expect(delegate.selections == [2..<2, 1..<2, 2..<2])
    }

    @Test func textAndAttributedTextAreUIKits() {
        let field = UITextField()
        #expect(field.text == "")
        field.text = nil
        #expect(field.text == "")
        field.attributedText = NSAttributedString(
            string: "Hi", attributes: [.font: UIFont.systemFont(ofSize: 30), .foregroundColor: UIColor.systemRed])
        #expect(field.text == "Hi")
        #expect(field.font == UIFont.systemFont(ofSize: 30))
        #expect(field.textColor == .systemRed)
        #expect(
            field.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont
                == UIFont.systemFont(ofSize: 30))
    }

    @Test func leftAndRightViewsShowPerTheirModesAndNarrowTheText() {
        let (h, _) = harness(text: "abc")
        let full = h.subject.textRect(forBounds: h.subject.bounds)
        let icon = UIView(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        h.subject.leftView = icon
        h.subject.leftViewMode = .always
        h.subject.rightView = badge
        h.subject.rightViewMode = .whileEditing
        h.window.layoutIfNeeded()
        #expect(icon.superview === h.subject && !icon.isHidden)
        #expect(icon.frame == CGRect(x: 0, y: 6, width: 24, height: 24))
        #expect(badge.isHidden)
        #expect(h.subject.textRect(forBounds: h.subject.bounds).minX == 24)
        h.subject.becomeFirstResponder()
        h.window.layoutIfNeeded()
        #expect(!badge.isHidden)
        #expect(badge.frame.maxX == h.subject.bounds.maxX)
        #expect(h.subject.textRect(forBounds: h.subject.bounds).maxX <= badge.frame.minX)
        #expect(h.subject.textRect(forBounds: h.subject.bounds).width < full.width - 50)
    }

    @Test func textInputTraitsReadBack() {
        let field = UITextField()
        #expect(field.keyboardType == .default && field.returnKeyType == .default)
        #expect(field.autocapitalizationType == .sentences)
        field.keyboardType = .emailAddress
        field.returnKeyType = .next
        field.autocorrectionType = .no
        field.spellCheckingType = .no
        field.textContentType = .emailAddress
        field.isSecureTextEntry = true
        field.text = "pa55"
        #expect(field.keyboardType.rawValue == 7 && field.returnKeyType.rawValue == 4)
        #expect(field.textContentType == .emailAddress)
        #expect(field.accessibilityValue == "••••")
    }
}
