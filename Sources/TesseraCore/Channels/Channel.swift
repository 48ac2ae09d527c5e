/// A typed key on which values of one type meet in a ``ChannelHub`` — the typed replacement for
/// string keys: a publisher and its subscribers agree on the channel object, so they agree on the
/// type, and a typo is a compile error.
///
/// Channels compare by identity: two channels with the same name are different channels. Declare each
/// once, as a static:
/// ```swift
/// extension Channel where Value == String {
///     static let draftTitle = Channel("draftTitle")
/// }
/// ```
public final class Channel<Value>: Sendable, Hashable, CustomStringConvertible {
    /// For diagnostics only; not part of the identity.
    public let name: String

    /// A new channel; `name` is shown in diagnostics only.
    public init(_ name: String) {
        self.name = name
    }

    public static func == (lhs: Channel, rhs: Channel) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    public var description: String { "Channel<\(Value.self)>(\(name))" }
}
