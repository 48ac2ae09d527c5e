import Foundation
import TesseraGraphics
import TesseraTesting
import Testing

@testable import TesseraUI

@MainActor
@Suite struct DatePickerTests {
    /// 2025-03-14 09:41:00 UTC (a Friday).
    static let friday = Date(timeIntervalSince1970: 1_741_945_260)
    static let utc = TimeZone(identifier: "UTC")!

    /// Day `day` of March 2025 at `hour`:`minute` UTC.
    static func march(_ day: Int, hour: Int = 0, minute: Int = 0) -> Date {
        let seconds: Int = (day - 1) * 86_400 + hour * 3_600 + minute * 60
        return Date(timeIntervalSince1970: 1_740_787_200 + TimeInterval(seconds))
    }

    static func configured(_ picker: UIDatePicker, locale: String = "en_US") -> UIDatePicker {
        picker.datePickerMode = .date
        picker.calendar = Calendar(identifier: .gregorian)
        picker.locale = Locale(identifier: locale)
        picker.timeZone = utc
        return picker
    }

    /// A picker at (20, 100) in an iPhone SE window, in en_US and UTC, showing `friday`.
    func setUp() -> (UIWindow, UIDatePicker, ControlEventLog) {
        let window = UIWindow(device: .iPhoneSE)
        let picker = Self.configured(
            UIDatePicker(frame: CGRect(x: 20, y: 100, width: 200, height: 34), date: Self.friday))
        window.addSubview(picker)
        let log = ControlEventLog()
        picker.addAction(
            UIAction { action in
                log.events.append((action.sender as! UIDatePicker).text)
            }, for: .valueChanged)
        return (window, picker, log)
    }

    func tap(_ window: UIWindow, at point: CGPoint) {
        window.send(.pointerDown(point))
        window.send(.pointerUp(point))
    }

    /// Taps day `day`'s cell in the open calendar.
    func tapDay(_ day: Int, of picker: UIDatePicker, in window: UIWindow) throws {
        let grid = try #require(picker.presentedCalendar?.calendarView)
        let cell = grid.cellRect(forDay: day)
        tap(window, at: grid.convert(CGPoint(x: cell.midX, y: cell.midY), to: nil))
    }

    @Test func thePillShowsTheMediumDateInTheLocale() {
        let picker = Self.configured(UIDatePicker(date: Self.friday))
        #expect(picker.text == "Mar 14, 2025")
        #expect(picker.accessibilityValue == "Mar 14, 2025")
        picker.locale = Locale(identifier: "zh_CN")
        #expect(picker.text == "2025年3月14日")
        #expect(picker.accessibilityTraits.contains(.button))
    }

    @Test func theTimeZoneDecidesTheDay() {
        let picker = Self.configured(UIDatePicker(date: Self.march(14, hour: 23, minute: 30)))
        #expect(picker.text == "Mar 14, 2025")
        picker.timeZone = TimeZone(identifier: "Asia/Shanghai")!
        #expect(picker.text == "Mar 15, 2025")
    }

    @Test func tappingThePillOpensTheCalendarOnTheDatesMonth() throws {
        let (window, picker, log) = setUp()
        tap(window, at: CGPoint(x: 40, y: 117))
        #expect(picker.isPresentingCalendar)
        let grid = try #require(picker.presentedCalendar?.calendarView)
        #expect(grid.monthTitle == "March 2025")
        #expect(grid.convert(CGPoint.zero, to: nil).y == 142)  // 8 points under the pill
        #expect(log.events.isEmpty)
    }

    @Test func tappingADayPicksItKeepsTheTimeSendsOnceAndCloses() throws {
        let (window, picker, log) = setUp()
        tap(window, at: CGPoint(x: 40, y: 117))
        try tapDay(20, of: picker, in: window)
        #expect(picker.date == Self.march(20, hour: 9, minute: 41))
        #expect(log.events == ["Mar 20, 2025"])
        #expect(!picker.isPresentingCalendar)
        #expect(!window.subviews.contains { $0 is DatePickerPopoverView })
    }

