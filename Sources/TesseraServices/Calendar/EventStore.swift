public import Foundation
import TesseraCore

/// Events and reminders kept in one iCalendar (`.ics`) file, shaped like EventKit's `EKEventStore`.
///
/// ```swift
/// let store = EventStore(fileURL: documents.appending(path: "Journal.ics"),
///                        requestAccess: { type in await askUser(about: type) })
/// guard await store.requestFullAccess(to: .reminder) else { return }
/// try store.save(Reminder(title: "Water the plants", due: DateComponents(year: 2026, month: 3, day: 10)))
/// let week = try store.events(from: monday, to: monday.addingTimeInterval(7 * 86_400))
/// ```
///
/// **Access.** Like EventKit, events and reminders are authorized separately. The first
/// ``requestFullAccess(to:)`` asks the app-supplied handler; the answer is remembered beside the
/// file (`<file>.authorization.json`). Every operation on a kind of item the user has not allowed
/// throws ``CalendarError/notAuthorized(_:status:)``.
///
/// **File.** The file is read on the first operation that needs it (a missing file is an empty
/// calendar) and written atomically (a temporary file renamed over it) by each save or removal
/// with `commit: true`, or by ``commit()``. When the file is a symbolic link, the file it points to
/// is written and the link stays. Reopening a store on the same file reads back what was
/// saved; content Tessera does not model is written back unchanged.
///
/// **Time.** Floating times and all-day dates are read in ``floatingTimeZone`` (EventKit uses the
/// system zone). Creation and modification dates come from the injected ``WallClock``.
///
/// **Threads.** A `Sendable` class: every method can be called from any thread or task; calls are
/// serialised by a lock, and file I/O happens while it is held.
public final class EventStore: Sendable {
    /// Asked once per kind of item whether the user allows access; `true` grants it.
    public typealias AccessRequestHandler = @Sendable (CalendarEntityType) async -> Bool

    /// The `.ics` file backing the store.
    public let fileURL: URL
    /// The zone floating times and all-day dates are read and written in.
    public let floatingTimeZone: TimeZone
    let clock: WallClock
    let accessRequestHandler: AccessRequestHandler
    let state = Lock(State())

    struct State {
        /// The file's content once read; `nil` before the first read and after ``reset()``.
        var document: CalendarDocument?
        var hasChanges = false
        /// Remembered answers; `nil` until the sidecar file was read.
        var authorization: [CalendarEntityType: ServiceAuthorization]?
        /// Requests waiting for the handler, so concurrent requests ask once.
        var pendingRequests: [CalendarEntityType: Task<Bool, Never>] = [:]
    }

    /// A store over `fileURL`. Nothing is read until the first operation.
    /// - Parameters:
    ///   - floatingTimeZone: the zone floating times and all-day dates live in.
    ///   - clock: the source of creation, modification and completion dates.
    ///   - requestAccess: asked by ``requestFullAccess(to:)`` while the status is `.notDetermined`.
    public init(
        fileURL: URL, floatingTimeZone: TimeZone = .current, clock: WallClock = .system,
        requestAccess: @escaping AccessRequestHandler
    ) {
        self.fileURL = fileURL
        self.floatingTimeZone = floatingTimeZone
        self.clock = clock
        accessRequestHandler = requestAccess
    }

    /// Whether there are saved changes not yet written (after `commit: false`).
    public var hasChanges: Bool { state.withLock { $0.hasChanges } }

    /// Writes the store to its file atomically.
    /// - Throws: ``CalendarError/unwritableFile(_:reason:)``, or a content error of
    ///   ``CalendarDocument/icsData(floatingTimeZone:timestamp:)``.
    public func commit() throws(CalendarError) {
        try state.withLock { (state: inout State) throws(CalendarError) in
            guard let document = state.document, state.hasChanges else { return }
            try write(document)
            state.hasChanges = false
        }
    }

    /// Forgets unsaved changes; the next operation reads the file again.
    public func reset() {
        state.withLock { state in
            state.document = nil
            state.hasChanges = false
        }
    }

    // MARK: - Internals shared by the operations

    /// Runs `body` on the document after checking access to `types` and reading the file if needed.
    func withDocument<Result: Sendable>(
        requiring types: [CalendarEntityType],
        _ body: (inout State, inout CalendarDocument) throws(CalendarError) -> Result
    ) throws(CalendarError) -> Result {
        try state.withLock { (state: inout State) throws(CalendarError) -> Result in
            for type in types {
                let status = authorization(in: &state)[type] ?? .notDetermined
                guard status == .authorized else { throw .notAuthorized(type, status: status) }
            }
            var document: CalendarDocument
            if let loaded = state.document {
                document = loaded
            } else {
                document = try read()
            }
            let result = try body(&state, &document)
            state.document = document
            return result
        }
    }

    /// Replaces the document with `changed`; with `commit`, writes it first and leaves the store
    /// unchanged when writing fails.
    func apply(
        _ changed: CalendarDocument, commit: Bool, to state: inout State,
        document: inout CalendarDocument
    ) throws(CalendarError) {
        if commit {
            try write(changed)
            state.hasChanges = false
        } else {
            state.hasChanges = true
        }
        document = changed
    }

    /// A fresh conversion context in the store's floating zone.
    func makeContext() -> ICalTimeContext {
        ICalTimeContext(floatingTimeZone: floatingTimeZone)
    }

    /// The clock's date in whole seconds.
    var now: Date { clock.now.wholeSeconds }

    private func read() throws(CalendarError) -> CalendarDocument {
        guard FileManager.default.fileExists(atPath: fileURL.path) else { return CalendarDocument() }
        return try CalendarDocument(contentsOf: fileURL, floatingTimeZone: floatingTimeZone)
    }

    private func write(_ document: CalendarDocument) throws(CalendarError) {
        let data = try document.icsData(floatingTimeZone: floatingTimeZone, timestamp: now)
        do throws(AtomicWriteError) {
            try AtomicFileWriter.write(data, to: fileURL)
        } catch {
            throw .unwritableFile(fileURL, reason: error.reason)
        }
    }
}

extension Date {
    /// The date with its fraction of a second dropped (iCalendar keeps whole seconds).
    var wholeSeconds: Date { Date(timeIntervalSince1970: timeIntervalSince1970.rounded(.down)) }
}
