public import Foundation
public import TesseraUI

extension UIDriver {
    /// Drags `slider`'s thumb from where it is to where `value` sits (clamped to the slider's
    /// range), as a person would; a slider already at `value` is left alone.
    ///
    /// The thumb's centre travels between half a thumb (`UISlider.thumbDiameter / 2`) from each
    /// end, so the value reached is `value` up to floating-point rounding of points.
    ///
    /// - Throws: as `tap(_:)` for the thumb; `.valueNotReached` when the slider ends more than
    ///   1/1,000 of its range away (disabled, or a gesture took the touch).
    public func setValue(_ value: Float, for slider: UISlider) throws(UIDriverError) {
        let span = slider.maximumValue - slider.minimumValue
        let wanted = min(max(value, slider.minimumValue), slider.maximumValue)
        guard abs(slider.value - wanted) > span * 1e-6 else { return }
        _ = try bringIntoView(slider)
        let radius = UISlider.thumbDiameter / 2
        let low = slider.bounds.minX + radius
        let high = max(low, slider.bounds.maxX - radius)
        func thumbCentre(_ fraction: Double) -> CGPoint {
            slider.convert(CGPoint(x: low + CGFloat(fraction) * (high - low), y: slider.bounds.midY), to: window)
        }
        let start = thumbCentre(slider.fraction)
        let end = thumbCentre(span > 0 ? Double((wanted - slider.minimumValue) / span) : 0)
        try requireHittable(slider, at: start)
        stroke(from: start, to: end, duration: .milliseconds(300), holdsBeforeRelease: true)
        try finishAction()
        if abs(slider.value - wanted) > span / 1_000 {
            throw .valueNotReached(path: path(of: slider), expected: "\(wanted)", actual: "\(slider.value)")
        }
    }

    /// Taps `control` when it is not already `isOn`.
    /// - Throws: as `tap(_:)`; `.valueNotReached` when the tap did not change it (disabled).
    public func setOn(_ isOn: Bool, for control: UISwitch) throws(UIDriverError) {
        guard control.isOn != isOn else { return }
        try tap(control)
        guard control.isOn == isOn else {
            throw .valueNotReached(
                path: path(of: control), expected: isOn ? "On" : "Off", actual: control.isOn ? "On" : "Off")
        }
    }

    /// Taps segment `index` of `control`.
    /// - Throws: as `tap(_:at:)`; `.valueNotReached` when a non-momentary control did not select
    ///   it (the segment or control is disabled).
    /// - Precondition: `index` is a valid segment index.
    public func selectSegment(_ index: Int, of control: UISegmentedControl) throws(UIDriverError) {
        let rect = control.rectForSegment(at: index)
        try tap(control, at: CGPoint(x: rect.midX, y: rect.midY))
        if !control.isMomentary, control.selectedSegmentIndex != index {
            throw .valueNotReached(
                path: path(of: control), expected: "segment \(index)", actual: "segment \(control.selectedSegmentIndex)"
            )
        }
    }

    /// Picks the day of `date` in a compact `UIDatePicker`: taps the pill to open its calendar,
    /// taps the month chevrons until that month shows, and taps the day. The picker keeps its
    /// time of day, as a person's pick does. Days are read in the picker's calendar and time zone.
    ///
    /// ```swift
    /// try driver.setDate(Date(timeIntervalSince1970: 1_742_428_800), for: picker)  // Mar 20, 2025 UTC
    /// ```
    /// - Throws: as `tap(_:)`; `.valueNotReached` when the picker does not end on that day
    ///   (disabled, or the day lies outside its limits — the calendar then stays open).
    public func setDate(_ date: Date, for picker: UIDatePicker) throws(UIDriverError) {
        let calendar = picker.effectiveCalendar
        guard !calendar.isDate(picker.date, inSameDayAs: date) else { return }
        if !picker.isPresentingCalendar { try tap(picker) }
        guard let grid = picker.presentedCalendar?.calendarView else {
            throw .valueNotReached(path: path(of: picker), expected: dayText(date, calendar), actual: picker.text)
        }
        let targetMonth = calendar.dateInterval(of: .month, for: date)?.start ?? date
        let months = calendar.dateComponents([.month], from: grid.monthStart, to: targetMonth).month ?? 0
        for _ in 0..<abs(months) {
            let chevron = months > 0 ? grid.nextMonthButton : grid.previousMonthButton
            guard chevron.isEnabled else { break }
            try tap(chevron)
        }
        let day = calendar.component(.day, from: date)
        if calendar.isDate(grid.monthStart, equalTo: date, toGranularity: .month) {
            let cell = grid.cellRect(forDay: day)
            try tap(grid, at: CGPoint(x: cell.midX, y: cell.midY))
        }
        guard calendar.isDate(picker.date, inSameDayAs: date) else {
            throw .valueNotReached(path: path(of: picker), expected: dayText(date, calendar), actual: picker.text)
        }
    }

    /// `date`'s day as ISO text (year-month-day) in `calendar`, for errors.
    private func dayText(_ date: Date, _ calendar: Calendar) -> String {
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }
}
