import Foundation
import TesseraGraphics

/// Where the Characters of laid-out text sit — caret positions, selection rectangles, the
/// Character under a point, the line above or below — for the text editing views.
///
/// Lines, their rectangles and their Character ranges come from `TextEngine.layout`. Positions
/// within a line are the widths of the line's prefixes laid out on their own, so kerning between
/// the two Characters either side of the caret is ignored (a fraction of a point). Prefixes are measured
/// lazily and remembered, so a caret or a hit test costs O(log n) layouts of one line, never a
/// layout per Character. Text is taken as left-to-right.
///
/// All coordinates are in points relative to the layout origin (its top-left corner). Positions
/// are Character offsets 0…count as in `TextEditingModel`.
@MainActor
final class TextGeometry {
    /// One line: its rectangle and baseline, and the Characters it covers (its line break
    /// included).
    struct Line: Hashable {
        var rect: CGRect
        var baseline: CGFloat
        var characterRange: Range<Int>
    }

    /// The engine's layout of the text.
    let layout: TextLayout
    /// The lines top to bottom; empty text has one empty line, so a caret always has a place.
    let lines: [Line]
    /// The number of Characters laid out.
    let count: Int
    /// The width limit the text was laid out for (nil: none).
    let layoutWidth: CGFloat?

    private let characters: [Character]
    private let attributes: TextAttributes
    /// Prefix widths already measured: `[line index: [offset in line: width]]`.
    private var prefixWidths: [Int: [Int: CGFloat]] = [:]

    /// Lays out `text` drawn with `attributes` within `width` (nil: one unlimited line per
    /// paragraph) and `style`.
    init(text: String, attributes: TextAttributes, width: CGFloat?, style: ParagraphStyle) {
        self.characters = Array(text)
        self.count = characters.count
        self.attributes = attributes
        self.layoutWidth = width
        let layout = TextEngine.shared.layout(AttributedText(text, attributes: attributes), width: width, style: style)
        self.layout = layout
        if layout.lines.isEmpty {
            let probe = TextEngine.shared.layout(
                AttributedText(" ", attributes: attributes), width: nil, style: ParagraphStyle(numberOfLines: 1))
            let height = probe.lines.first?.rect.height ?? attributes.font.pointSize * 1.2
            let factor = Self.alignmentFactor(style)
            let x = (width ?? 0) * factor
            lines = [
                Line(
                    rect: CGRect(x: x, y: 0, width: 0, height: height),
                    baseline: probe.firstBaseline, characterRange: 0..<0)
            ]
        } else {
            lines = layout.lines.map { Line(rect: $0.rect, baseline: $0.baseline, characterRange: $0.characterRange) }
        }
    }

    /// The used size of the text, in points; an empty text is one empty line tall.
    var size: CGSize {
        CGSize(width: lines.map(\.rect.width).max() ?? 0, height: lines.last?.rect.maxY ?? 0)
    }

    // MARK: Carets

