/// What a text value of an `.ics` file can hold, so that what Tessera writes reads back unchanged.
///
/// libical's writer drops backspace, form feed and carriage return and ends a value at NUL; its
/// reader trims spaces, tabs and vertical tabs from both ends of a value and refuses a property
/// whose value is then empty. A line feed is escaped (`\n`) and survives anywhere.
///
/// ```swift
/// ICalendarText.normalized(" Dentist\r\n")   // "Dentist\n"
/// ICalendarText.normalized(" \t ")           // "": the property is left out
/// ```
enum ICalendarText {
    /// Trimmed from both ends of a value by libical's reader.
    private static let trimmed: Set<Unicode.Scalar> = [" ", "\t", "\u{0B}"]
    /// Cut or dropped by libical's writer; a text holding one is refused.
    private static let unwritable: Set<Unicode.Scalar> = ["\0", "\u{08}", "\u{0C}"]

    /// `text` as it reads back once written: carriage returns (alone or before a line feed) become
    /// line feeds, and spaces, tabs and vertical tabs at either end go.
    static func normalized(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        var afterReturn = false
        for scalar in text.unicodeScalars {
            defer { afterReturn = scalar == "\r" }
            if scalar == "\n" && afterReturn { continue }
            scalars.append(scalar == "\r" ? "\n" : scalar)
        }
        let start = scalars.firstIndex { !trimmed.contains($0) } ?? scalars.endIndex
        let end = scalars.lastIndex { !trimmed.contains($0) }.map(scalars.index(after:)) ?? start
        return String(scalars[start..<end])
    }

    /// `text` normalized, or `nil` when nothing is left (the property is then left out).
    static func normalizedOptional(_ text: String?) -> String? {
        guard let text else { return nil }
        let result = normalized(text)
        return result.isEmpty ? nil : result
    }

    /// Throws when `text` holds a character libical cannot write.
    /// - Throws: ``CalendarError/invalidText(property:identifier:fault:)``.
    static func check(_ text: String, property: String, identifier: String) throws(CalendarError) {
        if let scalar = text.unicodeScalars.first(where: unwritable.contains) {
            throw .invalidText(property: property, identifier: identifier, fault: .character(scalar))
        }
    }

    /// Throws unless `uid` reads back exactly: not empty, no character libical drops, trims or cuts.
    /// - Throws: ``CalendarError/invalidText(property:identifier:fault:)`` for `UID`.
    static func checkIdentifier(_ uid: String) throws(CalendarError) {
        try check(uid, property: "UID", identifier: uid)
        let readBack = normalized(uid)
        if readBack.isEmpty {
            throw .invalidText(property: "UID", identifier: uid, fault: .emptyIdentifier)
        }
        if readBack != uid {
            throw .invalidText(property: "UID", identifier: uid, fault: .identifierChangesWhenRead)
        }
    }
}
