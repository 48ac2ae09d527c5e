import Foundation
import TesseraCore
import TesseraTesting
import TesseraUI
import Testing

@MainActor
@Suite struct UIDriverGestureTests {
    let clock = TestClock()

    func makeWindow() -> (UIWindow, UIView, UIDriver) {
        let window = UIWindow(device: .iPhoneSE)
        window.clock = clock
        let root = UIView(frame: window.bounds)
        window.rootView = root
        return (window, root, UIDriver(window: window))
    }

    /// A scroll view filling the window below the status bar, 3,000 points of content.
    func makeScrollView(in root: UIView) -> UIScrollView {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 20, width: 375, height: 647))
        scroll.contentInsetAdjustmentBehavior = .never
        scroll.contentSize = CGSize(width: 375, height: 3_000)
        root.addSubview(scroll)
        return scroll
    }

    @Test(arguments: [UIDriver.SwipeDirection.left, .right, .up, .down])
    func swipeFiresTheRecognizerForItsDirectionOnly(direction: UIDriver.SwipeDirection) throws {
        let (_, root, driver) = makeWindow()
        let pad = UIView(frame: CGRect(x: 20, y: 100, width: 335, height: 335))
        var seen: [UISwipeGestureRecognizer.Direction] = []
        for recognized in [UISwipeGestureRecognizer.Direction.left, .right, .up, .down] {
            pad.addGestureRecognizer(
                UISwipeGestureRecognizer(direction: recognized) { recognizer in
                    seen.append((recognizer as! UISwipeGestureRecognizer).recognizedDirection)
                })
        }
        root.addSubview(pad)
        try driver.swipe(direction, on: pad)
        let expected: UISwipeGestureRecognizer.Direction =
            switch direction {
            case .left: .left
            case .right: .right
            case .up: .up
            case .down: .down
            }
        #expect(seen == [expected])
    }

    @Test func aDragMovesContentByItsLengthWithoutFlinging() throws {
        let (_, root, driver) = makeWindow()
        let scroll = makeScrollView(in: root)
        try driver.drag(scroll, by: CGSize(width: 0, height: -200))
        #expect(scroll.contentOffset.y == 200)
        #expect(!scroll.isDecelerating)
        #expect(!scroll.isDragging)
    }

    @Test func anUpwardSwipeFlingsAndSettlesAtRest() throws {
        let (_, root, driver) = makeWindow()
        let scroll = makeScrollView(in: root)
        try driver.swipe(.up, on: scroll, distance: 200)
        #expect(scroll.contentOffset.y > 400)  // the fling carried it past the finger's 200 points
        #expect(!scroll.isDecelerating)
        let resting = scroll.contentOffset
        driver.advance(by: .seconds(1))
        #expect(scroll.contentOffset == resting)
    }

    @Test func withoutSettlingTheFlingIsStillMoving() throws {
        let (_, root, driver) = makeWindow()
        let scroll = makeScrollView(in: root)
        driver.settlesAfterActions = false
        try driver.swipe(.up, on: scroll, distance: 200)
        #expect(scroll.isDecelerating)
        try driver.settle()
        #expect(!scroll.isDecelerating)
    }

    @Test func dragFromPointToPointMovesAControlsTouch() throws {
        let (_, root, driver) = makeWindow()
        let toggle = UISwitch(frame: CGRect(x: 20, y: 100, width: 51, height: 31))
        root.addSubview(toggle)
        try driver.drag(from: CGPoint(x: 30, y: 115), to: CGPoint(x: 70, y: 115))
        #expect(toggle.isOn)
    }

    // MARK: Controls

    @Test func setValueDragsTheSliderThumbThere() throws {
        let (_, root, driver) = makeWindow()
        let slider = UISlider(frame: CGRect(x: 20, y: 100, width: 300, height: 31))
        slider.minimumValue = 0
        slider.maximumValue = 10
        var changes = 0
        slider.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        root.addSubview(slider)
        try driver.setValue(7.5, for: slider)
        #expect(abs(slider.value - 7.5) < 1e-9)
        #expect(changes > 1)  // continuous: one per move
        try driver.setValue(2, for: slider)
        #expect(abs(slider.value - 2) < 1e-9)
    }

    @Test func setValueClampsToTheRangeAndLeavesAnUnchangedSliderAlone() throws {
        let (_, root, driver) = makeWindow()
        let slider = UISlider(frame: CGRect(x: 20, y: 100, width: 300, height: 31))
        var changes = 0
        slider.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        root.addSubview(slider)
        try driver.setValue(0, for: slider)
        #expect(changes == 0)
        try driver.setValue(5, for: slider)
        #expect(slider.value == 1)
    }

    @Test func setValueOnADisabledSliderThrowsValueNotReached() {
        let (_, root, driver) = makeWindow()
        let slider = UISlider(frame: CGRect(x: 20, y: 100, width: 300, height: 31))
        slider.isEnabled = false
        root.addSubview(slider)
        #expect(throws: UIDriverError.valueNotReached(path: "UIView › UISlider", expected: "0.5", actual: "0.0")) {
            try driver.setValue(0.5, for: slider)
        }
    }

    @Test func setOnTapsOnlyWhenTheSwitchDiffers() throws {
        let (_, root, driver) = makeWindow()
        let toggle = UISwitch(frame: CGRect(x: 20, y: 100, width: 51, height: 31))
        var changes = 0
        toggle.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        root.addSubview(toggle)
        try driver.setOn(true, for: toggle)
        try driver.setOn(true, for: toggle)
        #expect(toggle.isOn)
        #expect(changes == 1)
        try driver.setOn(false, for: toggle)
        #expect(!toggle.isOn)
        #expect(changes == 2)
    }

    @Test func selectSegmentTapsThatSegment() throws {
        let (_, root, driver) = makeWindow()
        let control = UISegmentedControl(
            frame: CGRect(x: 20, y: 100, width: 300, height: 32),
            segments: ["Day", "Week", "Month"].map { UISegmentedControl.Segment(title: $0) })
        root.addSubview(control)
        try driver.selectSegment(2, of: control)
        #expect(control.selectedSegmentIndex == 2)
        try driver.selectSegment(0, of: control)
        #expect(control.selectedSegmentIndex == 0)
    }

    @Test func tapAtAPointInsideAStepperHitsThatHalf() throws {
        let (_, root, driver) = makeWindow()
        let stepper = UIStepper(frame: CGRect(x: 20, y: 100, width: 94, height: 32))
        root.addSubview(stepper)
        try driver.tap(stepper, at: CGPoint(x: 70, y: 16))
        try driver.tap(stepper, at: CGPoint(x: 70, y: 16))
        #expect(stepper.value == 2)
        try driver.tap(stepper, at: CGPoint(x: 20, y: 16))
        #expect(stepper.value == 1)
    }
}
