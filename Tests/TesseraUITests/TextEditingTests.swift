import Foundation
import TesseraCore
import TesseraGraphics
import Testing

@testable import TesseraUI

/// A window on a test clock holding one editing view, driven only through `UIWindow.send(_:)`.
@MainActor
struct TextInputHarness<Subject: UIControl> {
    let window: UIWindow
    let clock: TestClock
    let clipboard: InMemoryClipboard
    let subject: Subject
    /// The editing events the subject sent, in order.
    let events: EventLog

    @MainActor
    final class EventLog {
        var names: [String] = []
    }

    init(_ subject: Subject, frame: CGRect = CGRect(x: 20, y: 100, width: 240, height: 36)) {
        window = UIWindow(device: .iPhoneSE)
        clock = TestClock()
        window.clock = clock
        clipboard = InMemoryClipboard()
        window.clipboard = clipboard
        self.subject = subject
        subject.frame = frame
        window.addSubview(subject)
        window.layoutIfNeeded()
        let events = EventLog()
        self.events = events
        let named: [(UIControl.Event, String)] = [
            (.editingDidBegin, "begin"), (.editingChanged, "changed"), (.editingDidEndOnExit, "exit"),
            (.editingDidEnd, "end"),
        ]
        for (event, name) in named {
            subject.addAction(UIAction { _ in events.names.append(name) }, for: event)
        }
    }

    /// The window point of a point in the subject's bounds.
    func windowPoint(_ point: CGPoint) -> CGPoint { subject.convert(point, to: nil) }

    /// A click (down + up) at a point in the subject's bounds; later clicks within 350 ms and
    /// 10 points count as double and triple clicks, so `pause` moves the clock on first.
    func click(at point: CGPoint, pause: Duration = .seconds(1)) {
        clock.advance(by: pause)
        let location = windowPoint(point)
        window.send(.pointerDown(location))
        window.send(.pointerUp(location))
    }

    /// Presses `key` `times` times.
    func press(_ key: Key, _ modifiers: KeyModifiers = [], times: Int = 1) {
        for _ in 0..<times { window.send(.keyDown(key, modifiers: modifiers)) }
    }

    /// Sends committed text, as a host's text-input event does.
    func type(_ text: String) { window.send(.text(text)) }
}

/// Behaviour both editing views share, and bad input that must never crash or split a Character.
@MainActor
@Suite struct TextEditingTests {
    nonisolated static let hostileInputs: [String] = [
        "nul\u{0}inside\u{0}",
        "e\u{301}\u{302}\u{303} combining stack",
        "\u{301}leading mark",
        "👨‍👩‍👧‍👦 family, 🏳️‍🌈 flag, 🇫🇷 regional",
        "crlf\r\nand cr\rand lf\nand ls\u{2028}and ps\u{2029}",
        "tab\tbell\u{7}escape\u{1B}del\u{7F}",
        "\u{200D}\u{200D}lonely joiners\u{FE0F}",
        String(repeating: "长", count: 300),
    ]

    @Test(arguments: hostileInputs) func fieldTakesHostileInputWithoutBreakingCharacters(_ input: String) {
        let harness = TextInputHarness(UITextField())
        harness.subject.becomeFirstResponder()
        harness.type("a")
        harness.type(input)
        harness.type("z")
        let text = harness.subject.text ?? ""
        #expect(!text.unicodeScalars.contains { $0.properties.generalCategory == .control })
        #expect(text.hasPrefix("a") || text.first?.unicodeScalars.first == "a")
        #expect(harness.subject.selectedCharacterRange == text.count..<text.count)
        // Walk back over every Character with Backspace: each step removes exactly one.
        var remaining = text.count
        while remaining > 0 {
            harness.press(.backspace)
            remaining -= 1
            #expect(harness.subject.text?.count == remaining)
        }
        #expect(harness.subject.text == "")
    }

    @Test(arguments: hostileInputs) func textViewTakesHostileInputWithoutBreakingCharacters(_ input: String) {
        let harness = TextInputHarness(UITextView(), frame: CGRect(x: 20, y: 100, width: 240, height: 120))
        harness.subject.becomeFirstResponder()
        harness.type(input)
        let text: String = harness.subject.text
        #expect(!text.unicodeScalars.contains { $0 == "\r" || $0 == "\u{0}" })
        harness.press(.leftArrow, times: text.count + 2)
        #expect(harness.subject.selectedCharacterRange == 0..<0)
        harness.press(.rightArrow, [.shift], times: text.count + 2)
        #expect(harness.subject.selectedText == text)
    }

    @Test func lineBreaksBecomeSpacesInAFieldAndLineFeedsInATextView() {
        let field = TextInputHarness(UITextField())
        field.subject.becomeFirstResponder()
        field.type("one\r\ntwo\rthree\nfour\u{0}!")
        #expect(field.subject.text == "one two three four!")

        let view = TextInputHarness(UITextView(), frame: CGRect(x: 20, y: 100, width: 240, height: 120))
        view.subject.becomeFirstResponder()
        view.type("one\r\ntwo\rthree\u{2029}four")
        #expect(view.subject.text == "one\ntwo\nthree\nfour")
    }

    @Test func combiningMarkTypedAfterALetterJoinsItAndTheCaretFollows() {
        let harness = TextInputHarness(UITextField())
        harness.subject.becomeFirstResponder()
        harness.type("cafe")
        harness.type("\u{301}")
        #expect(harness.subject.text == "cafe\u{301}")
        #expect(harness.subject.text?.count == 4)
        #expect(harness.subject.selectedCharacterRange == 4..<4)
        harness.press(.backspace)
        #expect(harness.subject.text == "caf")
    }
}
