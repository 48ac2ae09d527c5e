import CPangoCairo

/// Attributed text flattened the way Pango wants it: one UTF-8 buffer, the byte range of each run,
/// and the byte offset where each `Character` starts (Pango speaks bytes, `TextLayout` speaks
/// characters).
///
/// NUL characters become U+FFFD: Pango rejects text containing NUL bytes.
struct TextLayoutSource {
    struct Run: Hashable {
        var attributes: TextAttributes
        /// Byte offsets into `bytes`.
        var byteRange: Range<Int>
    }

    /// The text as UTF-8, no terminator.
    let bytes: [UInt8]
    let runs: [Run]
    /// The byte offset of each character, ascending (empty when made without indexing).
    let characterStarts: [Int]

    /// The text's bytes and runs; with `indexingCharacters` false no character offsets are found (a
    /// whole text composed paragraph by paragraph needs only its paragraphs' offsets).
    init(_ text: AttributedText, indexingCharacters: Bool = true) {
        self.init(runs: text.runs.map { ($0.text, $0.attributes) }, indexingCharacters: indexingCharacters)
    }

    private init(runs textRuns: [(text: String, attributes: TextAttributes)], indexingCharacters: Bool = true) {
        var bytes: [UInt8] = []
        var runs: [Run] = []
        for (text, attributes) in textRuns {
            let start = bytes.count
            bytes.append(contentsOf: Self.sanitized(text).utf8)
            if bytes.count > start { runs.append(Run(attributes: attributes, byteRange: start..<bytes.count)) }
        }
        self.init(bytes: bytes, runs: runs, indexingCharacters: indexingCharacters)
    }

    /// Sanitized bytes and their runs as they are (a run may be empty: it gives an empty
    /// paragraph its font).
    private init(bytes: [UInt8], runs: [Run], indexingCharacters: Bool = true) {
        var starts: [Int] = []
        if indexingCharacters {
            var offset = 0
            for character in String(decoding: bytes, as: UTF8.self) {
                starts.append(offset)
                offset += character.utf8.count
            }
        }
        self.bytes = bytes
        self.runs = runs
        self.characterStarts = starts
    }

    // MARK: Paragraphs

