import CPangoCairo

/// What one Pango line is made of: its glyph runs in logical order, whether each is the ellipsis
/// Pango inserted, how many glyphs no font could draw, and which font family shaped each run.
struct LineRuns {
    private struct Run {
        var bytes: Range<Int>
        var isEllipsis: Bool
        var family: String
        var unknownGlyphs: Int
        /// The glyphs' advances in Pango units.
        var advance: Int64
    }

    /// Pango marks glyphs no font has with this bit (`PANGO_GLYPH_UNKNOWN_FLAG`); they draw as
    /// hex boxes.
    private static let unknownGlyphFlag: UInt32 = 0x1000_0000
    /// `PANGO_ANALYSIS_FLAG_IS_ELLIPSIS`: the run is the ellipsis standing for removed text.
    private static let ellipsisFlag: UInt8 = 1 << 1

    private let runs: [Run]
    private let source: TextLayoutSource

    init(line: UnsafeMutablePointer<PangoLayoutLine>, source: TextLayoutSource) {
        var runs: [Run] = []
        var node = line.pointee.runs
        while let current = node {
            defer { node = current.pointee.next }
            guard let glyphItem = current.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
                let item = glyphItem.pointee.item
            else { continue }
            let offset = Int(item.pointee.offset)
            var unknown = 0
            var advance: Int64 = 0
            if let glyphs = glyphItem.pointee.glyphs {
                for index in 0..<Int(glyphs.pointee.num_glyphs) {
                    let glyph = glyphs.pointee.glyphs[index]
                    if glyph.glyph & Self.unknownGlyphFlag != 0 { unknown += 1 }
                    advance += Int64(glyph.geometry.width)
                }
            }
            runs.append(
                Run(
                    bytes: offset..<(offset + Int(item.pointee.length)),
                    isEllipsis: item.pointee.analysis.flags & Self.ellipsisFlag != 0,
                    family: Self.family(of: item.pointee.analysis.font),
                    unknownGlyphs: unknown, advance: advance))
        }
        self.runs = runs.sorted { $0.bytes.lowerBound < $1.bytes.lowerBound }
        self.source = source
    }

    var unknownGlyphCount: Int { runs.reduce(0) { $0 + $1.unknownGlyphs } }

    /// The line's width in Pango units, summed in 64 bits: Pango's own extents are 32-bit and wrap
    /// around past 2,097,151 points (a one-line label of about 230 000 characters at 17 pt).
    var advance: Int64 { runs.reduce(0) { $0 + $1.advance } }

    /// Each run's text ("…" for the ellipsis) and the family of its font.
    var fontRuns: [(text: String, family: String)] {
        runs.map { ($0.isEllipsis ? "…" : source.string(bytes: $0.bytes), $0.family) }
    }

    /// The line as shown: its bytes, with the ellipsized stretch replaced by "…".
    func displayedText(lineBytes: Range<Int>) -> String {
        guard runs.contains(where: \.isEllipsis) else { return source.string(bytes: lineBytes) }
        return runs.map { $0.isEllipsis ? "…" : source.string(bytes: $0.bytes) }.joined()
    }

    private static func family(of font: UnsafeMutablePointer<PangoFont>?) -> String {
        guard let font, let description = pango_font_describe(font) else { return "" }
        defer { pango_font_description_free(description) }
        return pango_font_description_get_family(description).map { String(cString: $0) } ?? ""
    }
}
