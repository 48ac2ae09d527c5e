public import Foundation

/// The identifiers an import added or replaced.
public struct CalendarImportResult: Sendable, Hashable {
    /// `UID`s of the imported events, in file order.
    public var eventIdentifiers: [String]
    /// `UID`s of the imported reminders, in file order.
    public var reminderIdentifiers: [String]

    /// Creates a result from `UID`s in file order.
    public init(eventIdentifiers: [String], reminderIdentifiers: [String]) {
        self.eventIdentifiers = eventIdentifiers
        self.reminderIdentifiers = reminderIdentifiers
    }
}

extension EventStore {
    /// Adds the events and reminders of `.ics` data to the store; an item whose `UID` is already in
    /// the store replaces it. All or nothing: when the data has any fault, nothing is imported.
    /// Writes the file.
    /// - Throws: the content errors of ``CalendarDocument/init(icsData:floatingTimeZone:)``;
    ///   ``CalendarError/duplicateIdentifier(_:)`` when an imported event has the `UID` of a stored
    ///   reminder or the reverse; ``CalendarError/notAuthorized(_:status:)`` for a kind of item the
    ///   data holds without access; ``CalendarError/unwritableFile(_:reason:)``.
    /// - Complexity: O(n + m) for n items in the data and m in the store, plus reading and writing.
    @discardableResult
    public func importCalendar(from data: Data) throws(CalendarError) -> CalendarImportResult {
        let incoming = try CalendarDocument(icsData: data, floatingTimeZone: floatingTimeZone)
        var types: [CalendarEntityType] = []
        if !incoming.events.isEmpty { types.append(.event) }
        if !incoming.reminders.isEmpty { types.append(.reminder) }
        return try withDocument(requiring: types) { (state, document) throws(CalendarError) in
            var changed = document
            let reminderIdentifiers = Set(document.reminders.map(\.uid))
            var eventIndices = Dictionary(zip(document.events.map(\.uid), document.events.indices)) { first, _ in first
            }
            for event in incoming.events {
                guard !reminderIdentifiers.contains(event.uid) else { throw .duplicateIdentifier(event.uid) }
                if let index = eventIndices[event.uid] {
                    changed.events[index] = event
                } else {
                    eventIndices[event.uid] = changed.events.count
                    changed.events.append(event)
                }
            }
            var reminderIndices = Dictionary(zip(document.reminders.map(\.uid), document.reminders.indices)) {
                first, _ in first
            }
            for reminder in incoming.reminders {
                guard eventIndices[reminder.uid] == nil else { throw .duplicateIdentifier(reminder.uid) }
                if let index = reminderIndices[reminder.uid] {
                    changed.reminders[index] = reminder
                } else {
                    reminderIndices[reminder.uid] = changed.reminders.count
                    changed.reminders.append(reminder)
                }
            }
            try apply(changed, commit: true, to: &state, document: &document)
            return CalendarImportResult(
                eventIdentifiers: incoming.events.map(\.uid),
                reminderIdentifiers: incoming.reminders.map(\.uid))
        }
    }

    /// Imports an `.ics` file; see ``importCalendar(from:)``.
    /// - Throws: ``CalendarError/unreadableFile(_:reason:)`` when the path is missing, not a regular
    ///   file or cannot be read; ``CalendarError/tooLarge(byteCount:limit:)`` for a file over
    ///   ``CalendarDocument/maximumByteCount``; the errors of ``importCalendar(from:)``.
    @discardableResult
    public func importCalendar(contentsOf url: URL) throws(CalendarError) -> CalendarImportResult {
        try importCalendar(from: try CalendarDocument.contents(of: url))
    }

    /// The whole store as `.ics` data, unsaved changes included.
    /// - Throws: ``CalendarError/notAuthorized(_:status:)`` unless both events and reminders are
    ///   allowed; file errors on the first read.
    public func exportCalendar() throws(CalendarError) -> Data {
        try withDocument(requiring: [.event, .reminder]) { (_, document) throws(CalendarError) in
            try document.icsData(floatingTimeZone: floatingTimeZone, timestamp: now)
        }
    }

    /// Selected events (with their detached occurrences) and reminders as `.ics` data, in the order
    /// given. Calendar-level content read from the file is not included.
    /// - Throws: ``CalendarError/unknownItem(_:)`` for an identifier not in the store;
    ///   ``CalendarError/notAuthorized(_:status:)`` for a non-empty list without access.
    public func exportCalendar(
        eventIdentifiers: [String] = [],
        reminderIdentifiers: [String] = []
    ) throws(CalendarError) -> Data {
        var types: [CalendarEntityType] = []
        if !eventIdentifiers.isEmpty { types.append(.event) }
        if !reminderIdentifiers.isEmpty { types.append(.reminder) }
        return try withDocument(requiring: types) { (_, document) throws(CalendarError) in
            var selection = CalendarDocument()
            for uid in eventIdentifiers {
                guard let event = document.event(withIdentifier: uid) else { throw .unknownItem(uid) }
                selection.events.append(event)
            }
            for uid in reminderIdentifiers {
                guard let reminder = document.reminder(withIdentifier: uid) else { throw .unknownItem(uid) }
                selection.reminders.append(reminder)
            }
            return try selection.icsData(floatingTimeZone: floatingTimeZone, timestamp: now)
        }
    }
}
