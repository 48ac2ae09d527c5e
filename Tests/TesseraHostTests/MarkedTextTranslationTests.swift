import CSDL2
import Foundation
import TesseraUI
import Testing

@testable import TesseraHost

/// SDL_TEXTEDITING / SDL_TEXTEDITING_EXT (input-method pre-edit) through the translator.
@Suite("Marked text translation")
struct MarkedTextTranslationTests {
    private func editing(_ text: String, start: Int32, length: Int32, window: UInt32 = 7) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_TEXTEDITING.rawValue
        event.edit.windowID = window
        event.edit.start = start
        event.edit.length = length
        let bytes = Array(text.utf8)
        withUnsafeMutableBytes(of: &event.edit.text) { buffer in
            buffer.copyBytes(from: bytes)
            buffer[bytes.count] = 0
        }
        return event
    }

    @Test func aPreEditBecomesMarkedTextWithItsCursor() {
        var translator = InputTranslator(pointsPerWheelNotch: 40, windowID: 7)
        #expect(
            translator.translate(editing("nih", start: 3, length: 0), modifiers: [])
                == [.input(.markedText("nih", selectedRange: 3..<3))])
        #expect(
            translator.translate(editing("你好shi", start: 0, length: 2), modifiers: [])
                == [.input(.markedText("你好shi", selectedRange: 0..<2))])
    }

    @Test func anEmptyPreEditEndsTheComposition() {
        var translator = InputTranslator(pointsPerWheelNotch: 40, windowID: 7)
        #expect(
            translator.translate(editing("", start: 0, length: 0), modifiers: [])
                == [.input(.markedText("", selectedRange: 0..<0))])
    }

    @Test func codePointOffsetsBecomeCharacterOffsets() {
        // "e" + combining acute is two code points but one Character; a flag is two code points.
        let text = "e\u{301}🇫🇷a"
        #expect(InputTranslator.markedText(text, start: 2, length: 2) == .markedText(text, selectedRange: 1..<2))
        #expect(InputTranslator.markedText(text, start: 1, length: 0) == .markedText(text, selectedRange: 1..<1))
        #expect(InputTranslator.markedText(text, start: 99, length: 5) == .markedText(text, selectedRange: 3..<3))
        #expect(InputTranslator.markedText(text, start: -4, length: -1) == .markedText(text, selectedRange: 0..<0))
    }

    @Test func anotherWindowsPreEditIsIgnored() {
        var translator = InputTranslator(pointsPerWheelNotch: 40, windowID: 7)
        #expect(translator.translate(editing("ni", start: 2, length: 0, window: 9), modifiers: []).isEmpty)
    }

    @Test func theExtendedEventCarriesLongPreEditText() {
        var translator = InputTranslator(pointsPerWheelNotch: 40, windowID: 7)
        let long = String(repeating: "你好", count: 20)  // 120 bytes: beyond SDL_TEXTEDITING's 32
        var event = SDL_Event()
        event.type = SDL_TEXTEDITING_EXT.rawValue
        event.editExt.windowID = 7
        event.editExt.start = 40
        event.editExt.length = 0
        let copy = strdup(long)
        defer { free(copy) }
        event.editExt.text = copy
        #expect(translator.translate(event, modifiers: []) == [.input(.markedText(long, selectedRange: 40..<40))])
    }
}

extension SDLHostTests {
    /// A pre-edit pushed onto SDL's queue reaches a focused field through a real host loop, and
    /// the input method's candidate rectangle follows the caret.
    @Suite("Headless host pre-edit")
    @MainActor
    struct HostMarkedTextTests {
        @Test func aPushedPreEditShowsInTheFocusedFieldAndPlacesTheCandidateWindow() async throws {
            let scene = Scene()
            let field = UITextField(frame: CGRect(x: 10, y: 70, width: 150, height: 36), text: "a")
            scene.root.addSubview(field)
            let host = try scene.openHost()
            defer { host.close() }
            await host.run(turns: 1)
            #expect(field.becomeFirstResponder())
            var event = SDL_Event()
            event.type = SDL_TEXTEDITING.rawValue
            event.edit.windowID = host.windowID
            event.edit.start = 2
            event.edit.length = 0
            withUnsafeMutableBytes(of: &event.edit.text) { buffer in
                buffer.copyBytes(from: Array("ni".utf8))
                buffer[2] = 0
            }
            #expect(SDL_PushEvent(&event) == 1)
            await host.run(turns: 1)
            #expect(field.markedTextRange == 1..<3)
            #expect(field.text == "a")
            let caret = field.convert(field.caretRect, to: nil)
            #expect(host.lastTextInputRect == caret)
            #expect(caret.minX > field.frame.minX + 10)
        }
    }
}