    @Test func tappingTheSelectedDayClosesWithoutAnEvent() throws {
        let (window, picker, log) = setUp()
        tap(window, at: CGPoint(x: 40, y: 117))
        try tapDay(14, of: picker, in: window)
        #expect(picker.date == Self.friday)
        #expect(log.events.isEmpty)
        #expect(!picker.isPresentingCalendar)
    }

    @Test func aTapOutsideTheCardClosesIt() {
        let (window, picker, log) = setUp()
        tap(window, at: CGPoint(x: 40, y: 117))
        tap(window, at: CGPoint(x: 300, y: 600))
        #expect(!picker.isPresentingCalendar)
        #expect(picker.date == Self.friday)
        #expect(log.events.isEmpty)
    }

    @Test func theChevronsChangeMonth() throws {
        let (window, picker, log) = setUp()
        tap(window, at: CGPoint(x: 40, y: 117))
        let grid = try #require(picker.presentedCalendar?.calendarView)
        let next = grid.nextMonthButton.convert(CGPoint(x: 22, y: 22), to: nil)
        tap(window, at: next)
        #expect(grid.monthTitle == "April 2025")
        #expect(grid.leadingBlankCount == 2)  // April 1, 2025 is a Tuesday
        try tapDay(2, of: picker, in: window)
        #expect(picker.date == Date(timeIntervalSince1970: 1_743_586_860))  // 2025-04-02 09:41 UTC
        #expect(log.events == ["Apr 2, 2025"])
    }

    @Test func daysOutsideTheLimitsCannotBePicked() throws {
        let (window, picker, log) = setUp()
        picker.minimumDate = Self.march(10, hour: 12)
        picker.maximumDate = Self.march(20)
        tap(window, at: CGPoint(x: 40, y: 117))
        let grid = try #require(picker.presentedCalendar?.calendarView)
        #expect(grid.isDayEnabled(Self.march(10)))  // the minimum falls within the day
        #expect(!grid.isDayEnabled(Self.march(9)))
        #expect(grid.isDayEnabled(Self.march(20)))
        #expect(!grid.isDayEnabled(Self.march(21)))
        #expect(!grid.previousMonthButton.isEnabled)
        #expect(!grid.nextMonthButton.isEnabled)
        try tapDay(25, of: picker, in: window)
        #expect(picker.isPresentingCalendar)
        #expect(picker.date == Self.friday)
        try tapDay(10, of: picker, in: window)  // 09:41 on the 10th is before the minimum: clamped
        #expect(picker.date == Self.march(10, hour: 12))
        #expect(log.events == ["Mar 10, 2025"])
    }

    @Test func programmaticDatesClampAndSendNothing() {
        let (_, picker, log) = setUp()
        picker.maximumDate = Self.march(1)
        #expect(picker.date == Self.march(1))
        picker.date = Self.march(31)
        #expect(picker.date == Self.march(1))
        picker.maximumDate = nil
        picker.minimumDate = Self.march(5)
        picker.date = Self.march(2)
        #expect(picker.date == Self.march(5))
        #expect(log.events.isEmpty)
    }

    @Test func aDisabledPickerDoesNotOpen() {
        let (window, picker, _) = setUp()
        picker.isEnabled = false
        tap(window, at: CGPoint(x: 40, y: 117))
        #expect(!picker.isPresentingCalendar)
    }

    @Test func leavingTheWindowClosesTheCalendar() {
        let (window, picker, _) = setUp()
        tap(window, at: CGPoint(x: 40, y: 117))
        picker.removeFromSuperview()
        #expect(!picker.isPresentingCalendar)
        #expect(!window.subviews.contains { $0 is DatePickerPopoverView })
    }

