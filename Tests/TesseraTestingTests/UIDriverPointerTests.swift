import Foundation
import TesseraCore
import TesseraTesting
import TesseraUI
import Testing

/// The driver's pointer without a button: hovering a view and leaving the window.
@MainActor
@Suite struct UIDriverPointerTests {
    @Test func hoveringAButtonHoversItAndLeavingTheWindowEndsIt() throws {
        let window = UIWindow(device: .iPhoneSE)
        window.clock = TestClock()
        let root = UIView(frame: window.bounds)
        window.rootView = root
        let save = UIButton(type: .system)
        save.setTitle("Save", for: .normal)
        save.isPointerInteractionEnabled = true
        save.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
        let cancel = UIButton(type: .system)
        cancel.setTitle("Cancel", for: .normal)
        cancel.isPointerInteractionEnabled = true
        cancel.frame = CGRect(x: 20, y: 200, width: 120, height: 44)
        root.addSubview(save)
        root.addSubview(cancel)
        let driver = UIDriver(window: window)
        try driver.hover(.label("Save"))
        #expect(save.isHovered && !cancel.isHovered)
        try driver.hover(cancel)
        #expect(!save.isHovered && cancel.isHovered)
        driver.movePointerOutOfWindow()
        #expect(!save.isHovered && !cancel.isHovered)
    }
}
