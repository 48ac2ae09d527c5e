public import Foundation
import TesseraGraphics

extension DatePickerCalendarView {
    /// The first instant of the visible month.
    public var monthStart: Date {
        calendar.dateInterval(of: .month, for: visibleMonth)?.start ?? visibleMonth
    }

    /// How many days the visible month has (28…31 in the Gregorian calendar).
    public var numberOfDaysInMonth: Int {
        calendar.range(of: .day, in: .month, for: monthStart)?.count ?? 30
    }

    /// Empty cells before day 1: how far the month's first weekday is from `firstWeekday`.
    ///
    /// For example, March 2025 starts on a Saturday: 6 blanks when weeks start on Sunday, 5 when
    /// they start on Monday.
    public var leadingBlankCount: Int {
        let weekday = calendar.component(.weekday, from: monthStart)
        return (weekday - calendar.firstWeekday + 7) % 7
    }

    /// The start of day `day` (1-based) of the visible month.
    public func date(ofDay day: Int) -> Date? {
        calendar.date(byAdding: .day, value: day - 1, to: monthStart)
    }

    /// Day `day`'s cell (1-based), in bounds coordinates; columns run right to left in a
    /// right-to-left layout.
    public func cellRect(forDay day: Int) -> CGRect {
        let index = leadingBlankCount + day - 1
        var column = index % 7
        if effectiveUserInterfaceLayoutDirection == .rightToLeft { column = 6 - column }
        let row = index / 7
        let top = Self.padding + Self.headerHeight + Self.weekdayRowHeight
        return CGRect(
            x: Self.padding + CGFloat(column) * Self.cellSize, y: top + CGFloat(row) * Self.cellSize,
            width: Self.cellSize, height: Self.cellSize)
    }

    /// The start of the day whose cell contains `point` (bounds coordinates), or nil.
    public func day(at point: CGPoint) -> Date? {
        for day in 1...numberOfDaysInMonth where cellRect(forDay: day).contains(point) {
            return date(ofDay: day)
        }
        return nil
    }

    /// Whether any instant of the day starting at `dayStart` lies within the limits.
    public func isDayEnabled(_ dayStart: Date) -> Bool {
        let dayEnd = calendar.date(byAdding: .day, value: 1, to: dayStart) ?? dayStart
        if let maximumDate, dayStart > maximumDate { return false }
        if let minimumDate, dayEnd <= minimumDate { return false }
        return true
    }

    /// Whether the month `offset` months away has any day within the limits.
    func canShowMonth(offset: Int) -> Bool {
        guard let start = calendar.date(byAdding: .month, value: offset, to: monthStart),
            let end = calendar.date(byAdding: .month, value: 1, to: start)
        else { return false }
        if let maximumDate, start > maximumDate { return false }
        if let minimumDate, end <= minimumDate { return false }
        return true
    }

    /// `date` moved to the calendar day of `day`, keeping its hour, minute, second and nanosecond.
    ///
    /// For example, 2025-03-14 09:41 moved to the day of 2025-04-02 00:00 is 2025-04-02 09:41.
    public static func moving(_ date: Date, toDayOf day: Date, in calendar: Calendar) -> Date {
        let dayParts = calendar.dateComponents([.era, .year, .month, .day], from: day)
        let timeParts = calendar.dateComponents([.hour, .minute, .second, .nanosecond], from: date)
        var parts = DateComponents()
        parts.era = dayParts.era
        parts.year = dayParts.year
        parts.month = dayParts.month
        parts.day = dayParts.day
        parts.hour = timeParts.hour
        parts.minute = timeParts.minute
        parts.second = timeParts.second
        parts.nanosecond = timeParts.nanosecond
        return calendar.date(from: parts) ?? day
    }

    /// The weekday names from `firstWeekday` on, upper-cased in the calendar's locale.
    public var weekdaySymbols: [String] {
        let symbols = calendar.shortStandaloneWeekdaySymbols
        guard symbols.count == 7 else { return symbols }
        let first = calendar.firstWeekday - 1
        return (0..<7).map { symbols[(first + $0) % 7].uppercased(with: calendar.locale) }
    }

    /// Draws the weekday row and the days; the selected day on a tinted circle.
    func drawGrid(in context: inout DisplayList) {
        let traits = traitCollection
        let weekdayStyle = ParagraphStyle(alignment: .center, lineBreakMode: .byClipping, numberOfLines: 1)
        let weekdayTop = Self.padding + Self.headerHeight
        for (column, symbol) in weekdaySymbols.enumerated() {
            let x = effectiveUserInterfaceLayoutDirection == .rightToLeft ? 6 - column : column
            let text = AttributedText(
                symbol,
                attributes: TextAttributes(
                    font: .systemFont(ofSize: 13, weight: .semibold),
                    foregroundColor: UIColor.secondaryLabel.resolvedColor(with: traits)))
            let rect = CGRect(
                x: Self.padding + CGFloat(x) * Self.cellSize, y: weekdayTop, width: Self.cellSize,
                height: Self.weekdayRowHeight)
            context.drawText(text, in: rect, style: weekdayStyle)
        }
        let selectedDay = selectedDate.flatMap { calendar.dateInterval(of: .day, for: $0)?.start }
        let dayStyle = ParagraphStyle(alignment: .center, lineBreakMode: .byClipping, numberOfLines: 1)
        for day in 1...numberOfDaysInMonth {
            guard let start = date(ofDay: day) else { continue }
            let cell = cellRect(forDay: day)
            let isSelected = start == selectedDay
            let enabled = isEnabled && isDayEnabled(start)
            var color: UIColor = enabled ? .label : .tertiaryLabel
            var font = UIFont.systemFont(ofSize: 19)
            if isSelected {
                let circle = cell.insetBy(dx: 3, dy: 3)
                context.fill(
                    .ellipse(in: circle), color: (enabled ? tintColor : UIColor.systemGray).resolvedColor(with: traits))
                color = .white
                font = font.withWeight(.semibold)
            }
            let text = AttributedText(
                String(day), attributes: TextAttributes(font: font, foregroundColor: color.resolvedColor(with: traits)))
            let height = TextEngine.shared.size(of: text, width: nil, style: dayStyle).height
            context.drawText(
                text,
                in: CGRect(x: cell.minX, y: (cell.midY - height / 2).rounded(), width: cell.width, height: height),
                style: dayStyle)
        }
    }
}
