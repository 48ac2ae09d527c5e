import Foundation
import TesseraCore
import TesseraGraphics
import TesseraLayout
import Testing

@testable import TesseraUI

/// Arrow keys in collection views, sliders and steppers (issue 15, defect 6).
@MainActor
@Suite struct ArrowKeyTests {
    /// Nine 100 × 100 items in an iPhone SE window: three per line, three lines.
    private func grid() -> (window: UIWindow, collection: UICollectionView, model: NumbersModel) {
        let window = UIWindow(device: .iPhoneSE)
        window.clock = TestClock()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collection.contentInsetAdjustmentBehavior = .never
        collection.register(NumberCell.self)
        let model = NumbersModel([Array(0..<9)])
        collection.dataSource = model
        collection.delegate = model
        window.addSubview(collection)
        window.layoutIfNeeded()
        return (window, collection, model)
    }

    private func press(_ key: Key, in window: UIWindow, modifiers: KeyModifiers = []) {
        window.send(.keyDown(key, modifiers: modifiers))
        window.send(.keyUp(key, modifiers: modifiers))
    }

    @Test func arrowsMoveFocusThroughTheGridInReadingOrder() {
        let (window, collection, model) = grid()
        #expect(window.focus(collection))
        #expect(collection.indexPathForFocusedItem == IndexPath(item: 0, section: 0))
        var visited: [Int] = []
        for key in [
            Key.rightArrow, .downArrow, .downArrow, .leftArrow, .leftArrow, .upArrow, .rightArrow, .rightArrow,
            .upArrow,
        ] {
            press(key, in: window)
            visited.append(collection.indexPathForFocusedItem?.item ?? -1)
        }
        // 0 → 1 → 4 → 7 → 6 → 5 (the end of the line above) → 2 → 3 (the start of the line below)
        // → 4 → 1.
        #expect(visited == [1, 4, 7, 6, 5, 2, 3, 4, 1])
        press(.end, in: window)
        #expect(collection.indexPathForFocusedItem?.item == 8)
        press(.downArrow, in: window)  // the last line: focus stays
        #expect(collection.indexPathForFocusedItem?.item == 8)
        press(.home, in: window)
        #expect(collection.indexPathForFocusedItem?.item == 0)
        #expect(model.selected.isEmpty)
        press(.space, in: window)
        #expect(model.selected == [IndexPath(item: 0, section: 0)])
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0))?.isSelected == true)
        #expect(collection.focusedItemView === collection.cellForItem(at: IndexPath(item: 0, section: 0)))
    }

    @Test func selectionFollowsFocusWhenAsked() {
        let (window, collection, model) = grid()
        collection.selectionFollowsFocus = true
        window.focus(collection)
        press(.rightArrow, in: window)
        press(.downArrow, in: window)
        #expect(model.selected == [IndexPath(item: 1, section: 0), IndexPath(item: 4, section: 0)])
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
    }

    @Test func arrowsStepAFocusedSliderByATenthOfItsRange() {
        let window = UIWindow(device: .iPhoneSE)
        let slider = UISlider(frame: CGRect(x: 20, y: 100, width: 200, height: 44))
        slider.minimumValue = 0
        slider.maximumValue = 50
        slider.value = 20
        var changes: [Float] = []
        slider.addAction(UIAction { _ in changes.append(slider.value) }, for: .valueChanged)
        window.addSubview(slider)
        press(.rightArrow, in: window)  // not focused: nothing
        #expect(changes.isEmpty)
        #expect(window.focus(slider))
        press(.rightArrow, in: window)
        press(.upArrow, in: window)
        press(.leftArrow, in: window)
        press(.downArrow, in: window)
        press(.downArrow, in: window)
        press(.end, in: window)
        press(.end, in: window)  // already at the end: no event
        press(.home, in: window)
        #expect(changes == [25, 30, 25, 20, 15, 50, 0])
    }

    @Test func arrowsStepAFocusedStepperByItsStepValue() {
        let window = UIWindow(device: .iPhoneSE)
        let stepper = UIStepper(frame: CGRect(x: 20, y: 100, width: 94, height: 32))
        stepper.maximumValue = 10
        stepper.stepValue = 4
        var changes: [Double] = []
        stepper.addAction(UIAction { _ in changes.append(stepper.value) }, for: .valueChanged)
        window.addSubview(stepper)
        #expect(window.focus(stepper))
        press(.upArrow, in: window)
        press(.rightArrow, in: window)
        press(.rightArrow, in: window)  // 8 + 4 stops at 10
        press(.upArrow, in: window)  // at the maximum: no event
        press(.downArrow, in: window)
        press(.leftArrow, in: window, modifiers: .shift)  // modified: not a step
        #expect(changes == [4, 8, 10, 6])
        stepper.wraps = true
        press(.upArrow, in: window)
        press(.upArrow, in: window)
        #expect(changes == [4, 8, 10, 6, 10, 0])
    }
}
