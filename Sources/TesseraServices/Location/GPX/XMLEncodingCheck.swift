import Foundation

/// A check that XML bytes which are UTF-8 by their declaration (or by default) are valid UTF-8,
/// before Foundation's `XMLParser` sees them: on Linux it stops the process when libxml2 hands it a
/// comment holding invalid UTF-8 (found by `fuzz-gpx`).
///
/// Documents that start with a UTF-16 or UTF-32 byte order mark, or declare an ISO 8859, Windows
/// or UTF-16 encoding (`<?xml version="1.0" encoding="ISO-8859-1"?>`), are left to libxml2, which
/// converts them to UTF-8 itself. Any other declaration, malformed or unknown (`encoding="UTF-4"`),
/// leaves libxml2 reading UTF-8, so the bytes are checked.
enum XMLEncodingCheck {
    /// The 1-based line and column (in bytes) of the first byte that breaks UTF-8, or `nil` when the
    /// document is valid UTF-8 or is not meant to be UTF-8.
    /// - Complexity: O(n) in the size of `data`.
    static func firstInvalidUTF8(in data: Data) -> (line: Int, column: Int)? {
        guard isDeclaredUTF8(data) else { return nil }
        return data.withUnsafeBytes { raw -> (line: Int, column: Int)? in
            let bytes = raw.bindMemory(to: UInt8.self)
            var decoder = UTF8()
            var iterator = bytes.makeIterator()
            var offset = 0
            var line = 1
            var lineStart = 0
            while true {
                let start = offset
                switch decoder.decode(&iterator) {
                case .scalarValue(let scalar):
                    offset += UTF8.width(scalar)
                    if scalar == "\n" {
                        line += 1
                        lineStart = offset
                    }
                case .emptyInput:
                    return nil
                case .error:
                    return (line, start - lineStart + 1)
                }
            }
        }
    }

    private static func isDeclaredUTF8(_ data: Data) -> Bool {
        let boms: [[UInt8]] = [[0xFE, 0xFF], [0xFF, 0xFE], [0x00, 0x00, 0xFE, 0xFF]]
        if boms.contains(where: { data.starts(with: $0) }) { return false }
        guard let name = declaredEncoding(data) else { return true }
        let converted =
            name.hasPrefix("iso-8859-") || name.hasPrefix("windows-125") || name.hasPrefix("utf-16")
            || name == "latin1"
        return !converted
    }

    /// The encoding a well-formed declaration names (`encoding="ISO-8859-1"`), lowercased; `nil`
    /// without a declaration or when it is malformed (libxml2 then reads the document as UTF-8).
    private static func declaredEncoding(_ data: Data) -> String? {
        // The declaration is ASCII and ends at the first "?>".
        let head = String(decoding: data.prefix(200).prefix { $0 != UInt8(ascii: ">") }, as: UTF8.self)
        guard head.hasPrefix("<?xml "), let key = head.range(of: " encoding") else { return nil }
        var rest = head[key.upperBound...].drop { $0 == " " }
        guard rest.first == "=" else { return nil }
        rest = rest.dropFirst().drop { $0 == " " }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
        let name = rest.dropFirst().prefix { $0 != quote }
        guard name.count < rest.count - 1, let first = name.first, first.isASCII, first.isLetter,
            name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) })
        else { return nil }
        return name.lowercased()
    }
}
