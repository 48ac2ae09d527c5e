import Foundation
import TesseraCore
import Testing

@testable import TesseraGraphics

/// The private font configuration and family resolution.
@Suite struct FontCatalogTests {
    @Test func onlyTheBundledFamiliesAndPangosGenericNamesAreVisible() {
        #expect(
            TextEngine.shared.familyNames == [
                "Inter", "Material Icons", "Monospace", "Noto Color Emoji", "Noto Sans Arabic", "Noto Sans Devanagari",
                "Noto Sans Hebrew", "Noto Sans Thai", "Sans", "Serif", "System-ui", "WenQuanYi Micro Hei",
                "WenQuanYi Micro Hei Mono",
            ])
    }

    @Test func hasFamilyIsCaseInsensitiveAndRejectsUninstalledFamilies() {
        let engine = TextEngine.shared
        #expect(engine.hasFamily("Inter"))
        #expect(engine.hasFamily("inter"))
        #expect(engine.hasFamily(UIFont.cjkFamily))
        #expect(engine.hasFamily(UIFont.iconFamily))
        #expect(!engine.hasFamily("Helvetica"))
        #expect(!engine.hasFamily("DejaVu Sans"))
        #expect(!engine.hasFamily("Inter Display"))
        #expect(!engine.hasFamily(""))
    }

    @Test(arguments: ["Sans", "System-ui", "sans-serif", "Serif", "Inter"])
    func genericFamiliesUseInterWithTheCJKFallback(_ family: String) {
        let text = AttributedText("Ab 中", attributes: TextAttributes(font: UIFont(family: family, size: 17)))
        let runs = TextEngine.shared.state.withLock {
            $0.compose(text, width: nil, style: ParagraphStyle(), appearance: .light).lines.flatMap(\.fontRuns)
        }
        #expect(runs.map(\.family) == [UIFont.systemFamily, UIFont.cjkFamily])
    }

    /// The fallback chain of issue 15: each script, and colour emoji, goes to its own font.
    @Test(arguments: [
        ("中文", "WenQuanYi Micro Hei"), ("العربية", "Noto Sans Arabic"), ("עברית", "Noto Sans Hebrew"),
        ("हिन्दी", "Noto Sans Devanagari"), ("ไทย", "Noto Sans Thai"), ("👩‍👩‍👧", "Noto Color Emoji"), ("🎶", "Noto Color Emoji"),
    ])
    func eachScriptFallsBackToItsFont(_ sample: String, _ family: String) {
        let text = AttributedText("Ab " + sample, attributes: TextAttributes(font: UIFont(family: "Inter", size: 17)))
        let runs = TextEngine.shared.state.withLock {
            $0.compose(text, width: nil, style: ParagraphStyle(), appearance: .light).lines.flatMap(\.fontRuns)
        }
        #expect(runs.map(\.family) == [UIFont.systemFamily, family])
    }

    /// An emoji sequence is one run of the emoji font, as wide as one emoji, also where another
    /// fallback has one of its characters: the arrow of 🙂‍↔️ (head shaking, Emoji 15.1) and the digit
    /// of the keycap 1️⃣ were drawn in WenQuanYi Micro Hei, splitting the sequence in two glyphs. The
    /// family, the rainbow flag and the heart on fire were one glyph before as after.
    @Test(arguments: [
        "\u{1F642}\u{200D}\u{2194}\u{FE0F}", "1\u{FE0F}\u{20E3}", "👨‍👩‍👧", "🏳️‍🌈", "❤️‍🔥",
    ])
    func emojiSequencesAreShapedWholeInTheEmojiFont(_ sequence: String) {
        let attributes = TextAttributes(font: UIFont(family: "Inter", size: 17))
        let runs = TextEngine.shared.state.withLock {
            $0.compose(
                AttributedText("Ab " + sequence, attributes: attributes), width: nil, style: ParagraphStyle(),
                appearance: .light
            ).lines.flatMap(\.fontRuns)
        }
        #expect(runs.map(\.family) == [UIFont.systemFamily, "Noto Color Emoji"])
        #expect(runs.last?.text == sequence)
        let width = { (text: String) in
            TextEngine.shared.size(
                of: AttributedText(text, attributes: attributes), width: nil, style: ParagraphStyle()
            )
            .width
        }
        #expect(abs(width(sequence) - width("🙂")) < 0.5)
    }

    @Test func theConfigurationFileIsBundled() throws {
        let url = try #require(TextEngine.bundledConfigurationFile)
        let contents = try String(contentsOf: url, encoding: .utf8)
        #expect(contents.contains("<dir>/usr/share/fonts/opentype/inter</dir>"))
        #expect(contents.contains("hintnone"))
    }

    @Test func aMissingConfigurationFileFallsBackToTheFontDirectories() {
        let catalog = FontCatalog(configurationFile: URL(fileURLWithPath: "/nonexistent/fonts.conf"))
        #expect(catalog.loadProblems.count == 1)
        #expect(catalog.loadProblems.first?.contains("/nonexistent/fonts.conf") == true)
        #expect(catalog.installedFamily(named: "inter") == "Inter")
    }

    @Test func unknownFamilyLogsOnceAndMeasuresLikeInter() {
        let sink = MemoryLogSink()
        let engine = TextEngine(logHub: LogHub(sinks: [sink], minimumLevel: .trace))
        let unknown = TextAttributes(font: UIFont(family: "Helvetica Neue", size: 15, weight: .semibold))
        let inter = TextAttributes(font: UIFont(family: "Inter", size: 15, weight: .semibold))

        let fallback = engine.layout(
            AttributedText("Fallback 中文", attributes: unknown), width: 60, style: ParagraphStyle())
        _ = engine.layout(AttributedText("Another text", attributes: unknown), width: nil, style: ParagraphStyle())
        _ = engine.layout(
            AttributedText("Case differs", attributes: TextAttributes(font: UIFont(family: "helvetica neue", size: 9))),
            width: nil, style: ParagraphStyle())
        let reference = engine.layout(
            AttributedText("Fallback 中文", attributes: inter), width: 60, style: ParagraphStyle())

        #expect(fallback == reference)
        let warnings = sink.records.filter { $0.level == .warning }
        #expect(warnings.count == 1)
        #expect(warnings.first?.category == "text")
        #expect(warnings.first?.metadata == ["family": "Helvetica Neue", "fallback": "Inter"])
    }

    @Test func eachUnknownFamilyIsReportedSeparately() {
        let sink = MemoryLogSink()
        let engine = TextEngine(logHub: LogHub(sinks: [sink], minimumLevel: .trace))
        let text =
            AttributedText("a", attributes: TextAttributes(font: UIFont(family: "Futura", size: 12)))
            + AttributedText("b", attributes: TextAttributes(font: UIFont(family: "Avenir", size: 12)))
        _ = engine.layout(text, width: nil, style: ParagraphStyle())
        _ = engine.layout(text, width: 10, style: ParagraphStyle())
        #expect(sink.records.compactMap { $0.metadata["family"] }.sorted() == ["Avenir", "Futura"])
    }

    @Test func iconFontCoverageComesFromItsCharacterMap() {
        let covered = TextEngine.shared.state.withLock {
            $0.catalog.scalars(of: ["\u{E838}", "A", "中"], coveredBy: UIFont.iconFamily)
        }
        #expect(covered.contains("\u{E838}"))
        #expect(!covered.contains("中"))
    }
}
