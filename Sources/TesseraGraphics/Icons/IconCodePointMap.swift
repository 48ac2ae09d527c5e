import Foundation
import TesseraCore

/// The Material icon name → code point map.
///
/// Source: the Debian package `fonts-material-design-icons-iconfont` ships the map as a Sass map
/// in `/usr/share/fonts-material-design-icons-iconfont/scss/_variables.scss`, one entry a line:
/// ```
///     "star": e838,
///     "star_border": e83a,
/// ```
/// The map is read once, on first use, and names whose glyph the installed font lacks are
/// dropped. If the file is missing or holds no entries, the typed `Icon.Name` constants are used
/// and the problem is logged once (category "text").
enum IconCodePointMap {
    /// Why the map file could not be used.
    enum Error: Swift.Error, Equatable {
        /// The file could not be read as UTF-8 text.
        case unreadable(URL)
        /// The file has no `"name": hex,` lines.
        case noEntries(URL)
    }

    static let defaultFile = URL(
        fileURLWithPath: "/usr/share/fonts-material-design-icons-iconfont/scss/_variables.scss")

    /// Names the installed font can draw. A `let` global: initialised once, thread-safely, on
    /// first use.
    static let available: [String: Unicode.Scalar] = {
        var map = Dictionary(uniqueKeysWithValues: Icon.Name.constants.map { ($0.rawValue, $0.codePoint) })
        do {
            map.merge(try load(from: defaultFile)) { _, fromFile in fromFile }
        } catch {
            Logger(category: "text").warning(
                "Material icon code point map unavailable; only the typed icon names work",
                metadata: ["error": "\(error)"])
        }
        let covered = TextEngine.shared.state.withLock {
            $0.catalog.scalars(of: map.values, coveredBy: UIFont.iconFamily)
        }
        return map.filter { covered.contains($0.value) }
    }()

    /// Reads and parses a map file.
    /// - Throws: `Error.unreadable` when the file cannot be read, `Error.noEntries` when it has
    ///   no entries.
    static func load(from url: URL) throws(Error) -> [String: Unicode.Scalar] {
        guard let data = FileManager.default.contents(atPath: url.path),
            let text = String(data: data, encoding: .utf8)
        else { throw .unreadable(url) }
        let map = parse(text)
        guard !map.isEmpty else { throw .noEntries(url) }
        return map
    }

    /// The entries of a Sass map text: lines of the form `"name": hex` (a trailing comma or
    /// closing parenthesis is allowed). Other lines, and entries whose hex is not a Unicode
    /// scalar, are skipped.
    ///
    /// For example, `parse("\t\"star\": e838,\n")` is `["star": "\u{E838}"]`.
    static func parse(_ text: String) -> [String: Unicode.Scalar] {
        var map: [String: Unicode.Scalar] = [:]
        for line in text.split(whereSeparator: \.isNewline) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.first == "\"", let closing = trimmed.dropFirst().firstIndex(of: "\"") else { continue }
            let name = trimmed[trimmed.index(after: trimmed.startIndex)..<closing]
            var rest = trimmed[trimmed.index(after: closing)...].drop { $0 == " " }
            guard rest.first == ":" else { continue }
            rest = rest.dropFirst().drop { $0 == " " }
            let hex = rest.prefix { $0.isHexDigit }
            let tail = rest.dropFirst(hex.count).drop { $0 == " " }
            guard !name.isEmpty, !hex.isEmpty, tail.isEmpty || tail.first == "," || tail.first == ")",
                let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value)
            else { continue }
            map[String(name)] = scalar
        }
        return map
    }
}
