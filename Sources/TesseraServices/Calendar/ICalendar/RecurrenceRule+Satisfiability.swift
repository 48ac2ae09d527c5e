extension RecurrenceRule {
    /// Whether any date and time can pass the rule's `BY…` parts as libical applies them. `false`
    /// means the rule has no occurrences at all, such as `FREQ=SECONDLY;BYMONTH=2;BYMONTHDAY=30`:
    /// libical's iterator would examine every second up to the year 2582 looking for one.
    ///
    /// The check is exact for the parts it reads and ignores the rest (`BYWEEKNO`, `BYSETPOS`, the
    /// position of a numbered weekday in a month or year), so `true` only means "not ruled out".
    /// Parts libical treats as filters follow libical: a numbered weekday (`1MO`) never passes
    /// the filter of a secondly to daily rule, and no time has second 60.
    /// - Parameter startDay: the day of the month of `DTSTART`, which monthly and yearly rules
    ///   without day parts fall on (`FREQ=YEARLY;BYMONTH=2` from 31 January never occurs).
    /// - Complexity: O(1): at most 14 × 366 days are tried.
    func canMatch(startDay: Int) -> Bool {
        if frequency == .secondly, !seconds.isEmpty, !seconds.contains(where: { (0...59).contains($0) }) {
            return false
        }
        var weekdays: Set<Int>?
        if !daysOfTheWeek.isEmpty {
            weekdays = Set(daysOfTheWeek.filter(weekdayCanPass).map { $0.weekday.rawValue })
        }
        let hasDayParts =
            !daysOfTheMonth.isEmpty || !daysOfTheWeek.isEmpty || !daysOfTheYear.isEmpty
            || !weeksOfTheYear.isEmpty
        let impliesStartDay = (frequency == .monthly || frequency == .yearly) && !hasDayParts
        let monthDays = impliesStartDay ? [startDay] : Set(daysOfTheMonth)
        let months = Set(monthsOfTheYear)
        let yearDays = Set(daysOfTheYear)

        // Whether a day passes depends only on whether its year is a leap year and on the weekday
        // of 1 January; all 14 kinds of year recur in every 400 years.
        for isLeapYear in [false, true] {
            let monthLengths = [31, isLeapYear ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
            let yearLength = isLeapYear ? 366 : 365
            for firstWeekday in 0..<7 {
                var yearDay = 0
                for (monthIndex, monthLength) in monthLengths.enumerated() {
                    for day in 1...monthLength {
                        yearDay += 1
                        guard months.isEmpty || months.contains(monthIndex + 1) else { continue }
                        guard monthDays.isEmpty || monthDays.contains(day) || monthDays.contains(day - monthLength - 1)
                        else { continue }
                        guard
                            yearDays.isEmpty || yearDays.contains(yearDay)
                                || yearDays.contains(yearDay - yearLength - 1)
                        else { continue }
                        // Weekday raw values run from 1 (Sunday) to 7.
                        guard weekdays?.contains((firstWeekday + yearDay - 1) % 7 + 1) ?? true else { continue }
                        return true
                    }
                }
            }
        }
        return false
    }

    /// Whether a `BYDAY` entry can let any day through: libical compares a secondly to daily
    /// rule's entries with the plain weekday, and no month has a sixth (or a year a 54th) weekday.
    private func weekdayCanPass(_ entry: DayOfWeek) -> Bool {
        switch frequency {
        case .secondly, .minutely, .hourly, .daily: entry.weekNumber == 0
        case .weekly: true
        case .monthly: abs(entry.weekNumber) <= 5
        case .yearly: abs(entry.weekNumber) <= 53
        }
    }
}
