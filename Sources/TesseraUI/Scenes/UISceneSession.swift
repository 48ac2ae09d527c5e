import Foundation

/// What the system keeps about one scene of the app (`UISceneSession`): its role, the
/// configuration it was connected with and, while connected, the scene.
///
/// Tessera opens one session, for the app's one window, when a scene connects; it lasts until
/// `UIApplication.requestSceneSessionDestruction(_:options:errorHandler:)` or the end of the
/// process. Nothing is restored across launches: the identifier is new each time.
@preconcurrency @MainActor
public final class UISceneSession: Hashable {
    /// What the scene is for.
    public let role: Role

    /// The configuration the scene was connected with.
    public internal(set) var configuration: UISceneConfiguration

    /// A unique identifier of the session, new for each launch.
    public let persistentIdentifier = UUID().uuidString

    /// The connected scene; nil before it connects and after it disconnects.
    public internal(set) weak var scene: UIScene?

    /// The app's own information about the session; kept for the life of the process.
    public var userInfo: [String: Any]?

    init(role: Role, configuration: UISceneConfiguration) {
        self.role = role
        self.configuration = configuration
    }

    /// What a scene is for.
    public struct Role: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The app's interactive window: the only role Tessera connects.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    }

    nonisolated public static func == (lhs: UISceneSession, rhs: UISceneSession) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
