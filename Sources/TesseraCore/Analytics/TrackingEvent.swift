public import Foundation

/// One analytics (埋点) event as sinks receive it: a name, when it happened, and its properties.
///
/// The standard events are ``screenView`` (`"screen_view"`, property `"screen_name"`) and ``tap``
/// (`"tap"`, property `"tracking_id"`); apps add their own through ``TrackableEvent``.
///
/// For example, what a sink receives for a screen view:
/// ```swift
/// let sink = MemoryTrackingSink()
/// let tracker = Tracker(sinks: [sink])
/// tracker.trackScreenView(name: "Home")
/// sink.events.first?.name                          // "screen_view"
/// sink.events.first?.properties["screen_name"]     // .string("Home")
/// ```
public struct TrackingEvent: Sendable, Hashable, Codable {
    /// Snake-case event name, e.g. `"screen_view"`.
    public var name: String
    /// When the event happened.
    public var date: Date
    /// The event's properties by snake-case name, e.g. `["screen_name": "Home"]`.
    public var properties: [String: TrackingValue]

    /// An event named `name` (snake case) that happened at `date`.
    public init(name: String, date: Date, properties: [String: TrackingValue] = [:]) {
        self.name = name
        self.date = date
        self.properties = properties
    }

    /// Name of the event emitted when a screen appears.
    public static let screenView = "screen_view"
    /// Name of the event emitted when a tracked control is tapped.
    public static let tap = "tap"
    /// Property of ``screenView`` holding the screen's tracking name.
    public static let screenNameProperty = "screen_name"
    /// Property of ``tap`` holding the control's tracking identifier.
    public static let trackingIdentifierProperty = "tracking_id"

    /// The event as one line of JSON (no newline): keys sorted, the date in ISO 8601 UTC with
    /// milliseconds, slashes unescaped.
    ///
    /// ```swift
    /// TrackingEvent(name: "tap", date: date, properties: ["tracking_id": "save"]).jsonLine()
    /// // {"date":"2026-02-01T10:00:00.000Z","name":"tap","properties":{"tracking_id":"save"}}
    /// ```
    /// - Throws: `EncodingError` when a property holds a non-finite number.
    public func jsonLine() throws -> String {
        let encoder = JSONEncoder.sortedKeys
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(date.formatted(Self.timestampStyle))
        }
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }

    /// Reads an event written by ``jsonLine()``.
    /// - Throws: `DecodingError` for malformed JSON, a missing field, or a date not in that format.
    public init(jsonLine: String) throws {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            do {
                return try Self.timestampStyle.parse(text)
            } catch {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "not an ISO 8601 date: \(text)")
            }
        }
        self = try decoder.decode(TrackingEvent.self, from: Data(jsonLine.utf8))
    }

    static let timestampStyle = Date.ISO8601FormatStyle(includingFractionalSeconds: true, timeZone: .gmt)
}
