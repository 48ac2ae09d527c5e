import Foundation
import Testing

@testable import TesseraCore

struct EntryShared: TrackableEvent {
    static let name = "entry_shared"
    let destination: String
    let wordCount: Int
    var properties: [String: TrackingValue] {
        ["destination": .string(destination), "word_count": .integer(wordCount)]
    }
}

@Suite struct TrackerTests {
    static let fixedDate = Date(timeIntervalSince1970: 1_769_940_000.25)  // 2026-02-01T10:00:00.250Z

    func makeTracker(_ sinks: [any TrackingSink]) -> Tracker {
        Tracker(sinks: sinks, now: { TrackerTests.fixedDate })
    }

    @Test func screenViewsCarryTheScreenName() {
        let memory = MemoryTrackingSink()
        makeTracker([memory]).trackScreenView(name: "Home", properties: ["tab": "journal"])
        #expect(
            memory.events == [
                TrackingEvent(
                    name: "screen_view", date: Self.fixedDate, properties: ["screen_name": "Home", "tab": "journal"])
            ])
    }

    @Test func tapsCarryTheTrackingIdentifier() {
        let memory = MemoryTrackingSink()
        makeTracker([memory]).trackTap("compose_button")
        #expect(memory.events.map(\.name) == ["tap"])
        #expect(memory.events.first?.properties == ["tracking_id": "compose_button"])
    }

    @Test func customEventsCarryTheirTypedFields() {
        let memory = MemoryTrackingSink()
        makeTracker([memory]).track(EntryShared(destination: "mail", wordCount: 120))
        #expect(memory.events.first?.name == "entry_shared")
        #expect(memory.events.first?.properties == ["destination": "mail", "word_count": 120])
    }

    @Test func aDisabledTrackerDropsEvents() {
        let memory = MemoryTrackingSink()
        let tracker = makeTracker([memory])
        tracker.isEnabled = false
        tracker.trackTap("x")
        tracker.isEnabled = true
        tracker.trackTap("y")
        #expect(memory.events.map { $0.properties["tracking_id"] } == ["y"])
    }

    @Test func removedSinksReceiveNothing() {
        let memory = MemoryTrackingSink()
        let tracker = makeTracker([memory])
        tracker.removeSink(memory)
        tracker.trackTap("x")
        #expect(memory.events.isEmpty)
    }

    @Test func consoleLinesSortProperties() {
        let event = TrackingEvent(
            name: "tap", date: Self.fixedDate, properties: ["z": 1, "a": ["x", true], "m": ["k": nil]])
        #expect(ConsoleTrackingSink.line(for: event) == #"[analytics] tap {a=["x",true], m={"k":null}, z=1}"#)
    }

    @Test func jsonLinesHaveSortedKeysAndISO8601Dates() throws {
        let event = TrackingEvent(
            name: "screen_view", date: Self.fixedDate, properties: ["screen_name": "Home/Detail", "b": 2.5, "a": false])
        #expect(
            try event.jsonLine()
                == #"{"date":"2026-02-01T10:00:00.250Z","name":"screen_view","properties":{"a":false,"b":2.5,"screen_name":"Home/Detail"}}"#
        )
    }

    @Test func jsonLinesFileParsesBackEventByEvent() throws {
        let folder = TemporaryFolder("jsonl")
        defer { folder.remove() }
        let fileURL = folder.url.appendingPathComponent("analytics/events.jsonl")
        let sink = try JSONLinesTrackingSink(fileURL: fileURL)
        let tracker = makeTracker([sink])
        tracker.trackScreenView(name: "Home")
        tracker.trackTap("save", properties: ["count": 3, "nested": ["list": [1, 2.5, "three", nil]]])
        tracker.track(EntryShared(destination: "mail", wordCount: 120))

        let text = try String(contentsOf: fileURL, encoding: .utf8)
        #expect(text.hasSuffix("\n"))
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        for line in lines {
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            #expect(object?["date"] as? String == "2026-02-01T10:00:00.250Z")
        }
        let events = try lines.map { try TrackingEvent(jsonLine: $0) }
        #expect(events.map(\.name) == ["screen_view", "tap", "entry_shared"])
        #expect(events.allSatisfy { $0.date == Self.fixedDate })
        #expect(
            events[1].properties == ["tracking_id": "save", "count": 3, "nested": ["list": [1, 2.5, "three", nil]]])
        #expect(events[2].properties == ["destination": "mail", "word_count": 120])
    }

    @Test func anUnencodableEventIsReportedNotWritten() throws {
        let folder = TemporaryFolder("jsonl-bad")
        defer { folder.remove() }
        let failures = MemoryTrackingSinkErrors()
        let fileURL = folder.url.appendingPathComponent("events.jsonl")
        let sink = try JSONLinesTrackingSink(fileURL: fileURL, errorHandler: { failures.record($0) })
        makeTracker([sink]).track(name: "ratio", properties: ["value": .number(.infinity)])
        #expect(try String(contentsOf: fileURL, encoding: .utf8).isEmpty)
        #expect(failures.eventNames == ["ratio"])
    }

    @Test func malformedJSONLinesDoNotParse() {
        #expect(throws: DecodingError.self) { try TrackingEvent(jsonLine: #"{"name":"tap"}"#) }
        #expect(throws: DecodingError.self) {
            try TrackingEvent(jsonLine: #"{"date":"yesterday","name":"tap","properties":{}}"#)
        }
        #expect(throws: (any Error).self) { try TrackingEvent(jsonLine: "not json") }
    }

    @Test func theCurrentTrackerCanBeReplacedAndRestored() {
        let original = Tracker.current
        let replacement = Tracker()
        Tracker.current = replacement
        #expect(Tracker.current === replacement)
        Tracker.current = original
        #expect(Tracker.current === original)
    }
}

/// Collects the event names of encoding failures from any thread.
final class MemoryTrackingSinkErrors: Sendable {
    private let names = CallCounter()
    func record(_ error: TrackingSinkError) {
        if case .cannotEncode(let name, _) = error { names.record(name) }
    }
    var eventNames: [String] { names.calls }
}
