import Foundation

/// The text and selection of an editable text control, and every edit a user can make to them —
/// the one place `UITextField` and `UITextView` keep their editing rules.
///
/// Positions are offsets in `Character`s (grapheme clusters), from 0 to `count`: every position
/// is between two whole characters, so no edit or movement can split an emoji ZWJ sequence, a
/// flag, a CR LF pair or a letter with its combining marks. The selection has a fixed end
/// (`anchor`) and a moving end (`caret`); Shift+arrows move the caret and keep the anchor.
///
/// Text a user types or pastes goes through `proposedEdit(replacing:with:)` first, which cleans
/// it (see `sanitized(_:singleLine:)`) and cuts it to `maximumLength`; the owner may veto the edit
/// before it calls `apply(_:)`.
///
/// For example:
/// ```swift
/// var model = TextEditingModel(text: "hello", isSingleLine: true)
/// model.moveCaret(to: 5, extendingSelection: false)
/// if let edit = model.proposedEdit(replacing: model.selectedRange, with: " 世界") { model.apply(edit) }
/// model.text            // "hello 世界"
/// model.selectedRange   // 8..<8
/// ```
struct TextEditingModel: Hashable, Sendable {
    /// A replacement the model can apply: `range` (Characters of the current text) becomes
    /// `replacement`, already cleaned and cut to the length limit.
    struct Edit: Hashable, Sendable {
        var range: Range<Int>
        var replacement: String
        /// The end of the cleaned input that did not fit `maximumLength` ("" when all of it fits).
        var droppedText = ""
    }

    /// The text being edited.
    private(set) var text: String
    /// `text.count`, kept so positions clamp in O(1).
    private(set) var count: Int
    /// The fixed end of the selection, in Characters.
    private(set) var anchor: Int
    /// The moving end of the selection, where the caret shows when nothing is selected.
    private(set) var caret: Int
    /// True for a single-line field: line breaks typed or pasted become spaces.
    var isSingleLine: Bool
    /// The most Characters user edits may produce; nil for no limit. Text set in code is kept
    /// whole (as `UITextField` does).
    var maximumLength: Int?

    init(text: String = "", isSingleLine: Bool, maximumLength: Int? = nil) {
        let cleaned = Self.sanitized(text, singleLine: isSingleLine)
        self.text = cleaned
        self.count = cleaned.count
        self.anchor = count
        self.caret = count
        self.isSingleLine = isSingleLine
        self.maximumLength = maximumLength
    }

    /// The selected Characters, lower to upper; empty when only a caret shows.
    var selectedRange: Range<Int> { min(anchor, caret)..<max(anchor, caret) }

    /// The selected text ("" for a caret).
    var selectedText: String { substring(selectedRange) }

    // MARK: Setting text and selection in code

    /// Replaces the whole text (cleaned like typed text, never cut to `maximumLength`), keeping
    /// the selection where it still fits.
    mutating func setText(_ newText: String) {
        text = Self.sanitized(newText, singleLine: isSingleLine)
        count = text.count
        anchor = min(anchor, count)
        caret = min(caret, count)
    }

    /// Selects `range`, clamped to the text; the caret goes to its upper end.
    mutating func select(_ range: Range<Int>) {
        anchor = clamped(range.lowerBound)
        caret = max(anchor, clamped(range.upperBound))
    }

    /// Moves the caret to `index` (clamped); with `extendingSelection` the anchor stays, otherwise
    /// the selection collapses there.
    mutating func moveCaret(to index: Int, extendingSelection: Bool) {
        caret = clamped(index)
        if !extendingSelection { anchor = caret }
    }

    /// Sets both ends of the selection (clamped): `anchor` stays fixed, `caret` moves.
    mutating func select(anchor newAnchor: Int, caret newCaret: Int) {
        anchor = clamped(newAnchor)
        caret = clamped(newCaret)
    }

    /// Selects everything, the caret at the end.
    mutating func selectAll() {
        anchor = 0
        caret = count
    }

    // MARK: Edits

    /// The edit that typing or pasting `input` over `range` makes: `input` cleaned for this kind
    /// of field and cut (at Character boundaries) so the text stays within `maximumLength`; what
    /// was cut off is the edit's `droppedText`. Returns nil when nothing would change and nothing
    /// was dropped (empty input over an empty range); with no room left the edit replaces an empty
    /// range with "" and drops all of the input.
    /// - Complexity: O(input + text); the input beyond the room left is only copied, not counted.
    func proposedEdit(replacing range: Range<Int>, with input: String) -> Edit? {
        let range = clamped(range)
        var replacement = Self.sanitized(input, singleLine: isSingleLine)
        var dropped = ""
        if let maximumLength {
            (replacement, dropped) = fitted(replacement, replacing: range, limit: maximumLength)
        }
        guard !(range.isEmpty && replacement.isEmpty && dropped.isEmpty) else { return nil }
        return Edit(range: range, replacement: replacement, droppedText: dropped)
    }

