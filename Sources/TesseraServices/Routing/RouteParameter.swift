public import Foundation

/// A type a URL path segment or query value can become, for ``Router`` patterns
/// (`journal://entry/:id` with `UUID.self`) and ``RouteQuery`` lookups.
///
/// Values arrive percent-decoded. `String`, `Int`, `Int64`, `Double`, `Bool`, `UUID` and
/// ``FileName`` (for segments that become file paths) conform; a `String`- or `Int`-backed enum
/// conforms by declaring it:
/// ```swift
/// enum Tab: String, RouteParameter { case today, calendar, settings }
/// router.register("journal://tab/:name", Tab.self) { _, tab in .tab(tab) }
/// // journal://tab/calendar → .tab(.calendar); journal://tab/inbox → RouteError.invalidParameter
/// ```
public protocol RouteParameter: Sendable {
    /// The value `text` denotes, or `nil` when it is not a valid value of this type.
    init?(routeValue text: String)
    /// The name used in error messages (`"Int"`, `"UUID"`). Defaults to the type's name.
    static var routeTypeName: String { get }
}

extension RouteParameter {
    /// The type's name as Swift prints it, e.g. `"Int"`.
    public static var routeTypeName: String { String(describing: Self.self) }
}

extension RouteParameter where Self: RawRepresentable, RawValue: RouteParameter {
    /// The case whose raw value `text` denotes.
    public init?(routeValue text: String) {
        guard let raw = RawValue(routeValue: text) else { return nil }
        self.init(rawValue: raw)
    }
}

extension String: RouteParameter {
    /// Any text, as decoded: `..%2F..%2Fetc` arrives as `../../etc`, `%00` as NUL. Use ``FileName``
    /// for a value that names a file.
    public init?(routeValue text: String) {
        self = text
    }
}

extension Int: RouteParameter {
    /// Decimal digits with an optional leading `-` (`"42"`, `"-7"`); no `+`, spaces, exponents or
    /// values outside `Int`'s range.
    public init?(routeValue text: String) {
        guard text.first != "+", let value = Int(text, radix: 10) else { return nil }
        self = value
    }
}

extension Int64: RouteParameter {
    /// Decimal digits with an optional leading `-`, within `Int64`'s range.
    public init?(routeValue text: String) {
        guard text.first != "+", let value = Int64(text, radix: 10) else { return nil }
        self = value
    }
}

extension Double: RouteParameter {
    /// A finite decimal number (`"2.5"`, `"-0.25"`, `"1e3"`); `nan`, `inf` and hexadecimal forms
    /// are refused.
    public init?(routeValue text: String) {
        guard text.allSatisfy({ $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) }),
            let value = Double(text), value.isFinite
        else { return nil }
        self = value
    }
}

extension Bool: RouteParameter {
    /// `true`/`false`, `1`/`0`, `yes`/`no` (lower case).
    public init?(routeValue text: String) {
        switch text {
        case "true", "1", "yes": self = true
        case "false", "0", "no": self = false
        default: return nil
        }
    }
}

extension UUID: RouteParameter {
    /// The 36-character hyphenated form, either case (`E621E1F8-C36C-495A-93FC-0C247A3E6E5F`).
    public init?(routeValue text: String) {
        guard let value = UUID(uuidString: text) else { return nil }
        self = value
    }
}
