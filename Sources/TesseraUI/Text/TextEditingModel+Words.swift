extension TextEditingModel {
    /// What a Character is for word selection and word-wise movement.
    enum CharacterClass: Hashable, Sendable {
        /// Spaces, tabs and line breaks.
        case whitespace
        /// Letters, digits, marks and underscore in alphabetic scripts.
        case word
        /// Han, kana and other ideographs: a run of them counts as one word (no dictionary).
        case ideograph
        /// Emoji, punctuation and symbols; a run of them counts as one word.
        case other

        init(_ character: Character) {
            if character.isWhitespace || character.isNewline {
                self = .whitespace
            } else if let scalar = character.unicodeScalars.first,
                scalar.properties.isIdeographic
                    || (0x3040...0x30FF).contains(scalar.value)
            {
                self = .ideograph
            } else if character.isLetter || character.isNumber || character == "_" {
                self = .word
            } else {
                self = .other
            }
        }

        var isWordLike: Bool { self != .whitespace }
    }

    /// The word, run of spaces or run of symbols at `index` (the Character after it; at the end
    /// of the text, the one before), as a double click selects it. Empty for empty text.
    ///
    /// For example, in "hello, 世界 world" index 2 gives 0..<5 ("hello") and index 7 gives
    /// 7..<9 ("世界").
    func wordRange(at index: Int) -> Range<Int> {
        guard count > 0 else { return 0..<0 }
        let characters = Array(text)
        let position = min(clamped(index), count - 1)
        let kind = CharacterClass(characters[position])
        var lower = position
        while lower > 0, CharacterClass(characters[lower - 1]) == kind { lower -= 1 }
        var upper = position + 1
        while upper < count, CharacterClass(characters[upper]) == kind { upper += 1 }
        return lower..<upper
    }

    /// The start of the word before `index`: spaces are skipped, then the word (Option/UIControl +
    /// Left, and UIControl + Backspace).
    func wordBoundary(before index: Int) -> Int {
        let characters = Array(text)
        var position = clamped(index)
        while position > 0, !CharacterClass(characters[position - 1]).isWordLike { position -= 1 }
        guard position > 0 else { return 0 }
        let kind = CharacterClass(characters[position - 1])
        while position > 0, CharacterClass(characters[position - 1]) == kind { position -= 1 }
        return position
    }

    /// The end of the word after `index`: spaces are skipped, then the word (Option/UIControl +
    /// Right, and UIControl + Delete).
    func wordBoundary(after index: Int) -> Int {
        let characters = Array(text)
        var position = clamped(index)
        while position < count, !CharacterClass(characters[position]).isWordLike { position += 1 }
        guard position < count else { return count }
        let kind = CharacterClass(characters[position])
        while position < count, CharacterClass(characters[position]) == kind { position += 1 }
        return position
    }

    /// The paragraph (text between line breaks) around `index`, without its line break — what a
    /// triple click selects in a multi-line view.
    func paragraphRange(at index: Int) -> Range<Int> {
        let characters = Array(text)
        let position = clamped(index)
        var lower = position
        while lower > 0, !characters[lower - 1].isNewline { lower -= 1 }
        var upper = position
        while upper < count, !characters[upper].isNewline { upper += 1 }
        return lower..<upper
    }

    // MARK: Cleaning input

    /// `input` made safe to insert.
    ///
    /// - NUL and the other C0/C1 control characters are removed (a tab becomes a space in a
    ///   single-line field, and stays in a multi-line one).
    /// - Line breaks (LF, CR, CR LF, NEL, U+2028, U+2029) become one space each in a single-line
    ///   field, and one LF each in a multi-line one.
    /// - Everything else — combining marks, ZWJ sequences, variation selectors, any script — is
    ///   kept as given; Swift's String already holds only valid Unicode.
    ///
    /// For example, `sanitized("a\u{0}b\r\nc", singleLine: true)` is "ab c".
    static func sanitized(_ input: String, singleLine: Bool) -> String {
        var result = String.UnicodeScalarView()
        var previousWasCarriageReturn = false
        for scalar in input.unicodeScalars {
            defer { previousWasCarriageReturn = scalar == "\r" }
            switch scalar {
            case "\n" where previousWasCarriageReturn:
                continue
            case "\n", "\r", "\u{85}", "\u{2028}", "\u{2029}":
                result.append(singleLine ? " " : "\n")
            case "\t":
                result.append(singleLine ? " " : "\t")
            case _ where scalar.properties.generalCategory == .control:
                continue
            default:
                result.append(scalar)
            }
        }
        return String(result)
    }
}
