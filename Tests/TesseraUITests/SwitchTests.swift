import Foundation
import TesseraGraphics
import TesseraTesting
import Testing

@testable import TesseraUI

@MainActor
@Suite struct SwitchTests {
    /// A switch at (20, 100) in an iPhone SE window, and a log of the events it sends.
    func setUp(isOn: Bool = false) -> (UIWindow, UISwitch, ControlEventLog) {
        let window = UIWindow(device: .iPhoneSE)
        let toggle = UISwitch(frame: CGRect(x: 20, y: 100, width: 51, height: 31))
        toggle.isOn = isOn
        window.addSubview(toggle)
        let log = ControlEventLog()
        toggle.addAction(UIAction { _ in log.events.append("valueChanged") }, for: .valueChanged)
        toggle.addAction(UIAction { _ in log.events.append("primary") }, for: .primaryActionTriggered)
        return (window, toggle, log)
    }

    @Test func aTapTogglesAndSendsOnce() {
        let (window, toggle, log) = setUp()
        window.send(.pointerDown(CGPoint(x: 45, y: 115)))
        #expect(toggle.isHighlighted)
        window.send(.pointerUp(CGPoint(x: 45, y: 115)))
        #expect(toggle.isOn)
        #expect(log.events == ["valueChanged", "primary"])
        window.send(.pointerDown(CGPoint(x: 45, y: 115)))
        window.send(.pointerUp(CGPoint(x: 45, y: 115)))
        #expect(!toggle.isOn)
        #expect(log.events.count { $0 == "valueChanged" } == 2)
    }

    @Test func settingIsOnFromCodeSendsNothing() {
        let (_, toggle, log) = setUp()
        toggle.isOn = true
        toggle.setOn(false, animated: true)
        toggle.setOn(false, animated: false)
        #expect(!toggle.isOn)
        #expect(log.events.isEmpty)
    }

    @Test func draggingTheThumbPastHalfwayTurnsItOnEvenWhenReleasedOutside() {
        let (window, toggle, log) = setUp()
        window.send(.pointerDown(CGPoint(x: 35, y: 115)))
        window.send(.pointerMoved(CGPoint(x: 50, y: 115)))
        #expect(toggle.dragPosition.map { $0 > 0.5 } == true)
        window.send(.pointerMoved(CGPoint(x: 200, y: 115)))  // beyond the slop: thumb stays at the end
        #expect(toggle.dragPosition == 1)
        window.send(.pointerUp(CGPoint(x: 200, y: 115)))
        #expect(toggle.isOn)
        #expect(toggle.dragPosition == nil)
        #expect(log.events == ["valueChanged", "primary"])
    }

    @Test func aDragThatEndsWhereItBeganChangesNothing() {
        let (window, toggle, log) = setUp(isOn: true)
        window.send(.pointerDown(CGPoint(x: 60, y: 115)))
        window.send(.pointerMoved(CGPoint(x: 30, y: 115)))
        #expect(toggle.dragPosition == 0)
        window.send(.pointerMoved(CGPoint(x: 62, y: 115)))
        window.send(.pointerUp(CGPoint(x: 62, y: 115)))
        #expect(toggle.isOn)
        #expect(log.events.isEmpty)
    }

    @Test func aTapReleasedFarOutsideDoesNotToggle() {
        let (window, toggle, log) = setUp()
        window.send(.pointerDown(CGPoint(x: 45, y: 115)))
        window.send(.pointerMoved(CGPoint(x: 45, y: 400)))  // vertical only: not a drag
        window.send(.pointerUp(CGPoint(x: 45, y: 400)))
        #expect(!toggle.isOn)
        #expect(log.events.isEmpty)
    }

    @Test func aDisabledSwitchIgnoresTapsAndDrags() {
        let (window, toggle, log) = setUp()
        toggle.isEnabled = false
        window.send(.pointerDown(CGPoint(x: 35, y: 115)))
        window.send(.pointerMoved(CGPoint(x: 80, y: 115)))
        window.send(.pointerUp(CGPoint(x: 80, y: 115)))
        #expect(!toggle.isOn)
        #expect(!toggle.isHighlighted)
        #expect(log.events.isEmpty)
        #expect(toggle.accessibilityTraits.contains(.notEnabled))
    }

    @Test func disablingMidDragLeavesTheValue() {
        let (window, toggle, log) = setUp()
        window.send(.pointerDown(CGPoint(x: 35, y: 115)))
        window.send(.pointerMoved(CGPoint(x: 60, y: 115)))
        toggle.isEnabled = false
        window.send(.pointerUp(CGPoint(x: 60, y: 115)))
        #expect(!toggle.isOn)
        #expect(log.events.isEmpty)
    }

    @Test func accessibilityReadsOnAndOff() {
        let toggle = UISwitch()
        #expect(toggle.accessibilityValue == "Off")
        #expect(toggle.accessibilityTraits.contains(.button))
        toggle.isOn = true
        #expect(toggle.accessibilityValue == "On")
    }

    @Test func sizeIsFixedAtFiftyOneByThirtyOne() {
        let toggle = UISwitch()
        #expect(toggle.frame.size == CGSize(width: 51, height: 31))
        #expect(toggle.intrinsicContentSize == CGSize(width: 51, height: 31))
        #expect(toggle.sizeThatFits(CGSize(width: 300, height: 300)) == CGSize(width: 51, height: 31))
        toggle.frame = CGRect(x: 0, y: 0, width: 91, height: 51)
        #expect(toggle.trackRect == CGRect(x: 20, y: 10, width: 51, height: 31))
    }

    @Test func thumbMovesToTheOnEndAndStretchesWhilePressed() {
        let (window, toggle, _) = setUp()
        #expect(toggle.thumbRect == CGRect(x: 2, y: 2, width: 27, height: 27))
        toggle.isOn = true
        #expect(toggle.thumbRect == CGRect(x: 22, y: 2, width: 27, height: 27))
        window.send(.pointerDown(CGPoint(x: 60, y: 115)))
        #expect(toggle.thumbRect == CGRect(x: 15, y: 2, width: 34, height: 27))
        window.send(.pointerCancelled)
        #expect(toggle.thumbRect.width == 27)
    }

    @Test func galleryLight() {
        assertSnapshot(of: gallery(), appearance: .light)
    }

    @Test func galleryDark() {
        assertSnapshot(of: gallery(), appearance: .dark)
    }

    /// Off, on, disabled off, disabled on, and a custom tint.
    func gallery() -> UIView {
        let switches = [UISwitch(), UISwitch(), UISwitch(), UISwitch(), UISwitch()]
        for index in [1, 3, 4] { switches[index].isOn = true }
        switches[2].isEnabled = false
        switches[3].isEnabled = false
        switches[4].onTintColor = .systemOrange
        return GalleryRow.make(switches, height: 31)
    }
}

/// Records what a control sends, in order.
@MainActor
final class ControlEventLog {
    var events: [String] = []
}

/// Lays views out left to right on a padded `systemBackground` panel for snapshots.
@MainActor
enum GalleryRow {
    static func make(_ views: [UIView], height: CGFloat, spacing: CGFloat = 16, padding: CGFloat = 16) -> UIView {
        let panel = UIView()
        panel.backgroundColor = .systemBackground
        var x = padding
        for view in views {
            let width = view.bounds.width > 0 ? view.bounds.width : view.intrinsicContentSize.width
            view.frame = CGRect(x: x, y: padding, width: width, height: height)
            panel.addSubview(view)
            x += width + spacing
        }
        panel.frame = CGRect(x: 0, y: 0, width: x - spacing + padding, height: height + 2 * padding)
        return panel
    }
}
