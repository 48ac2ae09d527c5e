/// One name inside a directory, taken from outside text such as a URL path segment: never empty,
/// never `.` or `..`, without `/` or NUL, at most 255 UTF-8 bytes (Linux's `NAME_MAX`). Appending
/// it to a directory's URL names an entry of that directory and nothing above or below it.
///
/// A `String` route parameter receives segments percent-decoded, so `..%2F..%2Fetc%2Fpasswd` arrives
/// as `../../etc/passwd`; declare the parameter as `FileName` wherever it becomes a path:
/// ```swift
/// router.register("journal://attachment/:name", FileName.self) { _, name in
///     .attachment(attachments.appending(path: name.rawValue))
/// }
/// router.route("journal://attachment/receipt.pdf")          // .success(.attachment(…/receipt.pdf))
/// router.route("journal://attachment/..%2F..%2Fetc%2Fpasswd")
/// // .failure(.invalidParameter(name: "name", value: "../../etc/passwd", expected: "FileName", …))
///
/// try FileName("notes.txt").rawValue   // "notes.txt"
/// try FileName("..")                   // throws FileName.Error.dotName("..")
/// ```
public struct FileName: RouteParameter, RawRepresentable, Sendable, Hashable, CustomStringConvertible {
    /// Why a text is not a file name; each case carries the text.
    ///
    /// For example:
    /// ```swift
    /// do {
    ///     let name = try FileName("../notes.txt")
    ///     print(name)
    /// } catch {
    ///     print(error)   // containsSlash("../notes.txt")
    /// }
    /// ```
    public enum Error: Swift.Error, Sendable, Hashable {
        /// The text is empty.
        case empty
        /// The text is `.` or `..`, which name the directory itself or its parent.
        case dotName(String)
        /// The text contains `/`, so it is a path of several names.
        case containsSlash(String)
        /// The text contains a NUL character, which ends a path for the C library.
        case containsNUL(String)
        /// The text is longer than 255 UTF-8 bytes, more than a Linux file name may have.
        case tooLong(String, byteCount: Int)
    }

    /// The longest file name in UTF-8 bytes (`NAME_MAX` on Linux).
    public static let maximumByteCount = 255

    /// The name, as given.
    public let rawValue: String

    /// Checks `text`.
    /// - Throws: ``Error`` naming the first rule `text` breaks.
    public init(_ text: String) throws(Error) {
        if text.isEmpty { throw .empty }
        if text == "." || text == ".." { throw .dotName(text) }
        if text.utf8.contains(UInt8(ascii: "/")) { throw .containsSlash(text) }
        if text.utf8.contains(0) { throw .containsNUL(text) }
        let byteCount = text.utf8.count
        if byteCount > Self.maximumByteCount { throw .tooLong(text, byteCount: byteCount) }
        rawValue = text
    }

    /// The name `rawValue`, or `nil` when it is not one (see ``init(_:)``).
    public init?(rawValue: String) {
        try? self.init(rawValue)
    }

    /// A decoded path segment or query value that is a file name; `nil` makes the router report
    /// ``RouteError/invalidParameter(name:value:expected:pattern:)`` with `expected` `"FileName"`.
    public init?(routeValue text: String) {
        try? self.init(text)
    }

    /// The name.
    public var description: String { rawValue }
}
