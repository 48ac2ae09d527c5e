import Foundation

/// The text of an `.ics` file split into content lines, checked for the structure libical does not
/// report (libical returns no calendar at all for a missing `END`), and kept to find the line of a
/// fault libical reports.
///
/// Content lines are unfolded (RFC 5545 §3.1: a line starting with a space or tab continues the
/// previous one); each remembers the 1-based number of the physical line it starts on.
struct ICalendarSource {
    struct Line {
        /// 1-based number of the physical line where this content line starts.
        let number: Int
        /// The unfolded content line.
        let text: String
        /// The property name in upper case (`DTSTART`, `BEGIN`).
        let name: String
        /// The text after the first colon.
        var value: String {
            guard let colon = text.firstIndex(of: ":") else { return "" }
            return String(text[text.index(after: colon)...])
        }
    }

    /// A component directly inside a `VCALENDAR` (an event, a to-do, a time zone …): its kind and the
    /// indices into ``lines`` from its `BEGIN` to its `END`.
    struct Span {
        let kind: String
        let lines: ClosedRange<Int>
    }

    /// The text for libical (byte-order mark removed).
    let text: String
    let lines: [Line]
    /// Components directly inside a `VCALENDAR` by kind, each in file order (the order libical keeps).
    private let itemSpansByKind: [String: [Span]]

