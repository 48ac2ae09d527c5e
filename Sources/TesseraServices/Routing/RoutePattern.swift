/// A parsed route pattern: `scheme://host/literal/:parameter/…`. Scheme and host are literal and
/// compared without case; path segments are literal (compared exactly, after percent-decoding the
/// URL) or `:name` parameters, which match any non-empty segment.
struct RoutePattern: Sendable, Hashable {
    enum Segment: Sendable, Hashable {
        case literal(String)
        case parameter(String)
    }

    let text: String
    let scheme: String
    let host: String
    let segments: [Segment]

    /// The parameter names, in path order.
    var parameterNames: [String] {
        segments.compactMap { if case .parameter(let name) = $0 { name } else { nil } }
    }

    /// Parses `text`.
    ///
    /// - Precondition: `text` is a `scheme://host/path` URL without query or fragment, every
    ///   parameter has a name, and no name repeats.
    init(_ text: String) {
        let url: RoutableURL
        do {
            url = try RoutableURL(parsing: text)
        } catch {
            preconditionFailure("route pattern \"\(text)\" is not a scheme://host/path URL: \(error)")
        }
        precondition(
            url.query.items.isEmpty && !text.contains("?") && !text.contains("#"),
            "route pattern \"\(text)\" has a query or fragment; read query items in the handler instead")
        precondition(!url.host.hasPrefix(":"), "route pattern \"\(text)\": the host cannot be a parameter")
        self.text = text
        scheme = url.scheme
        host = url.host
        segments = url.segments.map { segment in
            guard segment.hasPrefix(":") else { return .literal(segment) }
            let name = String(segment.dropFirst())
            precondition(!name.isEmpty, "route pattern \"\(text)\" has a parameter without a name")
            return .parameter(name)
        }
        let names = parameterNames
        precondition(Set(names).count == names.count, "route pattern \"\(text)\" repeats a parameter name")
    }

    /// The parameter values when `url`'s host and path fit this pattern (same host, same number of
    /// segments, equal literals, non-empty parameters); otherwise `nil`.
    func parameterValues(in url: RoutableURL) -> [String]? {
        guard url.host == host, url.segments.count == segments.count else { return nil }
        var values: [String] = []
        for (segment, value) in zip(segments, url.segments) {
            switch segment {
            case .literal(let literal):
                guard literal == value else { return nil }
            case .parameter:
                guard !value.isEmpty else { return nil }
                values.append(value)
            }
        }
        return values
    }

    /// The first parameter `url` lacks, when `url` fits this pattern except for parameters that
    /// are absent or empty (`journal://entry` or `journal://entry/` for `journal://entry/:id`).
    func missingParameter(in url: RoutableURL) -> String? {
        guard url.host == host, url.segments.count <= segments.count else { return nil }
        var missing: String?
        for (index, segment) in segments.enumerated() {
            let value = index < url.segments.count ? url.segments[index] : ""
            switch segment {
            case .literal(let literal):
                guard literal == value else { return nil }
            case .parameter(let name):
                if value.isEmpty, missing == nil { missing = name }
            }
        }
        return missing
    }

    /// Whether this pattern is more specific than `other` (same length assumed): at the first
    /// position where one has a literal and the other a parameter, the literal wins.
    func isMoreSpecific(than other: RoutePattern) -> Bool {
        for (mine, theirs) in zip(segments, other.segments) {
            switch (mine, theirs) {
            case (.literal, .parameter): return true
            case (.parameter, .literal): return false
            default: continue
            }
        }
        return false
    }
}
