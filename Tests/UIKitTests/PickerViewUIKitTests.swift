import TesseraCore
import TesseraTesting
import Testing
import UIKit

// A fruit-and-amount picker written as for iOS: a controller-like object is both data source and
// delegate, titles come from arrays, and didSelectRow records what the user picked.

private final class FruitPicker: UIPickerViewDataSource, UIPickerViewDelegate {
    var columns: [[String]] = [
        ["Apple", "Banana", "Cherry", "Date", "Elderberry", "Fig", "Grape"],
        ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12"],
    ]
    var picked: [String] = []

    func numberOfComponents(in pickerView: UIPickerView) -> Int { columns.count }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        columns[component].count
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        columns[component][row]
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        picked.append("\(columns[component][row]) in \(component)")
    }
}

/// Two fixed-width components, rows 40 points tall, and attributed titles.
private final class StyledPicker: UIPickerViewDataSource, UIPickerViewDelegate {
    func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 3 }
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        component == 0 ? 200 : 80
    }
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { 40 }
    func pickerView(
        _ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int
    ) -> NSAttributedString? {
        NSAttributedString(string: "Row \(row)")
    }
}

/// A hundred rows drawn by views of the delegate's own, counting new and reused ones.
private final class NumberWheel: UIPickerViewDataSource, UIPickerViewDelegate {
    var created = 0
    var reused = 0
    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 100 }
    func pickerView(
        _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?
    ) -> UIView {
        let label: UILabel
        if let view = view as? UILabel {
            reused += 1
            label = view
        } else {
            created += 1
            label = UILabel()
        }
        label.text = "No. \(row)"
        return label
    }
}

@MainActor
@Suite("UIPickerView as iOS code uses it")
struct PickerViewUIKitTests {
    let clock = TestClock()

    /// The picker 320 × 216 at the top of an iPhone SE window on the test clock, with `source`.
    fileprivate func makePicker(
        _ source: FruitPicker = FruitPicker()
    ) -> (UIPickerView, FruitPicker, UIDriver) {
        let window = UIWindow(device: .iPhoneSE)
        window.clock = clock
        let root = UIView(frame: window.bounds)
        root.backgroundColor = .systemBackground
        let picker = UIPickerView(frame: CGRect(x: 0, y: 100, width: 320, height: 216))
        picker.dataSource = source
        picker.delegate = source
        root.addSubview(picker)
        window.rootView = root
        window.layoutIfNeeded()
        return (picker, source, UIDriver(window: window))
    }

    /// The centre of `row`'s place in the first component when `selected` is in the band, in the
    /// picker's coordinates.
    func point(ofRow row: Int, selected: Int, in picker: UIPickerView) -> CGPoint {
        let width = picker.rowSize(forComponent: 0).width
        return CGPoint(x: 16 + width / 2, y: picker.bounds.midY + CGFloat(row - selected) * 32)
    }

    @Test func theDataSourceAndDelegateGiveTheComponentsAndTitles() throws {
        let (picker, _, _) = makePicker()
        #expect(picker.numberOfComponents == 2)
        #expect(picker.numberOfRows(inComponent: 0) == 7)
        #expect(picker.numberOfRows(inComponent: 1) == 12)
        #expect(picker.numberOfRows(inComponent: 2) == 0)
        #expect(picker.rowSize(forComponent: 0) == CGSize(width: 142, height: 32))
        #expect(picker.selectedRow(inComponent: 0) == 0)
        #expect(picker.selectedRow(inComponent: 1) == 0)
        #expect(picker.selectedRow(inComponent: 2) == -1)
        let first = try #require(picker.view(forRow: 0, forComponent: 0) as? UILabel)
        #expect(first.text == "Apple")
        #expect(first.textAlignment == .center)
        // The selected row sits in the middle of the picker.
        #expect(first.convert(first.bounds, to: picker).midY == picker.bounds.midY)
        #expect(picker.view(forRow: 6, forComponent: 0) == nil)  // off screen
        #expect(picker.intrinsicContentSize.height == 216)
        #expect(UIPickerView().bounds.size == CGSize(width: 320, height: 216))
    }

    @Test func theDelegateSizesComponentsAndGivesAttributedTitles() throws {
        let source = StyledPicker()
        let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        picker.dataSource = source
        picker.delegate = source
        picker.layoutIfNeeded()
        #expect(picker.rowSize(forComponent: 0) == CGSize(width: 200, height: 40))
        #expect(picker.rowSize(forComponent: 1) == CGSize(width: 80, height: 40))
        let label = try #require(picker.view(forRow: 1, forComponent: 1) as? UILabel)
        #expect(label.attributedText?.string == "Row 1")
        #expect(label.frame.height == 40)
    }

