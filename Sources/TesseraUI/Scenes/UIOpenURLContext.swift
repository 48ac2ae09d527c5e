public import Foundation

/// A URL handed to a scene to open (`UIOpenURLContext`), with the options it came with.
///
/// Tessera hands scenes none (a link reaches a Linux app as a command-line argument, see
/// `TesseraServices`' deep links), so `UIScene.ConnectionOptions.urlContexts` is empty and
/// `scene(_:openURLContexts:)` is not called; the types are here so that iOS code reading them
/// compiles.
@preconcurrency @MainActor
public final class UIOpenURLContext: Hashable {
    /// The URL to open.
    public let url: URL
    /// How it came.
    public let options: UIScene.OpenURLOptions

    /// A context for `url`; UIKit makes them, apps do not.
    init(url: URL, options: UIScene.OpenURLOptions) {
        self.url = url
        self.options = options
    }

    nonisolated public static func == (lhs: UIOpenURLContext, rhs: UIOpenURLContext) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UIScene {
    /// The options of a URL to open: where it came from.
    @preconcurrency @MainActor
    public final class OpenURLOptions {
        /// The bundle identifier of the app that sent the URL; nil.
        public let sourceApplication: String? = nil
        /// The sender's annotation; nil.
        public let annotation: Any? = nil
        /// Whether the file must be opened in place rather than copied; false.
        public let openInPlace = false

        init() {}
    }
}