    /// - Throws: ``CalendarError/malformed(reason:line:)`` for an empty file, text that is not UTF-8,
    ///   a NUL character, a line without a colon, a first line other than `BEGIN:VCALENDAR`, an `END`
    ///   that does not match its `BEGIN`, content after the last `END:VCALENDAR`, a `BEGIN` never
    ///   closed, or components nested more than ``maximumDepth`` deep.
    init(data: Data) throws(CalendarError) {
        var bytes = data
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw .malformed(reason: "The file is not UTF-8 text.", line: nil)
        }
        guard !text.allSatisfy(\.isWhitespace) else {
            throw .malformed(reason: "The file is empty.", line: nil)
        }
        self.text = text
        lines = try Self.contentLines(of: text)
        itemSpansByKind = Dictionary(grouping: try Self.checkStructure(of: lines), by: \.kind)
    }

    /// The span of the `ordinal`-th (0-based) component of `kind` (upper case) directly inside a
    /// `VCALENDAR`, or `nil` when the text has fewer.
    /// - Complexity: O(1).
    func itemSpan(ofKind kind: String, ordinal: Int) -> Span? {
        guard let spans = itemSpansByKind[kind], ordinal < spans.count else { return nil }
        return spans[ordinal]
    }

    private static func contentLines(of text: String) throws(CalendarError) -> [Line] {
        var result: [(number: Int, text: String)] = []
        for (index, physical) in physicalLines(of: text).enumerated() {
            let number = index + 1
            if physical.utf8.contains(0) {
                throw .malformed(reason: "Line \(number) contains a NUL character.", line: number)
            }
            if let first = physical.utf8.first, first == UInt8(ascii: " ") || first == UInt8(ascii: "\t") {
                guard !result.isEmpty else {
                    throw .malformed(reason: "The file starts with a continuation line.", line: number)
                }
                result[result.count - 1].text += physical.dropFirst()
            } else if !physical.allSatisfy(\.isWhitespace) {
                result.append((number, String(physical)))
            }
        }
        var lines: [Line] = []
        lines.reserveCapacity(result.count)
        for (number, text) in result {
            guard let nameEnd = text.utf8.firstIndex(where: { $0 == UInt8(ascii: ";") || $0 == UInt8(ascii: ":") }),
                text.utf8.contains(UInt8(ascii: ":"))
            else {
                throw .malformed(reason: "Line \(number) has no colon: “\(excerpt(text))”.", line: number)
            }
            lines.append(Line(number: number, text: text, name: text[..<nameEnd].uppercased()))
        }
        return lines
    }

    /// The physical lines of `text`, split at CRLF, LF or CR (the line ends RFC 5545 and libical
    /// know), without their line ends. Works on the UTF-8 bytes: line ends are ASCII.
    private static func physicalLines(of text: String) -> [Substring] {
        var lines: [Substring] = []
        let utf8 = text.utf8
        var lineStart = utf8.startIndex
        var index = lineStart
        while index < utf8.endIndex {
            let byte = utf8[index]
            guard byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") else {
                index = utf8.index(after: index)
                continue
            }
            lines.append(text[lineStart..<index])
            index = utf8.index(after: index)
            if byte == UInt8(ascii: "\r"), index < utf8.endIndex, utf8[index] == UInt8(ascii: "\n") {
                index = utf8.index(after: index)
            }
            lineStart = index
        }
        lines.append(text[lineStart...])
        return lines
    }

    /// The deepest nesting of components accepted, `VCALENDAR` included. Real calendars nest 3 deep
    /// (`VCALENDAR`, `VEVENT`, `VALARM`); libical frees, prints and checks components recursively,
    /// so a file nesting thousands deep would overflow the stack.
    static let maximumDepth = 32

    private static func checkStructure(of lines: [Line]) throws(CalendarError) -> [Span] {
        var open: [(kind: String, index: Int)] = []
        var spans: [Span] = []
        for (index, line) in lines.enumerated() {
            let isBoundary = line.name == "BEGIN" || line.name == "END"
            let kind = isBoundary ? line.value.trimmingCharacters(in: .whitespaces).uppercased() : ""
            if open.isEmpty && !(line.name == "BEGIN" && kind == "VCALENDAR") {
                let reason =
                    index == 0
                    ? "The file does not start with BEGIN:VCALENDAR but with “\(excerpt(line.text))”."
                    : "Content after the calendar ended: “\(excerpt(line.text))”."
                throw .malformed(reason: reason, line: line.number)
            }
            if line.name == "BEGIN" {
                guard open.count < maximumDepth else {
                    throw .malformed(
                        reason: "Components nest more than \(maximumDepth) deep at BEGIN:\(kind).",
                        line: line.number)
                }
                open.append((kind, index))
            } else if line.name == "END" {
                guard let top = open.last, top.kind == kind else {
                    let opened = open.last.map { "BEGIN:\($0.kind) of line \(lines[$0.index].number)" } ?? "nothing"
                    throw .malformed(reason: "END:\(kind) does not close \(opened).", line: line.number)
                }
                open.removeLast()
                if open.count == 1 { spans.append(Span(kind: kind, lines: top.index...index)) }
            }
        }
        if let unclosed = open.last {
            let line = lines[unclosed.index].number
            throw .malformed(
                reason: "BEGIN:\(unclosed.kind) of line \(line) is never closed (no END:\(unclosed.kind)).",
                line: line)
        }
        return spans
    }

    private static func excerpt(_ text: some StringProtocol) -> String {
        text.count > 60 ? text.prefix(60) + "…" : String(text)
    }

    // MARK: - Locating faults

    /// The line number of the first property `name` whose line contains `snippet` (any, when `nil`),
    /// searched in `span` (the whole file when `nil`).
    func line(ofProperty name: String, containing snippet: String? = nil, in span: Span? = nil) -> Int? {
        firstLine(ofProperty: name, containing: snippet, in: span)?.number
    }

    /// The first property `name` whose line contains `snippet` (any, when `nil`), searched in
    /// `span` (the whole file when `nil`).
    /// - Complexity: O(lines of `span`).
    func firstLine(ofProperty name: String, containing snippet: String? = nil, in span: Span? = nil) -> Line? {
        let candidates = span.map { lines[$0.lines] } ?? lines[...]
        return candidates.first { line in
            line.name == name && (snippet.map { line.text.contains($0) } ?? true)
        }
    }

    /// The line of the `BEGIN` of `span`.
    func beginLine(of span: Span?) -> Int? {
        span.map { lines[$0.lines.lowerBound].number }
    }
}