    /// The line a caret at `index` shows on: the line whose range holds it, the next line at a
    /// boundary between two lines, the last line at the end of the text.
    func lineIndex(containing index: Int) -> Int {
        let index = min(max(index, 0), count)
        var low = 0
        var high = lines.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lines[middle].characterRange.lowerBound <= index { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The x of a caret at `index`, relative to the layout origin.
    func caretX(at index: Int) -> CGFloat {
        let lineIndex = lineIndex(containing: index)
        let line = lines[lineIndex]
        let offset = min(max(index, 0), count) - line.characterRange.lowerBound
        return line.rect.minX + prefixWidth(line: lineIndex, length: offset)
    }

    /// The caret at `index`: `width` points wide, as tall as its line, its left edge at the
    /// insertion point.
    func caretRect(at index: Int, width: CGFloat) -> CGRect {
        let line = lines[lineIndex(containing: index)]
        return CGRect(x: caretX(at: index), y: line.rect.minY, width: width, height: line.rect.height)
    }

    /// One rectangle per line the selection `range` touches, each as tall as its line. A line
    /// break inside the selection adds a space's width so a selected empty line shows.
    func selectionRects(for range: Range<Int>) -> [CGRect] {
        guard !range.isEmpty else { return [] }
        let first = lineIndex(containing: range.lowerBound)
        let last = lineIndex(containing: range.upperBound)
        return (first...last).compactMap { index -> CGRect? in
            let line = lines[index]
            let lower = max(range.lowerBound, line.characterRange.lowerBound)
            let upper = min(range.upperBound, line.characterRange.upperBound)
            guard lower < upper || (lower == upper && index == first && index == last) else { return nil }
            let start = line.rect.minX + prefixWidth(line: index, length: lower - line.characterRange.lowerBound)
            var end = line.rect.minX + prefixWidth(line: index, length: upper - line.characterRange.lowerBound)
            if upper == line.characterRange.upperBound, upper > lower, characters[upper - 1].isNewline {
                end += max(4, attributes.font.pointSize / 4)
            }
            return CGRect(x: start, y: line.rect.minY, width: max(0, end - start), height: line.rect.height)
        }
    }

    // MARK: Hit testing and vertical movement

    /// The caret position nearest `point`: the line whose band holds its y (the first or last
    /// line above or below the text), then the nearest Character boundary on that line.
    func index(at point: CGPoint) -> Int {
        var lineIndex = lines.count - 1
        for (index, line) in lines.enumerated() where point.y < line.rect.maxY {
            lineIndex = index
            break
        }
        return index(nearestX: point.x, onLine: lineIndex)
    }

    /// The caret position on line `lineIndex` nearest `x`. A line that wraps or ends in a line
    /// break cannot take the caret after its last Character (that position shows on the next
    /// line), so the nearest is taken among the others.
    func index(nearestX x: CGFloat, onLine lineIndex: Int) -> Int {
        let line = lines[lineIndex]
        let range = line.characterRange
        let isLast = lineIndex == lines.count - 1
        let lastOffset = max(0, range.count - (isLast ? 0 : 1))
        let target = x - line.rect.minX
        // Largest offset whose prefix is not wider than the target (prefix widths only grow).
        var low = 0
        var high = lastOffset
        while low < high {
            let middle = (low + high + 1) / 2
            if prefixWidth(line: lineIndex, length: middle) <= target { low = middle } else { high = middle - 1 }
        }
        if low < lastOffset {
            let before = prefixWidth(line: lineIndex, length: low)
            let after = prefixWidth(line: lineIndex, length: low + 1)
            if after - target < target - before { low += 1 }
        }
        return range.lowerBound + low
    }

    /// Where Up (`lines: -1`) or Down (`+1`) takes a caret at `index`, keeping the x position
    /// `goalX`. Above the first line goes to 0, below the last to the end.
    func index(movingVerticallyFrom index: Int, lines delta: Int, goalX: CGFloat) -> Int {
        let target = lineIndex(containing: index) + delta
        if target < 0 { return 0 }
        if target >= lines.count { return count }
        return self.index(nearestX: goalX, onLine: target)
    }

    /// The start and the end (before its line break or wrapping space) of the line a caret at
    /// `index` shows on — where Home and End go in a multi-line view.
    func lineBoundaries(at index: Int) -> (start: Int, end: Int) {
        let lineIndex = lineIndex(containing: index)
        let range = lines[lineIndex].characterRange
        let isLast = lineIndex == lines.count - 1
        return (range.lowerBound, isLast ? range.upperBound : max(range.lowerBound, range.upperBound - 1))
    }

    // MARK: Measuring

    /// The advance of the first `length` Characters of line `lineIndex` (a line break counts as
    /// nothing), measured once.
    private func prefixWidth(line lineIndex: Int, length: Int) -> CGFloat {
        guard length > 0 else { return 0 }
        if let known = prefixWidths[lineIndex]?[length] { return known }
        let range = lines[lineIndex].characterRange
        let end = min(range.lowerBound + length, count)
        var prefix = String(characters[range.lowerBound..<end])
        if prefix.last?.isNewline == true { prefix.removeLast() }
        let width = TextEngine.shared.size(
            of: AttributedText(prefix, attributes: attributes), width: nil,
            style: ParagraphStyle(alignment: .left, lineBreakMode: .byClipping, numberOfLines: 1)
        ).width
        prefixWidths[lineIndex, default: [:]][length] = width
        return width
    }

    /// Where `style` puts a line within the width: 0 left, 0.5 centre, 1 right.
    static func alignmentFactor(_ style: ParagraphStyle) -> CGFloat {
        switch style.alignment {
        case .center: 0.5
        case .right: 1
        case .left: 0
        case .natural, .justified: style.layoutDirection == .rightToLeft ? 1 : 0
        }
    }
}
