/// An app-defined analytics event with typed fields, turned into a ``TrackingEvent`` by the tracker.
///
/// ```swift
/// struct EntryShared: TrackableEvent {
///     static let name = "entry_shared"
///     let destination: String
///     let wordCount: Int
///     var properties: [String: TrackingValue] { ["destination": .string(destination), "word_count": .integer(wordCount)] }
/// }
/// tracker.track(EntryShared(destination: "mail", wordCount: 120))
/// ```
public protocol TrackableEvent: Sendable {
    /// Snake-case event name, not empty.
    static var name: String { get }
    /// The event's metadata.
    var properties: [String: TrackingValue] { get }
}
