public import Foundation

/// How a live-reloaded file's bytes become a value: a small strategy value, with the formats the app
/// uses built in.
///
/// ```swift
/// LiveReloadable(contentsOf: themeURL, format: .theme, initialValue: ThemeDocument())
/// LiveReloadable(contentsOf: stringsURL, format: .strings, initialValue: LocalizedStrings())
/// LiveReloadable(contentsOf: flagsURL, format: .json(DebugFlags.self), initialValue: DebugFlags())
/// LiveReloadable(contentsOf: notesURL, format: LiveReloadFormat { data throws(FileContentError) in
///     guard let text = String(data: data, encoding: .utf8) else { throw .rejected(reason: "not UTF-8") }
///     return text
/// }, initialValue: "")
/// ```
public struct LiveReloadFormat<Value: Sendable>: Sendable {
    /// The default ``maximumByteCount``: 8 MiB.
    public static var defaultMaximumByteCount: Int { 8 << 20 }

    /// The largest file read; a larger one is refused with ``LiveReloadError/tooLarge(_:byteCount:limit:)``
    /// before it is read, so a runaway file cannot stall the main actor or fill memory.
    public let maximumByteCount: Int
    private let decodeData: @Sendable (Data) throws(FileContentError) -> Value

    /// A format from a decoding function; it runs on the main actor for every reload.
    /// - Precondition: `maximumByteCount` ≥ 0.
    public init(
        maximumByteCount: Int = defaultMaximumByteCount,
        decode: @escaping @Sendable (Data) throws(FileContentError) -> Value
    ) {
        precondition(maximumByteCount >= 0, "maximumByteCount must not be negative, got \(maximumByteCount)")
        self.maximumByteCount = maximumByteCount
        decodeData = decode
    }

    /// Decodes `data`.
    /// - Throws: ``FileContentError`` from the format.
    public func decode(_ data: Data) throws(FileContentError) -> Value {
        try decodeData(data)
    }
}

extension LiveReloadFormat where Value: Decodable {
    /// Any `Decodable` value from JSON with Foundation's `JSONDecoder` (default strategies), from a
    /// file of at most ``defaultMaximumByteCount``. Decoding errors become
    /// ``FileContentError/invalidJSON(path:reason:)``.
    public static func json(_ type: Value.Type = Value.self) -> LiveReloadFormat {
        LiveReloadFormat { data throws(FileContentError) in
            do {
                return try JSONDecoder().decode(Value.self, from: data)
            } catch let error as DecodingError {
                throw FileContentError(error)
            } catch {
                throw .invalidJSON(path: "", reason: "\(error)")
            }
        }
    }
}

extension LiveReloadFormat where Value == ThemeDocument {
    /// A theme file (``ThemeDocument/init(jsonData:)``, strict: unknown keys are errors) of at most
    /// 1 MiB.
    public static var theme: LiveReloadFormat {
        LiveReloadFormat(maximumByteCount: 1 << 20) { data throws(FileContentError) in
            do throws(ThemeDocumentError) {
                return try ThemeDocument(jsonData: data)
            } catch {
                throw .invalidTheme(error)
            }
        }
    }
}

extension LiveReloadFormat where Value == LocalizedStrings {
    /// An Apple `.strings` file (``LocalizedStrings/init(data:)``) of at most 4 MiB.
    public static var strings: LiveReloadFormat {
        LiveReloadFormat(maximumByteCount: 4 << 20) { data throws(FileContentError) in
            do throws(StringsFileError) {
                return try LocalizedStrings(data: data)
            } catch {
                throw .invalidStrings(error)
            }
        }
    }
}

extension FileContentError {
    /// Foundation's decoding error with its coding path and explanation.
    init(_ error: DecodingError) {
        switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            let reason =
                context.underlyingError.map { "\(context.debugDescription) (\($0))" } ?? context.debugDescription
            self = .invalidJSON(path: context.codingPath.dottedPath(), reason: reason)
        case .keyNotFound(let key, let context):
            self = .invalidJSON(
                path: context.codingPath.dottedPath(appending: key.stringValue), reason: "required key is missing")
        @unknown default:
            self = .invalidJSON(path: "", reason: "\(error)")
        }
    }
}
