import CPangoCairo
import Foundation

/// One visible line: Pango's line object and where it sits in the layout.
struct PlacedLine {
    /// Owned by the `ComposedText` that made it; valid only while that value lives.
    let line: UnsafeMutablePointer<PangoLayoutLine>
    let rect: CGRect
    let baseline: CGFloat
    let characterRange: Range<Int>
    /// The UTF-8 offset in the text where the line starts.
    let startByte: Int
    let displayedText: String
    let unknownGlyphCount: Int
    /// Each glyph run's text and the family of the font that shapes it, in logical order.
    let fontRuns: [(text: String, family: String)]
    /// Whether the line starts a paragraph (the text's start or after a line break).
    let isParagraphStart: Bool

    /// The line moved by `dx`, `dy` points.
    func offsetBy(dx: CGFloat, dy: CGFloat) -> PlacedLine {
        moved(dx: dx, dy: dy, characters: 0, bytes: 0)
    }

    /// The line moved by `dx`, `dy` points, its characters and bytes counted `characters` and
    /// `bytes` further (a paragraph's line placed in its text).
    func moved(dx: CGFloat = 0, dy: CGFloat, characters: Int, bytes: Int, upperCharacter: Int? = nil) -> PlacedLine {
        PlacedLine(
            line: line, rect: rect.offsetBy(dx: dx, dy: dy), baseline: baseline + dy,
            characterRange: (characterRange.lowerBound + characters)..<(upperCharacter ?? characterRange.upperBound
                + characters),
            startByte: startByte + bytes, displayedText: displayedText, unknownGlyphCount: unknownGlyphCount,
            fontRuns: fontRuns, isParagraphStart: isParagraphStart)
    }
}

/// Text laid out by Pango with the line limit applied: one layout per paragraph, stacked, and for
/// truncating line-break modes a one-line layout holding the ellipsized last line.
///
/// Each paragraph (text between Pango's paragraph delimiters) is its own layout, cached by the
/// engine, so editing one paragraph of a long text shapes that paragraph again and no other, and a
/// line limit stops the work once the limit is passed. Paragraphs stack as Pango stacks them in
/// one layout: the next paragraph's first line `lineSpacing` below the last one's bottom.
///
/// Pango's own line limit (a negative height) counts lines per paragraph, so for text with line
/// breaks it would show too many lines; composing two layouts keeps `numberOfLines` a limit on the
/// whole text. The truncated last line holds, for tail truncation, the rest of its paragraph
/// ended by "…" (when more text follows); for head and middle truncation, the rest of the text
/// with line breaks turned into spaces, so the end of the text stays visible.
struct ComposedText: ~Copyable {
    /// The paragraphs laid out (all of them, or those up to the line limit); they own the lines.
    let paragraphs: [ParagraphLayout]
    let truncatedLine: PangoLayoutHandle?
    let lines: [PlacedLine]
    let isTruncated: Bool
    /// The width the lines use, in points: the widest line with its indents.
    let usedWidth: CGFloat

