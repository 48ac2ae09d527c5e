import CPangoCairo
import Foundation

/// What the text engine knows about fonts beyond laying text out: the installed faces and a font's
/// vertical metrics.
extension TextEngine {
    /// The families of the installed faces, sorted (no generic names such as "Sans").
    var installedFamilies: [String] {
        Array(Set(faces.map(\.family))).sorted()
    }

    /// The installed face whose PostScript name is `name` (case-insensitive), if any.
    func face(postScriptName name: String) -> FontFace? {
        faces.first { $0.postScriptName.caseInsensitiveCompare(name) == .orderedSame }
    }

    /// The installed family spelled as fontconfig spells it, matching `name` case-insensitively.
    func installedFamily(named name: String) -> String? {
        faces.first { $0.family.caseInsensitiveCompare(name) == .orderedSame }?.family
    }

    /// The vertical metrics of `font`, in points: ascender, descender and line height of a line of
    /// text as the engine lays it out, and the face's cap and x heights.
    ///
    /// - Complexity: one layout and one font load the first time a font is asked for; cached after.
    func lineMetrics(of font: UIFont) -> FontLineMetrics {
        let (metrics, unknownFamilies) = state.withLock { state -> (FontLineMetrics, [String]) in
            if let cached = state.lineMetricsCache[font] { return (cached, []) }
            let metrics = state.measureLineMetrics(of: font)
            if state.lineMetricsCache.count >= 256 { state.lineMetricsCache = [:] }
            state.lineMetricsCache[font] = metrics
            return (metrics, state.takeUnreportedFamilies())
        }
        report(unknownFamilies)
        return metrics
    }
}

extension TextEngineState {
    /// Measures `font`: a one-line layout of "H" gives the line box, and the face loaded through
    /// Pango gives the OS/2 heights through HarfBuzz (which measures the glyphs "H" and "x" when a
    /// font lacks them).
    mutating func measureLineMetrics(of font: UIFont) -> FontLineMetrics {
        let text = AttributedText("H", attributes: TextAttributes(font: font))
        let layout = compose(text, width: nil, style: ParagraphStyle(), appearance: .light).textLayout
        let ascender = layout.firstBaseline
        let lineHeight = layout.size.height

        let family = resolvedFamily(font.familyName)
        let description = TextLayoutBuilder { _ in family }.fontDescription(for: font)
        defer { pango_font_description_free(description) }
        var capHeight = ascender
        var xHeight = ascender / 2
        if let pangoFont = pango_context_load_font(catalog.context(for: .leftToRight), description) {
            defer { g_object_unref(UnsafeMutableRawPointer(pangoFont)) }
            if let harfBuzzFont = pango_font_get_hb_font(pangoFont) {
                var xScale: Int32 = 0
                var yScale: Int32 = 0
                hb_font_get_scale(harfBuzzFont, &xScale, &yScale)
                func height(_ tag: hb_ot_metrics_tag_t) -> CGFloat? {
                    var position: hb_position_t = 0
                    hb_ot_metrics_get_position_with_fallback(harfBuzzFont, tag, &position)
                    guard yScale != 0 else { return nil }
                    return CGFloat(position) / CGFloat(yScale) * font.pointSize
                }
                capHeight = height(HB_OT_METRICS_TAG_CAP_HEIGHT) ?? capHeight
                xHeight = height(HB_OT_METRICS_TAG_X_HEIGHT) ?? xHeight
            }
        }
        return FontLineMetrics(
            ascender: ascender, descender: ascender - lineHeight, lineHeight: lineHeight, capHeight: capHeight,
            xHeight: xHeight)
    }
}
