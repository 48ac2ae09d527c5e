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

    static func points(_ units: Int32) -> CGFloat {
        CGFloat(units) / scale
    }

    /// A layout for `source`. `ellipsize` is `PANGO_ELLIPSIZE_NONE` except for the single
    /// truncated last line, which is also limited to one line.
    func makeLayout(
        _ source: TextLayoutSource, context: OpaquePointer, width: CGFloat?, style: ParagraphStyle,
        appearance: UIUserInterfaceStyle, ellipsize: PangoEllipsizeMode = PANGO_ELLIPSIZE_NONE
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

        pango_layout_set_width(layout, width.map(Self.pangoUnits) ?? -1)
        pango_layout_set_wrap(layout, style.lineBreakMode == .byCharWrapping ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
        pango_layout_set_spacing(layout, Self.pangoUnits(style.lineSpacing))
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
        pango_font_description_set_absolute_size(description, Double(font.pointSize * Self.scale))
        return description
    }

    private func attributeList(for source: TextLayoutSource, appearance: UIUserInterfaceStyle) -> OpaquePointer {
        guard let list = pango_attr_list_new() else { preconditionFailure("Pango could not allocate attributes") }
        // UIKit never hyphenates unless asked; Pango inserts hyphens when it breaks inside words.
        insert(pango_attr_insert_hyphens_new(0), into: list, bytes: 0..<source.bytes.count)
        for run in source.runs {
            let attributes = run.attributes
            let description = fontDescription(for: attributes.font)
            insert(pango_attr_font_desc_new(description), into: list, bytes: run.byteRange)
            pango_font_description_free(description)
            if attributes.font.hasMonospacedDigits {
                insert(pango_attr_font_features_new("tnum"), into: list, bytes: run.byteRange)
            }

            let foreground = Channels(attributes.foregroundColor.resolved(for: appearance))
            insert(pango_attr_foreground_new(foreground.red, foreground.green, foreground.blue), into: list, bytes: run.byteRange)
            if foreground.alpha < UInt16.max {
                // Pango reads alpha 0 as "unset" (opaque); 1/65535 is as good as invisible.
                insert(pango_attr_foreground_alpha_new(max(foreground.alpha, 1)), into: list, bytes: run.byteRange)
            }
            if let background = attributes.backgroundColor.map({ Channels($0.resolved(for: appearance)) }) {
                insert(pango_attr_background_new(background.red, background.green, background.blue), into: list, bytes: run.byteRange)
                insert(pango_attr_background_alpha_new(max(background.alpha, 1)), into: list, bytes: run.byteRange)
            }
            if attributes.kern != 0 {
                insert(pango_attr_letter_spacing_new(Self.pangoUnits(attributes.kern)), into: list, bytes: run.byteRange)
            }
            if attributes.baselineOffset != 0 {
                insert(pango_attr_rise_new(Self.pangoUnits(attributes.baselineOffset)), into: list, bytes: run.byteRange)
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

    private func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?, into list: OpaquePointer, bytes: Range<Int>) {
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
