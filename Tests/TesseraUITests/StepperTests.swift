import Foundation
import TesseraCore
import TesseraGraphics
import TesseraTesting
import Testing

@testable import TesseraUI

@MainActor
@Suite struct StepperTests {
    /// A stepper at (20, 100) in a window on a test clock: − is x 20…67, + is x 67…114.
    func setUp() -> (UIWindow, UIStepper, TestClock, ControlEventLog) {
        let window = UIWindow(device: .iPhoneSE)
        let clock = TestClock()
        window.clock = clock
        let stepper = UIStepper(frame: CGRect(x: 20, y: 100, width: 94, height: 32))
        window.addSubview(stepper)
        let log = ControlEventLog()
        stepper.addAction(
            UIAction { action in
                log.events.append(UIStepper.format((action.sender as! UIStepper).value))
            }, for: .valueChanged)
        return (window, stepper, clock, log)
    }

    static let minus = CGPoint(x: 40, y: 116)
    static let plus = CGPoint(x: 90, y: 116)

    @Test func aTapOnPlusStepsOnceAndSendsOnce() {
        let (window, stepper, _, log) = setUp()
        window.send(.pointerDown(Self.plus))
        window.send(.pointerUp(Self.plus))
        #expect(stepper.value == 1)
        #expect(log.events == ["1"])
    }

    @Test func holdingPlusRepeatsAfterHalfASecondThenEveryTenth() {
        let (window, stepper, clock, log) = setUp()
        window.send(.pointerDown(Self.plus))
        #expect(stepper.value == 1)
        clock.advance(by: .milliseconds(499))
        #expect(stepper.value == 1)
        clock.advance(by: .milliseconds(1))  // 0.5 s
        #expect(stepper.value == 2)
        clock.advance(by: .milliseconds(500))  // 0.6, 0.7, 0.8, 0.9, 1.0 s
        #expect(stepper.value == 7)
        window.send(.pointerUp(Self.plus))
        clock.advance(by: .seconds(2))
        #expect(stepper.value == 7)
        #expect(log.events == ["1", "2", "3", "4", "5", "6", "7"])
        #expect(clock.pendingCount == 0)
    }

    @Test func autorepeatStopsAtTheMaximumAndDimsThatSegment() {
        let (window, stepper, clock, _) = setUp()
        stepper.maximumValue = 3
        window.send(.pointerDown(Self.plus))
        clock.advance(by: .seconds(2))
        #expect(stepper.value == 3)
        #expect(!stepper.canStep(.increment))
        #expect(stepper.canStep(.decrement))
        #expect(clock.pendingCount == 0)
        window.send(.pointerUp(Self.plus))
    }

    @Test func autorepeatPausesWhileTheTouchIsOffTheSegment() {
        let (window, stepper, clock, _) = setUp()
        window.send(.pointerDown(Self.plus))
        clock.advance(by: .milliseconds(600))  // 1 + 0.5 s + 0.6 s = 3
        #expect(stepper.value == 3)
        window.send(.pointerMoved(CGPoint(x: 90, y: 300)))  // far below the slop
        clock.advance(by: .milliseconds(300))
        #expect(stepper.value == 3)
        window.send(.pointerMoved(Self.plus))
        clock.advance(by: .milliseconds(100))
        #expect(stepper.value == 4)
        window.send(.pointerUp(Self.plus))
    }

    @Test func withoutAutorepeatHoldingStepsOnce() {
        let (window, stepper, clock, _) = setUp()
        stepper.autorepeat = false
        window.send(.pointerDown(Self.plus))
        clock.advance(by: .seconds(3))
        window.send(.pointerUp(Self.plus))
        #expect(stepper.value == 1)
    }

    @Test func aNonContinuousStepperSendsOnceOnRelease() {
        let (window, stepper, clock, log) = setUp()
        stepper.isContinuous = false
        window.send(.pointerDown(Self.plus))
        clock.advance(by: .milliseconds(800))
        #expect(stepper.value == 5)
        #expect(log.events.isEmpty)
        window.send(.pointerUp(Self.plus))
        #expect(log.events == ["5"])
    }

