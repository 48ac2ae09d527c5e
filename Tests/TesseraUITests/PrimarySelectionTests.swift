import Foundation
import TesseraCore
import TesseraGraphics
import Testing

@testable import TesseraUI

/// Selecting text publishes it as X11's primary selection (issue 15, defect 6), which a middle
/// click pastes.
@MainActor
@Suite struct PrimarySelectionTests {
    private func scene() -> (window: UIWindow, field: UITextField, other: UITextField, notes: UITextView) {
        let window = UIWindow(device: .iPhone15)
        window.clock = TestClock()
        let root = UIView()
        window.rootView = root
        let field = UITextField(placeholder: "Title")
        field.text = "Concert night"
        field.frame = CGRect(x: 20, y: 100, width: 300, height: 44)
        let other = UITextField(placeholder: "Other")
        other.frame = CGRect(x: 20, y: 200, width: 300, height: 44)
        let notes = UITextView(frame: CGRect(x: 20, y: 300, width: 300, height: 200))
        notes.text = "Hello world"
        for view in [field, other, notes] as [UIView] { root.addSubview(view) }
        window.layoutIfNeeded()
        return (window, field, other, notes)
    }

    private func press(_ key: Key, modifiers: KeyModifiers = [], in window: UIWindow) {
        window.send(.keyDown(key, modifiers: modifiers))
        window.send(.keyUp(key, modifiers: modifiers))
    }

    @Test func shiftArrowsPublishTheSelectionAndAPlainCaretMoveKeepsIt() {
        let scene = scene()
        scene.field.becomeFirstResponder()  // caret at the end, nothing selected
        #expect(scene.window.primarySelection.string == nil)
        for _ in 0..<5 { press(.leftArrow, modifiers: .shift, in: scene.window) }
        #expect(scene.window.primarySelection.string == "night")
        press(.rightArrow, in: scene.window)  // collapses the selection; X11 keeps the primary selection
        #expect(scene.window.primarySelection.string == "night")
    }

    @Test func selectAllAndADoubleClickPublish() {
        let scene = scene()
        scene.field.becomeFirstResponder()
        press(.character("a"), modifiers: .control, in: scene.window)
        #expect(scene.window.primarySelection.string == "Concert night")
        // A double click on the text view's first word selects it.
        let word = scene.notes.convert(CGPoint(x: scene.notes.textContainerInset.left + 15, y: 20), to: nil)
        for _ in 0..<2 {
            scene.window.send(.pointerDown(word))
            scene.window.send(.pointerUp(word))
        }
        #expect(scene.window.primarySelection.string == "Hello")
    }

    @Test func aMouseDragPublishesAndAMiddleClickPastesIt() {
        let scene = scene()
        let start = scene.field.convert(CGPoint(x: 2, y: 22), to: nil)
        let end = scene.field.convert(CGPoint(x: 298, y: 22), to: nil)
        scene.window.send(.pointerDown(start))
        scene.window.send(.pointerMoved(end))
        scene.window.send(.pointerUp(end))
        #expect(scene.window.primarySelection.string == "Concert night")
        #expect(scene.window.pastePrimarySelection(at: CGPoint(x: 60, y: 222)))
        #expect(scene.other.text == "Concert night")
    }

    @Test func secureEntryNeverPublishes() {
        let scene = scene()
        scene.window.primarySelection.string = "before"
        scene.field.isSecureTextEntry = true
        scene.field.becomeFirstResponder()
        press(.character("a"), modifiers: .control, in: scene.window)
        #expect(scene.window.primarySelection.string == "before")
    }
}
