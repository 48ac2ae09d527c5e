import CPangoCairo
import Foundation

/// Owns one `PangoLayout` and releases it when dropped.
struct PangoLayoutHandle: ~Copyable {
    let layout: OpaquePointer

    init(context: OpaquePointer) {
        guard let layout = pango_layout_new(context) else {
            preconditionFailure("Pango could not allocate a layout")
        }
        self.layout = layout
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }
}

/// Turns `TextLayoutSource` plus a paragraph style into a configured `PangoLayout`: text,
/// attributes per run, width, wrapping, alignment, spacing and ellipsizing.
///
/// Units: Pango counts in 1/1024 of a point (`PANGO_SCALE`); everything that enters or leaves
/// this type is converted with `pangoUnits(_:)` / `points(_:)`.
struct TextLayoutBuilder {
    /// Pango units per point.
    static let scale: CGFloat = 1024

    /// Maps a requested family to one the font map has (the engine logs unknown ones).
    var resolveFamily: (String) -> String

    /// Points → Pango units, clamped to Int32's range (NaN → 0), so no input traps.
    static func pangoUnits(_ points: CGFloat) -> Int32 {
        let units = (points * scale).rounded()
        guard !units.isNaN else { return 0 }
        return Int32(min(max(units, CGFloat(Int32.min)), CGFloat(Int32.max)))
    }

    static func points(_ units: some BinaryInteger) -> CGFloat {
        CGFloat(units) / scale
    }

