extension Filter {
    /// The text property contains `substring` (case-sensitive, byte-wise; the empty string is in
    /// every text).
    public static func contains(_ keyPath: KeyPath<Model, String>, _ substring: String) -> Filter {
        containsText(keyPath, substring)
    }

    /// The optional text property is non-nil and contains `substring`.
    public static func contains(_ keyPath: KeyPath<Model, String?>, _ substring: String) -> Filter {
        containsText(keyPath, substring)
    }

    /// The text property starts with `prefix` (case-sensitive, byte-wise). Uses an index on the
    /// column when there is one: the test is the range `prefix ≤ value < successor(prefix)`.
    public static func hasPrefix(_ keyPath: KeyPath<Model, String>, _ prefix: String) -> Filter {
        prefixRange(keyPath, prefix)
    }

    /// The optional text property is non-nil and starts with `prefix`.
    public static func hasPrefix(_ keyPath: KeyPath<Model, String?>, _ prefix: String) -> Filter {
        prefixRange(keyPath, prefix)
    }

    /// The array property (stored as JSON) has an element equal to `element`. Text elements compare
    /// exactly, byte for byte, NUL included.
    ///
    /// ```swift
    /// Note.query.filter(.contains(\.tags, "swift"))
    /// ```
    /// - Complexity: reads every element of the column in every row the other filters leave.
    public static func contains<Element: Encodable>(_ keyPath: KeyPath<Model, [Element]>, _ element: Element) -> Filter
    {
        let column = column(keyPath)
        switch encode(element, for: keyPath) {
        case .success(.text(let text)):
            // json_each ends a string at an escaped NUL (older SQLite) or keeps it whole (newer), so
            // its value only pre-selects: an element equal to `text` reads as `text` or as `text` cut
            // at its first NUL. The raw element, decoded whole by tessera_json_text, decides.
            let cut = String(decoding: text.utf8.prefix { $0 != 0 }, as: UTF8.self)
            return Filter(
                sql: """
                    EXISTS (SELECT 1 FROM json_each(\(column)) AS element WHERE element.value IN (?, ?) \
                    AND (element.type != 'text' OR \(JSONTextFunction.name)(\(column) -> element.fullkey) IS ?))
                    """, arguments: [.text(text), .text(cut), .text(text)])
        case .success(let encoded):
            return Filter(sql: "EXISTS (SELECT 1 FROM json_each(\(column)) WHERE value IS ?)", arguments: [encoded])
        case .failure(let error):
            return Filter(sql: "0", error: error)
        }
    }

    /// The property's value is one of `values` (none matches an empty collection).
    ///
    /// - Precondition: at most 30 000 values (SQLite's limit on bound parameters is 32 766).
    public static func isIn<Value: Encodable>(_ keyPath: KeyPath<Model, Value>, _ values: some Collection<Value>)
        -> Filter
    {
        precondition(values.count <= 30_000, "isIn takes at most 30 000 values, got \(values.count)")
        guard !values.isEmpty else { return Filter(sql: "0") }
        var encoded: [DatabaseValue] = []
        encoded.reserveCapacity(values.count)
        for value in values {
            switch encode(value, for: keyPath) {
            case .success(let value): encoded.append(value)
            case .failure(let error): return Filter(sql: "0", error: error)
            }
        }
        return Filter(sql: "\(column(keyPath)) IN (\(SQL.placeholders(encoded.count)))", arguments: encoded)
    }

    private static func containsText(_ keyPath: AnyKeyPath, _ substring: String) -> Filter {
        // instr() compares bytes with explicit lengths, so NUL and any scalar are safe.
        Filter(sql: "instr(\(column(keyPath)), ?) > 0", arguments: [.text(substring)])
    }

    private static func prefixRange(_ keyPath: AnyKeyPath, _ prefix: String) -> Filter {
        let column = column(keyPath)
        guard let upper = successor(of: prefix) else {
            return Filter(sql: "\(column) >= ?", arguments: [.text(prefix)])
        }
        return Filter(sql: "\(column) >= ? AND \(column) < ?", arguments: [.text(prefix), .text(upper)])
    }

    /// The smallest string greater than every string that starts with `prefix`: the prefix with its
    /// last scalar incremented (dropping trailing U+10FFFF, skipping surrogates). UTF-8 byte order is
    /// scalar order, so `prefix ≤ s < successor` holds exactly for the strings that start with
    /// `prefix`. `nil` when no such string exists (the prefix is all U+10FFFF, or empty).
    static func successor(of prefix: String) -> String? {
        var scalars = Array(prefix.unicodeScalars)
        while let last = scalars.popLast() {
            var next = last.value + 1
            if next == 0xD800 { next = 0xE000 }
            if let scalar = Unicode.Scalar(next) {
                scalars.append(scalar)
                var result = ""
                result.unicodeScalars.append(contentsOf: scalars)
                return result
            }
        }
        return nil
    }
}
