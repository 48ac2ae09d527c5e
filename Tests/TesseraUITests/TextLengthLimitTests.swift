import Foundation
import TesseraGraphics
import Testing

@testable import TesseraUI

/// Records what the delegate hears about input cut to the length limit.
@MainActor
final class TruncationRecorder: UITextFieldDelegate, UITextViewDelegate {
    var truncations: [TextInputTruncation] = []
    var changesAllowed: [String] = []

    func textField(_ textField: UITextField, didTruncateInput truncation: TextInputTruncation) {
        truncations.append(truncation)
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    {
        changesAllowed.append(string)
        return true
    }

    func textView(_ textView: UITextView, didTruncateInput truncation: TextInputTruncation) {
        truncations.append(truncation)
    }
}

/// Editable text has a default length limit (issue 19, D13): a megabyte paste is cut to it at a
/// Character boundary, the delegate learns what was left out, and a caller can raise the limit.
@MainActor
@Suite struct TextLengthLimitTests {
    /// One megabyte of ASCII, 100 000 × "abcdefghi ".
    let megabyte = String(repeating: "abcdefghi ", count: 100_000)

    @Test func aHugePasteIntoAFieldIsCutToTheDefaultLimitAndTheDelegateHearsTheRest() {
        let h = TextInputHarness(UITextField(text: "start ", placeholder: "Name"))
        let recorder = TruncationRecorder()
        h.subject.delegate = recorder
        #expect(h.subject.maximumLength == UITextField.defaultMaximumLength)
        #expect(UITextField.defaultMaximumLength == 10_000)
        h.subject.becomeFirstResponder()
        h.clipboard.string = megabyte
        h.press(.character("v"), [.control])
        #expect(h.subject.text?.count == 10_000)
        #expect(h.events.names == ["begin", "changed"])
        #expect(recorder.truncations.count == 1)
        let truncation = recorder.truncations[0]
        #expect(truncation.maximumLength == 10_000)
        #expect(truncation.insertedText.count == 10_000 - "start ".count)
        #expect(truncation.insertedText + truncation.droppedText == megabyte)
        #expect(recorder.changesAllowed == [truncation.insertedText])  // the delegate is offered what fits
    }

    @Test func aFullFieldDropsAllOfAPasteAndSaysSo() {
        let h = TextInputHarness(UITextField(text: "abc", placeholder: "Name"))
        let recorder = TruncationRecorder()
        h.subject.delegate = recorder
        h.subject.maximumLength = 3
        h.subject.becomeFirstResponder()
        h.clipboard.string = "defg"
        h.press(.character("v"), [.control])
        #expect(h.subject.text == "abc")
        #expect(recorder.truncations == [TextInputTruncation(maximumLength: 3, insertedText: "", droppedText: "defg")])
        #expect(recorder.changesAllowed.isEmpty)
        #expect(h.events.names == ["begin"])
    }

    @Test func aCallerCanRaiseOrRemoveTheLimit() {
        let h = TextInputHarness(UITextField(text: "", placeholder: "Name"))
        let recorder = TruncationRecorder()
        h.subject.delegate = recorder
        h.subject.maximumLength = 30_000
        h.subject.becomeFirstResponder()
        h.clipboard.string = String(megabyte.prefix(25_000))
        h.press(.character("v"), [.control])
        #expect(h.subject.text?.count == 25_000)
        #expect(recorder.truncations.isEmpty)
        h.subject.maximumLength = nil
        h.type("xyz")
        #expect(h.subject.text?.count == 25_003)
    }

    @Test func textSetInCodeIsNeverCut() {
        let field = UITextField(text: "", placeholder: "Name")
        field.text = String(megabyte.prefix(12_000))
        #expect(field.text?.count == 12_000)
    }

    @Test func aHugePasteIntoATextViewIsCutToItsDefaultLimit() {
        let h = TextInputHarness(UITextView(), frame: CGRect(x: 20, y: 100, width: 240, height: 200))
        let recorder = TruncationRecorder()
        h.subject.delegate = recorder
        #expect(h.subject.maximumLength == UITextView.defaultMaximumLength)
        h.subject.becomeFirstResponder()
        // Short lines: the view lays out a paragraph per line, so the cut text stays quick to show.
        h.clipboard.string = String(repeating: "a short line of text\n", count: 50_000)  // 1 050 000 Characters
        h.press(.character("v"), [.control])
        #expect(h.subject.text.count == UITextView.defaultMaximumLength)
        #expect(recorder.truncations.count == 1)
        #expect(recorder.truncations.first.map { $0.insertedText.count + $0.droppedText.count } == 1_050_000)
    }
}
