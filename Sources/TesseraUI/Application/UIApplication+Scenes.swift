import TesseraCore

/// Scenes: the app's one scene and the declarations that say how to make its delegate.
///
/// For example, the part of an iOS app's Info.plist that names its scene delegate, in `main.swift`:
/// ```swift
/// UIApplication.shared.declareSceneConfiguration { SceneDelegate() }
/// ```
/// `WindowHost.runApplication(_:configuration:)` then calls ``connectScene()`` after launching.
extension UIApplication {
    private static let sceneLog = Logger(category: "scenes")

    /// Declares a scene configuration, as an iOS app's Info.plist does in its scene manifest
    /// (`UIApplicationSceneManifest`): its name, role, and the scene delegate — here the function
    /// that makes one, as Swift on Linux cannot make an object from its class. Declaring a name and
    /// role again replaces the declaration. (A Tessera addition.)
    public func declareSceneConfiguration<Delegate: UIResponder & UISceneDelegate>(
        name: String = "Default Configuration", sessionRole: UISceneSession.Role = .windowApplication,
        delegate makeDelegate: @escaping @MainActor () -> Delegate
    ) {
        let entry = SceneManifestEntry(
            name: name, role: sessionRole, delegateType: Delegate.self, makeDelegate: makeDelegate)
        sceneManifest.removeAll { $0.name == name && $0.role == sessionRole }
        sceneManifest.append(entry)
    }

    /// Connects the app's scene, once: asks the delegate for the configuration
    /// (`application(_:configurationForConnecting:options:)`), makes the scene (a ``UIWindowScene``
    /// unless the configuration's `sceneClass` says otherwise) and its delegate, opens its session,
    /// tells the delegate `scene(_:willConnectTo:options:)`, posts
    /// `UIScene.willConnectNotification` and brings the scene to the app's state
    /// (`sceneWillEnterForeground(_:)`, `sceneDidBecomeActive(_:)` for an active app). Returns the
    /// scene; nil, connecting nothing, when no delegate can be made for the configuration (none is
    /// declared for it): the app then runs on its app delegate's window, as before scenes.
    /// (A Tessera addition: `WindowHost.runApplication(_:configuration:)` calls it after launching.)
    @discardableResult
    public func connectScene() -> UIScene? {
        if let scene = connectedScenes.first { return scene }
        let role = UISceneSession.Role.windowApplication
        let session = UISceneSession(role: role, configuration: UISceneConfiguration(name: nil, sessionRole: role))
        let options = UIScene.ConnectionOptions()
        let configuration =
            delegate?.application(self, configurationForConnecting: session, options: options) ?? session.configuration
        guard let makeDelegate = sceneDelegateMaker(for: configuration) else { return nil }
        session.configuration = configuration
        let sceneClass = (configuration.sceneClass as? UIScene.Type) ?? UIWindowScene.self
        let scene = sceneClass.init(session: session, connectionOptions: options)
        scene.delegate = makeDelegate()
        session.scene = scene
        openSessions.insert(session)
        connectedScenes.insert(scene)
        scene.connect()
        scene.move(to: applicationState.sceneState)
        return scene
    }

    /// Closes the session: disconnects its scene, if connected (`sceneDidDisconnect(_:)`,
    /// `UIScene.didDisconnectNotification`), forgets the session and tells the app delegate
    /// `application(_:didDiscardSceneSessions:)`. `options` change nothing; `errorHandler` is
    /// never called.
    public func requestSceneSessionDestruction(
        _ sceneSession: UISceneSession, options: UISceneDestructionRequestOptions?,
        errorHandler: ((any Error) -> Void)?
    ) {
        if let scene = sceneSession.scene, connectedScenes.remove(scene) != nil { scene.disconnect() }
        guard openSessions.remove(sceneSession) != nil else { return }
        delegate?.application(self, didDiscardSceneSessions: [sceneSession])
    }

    /// Moves every connected scene to `state` (``move(to:)`` calls it before each of the app's steps).
    func moveScenes(to state: UIScene.ActivationState) {
        for scene in connectedScenes { scene.move(to: state) }
    }

    /// Disconnects every connected scene; their sessions stay open.
    func disconnectScenes() {
        let scenes = connectedScenes
        connectedScenes = []
        for scene in scenes { scene.disconnect() }
    }

    /// What makes the delegate of a scene connected with `configuration`: the declared entry of its
    /// delegate class, or else of its name (nil: the first) and role; it fills the configuration's
    /// `delegateClass` as UIKit does from Info.plist. Nil, logged, for a class nobody declared.
    private func sceneDelegateMaker(
        for configuration: UISceneConfiguration
    ) -> (@MainActor () -> any UIResponder & UISceneDelegate)? {
        if let delegateClass = configuration.delegateClass {
            let entry = sceneManifest.first { $0.delegateClass == ObjectIdentifier(delegateClass) }
            if entry == nil {
                Self.sceneLog.warning(
                    "no scene connected: \(delegateClass) is not declared "
                        + "(UIApplication.declareSceneConfiguration(name:sessionRole:delegate:))")
            }
            return entry?.makeDelegate
        }
        let entry = sceneManifest.first {
            $0.role == configuration.role && (configuration.name == nil || $0.name == configuration.name)
        }
        configuration.delegateClass = entry?.delegateType
        return entry?.makeDelegate
    }
}

/// A declared scene configuration (`UIApplication.declareSceneConfiguration(name:sessionRole:delegate:)`).
struct SceneManifestEntry {
    let name: String
    let role: UISceneSession.Role
    let delegateType: AnyClass
    let makeDelegate: @MainActor () -> any UIResponder & UISceneDelegate

    var delegateClass: ObjectIdentifier { ObjectIdentifier(delegateType) }
}

/// Options for `UIApplication.requestSceneSessionDestruction(_:options:errorHandler:)`; none
/// changes anything here.
@preconcurrency @MainActor
open class UISceneDestructionRequestOptions {
    public init() {}
}

extension UIApplication.State {
    /// The activation state of a scene of an app in this state.
    var sceneState: UIScene.ActivationState {
        switch self {
        case .active: .foregroundActive
        case .inactive: .foregroundInactive
        case .background: .background
        }
    }
}
