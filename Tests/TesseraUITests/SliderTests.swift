import Foundation
import TesseraGraphics
import TesseraTesting
import Testing

@testable import TesseraUI

@MainActor
@Suite struct SliderTests {
    /// A 200-point slider at (20, 100): the thumb centre travels from x = 34 to x = 206 (172 points).
    func setUp(continuous: Bool = true) -> (UIWindow, UISlider, ControlEventLog) {
        let window = UIWindow(device: .iPhoneSE)
        let slider = UISlider(frame: CGRect(x: 20, y: 100, width: 200, height: 31))
        slider.isContinuous = continuous
        window.addSubview(slider)
        let log = ControlEventLog()
        slider.addAction(
            UIAction { action in
                log.events.append(String(format: "%.3f", (action.sender as! UISlider).value))
            }, for: .valueChanged)
        return (window, slider, log)
    }

    @Test func draggingTheThumbToThreeQuartersGivesPointSevenFive() {
        let (window, slider, log) = setUp()
        window.send(.pointerDown(CGPoint(x: 34, y: 115)))  // on the thumb at value 0
        #expect(slider.value == 0)
        window.send(.pointerMoved(CGPoint(x: 100, y: 115)))
        window.send(.pointerMoved(CGPoint(x: 163, y: 115)))  // 34 + 0.75 × 172
        window.send(.pointerUp(CGPoint(x: 163, y: 115)))
        #expect(abs(slider.value - 0.75) <= 1.0 / 172)
        #expect(log.events == ["0.384", "0.750"])
    }

    @Test func theThumbKeepsTheOffsetAtWhichItWasGrabbed() {
        let (window, slider, _) = setUp()
        slider.value = 0.5  // thumb centre at 120
        window.send(.pointerDown(CGPoint(x: 126, y: 115)))  // 6 points right of the centre
        #expect(slider.value == 0.5)
        window.send(.pointerMoved(CGPoint(x: 169, y: 115)))  // centre to 163
        #expect(abs(slider.value - 0.75) < 1e-9)
    }

    @Test func touchingTheTrackJumpsTheThumbThere() {
        let (window, slider, log) = setUp()
        window.send(.pointerDown(CGPoint(x: 206, y: 115)))
        #expect(slider.value == 1)
        window.send(.pointerUp(CGPoint(x: 206, y: 115)))
        #expect(log.events == ["1.000"])
    }

    @Test func aNonContinuousSliderSendsOnceWhenReleased() {
        let (window, slider, log) = setUp(continuous: false)
        window.send(.pointerDown(CGPoint(x: 34, y: 115)))
        #expect(slider.value == 0)
        for x in stride(from: 40, through: 163, by: 10) {
            window.send(.pointerMoved(CGPoint(x: CGFloat(x), y: 115)))
        }
        window.send(.pointerMoved(CGPoint(x: 163, y: 115)))
        #expect(log.events.isEmpty)
        #expect(slider.value == 0.75)
        window.send(.pointerUp(CGPoint(x: 163, y: 115)))
        #expect(log.events == ["0.750"])
    }

    @Test func aNonContinuousDragBackToTheStartSendsNothing() {
        let (window, _, log) = setUp(continuous: false)
        window.send(.pointerDown(CGPoint(x: 34, y: 115)))
        window.send(.pointerMoved(CGPoint(x: 150, y: 115)))
        window.send(.pointerMoved(CGPoint(x: 10, y: 115)))
        window.send(.pointerUp(CGPoint(x: 10, y: 115)))
        #expect(log.events.isEmpty)
    }

    @Test func draggingPastEitherEndClamps() {
        let (window, slider, _) = setUp()
        window.send(.pointerDown(CGPoint(x: 34, y: 115)))
        window.send(.pointerMoved(CGPoint(x: 400, y: 115)))
        #expect(slider.value == 1)
        window.send(.pointerMoved(CGPoint(x: -50, y: 115)))
        #expect(slider.value == 0)
        window.send(.pointerUp(CGPoint(x: -50, y: 115)))
    }

    @Test func aDisabledSliderIgnoresInput() {
        let (window, slider, log) = setUp()
        slider.isEnabled = false
        window.send(.pointerDown(CGPoint(x: 206, y: 115)))
        window.send(.pointerMoved(CGPoint(x: 100, y: 115)))
        window.send(.pointerUp(CGPoint(x: 100, y: 115)))
        #expect(slider.value == 0)
        #expect(log.events.isEmpty)
    }

    @Test func disablingMidDragFreezesTheValue() {
        let (window, slider, log) = setUp()
        window.send(.pointerDown(CGPoint(x: 34, y: 115)))
        window.send(.pointerMoved(CGPoint(x: 100, y: 115)))
        slider.isEnabled = false
        window.send(.pointerMoved(CGPoint(x: 163, y: 115)))
        window.send(.pointerUp(CGPoint(x: 163, y: 115)))
        #expect(log.events == ["0.384"])
        slider.accessibilityIncrement()
        #expect(log.events == ["0.384"])
    }

    @Test func programmaticValuesClampIgnoreNaNAndSendNothing() {
        let (_, slider, log) = setUp()
        slider.minimumValue = -10
        slider.maximumValue = 10
        slider.value = 42
        #expect(slider.value == 10)
        slider.value = -42
        #expect(slider.value == -10)
        slider.value = 2.5
        slider.value = .nan
        #expect(slider.value == 2.5)
        slider.setValue(-.infinity, animated: true)
        #expect(slider.value == -10)
        #expect(log.events.isEmpty)
    }

    @Test func narrowingTheRangeReclampsTheValue() {
        let slider = UISlider()
        slider.value = 0.8
        slider.maximumValue = 0.5
        #expect(slider.value == 0.5)
        slider.minimumValue = 2  // raises the maximum with it
        #expect(slider.maximumValue == 2)
        #expect(slider.value == 2)
        #expect(slider.fraction == 0)
        #expect(slider.accessibilityValue == "0%")
    }

    @Test func accessibilityIsAdjustableInTenths() {
        let slider = UISlider()
        slider.maximumValue = 200
        slider.value = 100
        #expect(slider.accessibilityTraits.contains(.adjustable))
        #expect(slider.accessibilityValue == "50%")
        var sent = 0
        slider.addAction(UIAction { _ in sent += 1 }, for: .valueChanged)
        slider.accessibilityIncrement()
        #expect(slider.value == 120)
        #expect(slider.accessibilityValue == "60%")
        slider.value = 195
        slider.accessibilityIncrement()
        slider.accessibilityIncrement()  // already at the maximum: no event
        #expect(slider.value == 200)
        #expect(sent == 2)
    }

    @Test func intrinsicHeightIsThirtyOneWithNoPreferredWidth() {
        let slider = UISlider()
        #expect(slider.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 31))
        #expect(slider.sizeThatFits(CGSize(width: 150, height: 0)) == CGSize(width: 150, height: 31))
    }

    @Test func galleryLight() {
        assertSnapshot(of: gallery(), appearance: .light)
    }

    @Test func galleryDark() {
        assertSnapshot(of: gallery(), appearance: .dark)
    }

    /// At 0, 0.3 and 1; disabled at 0.6; orange at 0.5.
    func gallery() -> UIView {
        let values: [Float] = [0, 0.3, 1, 0.6, 0.5]
        let sliders = values.map { value -> UIView in
            let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 220, height: 31))
            slider.value = value
            return slider
        }
        (sliders[3] as! UISlider).isEnabled = false
        (sliders[4] as! UISlider).minimumTrackTintColor = .systemOrange
        return SnapshotFixtures.column(sliders, width: 220)
    }
}