    /// A layout for `source`. `ellipsize` is `PANGO_ELLIPSIZE_NONE` except for the single
    /// truncated last line, which is also limited to one line. The style's line height limits
    /// scale `lineHeightFont` (default: the source's first font; a paragraph of a longer text
    /// passes the whole text's).
    func makeLayout(
        _ source: TextLayoutSource, context: OpaquePointer, width: CGFloat?, style: ParagraphStyle,
        appearance: UIUserInterfaceStyle, ellipsize: PangoEllipsizeMode = PANGO_ELLIPSIZE_NONE,
        lineHeightFont: UIFont? = nil
    ) -> PangoLayoutHandle {
        let handle = PangoLayoutHandle(context: context)
        let layout = handle.layout
        source.bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { characters in
                pango_layout_set_text(layout, characters.baseAddress, Int32(characters.count))
            }
        }
        if let first = source.runs.first {
            let description = fontDescription(for: first.attributes.font)
            pango_layout_set_font_description(layout, description)
            pango_font_description_free(description)
        }
        let attributes = attributeList(for: source, appearance: appearance)
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)

        pango_layout_set_width(layout, Self.wrappingWidth(width, style: style).map(Self.pangoUnits) ?? -1)
        pango_layout_set_wrap(layout, style.lineBreakMode == .byCharWrapping ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
        pango_layout_set_spacing(layout, Self.pangoUnits(style.lineSpacing))
        pango_layout_set_indent(layout, Self.pangoUnits(style.firstLineHeadIndent - style.headIndent))
        let firstFont = lineHeightFont ?? source.runs.first?.attributes.font
        if let lineHeight = lineHeightAttribute(style, firstFont: firstFont, context: context) {
            let attributes = pango_layout_get_attributes(layout)
            lineHeight.pointee.start_index = 0
            lineHeight.pointee.end_index = UInt32.max  // PANGO_ATTR_INDEX_TO_TEXT_END: empty text too
            pango_attr_list_insert(attributes, lineHeight)
        }
        // Absolute alignment: left means left even in a right-to-left paragraph.
        pango_layout_set_auto_dir(layout, 0)
        pango_layout_set_alignment(layout, Self.pangoAlignment(style))
        pango_layout_set_justify(layout, style.alignment == .justified ? 1 : 0)
        if ellipsize != PANGO_ELLIPSIZE_NONE {
            pango_layout_set_ellipsize(layout, ellipsize)
            pango_layout_set_height(layout, -1)
        }
        return handle
    }

    /// The width lines wrap to: `width` less the head indent and the tail indent's inset; nil for
    /// no limit (unless a positive tail indent sets one).
    static func wrappingWidth(_ width: CGFloat?, style: ParagraphStyle) -> CGFloat? {
        if style.tailIndent > 0 { return max(0, min(style.tailIndent, width ?? .infinity) - style.headIndent) }
        guard let width else { return nil }
        return max(0, width + style.tailIndent - style.headIndent)
    }

    /// Where the box lines wrap in starts, from the layout's left edge: after the head indent, which
    /// is on the right in right-to-left text.
    static func lineBoxOffset(width: CGFloat?, style: ParagraphStyle) -> CGFloat {
        guard style.layoutDirection == .rightToLeft else { return style.headIndent }
        guard let width, let wrapping = wrappingWidth(width, style: style) else { return 0 }
        return max(0, width - style.headIndent - wrapping)
    }

    /// The line-height attribute for the style's multiple and limits (not yet placed in a list),
    /// or nil when lines keep their natural height. The limits clamp the natural height of the
    /// first run's font, times the multiple.
    private func lineHeightAttribute(
        _ style: ParagraphStyle, firstFont: UIFont?, context: OpaquePointer
    ) -> UnsafeMutablePointer<PangoAttribute>? {
        let multiple = style.lineHeightMultiple > 0 ? style.lineHeightMultiple : 1
        guard style.minimumLineHeight > 0 || style.maximumLineHeight > 0 else {
            return style.lineHeightMultiple > 0 ? pango_attr_line_height_new(Double(multiple)) : nil
        }
        guard let firstFont else { return nil }
        let description = fontDescription(for: firstFont)
        defer { pango_font_description_free(description) }
        guard let metrics = pango_context_get_metrics(context, description, nil) else { return nil }
        defer { pango_font_metrics_unref(metrics) }
        var height = Self.points(pango_font_metrics_get_height(metrics)) * multiple
        height = max(height, style.minimumLineHeight)
        if style.maximumLineHeight > 0 { height = min(height, style.maximumLineHeight) }
        return pango_attr_line_height_new_absolute(Int32(Self.pangoUnits(height)))
    }

    /// The Pango alignment for a style; `natural` and `justified` follow the layout direction.
    static func pangoAlignment(_ style: ParagraphStyle) -> PangoAlignment {
        switch style.alignment {
        case .left: PANGO_ALIGN_LEFT
        case .center: PANGO_ALIGN_CENTER
        case .right: PANGO_ALIGN_RIGHT
        case .justified, .natural: style.layoutDirection == .rightToLeft ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT
        }
    }

    /// Where a line sits in spare width: 0 left, 0.5 centre, 1 right.
    static func alignmentFactor(_ style: ParagraphStyle) -> CGFloat {
        switch pangoAlignment(style) {
        case PANGO_ALIGN_CENTER: 0.5
        case PANGO_ALIGN_RIGHT: 1
        default: 0
        }
    }

    /// The Pango ellipsize mode for a truncating line-break mode, nil for the others.
    static func ellipsizeMode(_ mode: NSLineBreakMode) -> PangoEllipsizeMode? {
        switch mode {
        case .byTruncatingHead: PANGO_ELLIPSIZE_START
        case .byTruncatingMiddle: PANGO_ELLIPSIZE_MIDDLE
        case .byTruncatingTail: PANGO_ELLIPSIZE_END
        case .byWordWrapping, .byCharWrapping, .byClipping: nil
        }
    }

    /// A new font description (the caller frees it). Pango weights are the CSS numbers; the size
    /// is absolute, in Pango units of a point.
    func fontDescription(for font: UIFont) -> OpaquePointer {
        guard let description = pango_font_description_new() else {
            preconditionFailure("Pango could not allocate a font description")
        }
        pango_font_description_set_family(description, resolveFamily(font.familyName))
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(font.weight.openTypeWeight)))
        pango_font_description_set_style(description, font.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_font_description_set_absolute_size(
            description, Double(min(font.pointSize, Self.largestPointSize) * Self.scale))
        return description
    }

    /// The largest size text is laid out and drawn at, in points: FreeType fails on glyphs of 65,536
    /// pixels and more (10⁵ points at 3× did, and the failed face then broke text drawn at the same
    /// time elsewhere), and nothing on a screen needs more.
    static let largestPointSize: CGFloat = 10_000

    private func attributeList(for source: TextLayoutSource, appearance: UIUserInterfaceStyle) -> OpaquePointer {
        guard let list = pango_attr_list_new() else { preconditionFailure("Pango could not allocate attributes") }
        // UIKit never hyphenates unless asked; Pango inserts hyphens when it breaks inside words.
        insert(pango_attr_insert_hyphens_new(0), into: list, bytes: 0..<source.bytes.count)
        // Ends Pango's items between stretches of long text (see itemStretches): every other stretch
        // is raised by one Pango unit (1/1024 pt), where the text sets no baseline offset itself.
        let stretches = Self.itemStretches(source.bytes)
        for stretch in stretches.dropFirst().enumerated().filter({ $0.offset.isMultiple(of: 2) }).map(\.element)
        where !source.runs.contains(where: { $0.attributes.baselineOffset != 0 && $0.byteRange.overlaps(stretch) }) {
            insert(pango_attr_rise_new(1), into: list, bytes: stretch)
        }
        for run in source.runs {
            let attributes = run.attributes
            let description = fontDescription(for: attributes.font)
            insert(pango_attr_font_desc_new(description), into: list, bytes: run.byteRange)
            pango_font_description_free(description)
            if attributes.font.hasMonospacedDigits {
                insert(pango_attr_font_features_new("tnum"), into: list, bytes: run.byteRange)
            }

            let foreground = Channels(attributes.foregroundColor.resolved(for: appearance))
            insert(
                pango_attr_foreground_new(foreground.red, foreground.green, foreground.blue), into: list,
                bytes: run.byteRange)
            if foreground.alpha < UInt16.max {
                // Pango reads alpha 0 as "unset" (opaque); 1/65535 is as good as invisible.
                insert(pango_attr_foreground_alpha_new(max(foreground.alpha, 1)), into: list, bytes: run.byteRange)
            }
            if let background = attributes.backgroundColor.map({ Channels($0.resolved(for: appearance)) }) {
                insert(
                    pango_attr_background_new(background.red, background.green, background.blue), into: list,
                    bytes: run.byteRange)
                insert(pango_attr_background_alpha_new(max(background.alpha, 1)), into: list, bytes: run.byteRange)
            }
            if attributes.kern != 0 {
                insert(
                    pango_attr_letter_spacing_new(Self.pangoUnits(attributes.kern)), into: list, bytes: run.byteRange)
            }
            if attributes.baselineOffset != 0 {
                insert(
                    pango_attr_rise_new(Self.pangoUnits(attributes.baselineOffset)), into: list, bytes: run.byteRange)
            }
            if attributes.underline {
                insert(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE), into: list, bytes: run.byteRange)
            }
            if attributes.strikethrough {
                insert(pango_attr_strikethrough_new(1), into: list, bytes: run.byteRange)
            }
        }
        return list
    }

    /// The longest stretch Pango shapes as one item, in bytes.
    static let maximumItemLength = 4_096

    /// `bytes` cut into stretches of at most about ``maximumItemLength`` bytes, each ending after a
    /// space (or anywhere, in text without spaces). Pango sums an item's advances in 32 bits and
    /// compares the sum with the room left on the line; an item wider than 2,097,151 points wraps
    /// around, seems to fit, and the paragraph stays one line. A change of rise ends an item, so no
    /// item is long enough for that; cutting after spaces keeps shaping across each cut unchanged.
    /// Text of one stretch (the usual case) is left as it is.
    static func itemStretches(_ bytes: [UInt8]) -> [Range<Int>] {
        var stretches: [Range<Int>] = []
        var start = 0
        while bytes.count - start > maximumItemLength {
            let limit = start + maximumItemLength
            var end = limit
            while end > start + maximumItemLength / 2, bytes[end - 1] != UInt8(ascii: " ") { end -= 1 }
            if bytes[end - 1] != UInt8(ascii: " ") {
                end = limit
                while end > start + 1, bytes[end] & 0xC0 == 0x80 { end -= 1 }  // not inside a UTF-8 sequence
            }
            stretches.append(start..<end)
            start = end
        }
        stretches.append(start..<bytes.count)
        return stretches
    }

    private func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?, into list: OpaquePointer, bytes: Range<Int>)
    {
        guard let attribute else { return }
        attribute.pointee.start_index = UInt32(bytes.lowerBound)
        attribute.pointee.end_index = UInt32(bytes.upperBound)
        pango_attr_list_insert(list, attribute)
    }
}

/// A colour as Pango's 16-bit channels (0…65535).
private struct Channels {
    var red: UInt16
    var green: UInt16
    var blue: UInt16
    var alpha: UInt16

    /// The channels of `color`'s light variant (resolve it for the appearance first).
    init(_ color: UIColor) {
        func channel(_ value: Double) -> UInt16 { UInt16((min(max(value, 0), 1) * 65535).rounded()) }
        red = channel(color.light.red)
        green = channel(color.light.green)
        blue = channel(color.light.blue)
        alpha = channel(color.light.alpha)
    }
}