    /// Lays out `source` for `width` points (nil: no limit) and `style`; `paragraphLayout` gives the
    /// layout of the paragraph at a byte range of `source` (from the engine's cache).
    init(
        _ source: TextLayoutSource, width: CGFloat?, style: ParagraphStyle, appearance: UIUserInterfaceStyle,
        context: OpaquePointer, builder: TextLayoutBuilder, paragraphLayout: (Range<Int>) -> ParagraphLayout
    ) {
        let limit = style.numberOfLines
        let (paragraphs, all) = Self.stackedLines(source, style: style, limit: limit, paragraphLayout: paragraphLayout)
        var visible: [PlacedLine]
        var truncatedLine: PangoLayoutHandle? = nil
        var isTruncated = false
        if limit == 0 || all.count <= limit {
            visible = all
        } else if let mode = TextLayoutBuilder.ellipsizeMode(style.lineBreakMode) {
            let lastKept = all[limit - 1]
            let startByte = lastKept.startByte
            let rest: TextLayoutSource
            var hasEllipsis = false
            if style.lineBreakMode == .byTruncatingTail {
                (rest, hasEllipsis) = source.paragraphRemainder(fromByte: startByte)
            } else {
                rest = source.remainder(fromByte: startByte)
            }
            let tail = builder.makeLayout(
                rest, context: context, width: width, style: style, appearance: appearance, ellipsize: mode)
            isTruncated = hasEllipsis || pango_layout_is_ellipsized(tail.layout) != 0
            let tailLine = Self.lines(of: tail.layout, source: rest)[0]
            visible = Array(all.prefix(limit - 1))
            visible.append(
                PlacedLine(
                    line: tailLine.line,
                    rect: tailLine.rect.offsetBy(dx: 0, dy: lastKept.rect.minY),
                    baseline: tailLine.baseline + lastKept.rect.minY,
                    characterRange: lastKept.characterRange
                        .lowerBound..<(lastKept.characterRange.lowerBound
                        + String(decoding: source.bytes[startByte...], as: UTF8.self).count),
                    startByte: startByte, displayedText: tailLine.displayedText,
                    unknownGlyphCount: tailLine.unknownGlyphCount,
                    fontRuns: tailLine.fontRuns, isParagraphStart: lastKept.isParagraphStart))
            truncatedLine = .some(consume tail)
        } else {
            visible = Array(all.prefix(limit))
            isTruncated = true
        }
        if width == nil { visible = Self.aligned(visible, style: style) }
        visible = Self.placed(visible, width: width, style: style)
        let widest = visible.map { $0.rect.width + Self.firstLineIndent(of: $0, style: style) }.max()
        self.usedWidth = widest.map { $0 + max(0, style.headIndent) } ?? 0
        self.paragraphs = paragraphs
        self.truncatedLine = truncatedLine
        self.lines = visible
        self.isTruncated = isTruncated
    }

    /// The public value: size, lines and baselines in points.
    var textLayout: TextLayout {
        let height = lines.last?.rect.maxY ?? 0
        return TextLayout(
            size: CGSize(width: usedWidth, height: height),
            lines: lines.map {
                TextLayout.Line(
                    rect: $0.rect, baseline: $0.baseline, characterRange: $0.characterRange,
                    displayedText: $0.displayedText)
            },
            isTruncated: isTruncated,
            unknownGlyphCount: lines.reduce(0) { $0 + $1.unknownGlyphCount })
    }

    /// The lines of `source`'s paragraphs stacked, in the text's characters and bytes; with a line
    /// limit, only the paragraphs needed to pass it (so whether lines were dropped is known).
    /// Character ranges of consecutive lines touch: a paragraph's last line covers its delimiter.
    private static func stackedLines(
        _ source: TextLayoutSource, style: ParagraphStyle, limit: Int, paragraphLayout: (Range<Int>) -> ParagraphLayout
    ) -> (paragraphs: [ParagraphLayout], lines: [PlacedLine]) {
        let spacing = TextLayoutBuilder.points(TextLayoutBuilder.pangoUnits(style.lineSpacing))
        var paragraphs: [ParagraphLayout] = []
        var lines: [PlacedLine] = []
        var top: CGFloat = 0
        var character = 0
        for range in source.paragraphRanges() {
            if limit > 0, lines.count > limit { break }
            let paragraph = paragraphLayout(range)
            if !paragraphs.isEmpty {
                top += spacing
                character += 1  // the delimiter before this paragraph: one Character, CR LF included
                if let last = lines.popLast() {
                    lines.append(last.moved(dy: 0, characters: 0, bytes: 0, upperCharacter: character))
                }
            }
            paragraphs.append(paragraph)
            for line in paragraph.lines {
                lines.append(line.moved(dy: top, characters: character, bytes: range.lowerBound))
            }
            top += paragraph.height
            character += paragraph.characterCount
        }
        return (paragraphs, lines)
    }

