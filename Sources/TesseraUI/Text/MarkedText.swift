/// An input method's pre-edit (composition) text in an editing view: shown inline, underlined,
/// in place of the selection, but not yet part of the view's `text` (UIKit's marked text).
///
/// Positions are `Character` offsets. `selectedRange` is the input method's cursor or selection
/// within `text` (an empty range is a cursor), clamped to `0…text.count`.
///
/// For example, typing pinyin "nih" with the cursor at its end:
/// ```swift
/// MarkedText("nih", selectedRange: 3..<3)
/// ```
struct MarkedText: Hashable, Sendable {
    /// The pre-edit string, never empty (an empty pre-edit removes the marked text).
    var text: String
    /// The input method's cursor or selection within `text`, in Characters.
    var selectedRange: Range<Int>
    /// `text.count`.
    var count: Int

    init(_ text: String, selectedRange: Range<Int>) {
        self.text = text
        count = text.count
        let lower = min(max(0, selectedRange.lowerBound), count)
        let upper = min(max(lower, selectedRange.upperBound), count)
        self.selectedRange = lower..<upper
    }

    /// `base` with `range` (Characters of `base`) replaced by the pre-edit string.
    func splice(into base: String, replacing range: Range<Int>) -> String {
        let start = base.index(base.startIndex, offsetBy: range.lowerBound)
        let end = base.index(start, offsetBy: range.count)
        var result = base
        result.replaceSubrange(start..<end, with: text)
        return result
    }
}
