public import Foundation

/// Maps URLs of the app's own schemes (`journal://entry/42`) to typed destinations — screens to
/// show or actions to run — with typed path parameters and query items. Unknown or malformed URLs
/// give a ``RouteError``, never a crash.
///
/// ```swift
/// enum Destination: Equatable { case entry(UUID), tag(String), day(Int), compose(title: String?) }
///
/// var router = Router<Destination>()
/// router.register("journal://entry/:id", UUID.self) { _, id in .entry(id) }
/// router.register("journal://tags/:name", String.self) { _, name in .tag(name) }
/// router.register("journal://compose") { query in .compose(title: query["title"]) }
///
/// router.route("journal://tags/caf%C3%A9")             // .success(.tag("café"))
/// router.route("journal://compose?title=Trip%20notes") // .success(.compose(title: "Trip notes"))
/// router.route("journal://entry/42")                   // .failure(.invalidParameter(name: "id", value: "42", expected: "UUID", …))
/// router.route("mailto://someone")                     // .failure(.unsupportedScheme("mailto"))
/// ```
///
/// **Matching.** Scheme and host compare without case; path segments are percent-decoded and
/// compared exactly; a trailing `/` and the fragment are ignored. Among patterns that fit the
/// URL's shape, the one with a literal at the first position where they differ wins over one with
/// a parameter there (`journal://entry/new` beats `journal://entry/:id`); among equally specific
/// patterns the first registered wins. A pattern whose path parameter does not convert to its
/// type passes the URL on to the next candidate; if none accepts it, the first candidate's
/// ``RouteError/invalidParameter(name:value:expected:pattern:)`` is returned. An error thrown by
/// the chosen handler (a missing query item, say) is returned as is.
///
/// A value type: build it at launch, then share it (it is `Sendable`).
/// - Complexity: routing is O(routes × segments); URLs over 64 KiB are refused
///   (``RouteError/MalformedURLReason/tooLong(byteCount:limit:)``) before any work.
public struct Router<Destination>: Sendable {
    /// How a registered handler failed: converting a path parameter (try the next route) or in
    /// the handler itself (final).
    enum HandlerFailure: Error {
        case parameter(RouteError)
        case handler(RouteError)
    }

    struct Route: Sendable {
        let pattern: RoutePattern
        let handle: @Sendable ([String], RouteQuery) throws(HandlerFailure) -> Destination
    }

    private var routes: [Route] = []

    /// A router with no routes; every URL fails with ``RouteError`` until routes are registered.
    public init() {}

    /// The registered patterns, in registration order.
    public var patterns: [String] { routes.map(\.pattern.text) }

    /// Adds a route from `pattern` to the destination `handler` makes.
    ///
    /// Name path parameters with a colon (`:id`) and give one ``RouteParameter`` type per parameter,
    /// in path order; `handler` receives the URL's query, then the converted values in path order
    /// (the query comes first because a closure's parameter pack must be its last parameter):
    /// ```swift
    /// router.register("journal://day/:year/:month/:day", Int.self, Int.self, Int.self) { _, year, month, day in
    ///     .day(year: year, month: month, day: day)
    /// }
    /// router.register("journal://search") { query throws(RouteError) in
    ///     .search(try query.require("q", as: String.self))       // missing q → RouteError.missingQueryItem
    /// }
    /// ```
    /// - Precondition: `pattern` is `scheme://host/path` without query or fragment, with distinct
    ///   non-empty parameter names, and as many types as parameters.
    public mutating func register<each Parameter: RouteParameter>(
        _ pattern: String, _ types: repeat (each Parameter).Type,
        to handler: @escaping @Sendable (RouteQuery, repeat each Parameter) throws(RouteError) -> Destination
    ) {
        let parsed = RoutePattern(pattern)
        let names = parsed.parameterNames
        var typeCount = 0
        for _ in repeat (each Parameter).self { typeCount += 1 }
        precondition(
            typeCount == names.count,
            "route pattern \"\(pattern)\" has \(names.count) parameter(s) but \(typeCount) type(s) were given")
        routes.append(
            Route(pattern: parsed) { values, query throws(HandlerFailure) in
                var index = 0
                func convert<Value: RouteParameter>(_ type: Value.Type) throws(HandlerFailure) -> Value {
                    defer { index += 1 }
                    guard let value = Value(routeValue: values[index]) else {
                        throw .parameter(
                            .invalidParameter(
                                name: names[index], value: values[index],
                                expected: Value.routeTypeName, pattern: pattern))
                    }
                    return value
                }
                // Converting every parameter first, so that a conversion failure is told apart from
                // an error the handler throws.
                let parameters = (repeat try convert((each Parameter).self))
                do throws(RouteError) {
                    return try handler(query, repeat each parameters)
                } catch {
                    throw .handler(error)
                }
            })
    }

    /// The destination for `text`, or why there is none.
    public func route(_ text: String) -> Result<Destination, RouteError> {
        let url: RoutableURL
        do {
            url = try RoutableURL(parsing: text)
        } catch {
            return .failure(error)
        }
        return route(url)
    }

    /// The destination for `url`, or why there is none.
    public func route(_ url: URL) -> Result<Destination, RouteError> {
        route(url.absoluteString)
    }

    /// The destination for `text`.
    ///
    /// - Throws: the ``RouteError`` ``route(_:)-(String)`` would return.
    public func destination(for text: String) throws(RouteError) -> Destination {
        try route(text).get()
    }

    private func route(_ url: RoutableURL) -> Result<Destination, RouteError> {
        let sameScheme = routes.filter { $0.pattern.scheme == url.scheme }
        guard !sameScheme.isEmpty else { return .failure(.unsupportedScheme(url.scheme)) }
        let candidates = rankedCandidates(sameScheme, for: url)
        var firstParameterError: RouteError?
        for (route, values) in candidates {
            do {
                return .success(try route.handle(values, url.query))
            } catch {
                switch error {
                case .parameter(let parameterError):
                    firstParameterError = firstParameterError ?? parameterError
                case .handler(let handlerError):
                    return .failure(handlerError)
                }
            }
        }
        if let firstParameterError { return .failure(firstParameterError) }
        for route in sameScheme {
            if let name = route.pattern.missingParameter(in: url) {
                return .failure(.missingParameter(name: name, pattern: route.pattern.text))
            }
        }
        return .failure(.noMatchingRoute(url: url.text))
    }

    /// The routes whose shape fits `url` with their parameter values, most specific first,
    /// registration order among equals (a stable insertion keeps it).
    private func rankedCandidates(_ routes: [Route], for url: RoutableURL) -> [(Route, [String])] {
        var ranked: [(Route, [String])] = []
        for route in routes {
            guard let values = route.pattern.parameterValues(in: url) else { continue }
            let position = ranked.firstIndex { route.pattern.isMoreSpecific(than: $0.0.pattern) } ?? ranked.count
            ranked.insert((route, values), at: position)
        }
        return ranked
    }
}
