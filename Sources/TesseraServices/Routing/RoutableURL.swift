/// A URL taken apart for routing: lower-cased scheme and host, percent-decoded path segments and
/// query items. The fragment is ignored.
///
/// Accepted shape: `scheme://host[/segment…][?query][#fragment]` where the scheme follows RFC 3986
/// §3.1 and the host has no user information or port. A trailing `/` is ignored
/// (`journal://entry/42/` is `journal://entry/42`); empty segments in the middle are kept (as empty
/// strings, which no parameter accepts).
struct RoutableURL: Sendable, Hashable {
    let text: String
    let scheme: String
    let host: String
    let segments: [String]
    let query: RouteQuery

    /// The longest URL routed, in UTF-8 bytes: 64 KiB. App links are short; a longer text is
    /// refused before any work that grows with its length.
    static let maximumByteCount = 65_536

    /// Parses `text`.
    ///
    /// - Throws: ``RouteError/emptyURL``, ``RouteError/malformedURL(_:reason:)``,
    ///   ``RouteError/invalidPercentEncoding(url:component:)``.
    init(parsing text: String) throws(RouteError) {
        let byteCount = text.utf8.count
        guard byteCount <= Self.maximumByteCount else {
            throw .malformedURL(text, reason: .tooLong(byteCount: byteCount, limit: Self.maximumByteCount))
        }
        guard !text.allSatisfy(\.isWhitespace) else { throw .emptyURL }
        if let bad = text.first(where: {
            $0.isWhitespace || $0.unicodeScalars.contains { $0.properties.generalCategory == .control }
        }) {
            throw .malformedURL(text, reason: .illegalCharacter(bad))
        }
        self.text = text
        let beforeFragment = text.prefix { $0 != "#" }
        guard let colon = beforeFragment.firstIndex(of: ":"),
            !beforeFragment[..<colon].contains(where: { "/?".contains($0) })
        else {
            throw .malformedURL(text, reason: .missingScheme)
        }
        let scheme = beforeFragment[..<colon]
        guard let first = scheme.first, first.isASCII, first.isLetter,
            scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) })
        else {
            throw .malformedURL(text, reason: .invalidScheme(String(scheme)))
        }
        self.scheme = scheme.lowercased()
        var rest = beforeFragment[beforeFragment.index(after: colon)...]
        guard rest.hasPrefix("//") else { throw .malformedURL(text, reason: .missingHost) }
        rest = rest.dropFirst(2)
        let authority = rest.prefix { $0 != "/" && $0 != "?" }
        if authority.contains("@") || authority.contains(":") {
            throw .malformedURL(text, reason: .unsupportedAuthority(String(authority)))
        }
        host = try Self.decode(authority, in: text).lowercased()
        rest = rest[authority.endIndex...]
        let path = rest.prefix { $0 != "?" }
        var segments: [String] = []
        if !path.isEmpty {
            var parts = path.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
            if parts.last?.isEmpty == true { parts.removeLast() }
            for part in parts {
                segments.append(try Self.decode(part, in: text))
            }
        }
        self.segments = segments
        var items: [RouteQuery.Item] = []
        if path.endIndex < rest.endIndex {
            let queryText = rest[rest.index(after: path.endIndex)...]
            for pair in queryText.split(separator: "&") {
                let name = pair.prefix { $0 != "=" }
                let value = name.endIndex < pair.endIndex ? pair[pair.index(after: name.endIndex)...] : ""
                items.append(
                    RouteQuery.Item(name: try Self.decode(name, in: text), value: try Self.decode(value, in: text)))
            }
        }
        query = RouteQuery(items: items)
    }

    /// Replaces each `%XX` by the byte it encodes and reads the result as UTF-8.
    ///
    /// - Throws: ``RouteError/invalidPercentEncoding(url:component:)`` for a `%` without two hex
    ///   digits after it, or bytes that are not UTF-8.
    static func decode(_ component: Substring, in url: String) throws(RouteError) -> String {
        guard component.contains("%") else { return String(component) }
        let encoded = Array(component.utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(encoded.count)
        var index = 0
        while index < encoded.count {
            guard encoded[index] == UInt8(ascii: "%") else {
                bytes.append(encoded[index])
                index += 1
                continue
            }
            guard index + 2 < encoded.count, let high = hexValue(encoded[index + 1]),
                let low = hexValue(encoded[index + 2])
            else {
                throw .invalidPercentEncoding(url: url, component: String(component))
            }
            bytes.append(high << 4 | low)
            index += 3
        }
        guard let decoded = String(validating: bytes, as: UTF8.self) else {
            throw .invalidPercentEncoding(url: url, component: String(component))
        }
        return decoded
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
