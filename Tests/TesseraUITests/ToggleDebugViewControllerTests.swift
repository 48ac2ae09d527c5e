import Foundation
import TesseraCore
import TesseraGraphics
import TesseraLayout
import TesseraTesting
import Testing

@testable import TesseraUI

@MainActor
@Suite struct ToggleDebugViewControllerTests {
    static let newEditor = Toggle(
        "newEditor", summary: "Rich-text editor", debug: true, internal: false, production: false)
    static let cellularSync = Toggle("cellularSync", summary: "Sync without Wi-Fi", default: false)

    func make() -> (UIWindow, ToggleDebugViewController, FeatureToggles) {
        let settings = SettingsStore(suiteName: "tessera.tests.toggles.\(UUID().uuidString)")
        let toggles = FeatureToggles(
            toggles: [Self.newEditor, Self.cellularSync], settings: settings, configuration: .debug)
        let controller = ToggleDebugViewController(model: ToggleDebugModel(toggles: toggles))
        let window = UIWindow(device: .iPhoneSE)
        window.rootViewController = controller
        window.layoutIfNeeded()
        return (window, controller, toggles)
    }

    @Test func listsEveryToggleWithItsSource() {
        let (_, controller, _) = make()
        let cells = controller.tableView.visibleCells.compactMap { $0 as? ToggleCell }
        #expect(cells.map(\.nameLabel.text) == ["newEditor", "cellularSync"])
        #expect(cells.map(\.toggleSwitch.isOn) == [true, false])
        #expect(cells[0].detailLabel.text == "Rich-text editor · build default (debug)")
    }

    @Test func flippingASwitchSetsALocalOverride() {
        let (window, controller, toggles) = make()
        let cell = controller.tableView.visibleCells.compactMap { $0 as? ToggleCell }[1]
        let point = cell.toggleSwitch.convert(
            CGPoint(x: cell.toggleSwitch.bounds.midX, y: cell.toggleSwitch.bounds.midY), to: nil)
        window.send(.pointerDown(point))
        window.send(.pointerUp(point))
        #expect(toggles.isOn(Self.cellularSync))
        #expect(toggles.entry(for: Self.cellularSync).source == .localOverride)
    }
}
