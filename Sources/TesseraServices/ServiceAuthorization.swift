/// Whether the user allows the app to use a platform service, shaped like EventKit's and Core
/// Location's authorization status so that app code reads the same on every platform.
///
/// Linux has no system-wide permission prompt: each service starts at ``notDetermined`` and asks the
/// app-supplied request handler the first time access is requested, then remembers the answer.
///
/// For example:
/// ```swift
/// let status = ServiceAuthorization.denied
/// status.allowsAccess   // false: show how to enable access in Settings
/// ```
public enum ServiceAuthorization: String, Sendable, Codable, CaseIterable {
    /// The user has not been asked yet.
    case notDetermined
    /// Access is blocked by policy and the user cannot change it.
    case restricted
    /// The user refused access.
    case denied
    /// The user allowed access.
    case authorized

    /// `true` only for ``authorized``.
    public var allowsAccess: Bool { self == .authorized }
}
