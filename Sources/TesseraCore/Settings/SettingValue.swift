/// A property backed by a ``Setting`` in a ``SettingsStore``: reading reads the store, assigning writes
/// it (and tells the setting's observers).
///
/// ```swift
/// extension SettingsStore { static let journal = SettingsStore(suiteName: "group.com.example.journal") }
///
/// final class ReaderPreferences {
///     @SettingValue(.bodyFontSize, store: .journal) var bodyFontSize: Double
/// }
/// preferences.bodyFontSize = 19
/// preferences.$bodyFontSize.observe { print($0) }.store(in: lifetime)   // the projected value
/// ```
///
/// When the store is injected, initialise the wrapper in `init`:
/// `_bodyFontSize = SettingValue(.bodyFontSize, store: settings)`.
@propertyWrapper
public struct SettingValue<Value: Codable & Sendable>: Sendable {
    /// The key.
    public let setting: Setting<Value>
    /// The store holding the value.
    public let store: SettingsStore

    /// A wrapper reading and writing `setting` in `store`.
    public init(_ setting: Setting<Value>, store: SettingsStore) {
        self.setting = setting
        self.store = store
    }

    /// The stored value, or the setting's default. Assigning stores the new value.
    public var wrappedValue: Value {
        get { store.value(for: setting) }
        nonmutating set { store.set(newValue, for: setting) }
    }

    /// The wrapper itself, for `$property.observe { … }`, `$property.values` and `$property.remove()`.
    public var projectedValue: SettingValue<Value> { self }

    /// See ``SettingsStore/observe(_:handler:)``.
    public func observe(_ handler: @escaping @Sendable (Value) -> Void) -> AnyCancellable {
        store.observe(setting, handler: handler)
    }

    /// See ``SettingsStore/values(for:)``.
    public var values: AsyncStream<Value> { store.values(for: setting) }

    /// Removes the stored value so the default applies again.
    public func remove() {
        store.removeValue(for: setting)
    }
}
