/// A typed feature switch: its name (the key in remote JSON and in local overrides), what it is for,
/// and its value in each kind of build.
///
/// ```swift
/// extension Toggle {
///     static let newEditor = Toggle("newEditor", summary: "Rich-text entry editor",
///                                   debug: true, internal: true, production: false)
///     static let syncOverCellular = Toggle("syncOverCellular", summary: "Sync without Wi-Fi", default: true)
/// }
/// if toggles.isOn(.newEditor) { showNewEditor() }
/// ```
///
/// Two toggles are equal when their names are equal.
public struct Toggle: Hashable, Sendable, Identifiable, CustomStringConvertible {
    /// The key in the remote JSON document and in the overrides; also the toggle's identity.
    public let name: String
    /// One line for the debug screen.
    public let summary: String
    /// The value in debug builds.
    let debugDefault: Bool
    /// The value in internal builds.
    let internalDefault: Bool
    /// The value in production builds.
    let productionDefault: Bool

    /// A toggle with a value per build configuration.
    ///
    /// - Precondition: `name` is not empty.
    public init(_ name: String, summary: String = "", debug: Bool, internal: Bool, production: Bool) {
        precondition(!name.isEmpty, "A toggle needs a non-empty name")
        self.name = name
        self.summary = summary
        debugDefault = debug
        internalDefault = `internal`
        productionDefault = production
    }

    /// A toggle with the same build-time value in every configuration.
    public init(_ name: String, summary: String = "", default value: Bool) {
        self.init(name, summary: summary, debug: value, internal: value, production: value)
    }

    /// The build-time value for `configuration`.
    public func buildDefault(for configuration: BuildConfiguration) -> Bool {
        switch configuration {
        case .debug: debugDefault
        case .internal: internalDefault
        case .production: productionDefault
        }
    }

    public var id: String { name }

    public var description: String { name }

    public static func == (lhs: Toggle, rhs: Toggle) -> Bool { lhs.name == rhs.name }

    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