    /// The byte ranges of the text's paragraphs, in order, as Pango splits a layout into them
    /// (`pango_find_paragraph_boundary`: LF, CR, CR LF and U+2029 end a paragraph; the delimiters
    /// are between the ranges). Text ending in a delimiter ends with an empty paragraph, as Pango
    /// gives it an empty last line. At least one range.
    /// - Complexity: O(n) in the bytes.
    func paragraphRanges() -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { characters in
                var start = 0
                while true {
                    var delimiter: Int32 = 0
                    var next: Int32 = 0
                    pango_find_paragraph_boundary(
                        characters.baseAddress.map { $0 + start }, Int32(characters.count - start), &delimiter, &next)
                    ranges.append(start..<(start + Int(delimiter)))
                    guard next > delimiter else { break }
                    start += Int(next)
                }
            }
        }
        return ranges
    }

    /// The same text with its character offsets found.
    func indexed() -> TextLayoutSource {
        characterStarts.isEmpty && !bytes.isEmpty ? TextLayoutSource(bytes: bytes, runs: runs) : self
    }

    /// The paragraph at `range` (a range of ``paragraphRanges()``) on its own, byte offsets from its
    /// start, not yet indexed (see ``indexed()``). An empty paragraph keeps one empty run with the attributes at its place, so its
    /// line has the height of its font.
    func paragraph(_ range: Range<Int>) -> TextLayoutSource {
        let slice = runs.compactMap { run -> Run? in
            let lower = max(run.byteRange.lowerBound, range.lowerBound)
            let upper = min(run.byteRange.upperBound, range.upperBound)
            guard lower < upper else { return nil }
            return Run(attributes: run.attributes, byteRange: (lower - range.lowerBound)..<(upper - range.lowerBound))
        }
        guard slice.isEmpty else {
            return TextLayoutSource(bytes: Array(bytes[range]), runs: slice, indexingCharacters: false)
        }
        let around = runs.last { $0.byteRange.lowerBound <= range.lowerBound } ?? runs.first
        return TextLayoutSource(
            bytes: [], runs: around.map { [Run(attributes: $0.attributes, byteRange: 0..<0)] } ?? [])
    }

    var isEmpty: Bool { bytes.isEmpty }
    var characterCount: Int { characterStarts.count }

    /// The character index at a byte offset; an offset inside a character rounds up to the next
    /// character, the end of the text maps to `characterCount`.
    func characterIndex(atByte byte: Int) -> Int {
        var low = 0
        var high = characterStarts.count
        while low < high {
            let middle = (low + high) / 2
            if characterStarts[middle] < byte { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The text of a byte range, e.g. one line.
    func string(bytes range: Range<Int>) -> String {
        let clamped = range.clamped(to: 0..<bytes.count)
        return String(decoding: bytes[clamped], as: UTF8.self)
    }

    /// The text from `byte` to the end, on one paragraph: every line or paragraph break becomes a
    /// space. The last line of text truncated at its head or middle shows this, so the end of the
    /// text stays visible.
    func remainder(fromByte byte: Int) -> TextLayoutSource {
        TextLayoutSource(runs: pieces(from: byte, to: bytes.count).map { (Self.joiningLines($0.text), $0.attributes) })
    }

    /// The text from `byte` to the end of its paragraph, followed by "…" when more visible text
    /// comes after the paragraph. The last line of text truncated at its tail shows this, so the
    /// ellipsis appears even when the paragraph itself fits.
    func paragraphRemainder(fromByte byte: Int) -> (source: TextLayoutSource, hasEllipsis: Bool) {
        let breakIndex = (byte..<bytes.count).first(where: isLineBreak(at:)) ?? bytes.count
        var pieces = pieces(from: byte, to: breakIndex)
        let hiddenText = String(decoding: bytes[breakIndex...], as: UTF8.self)
        let hasMoreText = hiddenText.unicodeScalars.contains { !$0.properties.isWhitespace }
        if hasMoreText, let last = runs.last(where: { $0.byteRange.lowerBound < max(breakIndex, byte + 1) }) {
            pieces.append(("…", last.attributes))
        }
        return (TextLayoutSource(runs: pieces), hasMoreText)
    }

    /// True when a separator Pango breaks lines at starts at `index`: LF, CR, NEL (C2 85), U+2028
    /// or U+2029 (E2 80 A8/A9).
    private func isLineBreak(at index: Int) -> Bool {
        switch bytes[index] {
        case 0x0A, 0x0D: return true
        case 0xC2: return index + 1 < bytes.count && bytes[index + 1] == 0x85
        case 0xE2:
            return index + 2 < bytes.count && bytes[index + 1] == 0x80
                && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9)
        default: return false
        }
    }

    private func pieces(from start: Int, to end: Int) -> [(text: String, attributes: TextAttributes)] {
        runs.compactMap { run in
            let lower = max(run.byteRange.lowerBound, start)
            let upper = min(run.byteRange.upperBound, end)
            guard lower < upper else { return nil }
            return (String(decoding: bytes[lower..<upper], as: UTF8.self), run.attributes)
        }
    }

    private static func sanitized(_ text: String) -> String {
        guard text.utf8.contains(0) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.map { $0.value == 0 ? "\u{FFFD}" : $0 }))
    }

    /// Replaces the paragraph and line separators Pango honours (LF, CR, CR LF, NEL, U+2028,
    /// U+2029) with one space each.
    private static func joiningLines(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        var previousWasCarriageReturn = false
        for scalar in text.unicodeScalars {
            defer { previousWasCarriageReturn = scalar == "\r" }
            switch scalar {
            case "\n" where previousWasCarriageReturn: continue
            case "\n", "\r", "\u{85}", "\u{2028}", "\u{2029}": result.append(" ")
            default: result.append(scalar)
            }
        }
        return String(result)
    }
}
