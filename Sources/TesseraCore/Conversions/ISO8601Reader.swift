import Foundation

/// Reads RFC 3339 internet date-times strictly: `yyyy-MM-ddTHH:mm:ss[.fraction](Z|±HH:mm)`.
///
/// `ISO8601DateFormatter` on this platform rolls impossible dates over (`2026-02-30` becomes
/// March 2) and cannot read optional fractional seconds in one pass, so the fields are read here,
/// checked against the Gregorian calendar in the written offset, and only then turned into a date.
enum ISO8601Reader {
    static func date(from text: String) -> Date? {
        let characters = Array(text)
        guard characters.count >= 20 else { return nil }

        func number(_ range: Range<Int>) -> Int? {
            guard range.upperBound <= characters.count else { return nil }
            var value = 0
            for character in characters[range] {
                guard let digit = character.asciiDigit else { return nil }
                value = value * 10 + digit
            }
            return value
        }
        func separator(_ position: Int, _ expected: Set<Character>) -> Bool {
            position < characters.count && expected.contains(characters[position])
        }

        guard let year = number(0..<4), separator(4, ["-"]), let month = number(5..<7), separator(7, ["-"]),
            let day = number(8..<10), separator(10, ["T", "t"]), let hour = number(11..<13), separator(13, [":"]),
            let minute = number(14..<16), separator(16, [":"]), let second = number(17..<19)
        else { return nil }

        var index = 19
        var nanoseconds = 0
        if separator(index, ["."]) {
            index += 1
            var digits = 0
            while index < characters.count, let digit = characters[index].asciiDigit {
                if digits < 9 { nanoseconds = nanoseconds * 10 + digit }
                digits += 1
                index += 1
            }
            guard digits > 0 else { return nil }
            for _ in min(digits, 9)..<9 { nanoseconds *= 10 }
        }

        let offsetSeconds: Int
        if separator(index, ["Z", "z"]) {
            offsetSeconds = 0
            index += 1
        } else if separator(index, ["+", "-"]), let hours = number(index + 1..<index + 3), separator(index + 3, [":"]),
            let minutes = number(index + 4..<index + 6), hours < 24, minutes < 60
        {
            offsetSeconds = (characters[index] == "-" ? -1 : 1) * (hours * 3600 + minutes * 60)
            index += 6
        } else {
            return nil
        }
        guard index == characters.count, let zone = TimeZone(secondsFromGMT: offsetSeconds) else { return nil }

        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let components = DateComponents(
            calendar: calendar, timeZone: zone, year: year, month: month, day: day,
            hour: hour, minute: minute, second: second)
        guard hour < 24, minute < 60, second < 60, components.isValidDate(in: calendar),
            let date = calendar.date(from: components)
        else { return nil }
        return date.addingTimeInterval(Double(nanoseconds) / 1_000_000_000)
    }
}

extension Character {
    /// 0…9 for the ASCII digits, `nil` otherwise.
    var asciiDigit: Int? {
        guard isASCII, let value = wholeNumberValue else { return nil }
        return value
    }
}
