/// Why a URL did not lead to a destination. ``Router/route(_:)-(String)`` returns it as the
/// failure of its `Result`; it never traps. Each case carries the culprit.
///
/// ```swift
/// switch router.route(link) {
/// case .success(let destination): show(destination)
/// case .failure(.unsupportedScheme(let scheme)): openExternally(scheme)
/// case .failure(let error): logger.warning("ignored link: \(error)")
/// }
/// ```
public enum RouteError: Error, Sendable, Hashable {
    /// The text was empty (or only whitespace).
    case emptyURL
    /// The text is not a `scheme://host/path?query` URL.
    case malformedURL(String, reason: MalformedURLReason)
    /// A `%` is not followed by two hexadecimal digits, or the decoded bytes are not UTF-8.
    /// `component` is the raw (still encoded) host, path segment or query item.
    case invalidPercentEncoding(url: String, component: String)
    /// No route is registered for this scheme (lower-cased).
    case unsupportedScheme(String)
    /// The scheme is known but no pattern matches the host and path.
    case noMatchingRoute(url: String)
    /// The URL matches the start of `pattern` but lacks its parameter `name` (or gives it empty).
    case missingParameter(name: String, pattern: String)
    /// Path parameter `name` of `pattern` is `value`, which is not a valid `expected` (the type's
    /// ``RouteParameter/routeTypeName``).
    case invalidParameter(name: String, value: String, expected: String, pattern: String)
    /// The handler required query item `name` and the URL has none.
    case missingQueryItem(name: String)
    /// Query item `name` is `value`, which is not a valid `expected`.
    case invalidQueryItem(name: String, value: String, expected: String)
    /// The handler refused the URL for a reason of its own.
    case rejected(reason: String)

    /// What is wrong with the shape of a malformed URL.
    ///
    /// For example:
    /// ```swift
    /// if case .malformedURL(let url, .missingScheme) = error { print("\(url) needs a scheme, e.g. journal://") }
    /// ```
    public enum MalformedURLReason: Sendable, Hashable {
        /// No `scheme:` before the first `/`, `?` or `#`.
        case missingScheme
        /// The scheme is not a letter followed by letters, digits, `+`, `-` or `.` (RFC 3986 §3.1).
        case invalidScheme(String)
        /// No `//` after the scheme (`journal:entry/1`): routes need a host.
        case missingHost
        /// The authority has user information or a port (`@` or `:`), which routes do not use.
        case unsupportedAuthority(String)
        /// A space or control character (which must be percent-encoded).
        case illegalCharacter(Character)
        /// The URL is `byteCount` UTF-8 bytes long, more than the `limit` of 65,536 a route accepts.
        case tooLong(byteCount: Int, limit: Int)
    }
}

extension RouteError: CustomStringConvertible {
    /// A one-line English message naming the culprit, for logs.
    public var description: String {
        switch self {
        case .emptyURL: "empty URL"
        case .malformedURL(let url, let reason):
            "malformed URL \(url.count > 200 ? url.prefix(200) + "…" : url): \(reason)"
        case .invalidPercentEncoding(let url, let component): "bad percent-encoding in \(component) of \(url)"
        case .unsupportedScheme(let scheme): "no routes for scheme \(scheme)"
        case .noMatchingRoute(let url): "no route matches \(url)"
        case .missingParameter(let name, let pattern): "missing parameter :\(name) of \(pattern)"
        case .invalidParameter(let name, let value, let expected, let pattern):
            ":\(name) of \(pattern) is \"\(value)\", not a valid \(expected)"
        case .missingQueryItem(let name): "missing query item \(name)"
        case .invalidQueryItem(let name, let value, let expected):
            "query item \(name)=\"\(value)\" is not a valid \(expected)"
        case .rejected(let reason): "rejected: \(reason)"
        }
    }
}
