public import Foundation

/// A table of localized strings read from an Apple `.strings` file, looked up by key with the key
/// itself as the fallback (as `Bundle.localizedString(forKey:value:table:)` does for a missing key).
///
/// ```swift
/// let strings = try LocalizedStrings(parsing: #""journal.title" = "Journal"; "save" = "Save";"#)
/// strings["journal.title"]   // "Journal"
/// strings["journal.empty"]   // "journal.empty" — missing keys show themselves, so gaps are visible
/// ```
public struct LocalizedStrings: Hashable, Sendable {
    /// Key → translation.
    public private(set) var entries: [String: String]

    /// Creates a table from key → translation pairs.
    public init(_ entries: [String: String] = [:]) {
        self.entries = entries
    }

    /// Parses the text of a `.strings` file (see the format notes on the parser: comments, quoted or
    /// bare-word keys and values, escapes `\" \' \\ \n \t \r \Uxxxx`).
    /// - Throws: ``StringsFileError`` with the line number for an unterminated string or comment, a
    ///   missing key, `=`, value or `;`, an invalid escape, or a key defined twice.
    public init(parsing text: String) throws(StringsFileError) {
        var parser = StringsFileParser(text)
        var entries: [String: String] = [:]
        var lines: [String: Int] = [:]
        for entry in try parser.parse() {
            if let firstLine = lines[entry.key] {
                throw .duplicateKey(entry.key, line: entry.line, firstLine: firstLine)
            }
            lines[entry.key] = entry.line
            entries[entry.key] = entry.value
        }
        self.entries = entries
    }

    /// Parses a `.strings` file's bytes: UTF-8 (with or without a byte-order mark) or UTF-16 with
    /// a byte-order mark (the encoding Xcode used to write).
    /// - Throws: ``StringsFileError/invalidEncoding`` for other bytes, else as ``init(parsing:)``.
    public init(data: Data) throws(StringsFileError) {
        try self.init(parsing: try Self.decodeText(data))
    }

    /// The translation for `key`, or `key` itself when the table has none.
    public subscript(key: String) -> String {
        entries[key] ?? key
    }

    /// The translation for `key`, or `nil` when the table has none.
    public func value(forKey key: String) -> String? {
        entries[key]
    }

    /// How many keys the table holds.
    public var count: Int { entries.count }

    private static func decodeText(_ data: Data) throws(StringsFileError) -> String {
        let bytes = [UInt8](data)
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            guard bytes.count % 2 == 0 else { throw .invalidEncoding }
            let bigEndian = bytes[0] == 0xFE
            let units = stride(from: 2, to: bytes.count, by: 2).map { offset -> UInt16 in
                let high = UInt16(bytes[bigEndian ? offset : offset + 1])
                let low = UInt16(bytes[bigEndian ? offset + 1 : offset])
                return high << 8 | low
            }
            return try decodeStrictly(units, as: UTF16.self)
        }
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        return try decodeStrictly(body, as: UTF8.self)
    }

    /// Decodes `units`, failing on the first ill-formed sequence instead of substituting U+FFFD.
    private static func decodeStrictly<Codec: UnicodeCodec>(
        _ units: [Codec.CodeUnit], as codec: Codec.Type
    ) throws(StringsFileError) -> String {
        var scalars = String.UnicodeScalarView()
        var iterator = units.makeIterator()
        var decoder = Codec()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): scalars.append(scalar)
            case .emptyInput: return String(scalars)
            case .error: throw .invalidEncoding
            }
        }
    }
}
