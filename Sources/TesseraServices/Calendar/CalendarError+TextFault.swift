extension CalendarError {
    /// What keeps a text from reading back from an `.ics` file as written, for
    /// ``CalendarError/invalidText(property:identifier:fault:)``. libical, which reads and writes the
    /// files, ends a text at NUL, drops backspace, form feed and carriage return, and trims spaces,
    /// tabs and vertical tabs from both ends.
    ///
    /// ```swift
    /// do { try store.save(event) } catch .invalidText(let property, _, .character(let scalar)) {
    ///     print("\(property) holds U+\(String(scalar.value, radix: 16))")
    /// }
    /// ```
    public enum TextFault: Sendable, Hashable {
        /// The text holds NUL, backspace or form feed, which no `.ics` text can.
        case character(Unicode.Scalar)
        /// A `UID` that is empty or white space only.
        case emptyIdentifier
        /// A `UID` that starts or ends with a space, tab or vertical tab, or holds a carriage return:
        /// it would read back as another identifier.
        case identifierChangesWhenRead
    }
}
