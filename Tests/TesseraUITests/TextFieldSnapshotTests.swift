import Foundation
import TesseraCore
import TesseraGraphics
import TesseraLayout
import TesseraTesting
import Testing

@testable import TesseraUI

@MainActor
@Suite struct TextFieldSnapshotTests {
    /// A window in `appearance` holding `panel`, so a field in it can be first responder.
    func window(_ appearance: UIUserInterfaceStyle, holding panel: UIView) -> UIWindow {
        let window = UIWindow(device: .iPhoneSE, traits: UITraitCollection(userInterfaceStyle: appearance))
        window.clock = TestClock()
        window.addSubview(panel)
        return window
    }

    func field(_ text: String, placeholder: String? = nil, border: UITextField.BorderStyle = .roundedRect)
        -> UITextField
    {
        let field = UITextField(text: text, placeholder: placeholder)
        field.borderStyle = border
        return field
    }

    @Test func fieldsLight() { placeholderSelectionSecureAndBorders(.light) }
    @Test func fieldsDark() { placeholderSelectionSecureAndBorders(.dark) }
    @Test func scrolledLight() { caretAtTheEndOfScrolledText(.light) }
    @Test func scrolledDark() { caretAtTheEndOfScrolledText(.dark) }

    /// Empty with a placeholder, editing with a selection (and the clear button), secure with a
    /// line border, and a borderless centred field.
    func placeholderSelectionSecureAndBorders(_ appearance: UIUserInterfaceStyle, function: String = #function) {
        let empty = field("", placeholder: "Email address")
        let editing = field("Hello 世界 world")
        editing.clearButtonMode = .whileEditing
        let secure = field("hunter2", border: .line)
        secure.isSecureTextEntry = true
        let plain = field("No border, centred", border: .none)
        plain.textAlignment = .center
        let panel = SnapshotFixtures.column([empty, editing, secure, plain], width: 260)
        let window = window(appearance, holding: panel)
        editing.becomeFirstResponder()
        editing.selectedCharacterRange = 6..<8
        #expect(editing.selectedText == "世界")
        _ = window
        assertSnapshot(of: panel, appearance: appearance, function: function)
    }

    /// A field too narrow for its text, editing with the caret at the end, over an empty one.
    func caretAtTheEndOfScrolledText(_ appearance: UIUserInterfaceStyle, function: String = #function) {
        let long = field("The quick brown fox jumps over the lazy dog")
        let empty = field("", placeholder: "Search")
        let panel = SnapshotFixtures.column([long, empty], width: 160)
        let window = window(appearance, holding: panel)
        long.becomeFirstResponder()
        #expect(long.horizontalScrollOffset > 0)
        _ = window
        assertSnapshot(of: panel, appearance: appearance, function: function)
    }
}
