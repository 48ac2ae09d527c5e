/// Why ``Container/resolve(_:)`` failed. Each case names the type(s) involved, as
/// `String(reflecting:)` spells them (module-qualified, e.g. `Journal.EntryStore`).
///
/// For example:
/// ```swift
/// do {
///     let store = try container.resolve(EntryStore.self)
///     use(store)
/// } catch .unregistered(let typeName) {
///     print("register \(typeName) first")
/// } catch {
///     print(error)
/// }
/// ```
public enum ContainerError: Error, CustomStringConvertible {
    /// Nothing is registered (or overridden) for the type, in the container or its ancestors.
    case unregistered(typeName: String)
    /// Resolving the types in `path` led back to its first element: each factory resolves the next
    /// one, and the last resolves the first again (`["A", "B", "A"]`).
    case cycle(path: [String])
    /// The type's factory threw `underlying` (an error that is not itself a `ContainerError`).
    case factoryFailed(typeName: String, underlying: any Error)

    public var description: String {
        switch self {
        case .unregistered(let typeName):
            "no registration for \(typeName); register it at start-up with container.register(_:lifetime:factory:)"
        case .cycle(let path):
            "dependency cycle: \(path.joined(separator: " → "))"
        case .factoryFailed(let typeName, let underlying):
            "the factory of \(typeName) failed: \(underlying)"
        }
    }
}
