/// A typed message on an ``EventBus``: the event's type is its key and the value is its payload.
///
/// Replaces string-named notifications with `[String: Any]` user info:
/// ```swift
/// struct EntrySaved: Event {
///     let entryID: Int
///     let title: String
/// }
/// bus.post(EntrySaved(entryID: 7, title: "Walk"))
/// ```
/// Events cross threads, so they are `Sendable` values.
public protocol Event: Sendable {}
