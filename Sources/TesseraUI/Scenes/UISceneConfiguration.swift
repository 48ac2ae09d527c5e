/// How to make a scene (`UISceneConfiguration`): its delegate's class and its own.
///
/// On iOS `init(name:sessionRole:)` fills ``delegateClass`` from the Info.plist's scene manifest.
/// Tessera's stand-in for that manifest is
/// `UIApplication.declareSceneConfiguration(name:sessionRole:delegate:)`, which also says how to
/// make the delegate (Swift on Linux cannot make an object from a class): when a scene connects, a
/// configuration without a delegate class takes the one declared under its name and role (its
/// role's first without a name), and one with a delegate class must name a declared class.
@preconcurrency @MainActor
open class UISceneConfiguration {
    /// The configuration's name in the scene manifest.
    public let name: String?

    /// The role of the sessions it is for.
    public let role: UISceneSession.Role

    /// The scene's class, a ``UIScene`` subclass; nil: ``UIWindowScene``.
    open var sceneClass: AnyClass?

    /// The scene delegate's class; nil: the declared configuration's (see above). No delegate, no
    /// scene: the app runs on its app delegate's window.
    open var delegateClass: AnyClass?

    /// A configuration named `name` (nil: the first declared for the role) for sessions of `sessionRole`.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
    }
}
