import Testing

@testable import TesseraUI

@Suite struct TextEditingModelTests {
    func model(_ text: String, singleLine: Bool = true, maximumLength: Int? = nil) -> TextEditingModel {
        TextEditingModel(text: text, isSingleLine: singleLine, maximumLength: maximumLength)
    }

    @Test func newTextPutsTheCaretAtTheEnd() {
        let model = model("你好 world")
        #expect(model.count == 8)
        #expect(model.selectedRange == 8..<8)
    }

    @Test func sanitizingDropsControlsAndFlattensLineBreaksInOneLine() {
        #expect(TextEditingModel.sanitized("a\u{0}b\r\nc\nd\u{2028}e\tf\u{7}", singleLine: true) == "ab c d e f")
        #expect(TextEditingModel.sanitized("a\r\nb\rc\u{85}d\te\u{0}", singleLine: false) == "a\nb\nc\nd\te")
        #expect(TextEditingModel.sanitized("", singleLine: true) == "")
    }

    @Test func applyingAnEditPutsTheCaretAfterTheReplacement() throws {
        var model = model("hello world")
        model.select(6..<11)
        let edit = try #require(model.proposedEdit(replacing: model.selectedRange, with: "世界"))
        model.apply(edit)
        #expect(model.text == "hello 世界")
        #expect(model.selectedRange == 8..<8)
    }

    @Test func emptyInputOverAnEmptyRangeIsNoEdit() {
        let model = model("abc")
        #expect(model.proposedEdit(replacing: 1..<1, with: "") == nil)
        #expect(model.proposedEdit(replacing: 1..<1, with: "\u{0}") == nil)
    }

    @Test func maximumLengthCutsAPasteAtACharacterBoundary() throws {
        var model = model("abc", maximumLength: 5)
        let edit = try #require(model.proposedEdit(replacing: 3..<3, with: "👨‍👩‍👧xyz"))
        #expect(edit.replacement == "👨‍👩‍👧x")
        model.apply(edit)
        #expect(model.text == "abc👨‍👩‍👧x")
        #expect(model.count == 5)
    }

    @Test func aFullFieldRefusesMoreButAcceptsAMarkThatJoinsTheLastCharacter() throws {
        var model = model("abe", maximumLength: 3)
        // No room: nothing goes in, and the edit says what was dropped (the control reports it).
        #expect(
            model.proposedEdit(replacing: 3..<3, with: "d") == .init(range: 3..<3, replacement: "", droppedText: "d"))
        let accent = try #require(model.proposedEdit(replacing: 3..<3, with: "\u{301}"))
        model.apply(accent)
        #expect(model.text == "abe\u{301}")
        #expect(model.count == 3)
    }

    @Test func replacingASelectionInAFullFieldCountsTheFreedRoom() throws {
        let model = model("abcd", maximumLength: 4)
        let edit = try #require(model.proposedEdit(replacing: 1..<3, with: "xyz"))
        #expect(edit.replacement == "xy")
    }

    @Test func backspaceAndDeleteTakeWholeCharacters() {
        var model = model("a👨‍👩‍👧🇫🇷")
        #expect(model.rangeForBackspace(byWord: false) == 2..<3)
        model.moveCaret(to: 1, extendingSelection: false)
        #expect(model.rangeForDeleteForward(byWord: false) == 1..<2)
        model.moveCaret(to: 0, extendingSelection: false)
        #expect(model.rangeForBackspace(byWord: false) == 0..<0)
    }

    @Test func leftAndRightCollapseASelectionBeforeMoving() {
        var model = model("abcdef")
        model.select(2..<4)
        #expect(model.positionMovingLeft(extendingSelection: false) == 2)
        #expect(model.positionMovingRight(extendingSelection: false) == 4)
        #expect(model.positionMovingLeft(extendingSelection: true) == 3)
    }

    @Test func shiftMovesKeepTheAnchor() {
        var model = model("abcdef")
        model.moveCaret(to: 3, extendingSelection: false)
        model.moveCaret(to: 5, extendingSelection: true)
        #expect(model.selectedRange == 3..<5)
        model.moveCaret(to: 1, extendingSelection: true)
        #expect(model.selectedRange == 1..<3)
        #expect(model.anchor == 3)
    }

    @Test func wordRangesGroupLettersIdeographsSpacesAndSymbols() {
        let model = model("hello, 世界 world!!")
        #expect(model.wordRange(at: 2) == 0..<5)
        #expect(model.wordRange(at: 5) == 5..<6)
        #expect(model.wordRange(at: 7) == 7..<9)
        #expect(model.wordRange(at: 12) == 10..<15)
        #expect(model.wordRange(at: 99) == 15..<17)
        #expect(TextEditingModelTests().model("").wordRange(at: 0) == 0..<0)
    }

    @Test func wordBoundariesSkipSpacesThenTheWord() {
        let model = model("one  two three")
        #expect(model.wordBoundary(before: 14) == 9)
        #expect(model.wordBoundary(before: 9) == 5)
        #expect(model.wordBoundary(before: 3) == 0)
        #expect(model.wordBoundary(after: 0) == 3)
        #expect(model.wordBoundary(after: 3) == 8)
        #expect(model.wordBoundary(after: 14) == 14)
    }

    @Test func paragraphRangeStopsAtLineBreaks() {
        let model = model("first\nsecond line\nthird", singleLine: false)
        #expect(model.paragraphRange(at: 8) == 6..<17)
        #expect(model.paragraphRange(at: 0) == 0..<5)
        #expect(model.paragraphRange(at: 23) == 18..<23)
    }

    @Test func settingTextClampsTheSelection() {
        var model = model("abcdef")
        model.select(2..<6)
        model.setText("ab")
        #expect(model.selectedRange == 2..<2)
    }

    @Test func stringRangesMatchCharacterOffsets() {
        let model = model("é👍🏽x")
        let range = model.stringRange(1..<2)
        #expect(String(model.text[range]) == "👍🏽")
    }
}
