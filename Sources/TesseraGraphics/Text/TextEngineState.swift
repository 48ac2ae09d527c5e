import Foundation

/// Everything the text engine guards with its mutex: the Pango/fontconfig objects (not
/// thread-safe), the layout cache, and which unknown font families were already reported.
struct TextEngineState {
    let catalog: FontCatalog
    var cache: TextLayoutCache
    /// Line metrics already measured, per font (cleared when it grows past 256 fonts).
    var lineMetricsCache: [UIFont: FontLineMetrics] = [:]
    /// Lower-cased unknown families already logged.
    private var reportedFamilies: Set<String> = []
    /// Unknown families met since the engine last took them, to log outside the lock.
    private var unreportedFamilies: [String] = []

    init(catalog: FontCatalog, cacheCapacity: Int) {
        self.catalog = catalog
        self.cache = TextLayoutCache(capacity: cacheCapacity)
    }

    /// The family to hand to Pango: `family` as installed, or the UI font for an unknown family
    /// (which is queued for one warning).
    mutating func resolvedFamily(_ family: String) -> String {
        if let installed = catalog.installedFamily(named: family) { return installed }
        if reportedFamilies.insert(family.lowercased()).inserted { unreportedFamilies.append(family) }
        return UIFont.systemFamily
    }

    /// Unknown families met since the last call, each reported once per engine.
    mutating func takeUnreportedFamilies() -> [String] {
        defer { unreportedFamilies = [] }
        return unreportedFamilies
    }

    /// Lays out `text`; `appearance` only matters for drawing (colours).
    ///
    /// The result borrows Pango objects owned by this state; use it while holding the lock.
    mutating func compose(
        _ text: AttributedText, width: CGFloat?, style: ParagraphStyle, appearance: UIUserInterfaceStyle
    ) -> ComposedText {
        // Family resolution mutates `self`, so collect the families first and resolve from a table.
        var resolved: [String: String] = [:]
        for run in text.runs where resolved[run.attributes.font.familyName] == nil {
            resolved[run.attributes.font.familyName] = resolvedFamily(run.attributes.font.familyName)
        }
        let families = resolved
        let builder = TextLayoutBuilder { families[$0] ?? UIFont.systemFamily }
        return ComposedText(
            TextLayoutSource(text), width: width, style: style, appearance: appearance,
            context: catalog.context(for: style.layoutDirection), builder: builder)
    }
}
