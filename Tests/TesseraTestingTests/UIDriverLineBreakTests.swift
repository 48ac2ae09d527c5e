import Foundation
import TesseraCore
import TesseraTesting
import TesseraUI
import Testing

/// A line break in typed text is the Return key, as on a hardware keyboard: a single-line field
/// asks its delegate to return, a text view starts a new line.
@MainActor
@Suite struct UIDriverLineBreakTests {
    @MainActor
    final class ReplacementLog: NSObject, UITextViewDelegate {
        var replacements: [String] = []
        func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
            replacements.append(text)
            return true
        }
    }

    @Test func aLineBreakInAFieldIsReturnAndReachesTheDelegate() throws {
        let window = UIWindow(device: .iPhoneSE)
        window.clock = TestClock()
        let screen = GroceryViewController()
        window.rootViewController = screen
        let driver = UIDriver(window: window)
        try driver.type("Pears\n", into: .identifier("newItem"))
        #expect(screen.items == ["Milk", "Eggs", "Bread", "Pears"])
        #expect(screen.field.text == "")
        try driver.type("Figs\r\nKiwis\r")
        #expect(screen.items.suffix(2) == ["Figs", "Kiwis"])
    }

    @Test func aLineBreakEndsEditingWhereSomethingListensForEditingDidEndOnExit() throws {
        let window = UIWindow(device: .iPhoneSE)
        window.clock = TestClock()
        let root = UIView(frame: window.bounds)
        window.rootView = root
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34), placeholder: "Name")
        var exits = 0
        field.addAction(UIAction { _ in exits += 1 }, for: .editingDidEndOnExit)
        root.addSubview(field)
        try UIDriver(window: window).type("Ada\n", into: field)
        #expect(field.text == "Ada")
        #expect(exits == 1 && !field.isFirstResponder)
    }

    @Test func aLineBreakInATextViewStartsANewLineThroughTheDelegate() throws {
        let window = UIWindow(device: .iPhoneSE)
        window.clock = TestClock()
        let root = UIView(frame: window.bounds)
        window.rootView = root
        let textView = UITextView(frame: CGRect(x: 20, y: 100, width: 300, height: 200))
        let log = ReplacementLog()
        textView.delegate = log
        root.addSubview(textView)
        try UIDriver(window: window).type("one\ntwo", into: textView)
        #expect(textView.text == "one\ntwo")
        #expect(log.replacements == ["o", "n", "e", "\n", "t", "w", "o"])
    }

    @Test func theTargetGetsAReturnKeyPressForALineBreak() throws {
        let window = UIWindow(device: .iPhoneSE)
        window.clock = TestClock()
        let target = RecordingTarget(window: window)
        try UIDriver(target: target).type("a\nb")
        #expect(target.events == [.text("a"), .keyDown(.returnKey), .keyUp(.returnKey), .text("b")])
    }
}
