import Foundation
import TesseraCore
import TesseraGraphics
import Testing

@testable import TesseraUI

/// Cursor shapes and the middle-click paste of the primary selection (issue 15, defect 6).
@MainActor
@Suite struct PointerCursorTests {
    private func scene() -> (window: UIWindow, field: UITextField, button: UIButton, label: UILabel) {
        let window = UIWindow(device: .iPhone15)
        window.clock = TestClock()
        let root = UIView()
        window.rootView = root
        let field = UITextField(placeholder: "Name")
        field.frame = CGRect(x: 20, y: 100, width: 200, height: 44)
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        button.frame = CGRect(x: 20, y: 200, width: 100, height: 44)
        let label = UILabel(text: "Plain")
        label.frame = CGRect(x: 20, y: 300, width: 100, height: 44)
        for view in [field, button, label] as [UIView] { root.addSubview(view) }
        window.layoutIfNeeded()
        return (window, field, button, label)
    }

    @Test func anIBeamOverTextAPointingHandOverControlsAndTheArrowElsewhere() {
        let scene = scene()
        #expect(scene.window.cursor(at: CGPoint(x: 60, y: 120)) == .iBeam)
        #expect(scene.window.cursor(at: CGPoint(x: 60, y: 220)) == .pointingHand)
        #expect(scene.window.cursor(at: CGPoint(x: 60, y: 320)) == .arrow)
        scene.button.isEnabled = false
        scene.field.isEnabled = false
        #expect(scene.window.cursor(at: CGPoint(x: 60, y: 220)) == .arrow)
        #expect(scene.window.cursor(at: CGPoint(x: 60, y: 120)) == .arrow)
    }

    @Test func middleClickPastesThePrimarySelectionIntoTextOnly() {
        let scene = scene()
        #expect(scene.window.pastePrimarySelection("你好 world", at: CGPoint(x: 60, y: 120)))
        #expect(scene.field.text == "你好 world")
        #expect(scene.field.isFirstResponder)
        #expect(!scene.window.pastePrimarySelection("elsewhere", at: CGPoint(x: 60, y: 320)))
        #expect(scene.field.text == "你好 world")
    }
}
