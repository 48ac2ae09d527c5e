/// One method call to an exported object.
struct DBusMethodCall: Hashable, Sendable {
    /// The caller's unique bus name.
    var sender: String
    /// The object's path relative to the export's root ("7" for `/org/a11y/atspi/accessible/7`);
    /// nil for the root path itself.
    var node: String?
    var interface: String
    var method: String
    var arguments: [DBusValue]
}

/// The answer to a ``DBusMethodCall``.
enum DBusReply: Hashable, Sendable {
    /// The method's out arguments, in order.
    case values([DBusValue])
    /// A D-Bus error: `name` ("org.freedesktop.DBus.Error.UnknownObject") and a message.
    case error(name: String, message: String)

    static func unknownObject(_ node: String?) -> DBusReply {
        .error(name: "org.freedesktop.DBus.Error.UnknownObject", message: "no object \(node ?? "(root)")")
    }

    static func invalidArguments(_ method: String) -> DBusReply {
        .error(name: invalidArgsName, message: "invalid arguments for \(method)")
    }

    static let invalidArgsName = "org.freedesktop.DBus.Error.InvalidArgs"
    static let propertiesInterface = "org.freedesktop.DBus.Properties"
}

/// Describes and answers for the objects a ``DBusConnection`` exports under one path. Called on
/// the main actor from the connection's ``DBusConnection/dispatchPending(limit:)``.
@MainActor
protocol DBusObjectProvider: AnyObject {
    /// The interfaces the object at `node` implements (nil: no such object). Each must be
    /// described by the export's introspection.
    func interfaces(at node: String?) -> [String]?
    /// Answers a method call (GDBus has checked the arguments' types against the introspection).
    func handle(_ call: DBusMethodCall) -> DBusReply
    /// The value of a property; nil when the object has no such property.
    func property(_ name: String, interface: String, at node: String?) -> DBusValue?
    /// Sets a writable property; false when the object refuses.
    func setProperty(_ name: String, interface: String, at node: String?, to value: DBusValue) -> Bool
}
