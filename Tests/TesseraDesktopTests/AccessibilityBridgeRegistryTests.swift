import Foundation
import TesseraDesktop
import TesseraTesting
import TesseraUI
import Testing

/// The bridge against a real AT-SPI registry (at-spi2-core on a private session bus), read by
/// libatspi — the library Orca uses.
@MainActor
@Suite(.serialized) struct AccessibilityBridgeRegistryTests {
    func controlsWindow() -> UIWindow {
        let window = UIWindow(device: .desktop)
        window.frame = CGRect(x: 0, y: 0, width: 320, height: 400)
        let root = UIView()
        window.rootView = root
        let title = UILabel()
        title.text = "Settings"
        title.accessibilityTraits = [.staticText, .header]
        title.frame = CGRect(x: 16, y: 16, width: 200, height: 30)
        let save = UIButton()
        save.setTitle("Save", for: .normal)
        save.accessibilityHint = "Saves the entry"
        save.frame = CGRect(x: 16, y: 60, width: 100, height: 44)
        let reminders = UISwitch()
        reminders.isOn = true
        reminders.accessibilityLabel = "Reminders"
        reminders.frame.origin = CGPoint(x: 16, y: 120)
        let volume = UISlider()
        volume.accessibilityLabel = "Volume"
        volume.value = 0.25
        volume.frame = CGRect(x: 16, y: 170, width: 200, height: 30)
        let field = UITextField(frame: CGRect(x: 16, y: 220, width: 200, height: 36), text: "", placeholder: "Title")
        let hidden = UILabel()
        hidden.text = "Hidden"
        hidden.isHidden = true
        let decoration = UIView(frame: CGRect(x: 0, y: 300, width: 320, height: 1))  // not an element: left out
        for view in [title, save, reminders, volume, field, hidden, decoration] { root.addSubview(view) }
        window.layoutIfNeeded()
        return window
    }

    @Test func aClientWalksTheTreeWithRolesNamesStatesAndInterfaces() async throws {
        let window = controlsWindow()
        let (report, bridge) = try await runRegistryClient("walk", window: window, name: "Bridge Walk")
        #expect(report.error == nil, "embedded: \(bridge.isEmbedded), \(String(describing: bridge.embeddingError))")
        #expect(report.application == "Bridge Walk")
        #expect(report.toolkit == "Tessera")
        let tree = try #require(report.tree)
        #expect(
            tree.map(\.role) == ["application", "frame", "heading", "push button", "toggle button", "slider", "entry"])
        #expect(tree.map(\.name) == ["Bridge Walk", "Bridge Walk", "Settings", "Save", "Reminders", "Volume", "Title"])
        #expect(tree.map(\.depth) == [0, 1, 2, 2, 2, 2, 2])
        let toggle = tree[4]
        let slider = tree[5]
        let entry = tree[6]
        let button = tree[3]
        #expect(toggle.states.contains("checked") && toggle.states.contains("checkable"))
        #expect(toggle.actions == ["toggle"])
        #expect(button.actions == ["click"])
        #expect(
            button.states.contains("enabled") && button.states.contains("showing") && button.states.contains("visible"))
        #expect(slider.interfaces.contains("Value"))
        #expect(slider.actions == ["increment", "decrement"])
        #expect(entry.interfaces.contains("EditableText") && entry.interfaces.contains("Text"))
        #expect(
            entry.states.contains("editable") && entry.states.contains("focusable")
                && entry.states.contains("single-line"))
        #expect(button.extents == [16, 60, 100, 44])
        bridge.close()
    }

    @Test func aRestartedRegistryListsTheApplicationAgainOnce() async throws {
        let window = controlsWindow()
        let (report, bridge) = try await runRegistryClient("restart", window: window, name: "Bridge Restart")
        #expect(report.error == nil, "embedded: \(bridge.isEmbedded), \(String(describing: bridge.embeddingError))")
        #expect(report.listedBefore == [bridge.busName])
        #expect(report.listedAfter == [bridge.busName])
        #expect(bridge.embeddingError == nil)
        bridge.close()
    }
}
