import CPangoCairo
import Foundation

/// The fonts the text engine can see: a private fontconfig configuration loaded from the bundled
/// `fonts.conf`, the Pango font map built on it, and one Pango context per layout direction.
///
/// Nothing here reads the user's fonts or the `FONTCONFIG_FILE` variable, so measurement and
/// rendering depend only on the font files the configuration lists (Inter, WenQuanYi Micro Hei,
/// Material Icons, and the Noto fallbacks for Arabic, Hebrew, Devanagari, Thai and colour emoji).
///
/// Not thread-safe: Pango and fontconfig objects must not be used from two threads at once.
/// `TextEngine` keeps its catalog inside a mutex and only touches it while holding the lock.
final class FontCatalog {
    /// The resolution of every context: 72 dpi makes 1 Pango point = 1 Cairo unit = 1 Tessera point.
    static let resolution: Double = 72

    /// The configuration used only when `fonts.conf` cannot be loaded: the UI, CJK and icon font
    /// directories and the same cache, without the script and emoji fallbacks, the family aliases and
    /// the rendering rules.
    static let fallbackConfiguration = """
        <?xml version="1.0"?>
        <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
        <fontconfig>
          <dir>/usr/share/fonts/opentype/inter</dir>
          <dir>/usr/share/fonts/truetype/wqy</dir>
          <dir>/usr/share/fonts/truetype/material-design-icons-iconfont</dir>
          <cachedir prefix="xdg">tessera-fontconfig</cachedir>
          <cachedir>/tmp/tessera-fontconfig</cachedir>
        </fontconfig>
        """

    /// Problems met while loading; the engine logs them once.
    private(set) var loadProblems: [String] = []

    private let configuration: OpaquePointer
    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    private let leftToRightContext: OpaquePointer
    private let rightToLeftContext: OpaquePointer
    /// Lower-cased family name → the name as the font map spells it.
    private let familiesByKey: [String: String]
    /// Every face fontconfig lists for the configuration, sorted by family and PostScript name.
    let faces: [FontFace]

    /// Loads `configurationFile` (normally the bundled `fonts.conf`) into a fresh fontconfig
    /// configuration and builds the Pango font map and contexts on it.
    init(configurationFile: URL?) {
        guard let configuration = FcConfigCreate() else {
            preconditionFailure("fontconfig could not allocate a configuration")
        }
        self.configuration = configuration
        var problems: [String] = []
        let loaded =
            configurationFile.map { url in
                url.path.withCString { path in
                    path.withMemoryRebound(to: FcChar8.self, capacity: url.path.utf8.count + 1) {
                        FcConfigParseAndLoad(configuration, $0, FcTrue) == FcTrue
                    }
                }
            } ?? false
        if !loaded {
            problems.append(
                "could not load \(configurationFile?.path ?? "fonts.conf"); using the built-in font directories")
            _ = Self.fallbackConfiguration.withCString { text in
                text.withMemoryRebound(to: FcChar8.self, capacity: Self.fallbackConfiguration.utf8.count + 1) {
                    FcConfigParseAndLoadFromMemory(configuration, $0, FcTrue)
                }
            }
        }
        if FcConfigBuildFonts(configuration) != FcTrue {
            problems.append("fontconfig could not build the font list")
        }

        guard let fontMap = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) else {
            preconditionFailure("Pango has no FreeType/fontconfig font map; pangocairo was built without it")
        }
        self.fontMap = fontMap
        pango_fc_font_map_set_config(OpaquePointer(fontMap), configuration)
        pango_cairo_font_map_set_resolution(OpaquePointer(fontMap), Self.resolution)

