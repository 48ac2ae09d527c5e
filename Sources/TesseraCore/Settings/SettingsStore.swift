import Foundation

/// Typed settings over one `UserDefaults` suite, with change observation.
///
/// Use one store per suite for the whole app (register it in the container): observers hear about
/// changes made through the store they observe.
/// ```swift
/// let settings = SettingsStore(suiteName: "group.com.example.journal")
/// settings[.bodyFontSize]                 // 17 (the default) until set
/// settings[.bodyFontSize] = 19
/// let token = settings.observe(.bodyFontSize) { size in print("now", size) }
/// settings.removeValue(for: .bodyFontSize) // prints "now 17.0"
/// ```
///
/// Stored data that does not decode as the key's type (written by an older version, by hand, or by
/// another process) reads as the key's default and is logged as a warning, never a crash.
///
/// Thread-safe: every access to the underlying `UserDefaults` goes through one lock (`UserDefaults` is
/// not `Sendable` in swift-corelibs-foundation); observers run on the writer's thread, outside the lock.
public final class SettingsStore: Sendable {
    /// The suite's name, e.g. `group.com.example.journal` (app-group style).
    public let suiteName: String
    let defaults: Lock<UserDefaults>
    let observers = Lock(SettingObservers())
    let logger: Logger

    /// Opens (creating when needed) the suite named `suiteName`. Values persist across launches.
    ///
    /// - Parameters:
    ///   - suiteName: an app-group style reverse-DNS name such as `group.com.example.journal`.
    ///   - logger: where malformed stored data and encoding failures are reported.
    /// - Precondition: `suiteName` is not empty and is not the app's own domain (`UserDefaults`
    ///   refuses those).
    public init(suiteName: String, logger: Logger = Logger(category: "settings")) {
        precondition(!suiteName.isEmpty, "A settings suite needs a name")
        guard let defaults = UserDefaults(suiteName: suiteName) else {
            preconditionFailure("UserDefaults refuses the suite name \"\(suiteName)\"")
        }
        self.suiteName = suiteName
        self.defaults = Lock(defaults)
        self.logger = logger
    }

    /// The stored value of `setting`, or its default when nothing valid is stored.
    public func value<Value>(for setting: Setting<Value>) -> Value {
        let read: SettingRead<Value> = defaults.withLock { defaults in
            SettingCoding.read(setting, from: defaults.object(forKey: setting.name))
        }
        switch read {
        case .stored(let value):
            return value
        case .absent:
            return setting.defaultValue
        case .malformed(let reason):
            logger.warning(
                "stored value does not decode; using the default",
                metadata: ["suite": suiteName, "key": setting.name, "type": "\(Value.self)", "reason": reason])
            return setting.defaultValue
        }
    }

    /// Stores `value` for `setting` and writes it to disk at once (so a process that exits right after
    /// keeps it), then tells the setting's observers.
    ///
    /// A value that cannot be encoded (for example a `Double.nan` inside a `Codable` struct, which JSON
    /// cannot represent) is not stored: the previous value stays, the failure is logged as an error
    /// and observers are not called.
    public func set<Value>(_ value: Value, for setting: Setting<Value>) {
        let failure: (any Error)? = defaults.withLock { defaults in
            do {
                defaults.set(try SettingCoding.encode(value), forKey: setting.name)
                // swift-corelibs-foundation saves a suite only when asked; an app ended by `exit()` loses it.
                _ = defaults.synchronize()
                return nil
            } catch {
                return error
            }
        }
        if let failure {
            logger.error(
                "value does not encode; nothing stored",
                metadata: ["suite": suiteName, "key": setting.name, "type": "\(Value.self)", "reason": "\(failure)"])
            return
        }
        notify(setting.name)
    }

    /// Removes the stored value (reads then give the default) and writes that to disk, then tells the
    /// setting's observers.
    public func removeValue<Value>(for setting: Setting<Value>) {
        defaults.withLock { defaults in
            defaults.removeObject(forKey: setting.name)
            _ = defaults.synchronize()
        }
        notify(setting.name)
    }

    /// Whether a value (valid or not) is stored for `setting`.
    public func hasValue<Value>(for setting: Setting<Value>) -> Bool {
        defaults.withLock { $0.object(forKey: setting.name) != nil }
    }

    /// Reads or writes `setting`; assigning calls ``set(_:for:)``.
    public subscript<Value>(setting: Setting<Value>) -> Value {
        get { value(for: setting) }
        set { set(newValue, for: setting) }
    }

    /// Removes every value of the suite from memory and disk, then tells every observer. For tests and
    /// "reset all settings" commands.
    public func removeAll() {
        defaults.withLock { $0.removePersistentDomain(forName: suiteName) }
        notifyAll()
    }
}
