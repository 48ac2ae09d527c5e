import Testing
import UIKit

// Written as iOS code is: no concurrency annotations on the helper classes.

final class FilterPanel {
    let enabledSwitch = UISwitch()
    let volume = UISlider()
    let count = UIStepper()
    let range = UISegmentedControl(items: ["Day", "Week", "Month"])
    var log: [String] = []

    init() {
        enabledSwitch.addAction(
            UIAction { [weak self] action in
                guard let toggle = action.sender as? UISwitch else { return }
                self?.log.append("switch \(toggle.isOn)")
            }, for: .valueChanged)
        volume.minimumValue = 0
        volume.maximumValue = 10
        volume.addAction(
            UIAction { [weak self] action in
                self?.log.append("volume \((action.sender as! UISlider).value)")
            }, for: .valueChanged)
        count.maximumValue = 5
        count.stepValue = 2
        range.addAction(
            UIAction(identifier: UIAction.Identifier("range")) { [weak self] action in
                self?.log.append("range \((action.sender as! UISegmentedControl).selectedSegmentIndex)")
            }, for: .valueChanged)
    }
}

@Suite("UIKit controls")
struct UIControlTests {
    @Test @MainActor func actionsRunForTheirEventsWithTheControlAsSender() {
        let panel = FilterPanel()
        panel.enabledSwitch.setOn(true, animated: false)
        panel.enabledSwitch.sendActions(for: .valueChanged)
        panel.volume.setValue(20, animated: true)
        panel.volume.sendActions(for: .valueChanged)
        panel.range.selectedSegmentIndex = 2
        panel.range.sendActions(for: .valueChanged)
        #expect(panel.log == ["switch true", "volume 10.0", "range 2"])
    }

    @Test @MainActor func actionsAreUniqueByIdentifierAndRemovableByIt() {
        let panel = FilterPanel()
        panel.range.addAction(
            UIAction(identifier: UIAction.Identifier("range")) { _ in panel.log.append("replaced") },
            for: .valueChanged)
        panel.range.sendActions(for: .valueChanged)
        panel.range.removeAction(identifiedBy: UIAction.Identifier("range"), for: .valueChanged)
        panel.range.sendActions(for: .valueChanged)
        #expect(panel.log == ["replaced"])
        #expect(panel.range.allControlEvents.isEmpty)
    }

    @Test @MainActor func controlEventsHaveUIKitsRawValues() {
        #expect(UIControl.Event.touchUpInside.rawValue == 1 << 6)
        #expect(UIControl.Event.valueChanged.rawValue == 1 << 12)
        #expect(UIControl.Event.primaryActionTriggered.rawValue == 1 << 13)
        #expect(UIControl.Event.editingChanged.rawValue == 1 << 17)
        #expect(UIControl.Event.allEditingEvents.contains(.editingDidEndOnExit))
        #expect(UIControl.State.disabled.rawValue == 2)
    }

    @Test @MainActor func primaryActionInitialisersRegisterThePrimaryEvent() {
        var toggled = 0
        let toggle = UISwitch(frame: .zero, primaryAction: UIAction { _ in toggled += 1 })
        toggle.sendActions(for: .primaryActionTriggered)
        #expect(toggled == 1)
        #expect(toggle.bounds.size == CGSize(width: 51, height: 31))
    }

    @Test @MainActor func sliderValuesAreFloatsClampedToTheRange() {
        let slider = UISlider()
        slider.maximumValue = 100
        slider.value = 150
        #expect(slider.value == 100)
        slider.minimumValue = 120  // raises the maximum, as UIKit does
        #expect(slider.maximumValue == 120 && slider.value == 120)
        slider.minimumTrackTintColor = .systemPink
        #expect(slider.thumbTintColor == nil)
    }

    @Test @MainActor func stepperAndPageControlClamp() {
        let stepper = UIStepper()
        stepper.maximumValue = 5
        stepper.value = 9
        #expect(stepper.value == 5)
        stepper.wraps = true
        stepper.autorepeat = false
        #expect(stepper.wraps && !stepper.autorepeat && stepper.isContinuous)

        let pages = UIPageControl()
        pages.numberOfPages = 3
        pages.currentPage = 7
        #expect(pages.currentPage == 2)
        pages.hidesForSinglePage = true
        pages.currentPageIndicatorTintColor = .label
    }

    @Test @MainActor func segmentedControlSegmentsAreEditable() {
        let control = UISegmentedControl(items: ["A", "B"])
        control.insertSegment(withTitle: "C", at: 9, animated: false)
        control.insertSegment(withTitle: nil, at: 0, animated: true)
        #expect(control.numberOfSegments == 4)
        #expect(control.titleForSegment(at: 3) == "C")
        #expect(control.titleForSegment(at: 0) == nil)
        control.selectedSegmentIndex = 1
        control.removeSegment(at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 0)
        control.setTitle("Z", forSegmentAt: 99)  // pinned to the last segment, as UIKit does
        #expect(control.titleForSegment(at: 2) == "Z")
        control.removeAllSegments()
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    }

    @Test @MainActor func segmentedControlFromActionsRunsTheChosenSegmentsAction() {
        var chosen: [String] = []
        let control = UISegmentedControl(
            frame: .zero,
            actions: [
                UIAction(title: "List") { _ in chosen.append("list") },
                UIAction(title: "Grid") { _ in chosen.append("grid") },
            ])
        #expect(control.titleForSegment(at: 1) == "Grid")
        #expect(control.actionForSegment(at: 0)?.title == "List")
    }

    @Test @MainActor func datePickerProgressAndActivityIndicatorTakeUIKitsValues() {
        let picker = UIDatePicker()
        #expect(picker.datePickerMode == .dateAndTime)
        picker.datePickerMode = .date
        picker.preferredDatePickerStyle = .inline
        picker.locale = Locale(identifier: "en_US")
        picker.timeZone = TimeZone(identifier: "UTC")
        picker.minimumDate = Date(timeIntervalSince1970: 0)
        picker.setDate(Date(timeIntervalSince1970: -100), animated: true)
        #expect(picker.date == Date(timeIntervalSince1970: 0))

        let progress = UIProgressView(progressViewStyle: .bar)
        progress.setProgress(1.5, animated: true)
        #expect(progress.progress == 1)
        #expect(progress.progressViewStyle == .bar)

        let spinner = UIActivityIndicatorView(style: .large)
        #expect(spinner.bounds.size == CGSize(width: 37, height: 37))
        #expect(spinner.isHidden)  // hidesWhenStopped
        spinner.startAnimating()
        #expect(spinner.isAnimating && !spinner.isHidden)
        spinner.color = nil  // resets to the default, as UIKit's
        #expect(spinner.color != nil)
    }
}
