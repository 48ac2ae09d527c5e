/// The query items of a routed URL, percent-decoded, in URL order, with typed lookups for route
/// handlers.
///
/// ```swift
/// // journal://compose?title=Trip%20notes&mood=3
/// router.register("journal://compose") { query throws(RouteError) in
///     .compose(title: query["title"] ?? "", mood: try query.value("mood", as: Int.self))
/// }
/// ```
/// Decoding follows RFC 3986: `%20` is a space and `+` stays a plus sign (HTML form encoding,
/// where `+` means space, is not applied). An item without `=` has the empty value.
public struct RouteQuery: Sendable, Hashable {
    /// One `name=value` pair.
    ///
    /// For example:
    /// ```swift
    /// let query = RouteQuery(items: [RouteQuery.Item(name: "tab", value: "stats")])
    /// query["tab"]   // "stats"
    /// ```
    public struct Item: Sendable, Hashable {
        /// The percent-decoded name.
        public let name: String
        /// The percent-decoded value; empty for an item without `=`.
        public let value: String

        /// Creates an item from already-decoded text.
        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    /// Every item, in URL order (names may repeat).
    public let items: [Item]

    /// Creates a query from already-decoded items, in URL order.
    public init(items: [Item] = []) {
        self.items = items
    }

    /// The value of the first item named `name`, or `nil`.
    public subscript(name: String) -> String? {
        items.first { $0.name == name }?.value
    }

    /// The values of every item named `name`, in URL order.
    public func values(named name: String) -> [String] {
        items.filter { $0.name == name }.map(\.value)
    }

    /// The first item named `name` as a `Value`, or `nil` when there is none.
    ///
    /// - Throws: ``RouteError/invalidQueryItem(name:value:expected:)`` when the item is present but
    ///   not a valid `Value`.
    public func value<Value: RouteParameter>(_ name: String, as type: Value.Type = Value.self) throws(RouteError)
        -> Value?
    {
        guard let text = self[name] else { return nil }
        guard let value = Value(routeValue: text) else {
            throw .invalidQueryItem(name: name, value: text, expected: Value.routeTypeName)
        }
        return value
    }

    /// The first item named `name` as a `Value`.
    ///
    /// - Throws: ``RouteError/missingQueryItem(name:)`` when absent,
    ///   ``RouteError/invalidQueryItem(name:value:expected:)`` when not a valid `Value`.
    public func require<Value: RouteParameter>(_ name: String, as type: Value.Type = Value.self) throws(RouteError)
        -> Value
    {
        guard let value = try value(name, as: type) else { throw .missingQueryItem(name: name) }
        return value
    }
}