    @Test func theGridStartsOnTheCalendarsFirstWeekday() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = Self.utc
        calendar.locale = Locale(identifier: "en_US")
        let grid = DatePickerCalendarView(calendar: calendar, selectedDate: Self.friday)
        #expect(grid.numberOfDaysInMonth == 31)
        #expect(grid.leadingBlankCount == 6)  // March 1, 2025 is a Saturday
        #expect(grid.weekdaySymbols == ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"])
        #expect(grid.cellRect(forDay: 1) == CGRect(x: 12 + 6 * 40, y: 76, width: 40, height: 40))
        calendar.firstWeekday = 2
        grid.calendar = calendar
        #expect(grid.leadingBlankCount == 5)
        #expect(grid.weekdaySymbols.first == "MON")
        #expect(grid.cellRect(forDay: 31) == CGRect(x: 12, y: 76 + 5 * 40, width: 40, height: 40))
    }

    @Test func movingToAnotherDayKeepsTheTimeOfDay() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = Self.utc
        let moved = DatePickerCalendarView.moving(Self.friday, toDayOf: Self.march(2), in: calendar)
        #expect(moved == Self.march(2, hour: 9, minute: 41))
    }

    @Test func monthTitlesFollowTheLocale() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = Self.utc
        calendar.locale = Locale(identifier: "zh_CN")
        let grid = DatePickerCalendarView(calendar: calendar, selectedDate: Self.friday)
        #expect(grid.monthTitle == "2025年3月")
    }

    @Test func theOpenCalendarOverAScreen() {
        let window = UIWindow(device: .iPhoneSE)
        let root = UIView()
        root.backgroundColor = .secondarySystemBackground
        window.rootView = root
        let label = UILabel(frame: CGRect(x: 16, y: 96, width: 120, height: 34), text: "Date")
        root.addSubview(label)
        let picker = Self.configured(UIDatePicker(date: Self.friday))
        picker.frame = CGRect(
            x: 359 - picker.intrinsicContentSize.width, y: 96, width: picker.intrinsicContentSize.width, height: 34)
        root.addSubview(picker)
        tap(window, at: CGPoint(x: picker.frame.midX, y: picker.frame.midY))
        #expect(picker.isPresentingCalendar)
        assertSnapshot(of: window, scale: 1)
    }

    @Test func galleryLight() {
        assertSnapshot(of: gallery(), appearance: .light)
    }

    @Test func galleryDark() {
        assertSnapshot(of: gallery(), appearance: .dark)
    }

    /// Pills in English, Chinese and disabled; the calendar card with limits (days 10–24).
    func gallery() -> UIView {
        let english = Self.configured(UIDatePicker(date: Self.friday))
        let chinese = Self.configured(UIDatePicker(date: Self.friday), locale: "zh_CN")
        let disabled = Self.configured(UIDatePicker(date: Self.friday))
        disabled.isEnabled = false
        for picker in [english, chinese, disabled] { picker.frame.size = picker.intrinsicContentSize }
        let pills = GalleryRow.make([english, chinese, disabled], height: 34, padding: 0)
        pills.backgroundColor = nil
        pills.frame.origin = CGPoint(x: 16, y: 16)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = Self.utc
        calendar.locale = Locale(identifier: "en_US")
        let card = DatePickerCalendarView(calendar: calendar, selectedDate: Self.friday)
        card.minimumDate = Self.march(10)
        card.maximumDate = Self.march(24)
        card.backgroundColor = .tertiarySystemBackground
        card.layer.cornerRadius = 13
        card.layer.shadowColor = UIColor(white: 0, alpha: 0.18).cgColor
        card.layer.shadowOpacity = 1
        card.layer.shadowOffset = CGSize(width: 0, height: 8)
        card.layer.shadowRadius = 12
        card.frame.origin = CGPoint(x: 16, y: 70)
        let panel = UIView(
            frame: CGRect(x: 0, y: 0, width: max(pills.frame.maxX, card.frame.maxX) + 16, height: card.frame.maxY + 24))
        panel.backgroundColor = .secondarySystemBackground
        panel.addSubview(pills)
        panel.addSubview(card)
        return panel
    }
}