    @Test func minusAtTheMinimumIsDisabledAndSendsNothing() {
        let (window, stepper, clock, log) = setUp()
        window.send(.pointerDown(Self.minus))
        clock.advance(by: .seconds(1))
        window.send(.pointerUp(Self.minus))
        #expect(stepper.value == 0)
        #expect(log.events.isEmpty)
        #expect(!stepper.canStep(.decrement))
    }

    @Test func wrappingGoesFromTheMaximumToTheMinimumAndBack() {
        let (window, stepper, _, log) = setUp()
        stepper.minimumValue = 1
        stepper.maximumValue = 3
        stepper.wraps = true
        stepper.value = 3
        window.send(.pointerDown(Self.plus))
        window.send(.pointerUp(Self.plus))
        #expect(stepper.value == 1)
        window.send(.pointerDown(Self.minus))
        window.send(.pointerUp(Self.minus))
        #expect(stepper.value == 3)
        #expect(log.events == ["1", "3"])
    }

    @Test func aDisabledStepperIgnoresPresses() {
        let (window, stepper, clock, log) = setUp()
        stepper.isEnabled = false
        window.send(.pointerDown(Self.plus))
        clock.advance(by: .seconds(1))
        window.send(.pointerUp(Self.plus))
        #expect(stepper.value == 0)
        #expect(log.events.isEmpty)
        #expect(!stepper.canStep(.increment))
    }

    @Test func disablingMidPressStopsTheRepeat() {
        let (window, stepper, clock, _) = setUp()
        window.send(.pointerDown(Self.plus))
        clock.advance(by: .milliseconds(500))
        stepper.isEnabled = false
        clock.advance(by: .seconds(1))
        #expect(stepper.value == 2)
        #expect(clock.pendingCount == 0)
        window.send(.pointerUp(Self.plus))
    }

    @Test func programmaticValuesClampAndSendNothing() {
        let (_, stepper, _, log) = setUp()
        stepper.value = 150
        #expect(stepper.value == 100)
        stepper.value = .nan
        #expect(stepper.value == 100)
        stepper.maximumValue = 10
        #expect(stepper.value == 10)
        #expect(log.events.isEmpty)
    }

    @Test func fractionalStepsReadCleanly() {
        let stepper = UIStepper()
        stepper.stepValue = 0.1
        for _ in 0..<3 { stepper.accessibilityIncrement() }
        #expect(stepper.accessibilityValue == "0.3")
        #expect(stepper.accessibilityTraits.contains(.adjustable))
        stepper.accessibilityDecrement()
        #expect(stepper.accessibilityValue == "0.2")
    }

    @Test func segmentsMirrorInRightToLeftLayouts() {
        let stepper = UIStepper()
        #expect(stepper.segment(at: CGPoint(x: 10, y: 16)) == .decrement)
        stepper.inheritTraits(from: UITraitCollection.default.modifyingTraits { $0.layoutDirection = .rightToLeft })
        #expect(stepper.segment(at: CGPoint(x: 10, y: 16)) == .increment)
        #expect(stepper.segmentRect(.decrement) == CGRect(x: 47, y: 0, width: 47, height: 32))
    }

    @Test func preferredSizeIsNinetyFourByThirtyTwo() {
        #expect(UIStepper().frame.size == CGSize(width: 94, height: 32))
        #expect(UIStepper().intrinsicContentSize == CGSize(width: 94, height: 32))
    }

    @Test func galleryLight() {
        assertSnapshot(of: gallery(), appearance: .light)
    }

    @Test func galleryDark() {
        assertSnapshot(of: gallery(), appearance: .dark)
    }

    /// At the minimum (− dimmed), in the middle, at the maximum (+ dimmed), and disabled.
    func gallery() -> UIView {
        let steppers = (0..<4).map { _ in UIStepper() }
        steppers[1].value = 50
        steppers[2].value = 100
        steppers[3].value = 50
        steppers[3].isEnabled = false
        return GalleryRow.make(steppers, height: 32)
    }
}
