import Foundation

/// A destination for analytics events; called from any thread.
///
/// For example, a sink that counts events by name:
/// ```swift
/// final class CountingSink: TrackingSink {
///     private let counts = Mutex<[String: Int]>([:])
///     func receive(_ event: TrackingEvent) { counts.withLock { $0[event.name, default: 0] += 1 } }
/// }
/// ```
public protocol TrackingSink: Sendable {
    /// Handles one event. Called from any thread, possibly from several at once; must not block for long.
    func receive(_ event: TrackingEvent)
}

/// Writes each event as one readable line to standard error:
/// `[analytics] screen_view {screen_name=Home}` (properties sorted by key).
///
/// For example:
/// ```swift
/// Tracker.current.addSink(ConsoleTrackingSink())
/// ```
public struct ConsoleTrackingSink: TrackingSink {
    /// A sink writing to standard error.
    public init() {}

    /// Writes `event` as one line to standard error (see `line(for:)`).
    public func receive(_ event: TrackingEvent) {
        FileHandle.standardError.write(Data((Self.line(for: event) + "\n").utf8))
    }

    /// The line printed for `event`.
    public static func line(for event: TrackingEvent) -> String {
        var line = "[analytics] \(event.name)"
        if !event.properties.isEmpty {
            let pairs = event.properties.sorted { $0.key < $1.key }.map { "\($0.key)=\(describe($0.value))" }
            line += " {" + pairs.joined(separator: ", ") + "}"
        }
        return line
    }

    private static func describe(_ value: TrackingValue) -> String {
        switch value {
        case .string(let value): value
        case .integer(let value): String(value)
        case .number(let value): String(value)
        case .bool(let value): String(value)
        case .null: "null"
        case .array, .object:
            (try? JSONEncoder.sortedKeys.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "?"
        }
    }
}

extension JSONEncoder {
    /// An encoder with sorted keys and unescaped slashes, for deterministic output.
    static var sortedKeys: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }
}

/// Keeps events in memory, for tests that assert on what was tracked.
///
/// For example, in a test:
/// ```swift
/// let sink = MemoryTrackingSink()
/// let tracker = Tracker(sinks: [sink])
/// tracker.trackScreenView(name: "Settings")
/// #expect(sink.events.map(\.name) == ["screen_view"])
/// ```
public final class MemoryTrackingSink: TrackingSink {
    private let storage = Lock<[TrackingEvent]>([])

    /// An empty sink.
    public init() {}

    /// Appends `event` to `events`; thread-safe.
    public func receive(_ event: TrackingEvent) {
        storage.withLock { $0.append(event) }
    }

    /// Every event received so far, oldest first.
    public var events: [TrackingEvent] { storage.withLock { $0 } }

    /// Forgets every event received so far.
    public func removeAll() { storage.withLock { $0.removeAll() } }
}
