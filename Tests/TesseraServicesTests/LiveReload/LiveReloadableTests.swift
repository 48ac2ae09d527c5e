import Foundation
import Glibc
import TesseraCore
import TesseraServices
import Testing

private struct DebugFlags: Codable, Equatable, Sendable {
    var showsLayoutBounds = false
    var speed = 1.0
}

@MainActor
@Suite struct LiveReloadableTests {
    let sink = MemoryLogSink()

    func reloadable<Value>(_ url: URL, _ format: LiveReloadFormat<Value>, _ initial: Value) -> LiveReloadable<Value> {
        LiveReloadable(
            contentsOf: url, format: format, initialValue: initial,
            logger: Logger(category: "live-reload", hub: LogHub(sinks: [sink], minimumLevel: .trace)))
    }

    @Test func startReadsTheFileAtOnce() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.file("theme.json")
        try saveAtomically(##"{"metrics": {"spacing": 8}}"##, to: file)
        let theme = reloadable(file, .theme, ThemeDocument())
        #expect(theme.version == 0)
        try theme.start()
        defer { theme.stop() }
        #expect(theme.isWatching)
        #expect(theme.version == 1)
        #expect(theme.value.metrics.spacing == 8)
        #expect(theme.lastError == nil)
    }

    @Test func atomicAndInPlaceSavesAreBothPickedUp() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.file("theme.json")
        try saveAtomically(##"{"metrics": {"spacing": 8}}"##, to: file)
        let theme = reloadable(file, .theme, ThemeDocument())
        try theme.start()
        defer { theme.stop() }

        try saveAtomically(##"{"metrics": {"spacing": 12}}"##, to: file)
        #expect(await eventually { theme.value.metrics.spacing == 12 })
        #expect(theme.version == 2)

        try saveInPlace(##"{"metrics": {"spacing": 16}}"##, to: file)
        #expect(await eventually { theme.value.metrics.spacing == 16 })
        #expect(theme.version == 3)
    }

    @Test func garbageKeepsTheLastGoodValueAndFixingItRecovers() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.file("theme.json")
        try saveAtomically(##"{"colors": {"tint": "#E8590C"}}"##, to: file)
        let theme = reloadable(file, .theme, ThemeDocument())
        try theme.start()
        defer { theme.stop() }

        try saveAtomically(##"{"colors": {"tint": "#E8590"}}"##, to: file)
        #expect(await eventually { theme.lastError != nil })
        #expect(
            theme.lastError == .invalidContent(file, .invalidTheme(.invalidColor(path: "colors.tint", value: "#E8590")))
        )
        #expect(theme.value.colors.tint == ThemeColor(HexColor(rgba: 0xE859_0CFF)))
        #expect(theme.version == 1)
        #expect(sink.records.contains { $0.level == .error && $0.metadata["file"] == "theme.json" })

        try saveInPlace(##"{"colors": {"tint": "#0A84FF"}}"##, to: file)
        #expect(await eventually { theme.lastError == nil })
        #expect(theme.value.colors.tint == ThemeColor(HexColor(rgba: 0x0A84_FFFF)))
        #expect(theme.version == 2)
    }

    @Test func stringsTableReloadsAndAMalformedEditReportsItsLine() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.file("Localizable.strings")
        try saveAtomically(#""title" = "Journal";"#, to: file)
        let strings = reloadable(file, .strings, LocalizedStrings())
        try strings.start()
        defer { strings.stop() }
        #expect(strings.value["title"] == "Journal")

        try saveAtomically("\"title\" = \"Tagebuch\";\n\"save\" \"Sichern\";\n", to: file)
        #expect(await eventually { strings.lastError != nil })
        #expect(
            strings.lastError == .invalidContent(file, .invalidStrings(.expectedEquals(line: 2, found: #""Sichern""#))))
        #expect(strings.value["title"] == "Journal")

        try saveAtomically("\"title\" = \"Tagebuch\";\n\"save\" = \"Sichern\";\n", to: file)
        #expect(await eventually { strings.value["save"] == "Sichern" })
        #expect(strings.value["title"] == "Tagebuch")
        #expect(strings.lastError == nil)
    }

    @Test func missingFileAtStartKeepsTheInitialValueUntilTheFileAppears() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.file("flags.json")
        let flags = reloadable(file, .json(DebugFlags.self), DebugFlags())
        try flags.start()
        defer { flags.stop() }
        #expect(flags.lastError == .missingFile(file))
        #expect(flags.value == DebugFlags())
        #expect(flags.version == 0)

        try saveAtomically(##"{"showsLayoutBounds": true, "speed": 0.25}"##, to: file)
        #expect(await eventually { flags.version == 1 })
        #expect(flags.value == DebugFlags(showsLayoutBounds: true, speed: 0.25))
        #expect(flags.lastError == nil)
    }

    @Test func deletingTheFileReportsItMissingAndKeepsTheValue() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.file("flags.json")
        try saveAtomically(##"{"showsLayoutBounds": true, "speed": 2}"##, to: file)
        let flags = reloadable(file, .json(DebugFlags.self), DebugFlags())
        try flags.start()
        defer { flags.stop() }
        try FileManager.default.removeItem(at: file)
        #expect(await eventually { flags.lastError == .missingFile(file) })
        #expect(flags.value.speed == 2)
    }

    @Test func jsonFormatReportsTheCodingPathOfAWrongType() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.file("flags.json")
        try saveAtomically(##"{"showsLayoutBounds": "yes", "speed": 1}"##, to: file)
        let flags = reloadable(file, .json(DebugFlags.self), DebugFlags())
        #expect(!flags.reload())
        guard case .invalidContent(_, .invalidJSON(let path, _)) = flags.lastError else {
            Issue.record("expected invalidJSON, got \(String(describing: flags.lastError))")
            return
        }
        #expect(path == "showsLayoutBounds")
    }

    @Test func savingIdenticalBytesClearsTheErrorWithoutANewVersion() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.file("theme.json")
        try saveAtomically("{}", to: file)
        let theme = reloadable(file, .theme, ThemeDocument())
        #expect(theme.reload())
        try saveAtomically("{", to: file)
        #expect(!theme.reload())
        #expect(theme.lastError != nil)
        try saveAtomically("{}", to: file)
        #expect(!theme.reload())
        #expect(theme.lastError == nil)
        #expect(theme.version == 1)
    }

    @Test func startingInAMissingDirectoryThrows() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let missingFolder = directory.file("missing")
        let theme = reloadable(missingFolder.appendingPathComponent("theme.json"), .theme, ThemeDocument())
        do {
            try theme.start()
            Issue.record("started watching a missing directory")
        } catch {
            guard case .notADirectory(let url) = error else {
                Issue.record("expected notADirectory, got \(error)")
                return
            }
            #expect(url.lastPathComponent == missingFolder.lastPathComponent)
        }
        #expect(!theme.isWatching)
    }

    @Test func customFormatErrorsAreKept() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.file("notes.txt")
        try saveAtomically("", to: file)
        let format = LiveReloadFormat<String> { data throws(FileContentError) in
            guard !data.isEmpty else { throw .rejected(reason: "empty") }
            return String(decoding: data, as: UTF8.self)
        }
        let notes = reloadable(file, format, "initial")
        #expect(!notes.reload())
        #expect(notes.lastError == .invalidContent(file, .rejected(reason: "empty")))
        #expect(notes.value == "initial")
    }

    @Test func aFileOverTheFormatsLimitKeepsTheLastGoodValue() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.file("notes.txt")
        try saveAtomically("short", to: file)
        let format = LiveReloadFormat<String>(maximumByteCount: 8) { data throws(FileContentError) in
            String(decoding: data, as: UTF8.self)
        }
        let notes = reloadable(file, format, "initial")
        #expect(notes.reload())
        try saveAtomically("longer than eight bytes", to: file)
        #expect(!notes.reload())
        #expect(notes.lastError == .tooLarge(file, byteCount: 23, limit: 8))
        #expect(notes.value == "short")
    }

    @Test func theBuiltInFormatsHaveLimits() {
        #expect(LiveReloadFormat<ThemeDocument>.theme.maximumByteCount == 1 << 20)
        #expect(LiveReloadFormat<LocalizedStrings>.strings.maximumByteCount == 4 << 20)
        #expect(LiveReloadFormat<[String]>.json().maximumByteCount == 8 << 20)
        #expect(LiveReloadFormat<[String]>.defaultMaximumByteCount == 8 << 20)
    }

    @Test func aNamedPipeIsUnreadableWithoutBlocking() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.file("theme.json")
        try #require(mkfifo(file.path, 0o600) == 0)
        let theme = reloadable(file, .theme, ThemeDocument())
        #expect(!theme.reload())
        #expect(theme.lastError == .unreadableFile(file, reason: "it is a named pipe, not a regular file"))
    }
}
