import Foundation

/// One `UserDefaults` suite as ``SettingsStorage``. swift-corelibs-foundation keeps it in
/// `$XDG_CONFIG_HOME/<suite>.plist` (else `~/.config`) and saves only when asked, so every change
/// is synchronized at once: an app ended by `exit()` keeps it.
final class UserDefaultsSuite: SettingsStorage {
    let name: String
    private let defaults: UserDefaults

    /// - Precondition: `name` is not empty and is not the app's own domain (`UserDefaults` refuses those).
    init(name: String) {
        precondition(!name.isEmpty, "A settings suite needs a name")
        guard let defaults = UserDefaults(suiteName: name) else {
            preconditionFailure("UserDefaults refuses the suite name \"\(name)\"")
        }
        self.name = name
        self.defaults = defaults
    }

    func object(forKey key: String) -> Any? {
        defaults.object(forKey: key)
    }

    func set(_ object: Any, forKey key: String) throws {
        defaults.set(object, forKey: key)
        _ = defaults.synchronize()
    }

    func removeObject(forKey key: String) throws {
        defaults.removeObject(forKey: key)
        _ = defaults.synchronize()
    }

    func removeAll() throws {
        defaults.removePersistentDomain(forName: name)
    }
}