        leftToRightContext = Self.makeContext(fontMap: fontMap, direction: PANGO_DIRECTION_LTR)
        rightToLeftContext = Self.makeContext(fontMap: fontMap, direction: PANGO_DIRECTION_RTL)
        familiesByKey = Self.listFamilies(fontMap: fontMap)
        faces = Self.listFaces(configuration: configuration)
        if familiesByKey[UIFont.systemFamily.lowercased()] == nil {
            problems.append("the UI font family \(UIFont.systemFamily) is not installed")
        }
        loadProblems = problems
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(leftToRightContext))
        g_object_unref(UnsafeMutableRawPointer(rightToLeftContext))
        g_object_unref(fontMap)
        FcConfigDestroy(configuration)
    }

    /// The sorted family names the font map offers (including Pango's generic aliases such as
    /// "Sans" and "Monospace").
    var familyNames: [String] { familiesByKey.values.sorted() }

    /// The family as the font map spells it, or nil when no installed font has it. Case-insensitive,
    /// as fontconfig is.
    func installedFamily(named family: String) -> String? {
        familiesByKey[family.lowercased()]
    }

    /// The Pango context for a reading direction (its base direction decides bidi and alignment).
    func context(for direction: UIUserInterfaceLayoutDirection) -> OpaquePointer {
        direction == .rightToLeft ? rightToLeftContext : leftToRightContext
    }

    /// The scalars among `scalars` that some face of `family` has a glyph for, according to the
    /// fonts' character maps (fontconfig's charset). Empty for a family that is not installed.
    func scalars(
        of scalars: some Sequence<Unicode.Scalar>, coveredBy family: String
    ) -> Set<Unicode.Scalar> {
        guard let pattern = FcPatternCreate() else { return [] }
        defer { FcPatternDestroy(pattern) }
        family.withCString { name in
            name.withMemoryRebound(to: FcChar8.self, capacity: family.utf8.count + 1) {
                _ = FcPatternAddString(pattern, FC_FAMILY, $0)
            }
        }
        guard let objects = FcObjectSetCreate() else { return [] }
        defer { FcObjectSetDestroy(objects) }
        _ = FcObjectSetAdd(objects, FC_CHARSET)
        guard let fonts = FcFontList(configuration, pattern, objects) else { return [] }
        defer { FcFontSetDestroy(fonts) }
        var charsets: [OpaquePointer] = []
        for index in 0..<Int(fonts.pointee.nfont) {
            var charset: OpaquePointer?
            if let font = fonts.pointee.fonts[index],
                FcPatternGetCharSet(font, FC_CHARSET, 0, &charset) == FcResultMatch, let charset
            {
                charsets.append(charset)
            }
        }
        return Set(scalars.filter { scalar in charsets.contains { FcCharSetHasChar($0, scalar.value) == FcTrue } })
    }

    private static func makeContext(
        fontMap: UnsafeMutablePointer<PangoFontMap>, direction: PangoDirection
    ) -> OpaquePointer {
        guard let context = pango_font_map_create_context(fontMap) else {
            preconditionFailure("Pango could not create a context")
        }
        pango_cairo_context_set_resolution(context, resolution)
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        // Unrounded glyph positions keep measurement independent of the output scale.
        pango_context_set_round_glyph_positions(context, 0)
        pango_context_set_base_dir(context, direction)
        // A fixed language: the process locale must not change line breaking or font fallback.
        pango_context_set_language(context, pango_language_from_string("en"))
        return context
    }

    /// The faces of every installed font file: family (the first, English name fontconfig gives),
    /// PostScript name, OpenType weight and slant.
    private static func listFaces(configuration: OpaquePointer) -> [FontFace] {
        guard let pattern = FcPatternCreate(), let objects = FcObjectSetCreate() else { return [] }
        defer {
            FcPatternDestroy(pattern)
            FcObjectSetDestroy(objects)
        }
        for object in [FC_FAMILY, FC_POSTSCRIPT_NAME, FC_WEIGHT, FC_SLANT] { _ = FcObjectSetAdd(objects, object) }
        guard let fonts = FcFontList(configuration, pattern, objects) else { return [] }
        defer { FcFontSetDestroy(fonts) }
        var faces: Set<FontFace> = []
        for index in 0..<Int(fonts.pointee.nfont) {
            guard let font = fonts.pointee.fonts[index] else { continue }
            var family: UnsafeMutablePointer<FcChar8>?
            var postScriptName: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(font, FC_FAMILY, 0, &family) == FcResultMatch, let family,
                FcPatternGetString(font, FC_POSTSCRIPT_NAME, 0, &postScriptName) == FcResultMatch, let postScriptName
            else { continue }
            var weight: Double = Double(FC_WEIGHT_REGULAR)
            var integerWeight: Int32 = 0
            if FcPatternGetInteger(font, FC_WEIGHT, 0, &integerWeight) == FcResultMatch {
                weight = Double(integerWeight)
            } else {
                _ = FcPatternGetDouble(font, FC_WEIGHT, 0, &weight)
            }
            var slant: Int32 = FC_SLANT_ROMAN
            _ = FcPatternGetInteger(font, FC_SLANT, 0, &slant)
            faces.insert(
                FontFace(
                    postScriptName: String(cString: postScriptName), family: String(cString: family),
                    openTypeWeight: Int(FcWeightToOpenTypeDouble(weight).rounded()), isItalic: slant != FC_SLANT_ROMAN))
        }
        return faces.sorted { ($0.family, $0.postScriptName) < ($1.family, $1.postScriptName) }
    }

    private static func listFamilies(fontMap: UnsafeMutablePointer<PangoFontMap>) -> [String: String] {
        var families: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
        var count: Int32 = 0
        pango_font_map_list_families(fontMap, &families, &count)
        defer { g_free(families) }
        var result: [String: String] = [:]
        for index in 0..<Int(count) {
            guard let family = families?[index], let name = pango_font_family_get_name(family) else { continue }
            let spelled = String(cString: name)
            result[spelled.lowercased()] = spelled
        }
        return result
    }
}
