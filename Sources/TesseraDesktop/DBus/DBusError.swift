/// Why a D-Bus operation failed; each case carries what was asked and the reason GLib or the peer gave.
///
/// A desktop service that is named but unusable throws one; a desktop without the service is not an
/// error (`connect` returns nil):
/// ```swift
/// do {
///     bridge = try AccessibilityBridge.connect(window: window, applicationName: "Notes", windowTitle: "Notes")
/// } catch .connectionFailed(let address, let reason) {
///     print("no accessibility at \(address): \(reason)")   // the app runs on without it
/// } catch {
///     print(error)                                          // its description names the method or path
/// }
/// ```
public enum DBusError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No connection could be opened to the bus at `address`.
    case connectionFailed(address: String, reason: String)
    /// A method call failed: the peer answered with the D-Bus error `name`, or it did not answer.
    case callFailed(destination: String, method: String, name: String, reason: String)
    /// Objects could not be exported at `path` (another registration holds it).
    case registrationFailed(path: String, reason: String)
    /// A reply did not have the expected shape.
    case unexpectedReply(method: String, signature: String)

    public var description: String {
        switch self {
        case .connectionFailed(let address, let reason):
            "cannot connect to the D-Bus bus at \(address): \(reason)"
        case .callFailed(let destination, let method, let name, let reason):
            "\(destination) \(method) failed (\(name)): \(reason)"
        case .registrationFailed(let path, let reason):
            "cannot export D-Bus objects at \(path): \(reason)"
        case .unexpectedReply(let method, let signature):
            "\(method) replied with unexpected type \(signature)"
        }
    }
}
