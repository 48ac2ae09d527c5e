import Foundation
import TesseraGraphics
import TesseraTesting
import Testing

@testable import TesseraUI

@MainActor
@Suite struct SegmentedControlTests {
    /// Three segments of 100 points at (20, 100): x 20…120, 120…220, 220…320.
    func setUp() -> (UIWindow, UISegmentedControl, ControlEventLog) {
        let window = UIWindow(device: .iPhoneSE)
        let control = UISegmentedControl(items: ["Day", "Week", "Month"])
        control.frame = CGRect(x: 20, y: 100, width: 300, height: 32)
        window.addSubview(control)
        let log = ControlEventLog()
        control.addAction(
            UIAction { action in
                log.events.append(String((action.sender as! UISegmentedControl).selectedSegmentIndex))
            }, for: .valueChanged)
        return (window, control, log)
    }

    func tap(_ window: UIWindow, x: CGFloat) {
        window.send(.pointerDown(CGPoint(x: x, y: 116)))
        window.send(.pointerUp(CGPoint(x: x, y: 116)))
    }

    @Test func startsWithNoSegmentSelected() {
        let (_, control, _) = setUp()
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(control.accessibilityValue == nil)
        #expect(control.numberOfSegments == 3)
    }

    @Test func aTapSelectsTheSegmentAndSendsOnce() {
        let (window, control, log) = setUp()
        tap(window, x: 170)
        #expect(control.selectedSegmentIndex == 1)
        #expect(log.events == ["1"])
        tap(window, x: 170)  // already selected: no event
        tap(window, x: 300)
        #expect(control.selectedSegmentIndex == 2)
        #expect(log.events == ["1", "2"])
        #expect(control.accessibilityValue == "Month, 3 of 3")
    }

    @Test func theSegmentUnderTheLiftedFingerWins() {
        let (window, control, log) = setUp()
        window.send(.pointerDown(CGPoint(x: 50, y: 116)))
        #expect(control.pressedIndex == 0)
        window.send(.pointerMoved(CGPoint(x: 250, y: 116)))
        #expect(control.pressedIndex == 2)
        window.send(.pointerUp(CGPoint(x: 250, y: 116)))
        #expect(control.selectedSegmentIndex == 2)
        #expect(control.pressedIndex == nil)
        #expect(log.events == ["2"])
    }

    @Test func liftingOutsideTheControlSelectsNothing() {
        let (window, control, log) = setUp()
        window.send(.pointerDown(CGPoint(x: 50, y: 116)))
        window.send(.pointerMoved(CGPoint(x: 50, y: 160)))
        window.send(.pointerUp(CGPoint(x: 50, y: 160)))
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(log.events.isEmpty)
    }

    @Test func disabledControlsAndSegmentsIgnoreTaps() {
        let (window, control, log) = setUp()
        control.setEnabled(false, forSegmentAt: 1)
        tap(window, x: 170)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        control.isEnabled = false
        tap(window, x: 50)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(log.events.isEmpty)
    }

    @Test func programmaticSelectionSendsNothing() {
        let (_, control, log) = setUp()
        control.selectedSegmentIndex = 2
        control.selectedSegmentIndex = UISegmentedControl.noSegment
        #expect(log.events.isEmpty)
    }

    @Test func aMomentaryControlSendsTheTappedIndexThenClears() {
        let (window, control, log) = setUp()
        control.isMomentary = true
        tap(window, x: 50)
        tap(window, x: 50)
        #expect(log.events == ["0", "0"])
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    }

    @Test func removingSegmentsDropsAnOutOfRangeSelection() {
        let (_, control, _) = setUp()
        control.selectedSegmentIndex = 2
        control.segments.removeLast()
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        control.selectedSegmentIndex = 1
        control.segments.append(UISegmentedControl.Segment(title: "Year"))
        #expect(control.selectedSegmentIndex == 1)
    }

    @Test func equalWidthsShareTheBounds() {
        let (_, control, _) = setUp()
        #expect(control.segmentWidths(forTotal: 300) == [100, 100, 100])
        #expect(control.rectForSegment(at: 1) == CGRect(x: 100, y: 0, width: 100, height: 32))
        #expect(control.segmentIndex(at: CGPoint(x: 299, y: 16)) == 2)
        #expect(control.segmentIndex(at: CGPoint(x: 300, y: 16)) == nil)
    }

    @Test func aFixedWidthIsKeptAndTheRestShareTheRemainder() {
        let (_, control, _) = setUp()
        control.setWidth(60, forSegmentAt: 0)
        #expect(control.segmentWidths(forTotal: 300) == [60, 120, 120])
    }

    @Test func proportionalWidthsFollowTheContent() throws {
        let control = UISegmentedControl(items: ["A", "A much longer title"])
        control.apportionsSegmentWidthsByContent = true
        let widths = control.segmentWidths(forTotal: 300)
        #expect(abs(widths.reduce(0, +) - 300) < 1e-9)
        let first = try #require(widths.first)
        let last = try #require(widths.last)
        #expect(first < last)
        let natural = control.naturalWidths
        #expect(abs(first / last - natural[0] / natural[1]) < 1e-9)
    }

    @Test func intrinsicWidthIsTheWidestSegmentTimesTheCount() {
        let control = UISegmentedControl(items: ["A", "Longer"])
        let widest = control.contentSize(of: control.segments[1]).width + 2 * UISegmentedControl.contentPadding
        #expect(control.intrinsicContentSize == CGSize(width: (2 * widest).rounded(.up), height: 32))
    }

    @Test func imageSegmentsReadAsNumberedSegments() {
        let control = UISegmentedControl(segments: [
            .init(image: UIImage(icon: Icon(.home), pointSize: 18)),
            .init(image: UIImage(icon: Icon(.search), pointSize: 18)),
        ])
        control.selectedSegmentIndex = 1
        #expect(control.accessibilityValue == "Segment 2, 2 of 2")
    }

    @Test func galleryLight() {
        assertSnapshot(of: gallery(), appearance: .light)
    }

    @Test func galleryDark() {
        assertSnapshot(of: gallery(), appearance: .dark)
    }

    /// Titles with the middle selected; icons with titles, proportional; one disabled segment; a
    /// disabled control; nothing selected.
    func gallery() -> UIView {
        let titles = UISegmentedControl(items: ["Day", "Week", "Month", "Year"])
        titles.selectedSegmentIndex = 1
        let icons = UISegmentedControl(segments: [
            .init(title: "List", image: UIImage(icon: Icon(.menu), pointSize: 16)),
            .init(title: "Calendar", image: UIImage(icon: Icon(.calendarToday), pointSize: 16)),
            .init(image: UIImage(icon: Icon(.photo), pointSize: 16)),
        ])
        icons.apportionsSegmentWidthsByContent = true
        icons.selectedSegmentIndex = 0
        let partial = UISegmentedControl(items: ["今天", "本周", "本月"])
        partial.setEnabled(false, forSegmentAt: 2)
        partial.selectedSegmentIndex = 0
        let disabled = UISegmentedControl(items: ["On", "Off"])
        disabled.selectedSegmentIndex = 0
        disabled.isEnabled = false
        let none = UISegmentedControl(items: ["First", "Second", "Third"])
        let all: [UIView] = [titles, icons, partial, disabled, none]
        for control in all { control.frame.size = CGSize(width: 300, height: 32) }
        return SnapshotFixtures.column(all, width: 300)
    }
}