    /// Without a width limit Pango aligns lines within the widest line of the whole text, dropped
    /// lines included; re-align the visible lines within the widest visible one (indent included).
    private static func aligned(_ lines: [PlacedLine], style: ParagraphStyle) -> [PlacedLine] {
        let factor = TextLayoutBuilder.alignmentFactor(style)
        let indents = lines.map { firstLineIndent(of: $0, style: style) }
        let width = zip(lines, indents).map { $0.rect.width + $1 }.max() ?? 0
        let indentOnLeft = style.layoutDirection == .leftToRight
        return zip(lines, indents).map { line, indent in
            let x = (width - line.rect.width - indent) * factor + (indentOnLeft ? indent : 0)
            return line.offsetBy(dx: x - line.rect.minX, dy: 0)
        }
    }

    /// How far Pango indents a line beyond the head indent: the first line of a paragraph by
    /// `firstLineHeadIndent − headIndent` when that is positive, the others by its opposite when
    /// it is negative (a hanging indent).
    private static func firstLineIndent(of line: PlacedLine, style: ParagraphStyle) -> CGFloat {
        let delta = style.firstLineHeadIndent - style.headIndent
        return line.isParagraphStart ? max(0, delta) : max(0, -delta)
    }

    /// Moves the lines into the box after the head indent, and each paragraph but the first down
    /// by the spacing after the one before it and before itself.
    private static func placed(_ lines: [PlacedLine], width: CGFloat?, style: ParagraphStyle) -> [PlacedLine] {
        let dx = TextLayoutBuilder.lineBoxOffset(width: width, style: style)
        let gap = style.paragraphSpacing + style.paragraphSpacingBefore
        guard dx != 0 || gap != 0 else { return lines }
        var dy: CGFloat = 0
        return lines.enumerated().map { index, line in
            if index > 0, line.isParagraphStart { dy += gap }
            return line.offsetBy(dx: dx, dy: dy)
        }
    }

    /// Every line of `layout`, with character ranges that run up to the next line's start.
    ///
    /// Pango's layout coordinates are 32-bit Pango units, which wrap around past 2,097,151 points, so
    /// positions are accumulated here in 64 bits from the (small) steps between lines, and a line's
    /// width is the sum of its glyphs' advances when Pango's would not fit.
    static func lines(of layout: OpaquePointer, source: TextLayoutSource) -> [PlacedLine] {
        guard let iterator = pango_layout_get_iter(layout) else { return [] }
        defer { pango_layout_iter_free(iterator) }
        var raw: [(line: UnsafeMutablePointer<PangoLayoutLine>, logical: PangoRectangle, baseline: Int32)] = []
        repeat {
            guard let line = pango_layout_iter_get_line_readonly(iterator) else { continue }
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            raw.append((line, logical, pango_layout_iter_get_baseline(iterator)))
        } while pango_layout_iter_next_line(iterator) != 0

        var top = Int64(raw.first?.logical.y ?? 0)
        return raw.indices.map { index in
            let (line, logical, baseline) = raw[index]
            if index > 0 { top += Int64(logical.y &- raw[index - 1].logical.y) }
            let start = Int(line.pointee.start_index)
            let end = index + 1 < raw.count ? Int(raw[index + 1].line.pointee.start_index) : source.bytes.count
            let runs = LineRuns(line: line, source: source)
            let advance = runs.advance
            let width = logical.width >= 0 && advance <= Int64(Int32.max) ? Int64(logical.width) : advance
            return PlacedLine(
                line: line,
                rect: CGRect(
                    x: TextLayoutBuilder.points(logical.x), y: TextLayoutBuilder.points(top),
                    width: TextLayoutBuilder.points(width), height: TextLayoutBuilder.points(logical.height)),
                baseline: TextLayoutBuilder.points(top + Int64(baseline &- logical.y)),
                characterRange: source.characterIndex(atByte: start)..<source.characterIndex(atByte: end),
                startByte: start,
                displayedText: runs.displayedText(lineBytes: start..<(start + Int(line.pointee.length))),
                unknownGlyphCount: runs.unknownGlyphCount,
                fontRuns: runs.fontRuns,
                isParagraphStart: pango_layout_line_is_paragraph_start(line) != 0)
        }
    }
}
