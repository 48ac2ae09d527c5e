import Foundation
import TesseraUI
import Testing

@testable import TesseraDesktop

/// Three sizes, recording what the user picked.
private final class Sizes: UIPickerViewDataSource, UIPickerViewDelegate {
    let sizes = ["Small", "Medium", "Large"]
    var picked: [Int] = []
    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { sizes.count }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        sizes[row]
    }
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        picked.append(row)
    }
}

/// A picker's component over AT-SPI: a slider whose value is the selected row's index, read as its title.
@MainActor
@Suite struct PickerAccessibilityTests {
    @Test func aComponentIsASliderOverItsRows() throws {
        let sizes = Sizes()
        let window = UIWindow(device: .desktop)
        window.frame = CGRect(x: 0, y: 0, width: 320, height: 240)
        let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        picker.dataSource = sizes
        picker.delegate = sizes
        picker.selectRow(1, inComponent: 0, animated: false)
        window.rootView = picker
        window.layoutIfNeeded()
        let objects = AccessibleObjects(
            window: window, applicationName: "Picker", busName: ":1.5",
            tree: AccessibilityTree(window: window, title: "Picker", isActive: true))
        let column = try #require(picker.accessibilityElements?.first as? UIView)
        let node = try #require(objects.tree.id(of: column).map(AccessibilityTree.nodeName(of:)))
        func value(_ name: String) -> DBusValue? { objects.property(name, interface: ATSPI.value, at: node) }
        #expect(value("CurrentValue")?.doubleValue == 1)
        #expect(value("MinimumValue")?.doubleValue == 0)
        #expect(value("MaximumValue")?.doubleValue == 2)
        #expect(value("MinimumIncrement")?.doubleValue == 1)
        #expect(value("Text")?.stringValue == "Medium")
        #expect(objects.setProperty("CurrentValue", interface: ATSPI.value, at: node, to: .double(2)))
        #expect(picker.selectedRow(inComponent: 0) == 2)
        #expect(sizes.picked == [2])
    }
}
