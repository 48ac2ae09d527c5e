public import Foundation
import Synchronization
public import TesseraCore

/// Measures, lays out and draws attributed text with Pango, using only the bundled fonts.
///
/// The engine reads its own fontconfig file (`Resources/fonts.conf`: Inter, WenQuanYi Micro Hei,
/// Material Icons, Noto Sans Arabic/Hebrew/Devanagari/Thai, Noto Color Emoji; hinting off,
/// greyscale antialiasing) and works at 72 dpi, so 1 font point is 1 Tessera point and measurement
/// never depends on the output scale or on the machine's fonts. Latin text uses Inter; characters
/// Inter lacks fall back to WenQuanYi Micro Hei (Chinese, Japanese, Korean), then the Noto script
/// fonts (Arabic, Hebrew, Devanagari, Thai), then Noto Color Emoji.
///
/// Line-break modes follow UIKit's `UILabel`:
/// - every mode wraps lines at word boundaries, breaking a word only when it alone is wider than
///   the limit (`byCharWrapping` breaks at any character); no hyphens are inserted;
/// - `numberOfLines` limits the whole text (0: no limit), not each paragraph. When text needs
///   more lines, the other modes drop the extra lines, and the truncating modes rewrite the last
///   visible line: `byTruncatingTail` shows the rest of that line's paragraph ending in "…" (also
///   when the paragraph fits but more text follows); `byTruncatingHead` and `byTruncatingMiddle`
///   show the rest of the text with line breaks as spaces, "…" replacing its start or middle;
/// - an unknown font family falls back to `UIFont.systemFamily` and is logged once (category
///   "text", level warning); `UIFont(name:size:)` returns nil for one instead;
/// - `kern` is Pango letter spacing: the space goes between characters, none after the last;
///   `baselineOffset` is Pango rise (positive raises).
///
/// Thread safety: all methods may be called from any thread. Pango objects are not thread-safe,
/// so calls are serialised by a mutex; layouts are cached (bounded) so repeated measurement is
/// cheap.
///
/// For example:
/// ```swift
/// let text = AttributedText("The quick brown fox jumps over the lazy dog",
///                           attributes: TextAttributes(font: .systemFont(ofSize: 17)))
/// let style = ParagraphStyle(lineBreakMode: .byTruncatingTail, numberOfLines: 1)
/// let layout = TextEngine.shared.layout(text, width: 120, style: style)
/// layout.lineCount        // 1
/// layout.isTruncated      // true
/// layout.displayedText    // "The quick brow…" (what fits in 120 pt)
/// ```
public final class TextEngine: Sendable {
    /// The process-wide engine; logs to `LogHub.shared`.
    public static let shared = TextEngine()

    /// The bundled fontconfig file.
    static var bundledConfigurationFile: URL? { Bundle.module.url(forResource: "fonts", withExtension: "conf") }

    let state: Mutex<TextEngineState>
    /// The installed faces (fixed once the fonts are loaded, so read without the lock).
    let faces: [FontFace]
    private let log: Logger

    /// An engine with its own font map, cache and log hub (tests use this to capture warnings).
    ///
    /// - Parameters:
    ///   - logHub: where warnings (unknown families, font set-up problems) go.
    ///   - cacheCapacity: layouts kept per cache generation (at most twice this many in all).
    /// - Precondition: `cacheCapacity` ≥ 1.
    public init(logHub: LogHub = .shared, cacheCapacity: Int = 512) {
        let catalog = FontCatalog(configurationFile: Self.bundledConfigurationFile)
        let problems = catalog.loadProblems
        faces = catalog.faces
        state = Mutex(TextEngineState(catalog: catalog, cacheCapacity: cacheCapacity))
        log = Logger(category: "text", hub: logHub)
        for problem in problems { log.error(problem) }
    }

    /// Lays out `text` within `width` points.
    ///
    /// - Parameters:
    ///   - width: the width limit in points; nil (or infinity) for no limit. Negative widths count
    ///     as 0.
    ///   - style: alignment, line-break mode, line limit, line spacing, layout direction.
    /// - Returns: the lines, their baselines and the used size in points. Empty text gives
    ///   `TextLayout.empty` (zero size, no lines), as UIKit sizes an empty label at zero.
    /// - Complexity: O(n) in the length of the text for a new layout; cached layouts are returned
    ///   after hashing the text. Text is shaped paragraph by paragraph and paragraphs are cached, so
    ///   after an edit only the paragraphs it changed are shaped again (a 1 MB text of 10 000
    ///   paragraphs: about 5 % of laying it all out); with a line limit, paragraphs past it are not
    ///   laid out at all.
    public func layout(_ text: AttributedText, width: CGFloat?, style: ParagraphStyle) -> TextLayout {
        guard !text.isEmpty else { return .empty }
        let key = TextLayoutCache.Key(text: text, width: Self.normalized(width), style: style)
        let (layout, unknownFamilies) = state.withLock { state -> (TextLayout, [String]) in
            if let cached = state.cache.layout(for: key) { return (cached, []) }
            let layout = state.compose(text, width: key.width, style: style, appearance: .light).textLayout
            state.cache.insert(layout, for: key)
            return (layout, state.takeUnreportedFamilies())
        }
        report(unknownFamilies)
        return layout
    }

    /// The size `layout(_:width:style:)` reports, in points: the used width and the total height.
    ///
    /// Text whose unwrapped layout is cached and fits in `width` has that size at `width` too (wrapping
    /// moves nothing), so it is answered without laying the text out again — what Auto Layout's second
    /// pass asks of a multi-line label that turns out to fit on its lines.
    public func size(of text: AttributedText, width: CGFloat?, style: ParagraphStyle) -> CGSize {
        if let limit = Self.normalized(width), !text.isEmpty {
            let unwrapped = TextLayoutCache.Key(text: text, width: nil, style: style)
            if let natural = state.withLock({ $0.cache.layout(for: unwrapped)?.size }), natural.width <= limit {
                return natural
            }
        }
        return layout(text, width: width, style: style).size
    }

    /// True when the bundled fonts include `family` (case-insensitive, as fontconfig matches).
    /// Pango's generic names ("Sans", "Serif", "Monospace", "System-ui") count as installed.
    public func hasFamily(_ family: String) -> Bool {
        state.withLock { $0.catalog.installedFamily(named: family) != nil }
    }

    /// The families the bundled fonts provide, sorted, e.g. "Inter", "Material Icons",
    /// "WenQuanYi Micro Hei".
    public var familyNames: [String] {
        state.withLock { $0.catalog.familyNames }
    }

    /// A width limit in Pango's terms: nil for none, never negative.
    static func normalized(_ width: CGFloat?) -> CGFloat? {
        guard let width, width.isFinite else { return nil }
        return max(0, width)
    }

    func report(_ unknownFamilies: [String]) {
        for family in unknownFamilies {
            log.warning(
                "unknown font family; using \(UIFont.systemFamily)",
                metadata: ["family": family, "fallback": UIFont.systemFamily])
        }
    }
}