    /// Applies `edit`; the caret lands just after the inserted text, nothing selected.
    ///
    /// Inserted text may join a neighbour into one Character (a combining accent after "e", a
    /// ZWJ between two emoji); the caret then sits after the joined Character.
    mutating func apply(_ edit: Edit) {
        let range = clamped(edit.range)
        let lower = stringIndex(range.lowerBound)
        let upper = stringIndex(range.upperBound)
        let head = String(text[..<lower]) + edit.replacement
        text = head + String(text[upper...])
        count = text.count
        caret = min(head.count, count)
        anchor = caret
    }

    /// The Characters a Backspace removes: the selection, or the Character (or with `byWord` the
    /// word and the spaces) before the caret. Empty when there is nothing to remove.
    func rangeForBackspace(byWord: Bool) -> Range<Int> {
        guard selectedRange.isEmpty else { return selectedRange }
        let start = byWord ? wordBoundary(before: caret) : max(caret - 1, 0)
        return start..<caret
    }

    /// The Characters a forward Delete removes: the selection, or the Character (or word) after
    /// the caret.
    func rangeForDeleteForward(byWord: Bool) -> Range<Int> {
        guard selectedRange.isEmpty else { return selectedRange }
        let end = byWord ? wordBoundary(after: caret) : min(caret + 1, count)
        return caret..<end
    }

    // MARK: Movement by Character

    /// Where Left moves: one Character back, or to the selection's start when collapsing it.
    func positionMovingLeft(extendingSelection: Bool) -> Int {
        if !extendingSelection, !selectedRange.isEmpty { return selectedRange.lowerBound }
        return max(caret - 1, 0)
    }

    /// Where Right moves: one Character on, or to the selection's end when collapsing it.
    func positionMovingRight(extendingSelection: Bool) -> Int {
        if !extendingSelection, !selectedRange.isEmpty { return selectedRange.upperBound }
        return min(caret + 1, count)
    }

    // MARK: Indices

    /// `offset` clamped to 0…count.
    func clamped(_ offset: Int) -> Int { min(max(offset, 0), count) }

    func clamped(_ range: Range<Int>) -> Range<Int> {
        let lower = clamped(range.lowerBound)
        return lower..<max(lower, clamped(range.upperBound))
    }

    /// The `String.Index` of a Character offset (clamped).
    func stringIndex(_ offset: Int) -> String.Index {
        text.index(text.startIndex, offsetBy: clamped(offset))
    }

    /// The `String.Index` range of a Character range (clamped).
    func stringRange(_ range: Range<Int>) -> Range<String.Index> {
        let range = clamped(range)
        let lower = stringIndex(range.lowerBound)
        return lower..<text.index(lower, offsetBy: range.count)
    }

    /// The text of a Character range (clamped).
    /// `range` (Characters of `text`) as a UTF-16 `NSRange`, as UIKit's delegates take ranges.
    func utf16Range(_ range: Range<Int>) -> NSRange {
        NSRange(stringRange(clamped(range)), in: text)
    }

    /// The Characters that `range` (UTF-16 units of `text`) touches, clamped to the text: an end
    /// inside a Character takes all of it.
    func characterRange(_ range: NSRange) -> Range<Int> {
        let total = text.utf16.count
        let start = min(max(range.location, 0), total)
        let end = min(max(start, range.location + range.length), total)
        var lower = count
        var upper = count
        var offset = 0
        for (index, character) in text.enumerated() {
            let next = offset + character.utf16.count
            if lower == count, start < next { lower = index }
            if end <= offset {
                upper = index
                break
            }
            offset = next
        }
        return min(lower, upper)..<upper
    }

    func substring(_ range: Range<Int>) -> String {
        String(text[stringRange(range)])
    }

    /// `replacement` cut to its longest Character prefix that keeps the edited text within
    /// `limit` Characters, and the rest. Counting the joined text (not adding lengths) keeps marks
    /// that merge into a neighbour from being refused; only about `limit` Characters of
    /// `replacement` are ever counted, so a huge paste costs a copy, not a count.
    private func fitted(_ replacement: String, replacing range: Range<Int>, limit: Int) -> (
        kept: String, dropped: String
    ) {
        let room = max(0, limit - (count - range.count))
        // Up to one Character past the room: a first Character that joins the one before the
        // range adds nothing to the count, so at most one more fits.
        guard let end = replacement.index(replacement.startIndex, offsetBy: room + 1, limitedBy: replacement.endIndex)
        else { return (replacement, "") }
        let candidate = replacement[..<end]
        let head = text[..<stringIndex(range.lowerBound)]
        let tail = text[stringIndex(range.upperBound)...]
        func length(keeping prefixCount: Int) -> Int {
            (String(head) + String(candidate.prefix(prefixCount)) + String(tail)).count
        }
        let candidateCount = candidate.count
        var kept = min(candidateCount, room)
        while kept < candidateCount, length(keeping: kept + 1) <= limit { kept += 1 }
        while kept > 0, length(keeping: kept) > limit { kept -= 1 }
        let cut = replacement.index(replacement.startIndex, offsetBy: kept)
        return (String(replacement[..<cut]), String(replacement[cut...]))
    }
}
