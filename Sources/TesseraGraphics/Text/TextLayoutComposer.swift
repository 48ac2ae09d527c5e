import CPangoCairo
import Foundation

/// One visible line: Pango's line object and where it sits in the layout.
struct PlacedLine {
    /// Owned by the `ComposedText` that made it; valid only while that value lives.
    let line: UnsafeMutablePointer<PangoLayoutLine>
    let rect: CGRect
    let baseline: CGFloat
    let characterRange: Range<Int>
    let displayedText: String
    let unknownGlyphCount: Int
    /// Each glyph run's text and the family of the font that shapes it, in logical order.
    let fontRuns: [(text: String, family: String)]
    /// Whether the line starts a paragraph (the text's start or after a line break).
    let isParagraphStart: Bool

    /// The line moved by `dx`, `dy` points.
    func offsetBy(dx: CGFloat, dy: CGFloat) -> PlacedLine {
        PlacedLine(
            line: line, rect: rect.offsetBy(dx: dx, dy: dy), baseline: baseline + dy, characterRange: characterRange,
            displayedText: displayedText, unknownGlyphCount: unknownGlyphCount, fontRuns: fontRuns,
            isParagraphStart: isParagraphStart)
    }
}

/// Text laid out by Pango with the line limit applied: the main layout, and for truncating
/// line-break modes a second one-line layout holding the ellipsized last line.
///
/// Pango's own line limit (a negative height) counts lines per paragraph, so for text with line
/// breaks it would show too many lines; composing two layouts keeps `numberOfLines` a limit on the
/// whole text. The truncated last line holds, for tail truncation, the rest of its paragraph
/// ended by "…" (when more text follows); for head and middle truncation, the rest of the text
/// with line breaks turned into spaces, so the end of the text stays visible.
struct ComposedText: ~Copyable {
    let main: PangoLayoutHandle
    let truncatedLine: PangoLayoutHandle?
    let lines: [PlacedLine]
    let isTruncated: Bool
    /// The width the lines use, in points: the widest line with its indents.
    let usedWidth: CGFloat

    /// Lays out `source` for `width` points (nil: no limit) and `style`.
    init(
        _ source: TextLayoutSource, width: CGFloat?, style: ParagraphStyle, appearance: UIUserInterfaceStyle,
        context: OpaquePointer, builder: TextLayoutBuilder
    ) {
        let main = builder.makeLayout(source, context: context, width: width, style: style, appearance: appearance)
        let all = Self.lines(of: main.layout, source: source)
        let limit = style.numberOfLines
        var visible: [PlacedLine]
        var truncatedLine: PangoLayoutHandle? = nil
        var isTruncated = false
        if limit == 0 || all.count <= limit {
            visible = all
        } else if let mode = TextLayoutBuilder.ellipsizeMode(style.lineBreakMode) {
            let lastKept = all[limit - 1]
            let startByte = Int(lastKept.line.pointee.start_index)
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
                    characterRange: lastKept.characterRange.lowerBound..<source.characterCount,
                    displayedText: tailLine.displayedText, unknownGlyphCount: tailLine.unknownGlyphCount,
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
        self.main = main
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
    private static func lines(of layout: OpaquePointer, source: TextLayoutSource) -> [PlacedLine] {
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
                displayedText: runs.displayedText(lineBytes: start..<(start + Int(line.pointee.length))),
                unknownGlyphCount: runs.unknownGlyphCount,
                fontRuns: runs.fontRuns,
                isParagraphStart: pango_layout_line_is_paragraph_start(line) != 0)
        }
    }
}