    @Test func rowViewsThatScrollAwayAreReused() throws {
        let wheel = NumberWheel()
        let picker = UIPickerView()
        picker.dataSource = wheel
        picker.delegate = wheel
        picker.layoutIfNeeded()
        #expect(wheel.created == 4)  // rows 0…3: the band's row and those below it
        picker.selectRow(50, inComponent: 0, animated: false)
        #expect(wheel.created == 7)  // rows 47…53 on screen: the four views again and three more
        #expect(wheel.reused == 4)
        let label = try #require(picker.view(forRow: 50, forComponent: 0) as? UILabel)
        #expect(label.text == "No. 50")
        #expect(picker.accessibilityElements?.first.flatMap { ($0 as? UIView)?.accessibilityValue } == "No. 50")
    }

    @Test func selectRowMovesTheSelectionWithoutTellingTheDelegate() throws {
        let (picker, source, driver) = makePicker()
        picker.selectRow(3, inComponent: 0, animated: false)
        #expect(picker.selectedRow(inComponent: 0) == 3)
        let date = try #require(picker.view(forRow: 3, forComponent: 0))
        #expect(date.convert(date.bounds, to: picker).midY == picker.bounds.midY)
        picker.selectRow(9, inComponent: 1, animated: true)
        #expect(picker.selectedRow(inComponent: 1) == 9)
        try driver.settle()
        let nine = try #require(picker.view(forRow: 8, forComponent: 1) as? UILabel)
        #expect(nine.text == "9")
        #expect(nine.convert(nine.bounds, to: picker).midY == picker.bounds.midY - 32)
        picker.selectRow(40, inComponent: 0, animated: false)
        #expect(picker.selectedRow(inComponent: 0) == 6)  // the last row
        #expect(source.picked.isEmpty)
    }

    @Test func reloadingFewerRowsClampsTheSelection() {
        let (picker, source, _) = makePicker()
        picker.selectRow(5, inComponent: 0, animated: false)
        source.columns[0] = ["Kiwi", "Lime"]
        #expect(picker.numberOfRows(inComponent: 0) == 7)  // until reloaded
        picker.reloadComponent(0)
        #expect(picker.numberOfRows(inComponent: 0) == 2)
        #expect(picker.selectedRow(inComponent: 0) == 1)
        source.columns = [[]]
        picker.reloadAllComponents()
        #expect(picker.numberOfComponents == 1)
        #expect(picker.selectedRow(inComponent: 0) == -1)
        #expect(picker.selectedRow(inComponent: 1) == -1)
        #expect(source.picked.isEmpty)
    }

