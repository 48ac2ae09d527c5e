/// A typed key for one value in a ``SettingsStore``: its name in the `UserDefaults` suite and the value
/// read when nothing (or nothing valid) is stored.
///
/// Declare keys once, as computed statics in a constrained extension (Swift has no stored statics in
/// generic types) or in a namespace of your own:
/// ```swift
/// extension Setting where Value == Double {
///     static var bodyFontSize: Setting<Double> { Setting("bodyFontSize", default: 17) }
/// }
/// enum JournalSettings {
///     static let lastOpenedEntry = Setting<UUID?>("lastOpenedEntry", default: nil)
///     static let reminder = Setting<Reminder>("reminder", default: Reminder(hour: 21, minute: 0))
/// }
/// settings[.bodyFontSize] = 19
/// ```
///
/// `Bool`, `Int`, `Double`, `String` and `Data` are stored as property-list values (readable by
/// other processes sharing the suite), a `Date` as a property-list real of seconds since 2001-01-01
/// UTC (exact to the fraction of a second, which a property-list date written as XML is not); every
/// other `Codable` value is stored as JSON data.
public struct Setting<Value: Codable & Sendable>: Sendable, CustomStringConvertible {
    /// The key in the `UserDefaults` suite.
    public let name: String
    /// The value read when none is stored, or when what is stored cannot be decoded as `Value`.
    public let defaultValue: Value

    /// Makes a key.
    ///
    /// - Precondition: `name` is not empty.
    public init(_ name: String, default defaultValue: Value) {
        precondition(!name.isEmpty, "A setting needs a non-empty name")
        self.name = name
        self.defaultValue = defaultValue
    }

    public var description: String { "Setting<\(Value.self)>(\(name))" }
}
