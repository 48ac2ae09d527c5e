public import Foundation

/// Typed settings in one `UserDefaults` suite or one property-list file, with change observation.
///
/// Use one store per suite or file for the whole app (register it in the container): observers hear
/// about changes made through the store they observe.
/// ```swift
/// let settings = SettingsStore(suiteName: "group.com.example.journal")
/// settings[.bodyFontSize]                 // 17 (the default) until set
/// settings[.bodyFontSize] = 19
/// let token = settings.observe(.bodyFontSize) { size in print("now", size) }
/// settings.removeValue(for: .bodyFontSize) // prints "now 17.0"
///
/// let beside = SettingsStore(fileURL: dataDirectory.appendingPathComponent("settings.plist"))
/// ```
///
/// Stored data that does not decode as the key's type (written by an older version, by hand, or by
/// another process) reads as the key's default and is logged as a warning, never a crash.
///
/// Thread-safe: every access to the storage goes through one lock (`UserDefaults` is not `Sendable`
/// in swift-corelibs-foundation); observers run on the writer's thread, outside the lock.
public final class SettingsStore: Sendable {
    /// Where a store keeps its values.
    public enum Location: Hashable, Sendable, CustomStringConvertible {
        /// A `UserDefaults` suite; swift-corelibs-foundation keeps it in `$XDG_CONFIG_HOME/<name>.plist`,
        /// else `~/.config/<name>.plist`.
        case suite(String)
        /// A property-list file of its own (an XML dictionary), e.g. beside the app's data.
        case file(URL)

        public var description: String {
            switch self {
            case .suite(let name): "suite \(name)"
            case .file(let url): "file \(url.path)"
            }
        }

        /// How logs name it.
        var metadata: [String: String] {
            switch self {
            case .suite(let name): ["suite": name]
            case .file(let url): ["file": url.path]
            }
        }
    }

    /// Where the values live.
    public let location: Location
    let storage: Lock<any SettingsStorage>
    let observers = Lock(SettingObservers())
    let logger: Logger

    /// Opens (creating when needed) the `UserDefaults` suite named `suiteName`. Values persist across
    /// launches.
    ///
    /// - Parameters:
    ///   - suiteName: an app-group style reverse-DNS name such as `group.com.example.journal`.
    ///   - logger: where malformed stored data and encoding failures are reported.
    /// - Precondition: `suiteName` is not empty and is not the app's own domain (`UserDefaults`
    ///   refuses those).
    public init(suiteName: String, logger: Logger = Logger(category: "settings")) {
        location = .suite(suiteName)
        storage = Lock(UserDefaultsSuite(name: suiteName))
        self.logger = logger
    }

    /// Opens the property-list file at `fileURL`, created (with its directory) by the first change.
    /// Values persist across launches, and every change is written at once.
    ///
    /// Another store on the same file, in this process or another, sees each change at its next
    /// access (the file is read again when it changed); two writers at the same instant can lose one
    /// change, as with `UserDefaults`. Only a regular file is read or replaced: a directory, symbolic
    /// link or pipe at `fileURL` is left in place and the values live in memory only (logged as
    /// errors); a file that is not a property-list dictionary reads as empty (logged) and is replaced
    /// by the next change.
    ///
    /// - Parameter logger: where malformed stored data and file or encoding failures are reported.
    /// - Precondition: `fileURL` is a file URL.
    public init(fileURL: URL, logger: Logger = Logger(category: "settings")) {
        location = .file(fileURL)
        storage = Lock(SettingsFile(url: fileURL, logger: logger))
        self.logger = logger
    }

    /// The stored value of `setting`, or its default when nothing valid is stored.
    public func value<Value>(for setting: Setting<Value>) -> Value {
        let read: SettingRead<Value> = storage.withLock { storage in
            SettingCoding.read(setting, from: storage.object(forKey: setting.name))
        }
        switch read {
        case .stored(let value):
            return value
        case .absent:
            return setting.defaultValue
        case .malformed(let reason):
            logger.warning(
                "stored value does not decode; using the default",
                metadata: location.metadata.merging(["key": setting.name, "type": "\(Value.self)", "reason": reason]) {
                    $1
                })
            return setting.defaultValue
        }
    }

    /// Stores `value` for `setting` and writes it to disk at once (so a process that exits right after
    /// keeps it), then tells the setting's observers.
    ///
    /// A value that cannot be encoded (for example a `Double.nan` inside a `Codable` struct, which JSON
    /// cannot represent) is not stored: the previous value stays, the failure is logged as an error
    /// and observers are not called. A file that cannot be written keeps the value for this process
    /// only (logged as an error; observers are called).
    public func set<Value>(_ value: Value, for setting: Setting<Value>) {
        let encoded: Any
        do {
            encoded = try SettingCoding.encode(value)
        } catch {
            logger.error(
                "value does not encode; nothing stored",
                metadata: location.metadata.merging([
                    "key": setting.name, "type": "\(Value.self)", "reason": "\(error)",
                ]) { $1 })
            return
        }
        save(setting.name) { try $0.set(encoded, forKey: setting.name) }
        notify(setting.name)
    }

    /// Removes the stored value (reads then give the default) and writes that to disk, then tells the
    /// setting's observers.
    public func removeValue<Value>(for setting: Setting<Value>) {
        save(setting.name) { try $0.removeObject(forKey: setting.name) }
        notify(setting.name)
    }

    /// Whether a value (valid or not) is stored for `setting`.
    public func hasValue<Value>(for setting: Setting<Value>) -> Bool {
        storage.withLock { $0.object(forKey: setting.name) != nil }
    }

    /// Reads or writes `setting`; assigning calls ``set(_:for:)``.
    public subscript<Value>(setting: Setting<Value>) -> Value {
        get { value(for: setting) }
        set { set(newValue, for: setting) }
    }

    /// Removes every value of the suite or file from memory and disk, then tells every observer. For
    /// tests and "reset all settings" commands.
    public func removeAll() {
        save(nil) { try $0.removeAll() }
        notifyAll()
    }

    /// Runs `change` under the lock; a failure to write it to disk is logged.
    private func save(_ key: String?, _ change: (any SettingsStorage) throws -> Void) {
        let failure: (any Error)? = storage.withLock { storage in
            do {
                try change(storage)
                return nil
            } catch {
                return error
            }
        }
        guard let failure else { return }
        var metadata = location.metadata.merging(["reason": "\(failure)"]) { $1 }
        if let key { metadata["key"] = key }
        logger.error("change kept in memory only: it could not be written", metadata: metadata)
    }
}