    @Test func hugeRowCountsAndNonFiniteRowHeightsDoNotTrap() throws {
        final class Endless: UIPickerViewDataSource, UIPickerViewDelegate {
            var rowHeight: CGFloat = 32
            func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
            func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { Int.max }
            func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { rowHeight }
            func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
                "\(row)"
            }
        }
        let endless = Endless()
        let picker = UIPickerView()
        picker.dataSource = endless
        picker.delegate = endless
        picker.layoutIfNeeded()
        #expect(picker.numberOfRows(inComponent: 0) == Int.max)
        picker.selectRow(Int.max, inComponent: 0, animated: false)
        picker.layoutIfNeeded()
        #expect(picker.selectedRow(inComponent: 0) == Int.max - 1)
        picker.selectRow(Int.min, inComponent: 0, animated: false)
        #expect(picker.selectedRow(inComponent: 0) == 0)
        #expect((picker.view(forRow: 0, forComponent: 0) as? UILabel)?.text == "0")
        for height in [CGFloat.infinity, -.infinity, .nan] {
            endless.rowHeight = height
            picker.reloadAllComponents()
            picker.layoutIfNeeded()
            #expect(picker.rowSize(forComponent: 0).height == UIPickerView.defaultRowHeight)
            #expect(picker.selectedRow(inComponent: 0) == 0)
        }
    }

    @Test func aDragSettlesOnARowAndTellsTheDelegateOnce() throws {
        let (picker, source, driver) = makePicker()
        let start = picker.convert(point(ofRow: 0, selected: 0, in: picker), to: nil)
        // 2.3 rows up: the content follows, then settles on row 2.
        try driver.drag(from: start, to: CGPoint(x: start.x, y: start.y - 74))
        try driver.settle()
        #expect(picker.selectedRow(inComponent: 0) == 2)
        #expect(source.picked == ["Cherry in 0"])
        let cherry = try #require(picker.view(forRow: 2, forComponent: 0))
        #expect(cherry.convert(cherry.bounds, to: picker).midY == picker.bounds.midY)
        #expect(picker.selectedRow(inComponent: 1) == 0)
    }

    @Test func theDriverPicksARowByDragging() throws {
        let (picker, source, driver) = makePicker()
        try driver.selectRow(9, inComponent: 1, of: picker)
        #expect(picker.selectedRow(inComponent: 1) == 9)
        // Two rows a drag: 2, 4, 6, 8, then 9.
        #expect(source.picked == ["3 in 1", "5 in 1", "7 in 1", "9 in 1", "10 in 1"])
        try driver.selectRow(0, inComponent: 0, of: picker)  // already there: nothing moves
        #expect(source.picked.count == 5)
        #expect(throws: UIDriverError.self) { try driver.selectRow(7, inComponent: 0, of: picker) }
    }

    @Test func aFlingPastTheEndSettlesOnTheLastRow() throws {
        let (picker, source, driver) = makePicker()
        let column = try #require(picker.accessibilityElements?[0] as? UIView)
        // A quick 150-point flick: the rows keep going after the finger lifts, to the end.
        try driver.swipe(.up, on: column, distance: 150, duration: .milliseconds(100))
        try driver.settle()
        #expect(picker.selectedRow(inComponent: 0) == 6)
        #expect(source.picked == ["Grape in 0"])
    }

    @Test func tappingTheRowBelowTheBandSelectsIt() throws {
        let (picker, source, driver) = makePicker()
        picker.selectRow(2, inComponent: 0, animated: false)
        try driver.tap(picker, at: point(ofRow: 3, selected: 2, in: picker))
        try driver.settle()
        #expect(picker.selectedRow(inComponent: 0) == 3)
        #expect(source.picked == ["Date in 0"])
        try driver.tap(picker, at: point(ofRow: 1, selected: 3, in: picker))
        try driver.settle()
        #expect(picker.selectedRow(inComponent: 0) == 1)
        // Tapping the selected row changes nothing.
        try driver.tap(picker, at: point(ofRow: 1, selected: 1, in: picker))
        try driver.settle()
        #expect(source.picked == ["Date in 0", "Banana in 0"])
    }

    @Test func theWheelScrollsAndSettlesOnARow() throws {
        let (picker, source, driver) = makePicker()
        let location = picker.convert(point(ofRow: 0, selected: 0, in: picker), to: nil)
        driver.send(.scroll(delta: CGSize(width: 0, height: 50), at: location))
        driver.advance(by: .milliseconds(50))
        driver.send(.scroll(delta: CGSize(width: 0, height: 50), at: location))
        #expect(picker.selectedRow(inComponent: 0) == 0)  // still turning
        // The rows moved with the wheel: row 3's top, 92 + 3 × 32 points down at rest, is 100 higher.
        let date = try #require(picker.view(forRow: 3, forComponent: 0))
        #expect(abs(date.convert(CGPoint.zero, to: picker).y - 88) < 0.001)
        driver.advance(by: .milliseconds(200))  // the wheel stopped
        try driver.settle()
        #expect(picker.selectedRow(inComponent: 0) == 3)  // 100 points: 3.1 rows
        #expect(source.picked == ["Date in 0"])
    }

    @Test func eachComponentIsAnAdjustableElementReadingItsTitle() throws {
        let (picker, source, driver) = makePicker()
        let elements = try #require(picker.accessibilityElements as? [UIView])
        #expect(elements.count == 2)
        let fruit = elements[0]
        #expect(fruit.isAccessibilityElement)
        #expect(fruit.accessibilityTraits.contains(.adjustable))
        #expect(fruit.accessibilityValue == "Apple")
        fruit.accessibilityIncrement()
        #expect(fruit.accessibilityValue == "Banana")
        #expect(picker.selectedRow(inComponent: 0) == 1)
        #expect(source.picked == ["Banana in 0"])
        try driver.settle()
        #expect(source.picked == ["Banana in 0"])  // not again when the scroll ends
        fruit.accessibilityDecrement()
        fruit.accessibilityDecrement()  // already the first row
        #expect(picker.selectedRow(inComponent: 0) == 0)
        #expect(source.picked == ["Banana in 0", "Apple in 0"])
        #expect(elements[1].accessibilityValue == "1")
    }

    @Test func theArrowKeysMoveTheFocusedComponent() throws {
        let (picker, source, driver) = makePicker()
        let window = try #require(picker.window)
        let amount = try #require(picker.accessibilityElements?[1] as? UIView)
        #expect(amount.canBecomeFocused)
        #expect(window.focus(amount))
        try driver.pressKey(.downArrow)
        try driver.pressKey(.downArrow)
        try driver.pressKey(.upArrow)
        #expect(picker.selectedRow(inComponent: 1) == 1)
        #expect(source.picked == ["2 in 1", "3 in 1", "2 in 1"])
    }

    @Test func twoComponentsLookLikeAnIOSPicker() {
        for appearance in [UIUserInterfaceStyle.light, .dark] {
            let source = FruitPicker()
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 236))
            container.backgroundColor = .systemBackground
            let picker = UIPickerView(frame: CGRect(x: 0, y: 10, width: 320, height: 216))
            picker.dataSource = source
            picker.delegate = source
            container.addSubview(picker)
            picker.selectRow(2, inComponent: 0, animated: false)
            picker.selectRow(5, inComponent: 1, animated: false)
            assertSnapshot(of: container, appearance: appearance, named: appearance == .dark ? "dark" : "light")
        }
    }
}
