/// Converts between AT-SPI's text offsets (Unicode characters: code points, as GLib counts them)
/// and Tessera's (`Character`s: grapheme clusters), and cuts text into AT-SPI's units.
///
/// For example, "e\u{301}tude" ("étude" with a combining accent) has 5 Characters and 6 code points:
/// ```swift
/// let offsets = TextOffsets("e\u{301}tude")
/// offsets.scalarOffset(ofCharacter: 1)    // 2
/// offsets.characterIndex(ofScalar: 1)     // 0 (inside the first Character)
/// ```
/// A class so its segments, found once per unit, serve every later call about the same text (an
/// assistive technology reads a long text word by word).
final class TextOffsets {
    let text: String
    let scalars: [Unicode.Scalar]
    /// The code-point offset where each Character starts, plus the end.
    private let characterStarts: [Int]
    /// ``segments(_:)`` per unit, found when first asked.
    private var segmentCache: [Unit: [Range<Int>]] = [:]

    init(_ text: String) {
        self.text = text
        scalars = Array(text.unicodeScalars)
        var starts = [0]
        var offset = 0
        for character in text {
            offset += character.unicodeScalars.count
            starts.append(offset)
        }
        characterStarts = starts
    }

    /// The number of code points.
    var count: Int { scalars.count }

    /// The code-point offset where Character `index` starts (clamped to the text).
    func scalarOffset(ofCharacter index: Int) -> Int {
        characterStarts[min(max(index, 0), characterStarts.count - 1)]
    }

    /// The Character containing code point `offset` (clamped; the end maps to the Character count).
    func characterIndex(ofScalar offset: Int) -> Int {
        let clamped = min(max(offset, 0), count)
        var low = 0
        var high = characterStarts.count - 1
        while low < high {  // the last start ≤ clamped
            let middle = (low + high + 1) / 2
            if characterStarts[middle] <= clamped { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// A Character range as code points.
    func scalarRange(ofCharacters range: Range<Int>) -> Range<Int> {
        scalarOffset(ofCharacter: range.lowerBound)..<scalarOffset(ofCharacter: range.upperBound)
    }

    /// A code-point range (clamped, either order) as Characters.
    func characterRange(ofScalars start: Int, _ end: Int) -> Range<Int> {
        let lower = characterIndex(ofScalar: min(start, end))
        let upper = characterIndex(ofScalar: max(start, end))
        return lower..<upper
    }

    /// The text between two code-point offsets (clamped; -1 as the end means the text's end).
    func substring(_ start: Int, _ end: Int) -> String {
        let upper = end < 0 ? count : min(max(end, 0), count)
        let lower = min(max(start, 0), upper)
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars[lower..<upper])
        return String(result)
    }

    // MARK: Units

    /// AT-SPI's text units: characters, words, sentences, lines and paragraphs.
    enum Unit {
        case character, word, sentence, line

        /// From `GetStringAtOffset`'s granularity (`AtspiTextGranularity`).
        init?(granularity: Int) {
            switch granularity {
            case 0: self = .character
            case 1: self = .word
            case 2: self = .sentence
            case 3, 4: self = .line  // a paragraph is a line of a field or a newline-ended line of a text view
            default: return nil
            }
        }

        /// From `GetTextAtOffset`'s boundary type (`AtspiTextBoundaryType`): the start and end
        /// variants of a unit give the same segments here.
        init?(boundary: Int) {
            switch boundary {
            case 0: self = .character
            case 1, 2: self = .word
            case 3, 4: self = .sentence
            case 5, 6: self = .line
            default: return nil
            }
        }
    }

    /// The text cut into `unit`s, as code-point ranges that cover it: a word runs to the next
    /// word's start, a sentence to the next sentence's, a line through its newline.
    func segments(_ unit: Unit) -> [Range<Int>] {
        if let cached = segmentCache[unit] { return cached }
        let found = findSegments(unit)
        segmentCache[unit] = found
        return found
    }

    private func findSegments(_ unit: Unit) -> [Range<Int>] {
        guard count > 0 else { return [] }
        switch unit {
        case .character:
            return zip(characterStarts, characterStarts.dropFirst()).map { $0..<$1 }
        case .line:
            var result: [Range<Int>] = []
            var start = 0
            for (offset, scalar) in scalars.enumerated() where scalar == "\n" {
                result.append(start..<(offset + 1))
                start = offset + 1
            }
            if start < count { result.append(start..<count) }
            return result
        case .word:
            return runs { previous, current in
                Self.isWordCharacter(current)
                    && (!Self.isWordCharacter(previous) || Self.isIdeograph(current) || Self.isIdeograph(previous))
            }
        case .sentence:
            return runs { previous, current in Self.endsSentence(previous) && !current.isWhitespace }
        }
    }

    /// Segments that start at the first Character and at every Character where `startsSegment`
    /// (given the Character before) is true, as code-point ranges.
    private func runs(_ startsSegment: (Character, Character) -> Bool) -> [Range<Int>] {
        var starts = [0]
        var previous: Character?
        for (index, character) in text.enumerated() {
            if let previous, startsSegment(previous, character) { starts.append(characterStarts[index]) }
            previous = character
        }
        return zip(starts, starts.dropFirst() + [count]).map { $0..<$1 }
    }

    /// Letters and digits make words; a CJK ideograph is a word of its own.
    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber
    }

    private static func isIdeograph(_ character: Character) -> Bool {
        character.unicodeScalars.first?.properties.isIdeographic ?? false
    }

    /// Sentence-ending punctuation, Western and CJK.
    private static func endsSentence(_ character: Character) -> Bool {
        ".!?。！？".contains(character)
    }

    /// The segment of `unit` at, before or after the one containing `offset` (the last one at the
    /// end): its text and range ("" and an empty range when there is none).
    /// - Complexity: O(n) the first time per unit, then O(log n + segment).
    func segment(_ unit: Unit, at offset: Int, shift: Int) -> (text: String, range: Range<Int>) {
        let all = segments(unit)
        guard !all.isEmpty else { return ("", 0..<0) }
        let clamped = min(max(offset, 0), count)
        var low = 0
        var high = all.count - 1  // the last segment starting at or before `clamped`
        while low < high {
            let middle = (low + high + 1) / 2
            if all[middle].lowerBound <= clamped { low = middle } else { high = middle - 1 }
        }
        let index = low
        let target = index + shift
        guard all.indices.contains(target) else { return ("", clamped..<clamped) }
        let range = all[target]
        return (substring(range.lowerBound, range.upperBound), range)
    }
}
