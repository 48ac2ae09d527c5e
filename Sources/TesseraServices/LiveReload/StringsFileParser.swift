/// Parses the text of an Apple `.strings` file — an old-style property-list dictionary of strings:
///
/// ```
/// /* Title of the journal screen */
/// "journal.title" = "Journal";
/// // bare words are allowed for keys and values
/// greeting = "Hello, \"friend\"\n";
/// ```
///
/// Comments are `/* … */` and `// …` to the end of the line. Quoted strings may span lines and use the
/// escapes `\"`, `\'`, `\\`, `\n`, `\t`, `\r` and `\U` or `\u` with exactly four hex digits
/// (a UTF-16 unit; a surrogate pair written as two escapes is combined). Bare words are made of
/// letters, digits and `_ $ + / : . -`, as in Foundation's old-style plist parser. Unlike that parser,
/// an unknown escape or a repeated key is an error here rather than silently accepted, since the file
/// is edited by hand while the app runs. The format is documented in Apple's "String Resources" guide.
struct StringsFileParser {
    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 1

    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
    }

    /// Every entry with the line its key is on, in file order.
    mutating func parse() throws(StringsFileError) -> [(key: String, value: String, line: Int)] {
        var entries: [(key: String, value: String, line: Int)] = []
        while true {
            try skipSpaceAndComments()
            guard index < scalars.count else { return entries }
            let keyLine = line
            guard let key = try token() else { throw .expectedKey(line: line, found: describeCurrent()) }
            let keyEndLine = line
            try skipSpaceAndComments()
            guard consume("=") else { throw .expectedEquals(line: keyEndLine, found: describeCurrent()) }
            try skipSpaceAndComments()
            guard let value = try token() else { throw .expectedValue(line: line, found: describeCurrent()) }
            let valueEndLine = line
            try skipSpaceAndComments()
            guard consume(";") else { throw .expectedSemicolon(line: valueEndLine, found: describeCurrent()) }
            entries.append((key, value, keyLine))
        }
    }

    /// A quoted string or a bare word at the cursor, or `nil` if neither starts here.
    private mutating func token() throws(StringsFileError) -> String? {
        if current == "\"" { return try quotedString() }
        var word = String.UnicodeScalarView()
        while let scalar = current, Self.isBareWordScalar(scalar) {
            word.append(scalar)
            index += 1
        }
        return word.isEmpty ? nil : String(word)
    }

    private mutating func quotedString() throws(StringsFileError) -> String {
        let startLine = line
        index += 1
        var text = String.UnicodeScalarView()
        while let scalar = current {
            index += 1
            switch scalar {
            case "\"":
                return String(text)
            case "\\":
                text.append(try escape(startLine: startLine))
            default:
                if scalar == "\n" { line += 1 }
                text.append(scalar)
            }
        }
        throw .unterminatedString(line: startLine)
    }

    /// The scalar an escape stands for; the cursor is just past the backslash.
    private mutating func escape(startLine: Int) throws(StringsFileError) -> Unicode.Scalar {
        guard let letter = current else { throw .unterminatedString(line: startLine) }
        index += 1
        switch letter {
        case "\"", "'", "\\": return letter
        case "n": return "\n"
        case "t": return "\t"
        case "r": return "\r"
        case "U", "u":
            let unit = try hexUnit(after: letter)
            if UTF16.isLeadSurrogate(unit) {
                guard current == "\\", index + 1 < scalars.count, scalars[index + 1] == "U" || scalars[index + 1] == "u"
                else {
                    throw .invalidEscape(line: line, sequence: "\\\(letter)" + String(unit, radix: 16, uppercase: true))
                }
                index += 2
                let trail = try hexUnit(after: scalars[index - 1])
                guard UTF16.isTrailSurrogate(trail),
                    let scalar = Unicode.Scalar(0x10000 + (UInt32(unit) - 0xD800) << 10 + (UInt32(trail) - 0xDC00))
                else {
                    throw .invalidEscape(
                        line: line, sequence: "\\\(letter)" + String(trail, radix: 16, uppercase: true))
                }
                return scalar
            }
            guard let scalar = Unicode.Scalar(unit) else {
                throw .invalidEscape(line: line, sequence: "\\\(letter)" + String(unit, radix: 16, uppercase: true))
            }
            return scalar
        default:
            throw .invalidEscape(line: line, sequence: "\\\(letter)")
        }
    }

    /// Four hex digits after `\U`.
    private mutating func hexUnit(after letter: Unicode.Scalar) throws(StringsFileError) -> UInt16 {
        var value: UInt16 = 0
        var digits = ""
        for _ in 0..<4 {
            guard let scalar = current, let digit = Character(scalar).hexDigitValue, scalar.isASCII else {
                throw .invalidEscape(line: line, sequence: "\\\(letter)\(digits)")
            }
            digits.unicodeScalars.append(scalar)
            value = value << 4 | UInt16(digit)
            index += 1
        }
        return value
    }

    private mutating func skipSpaceAndComments() throws(StringsFileError) {
        while let scalar = current {
            if scalar == "\n" {
                line += 1
                index += 1
            } else if scalar.properties.isWhitespace {
                index += 1
            } else if scalar == "/" && peek == "/" {
                while let next = current, next != "\n" { index += 1 }
            } else if scalar == "/" && peek == "*" {
                let startLine = line
                index += 2
                while !(current == "*" && peek == "/") {
                    guard let next = current else { throw .unterminatedComment(line: startLine) }
                    if next == "\n" { line += 1 }
                    index += 1
                }
                index += 2
            } else {
                return
            }
        }
    }

    private var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }
    private var peek: Unicode.Scalar? { index + 1 < scalars.count ? scalars[index + 1] : nil }

    private mutating func consume(_ scalar: Unicode.Scalar) -> Bool {
        guard current == scalar else { return false }
        index += 1
        return true
    }

    /// What is at the cursor, for error messages: `end of file`, `"value"` or the character.
    private func describeCurrent() -> String {
        guard let scalar = current else { return "end of file" }
        if scalar == "\"" {
            var copy = self
            if let text = try? copy.quotedString() { return "\"\(text)\"" }
        }
        return "'\(scalar)'"
    }

    private static func isBareWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII
            && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                || "_$+/:.-".unicodeScalars.contains(scalar))
    }
}
