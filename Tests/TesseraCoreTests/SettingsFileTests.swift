import Foundation
import Glibc
import Testing

@testable import TesseraCore

private enum Keys {
    static let fontSize = Setting<Double>("fontSize", default: 17)
    static let onboarded = Setting<Bool>("onboarded", default: false)
    static let launches = Setting<Int>("launches", default: 0)
    static let name = Setting<String>("name", default: "Guest")
    static let avatar = Setting<Data>("avatar", default: Data())
    static let lastSync = Setting<Date>("lastSync", default: Date(timeIntervalSince1970: 0))
    static let tags = Setting<[String]>("tags", default: [])
}

/// `SettingsStore(fileURL:)`: a property-list file of its own instead of a `UserDefaults` suite.
@Suite struct SettingsFileTests {
    let folder = TemporaryFolder("settings-file")
    var file: URL { folder.url.appendingPathComponent("nested/settings.plist") }

    func store(_ sink: MemoryLogSink = MemoryLogSink()) -> SettingsStore {
        SettingsStore(
            fileURL: file, logger: Logger(category: "settings", hub: LogHub(sinks: [sink], minimumLevel: .debug)))
    }

    func dictionary() throws -> [String: Any]? {
        try PropertyListSerialization.propertyList(from: Data(contentsOf: file), format: nil) as? [String: Any]
    }

    @Test func aChangeIsWrittenAtOnceAsAPropertyListCreatingTheDirectory() throws {
        defer { folder.remove() }
        let settings = store()
        #expect(settings.location == .file(file))
        #expect(!FileManager.default.fileExists(atPath: file.path))  // nothing written by reading
        #expect(settings[Keys.launches] == 0)
        #expect(!FileManager.default.fileExists(atPath: file.path))
        settings[Keys.launches] = 3
        settings[Keys.tags] = ["a"]
        let stored = try #require(try dictionary())
        #expect(stored["launches"] as? Int == 3)
        #expect(stored["tags"] as? Data == Data(#"["a"]"#.utf8))
        settings.removeValue(for: Keys.launches)
        #expect(try dictionary()?["launches"] == nil)
        settings.removeAll()
        #expect(try dictionary()?.isEmpty == true)
    }

    @Test func everyScalarRoundTripsThroughTheFile() {
        defer { folder.remove() }
        let settings = store()
        settings[Keys.fontSize] = 19.5
        settings[Keys.onboarded] = true
        settings[Keys.launches] = 42
        settings[Keys.name] = "Zoë \u{1F600}"
        settings[Keys.avatar] = Data([0, 1, 255])
        settings[Keys.lastSync] = Date(timeIntervalSince1970: 1_700_000_000)
        settings[Keys.tags] = ["travel", "日本"]
        let reopened = store()
        #expect(reopened[Keys.fontSize] == 19.5)
        #expect(reopened[Keys.onboarded])
        #expect(reopened[Keys.launches] == 42)
        #expect(reopened[Keys.name] == "Zoë \u{1F600}")
        #expect(reopened[Keys.avatar] == Data([0, 1, 255]))
        #expect(reopened[Keys.lastSync] == Date(timeIntervalSince1970: 1_700_000_000))
        #expect(reopened[Keys.tags] == ["travel", "日本"])
        #expect(reopened.hasValue(for: Keys.name))
    }

    /// Issue 15, defect 11: a date read back from the file keeps its fractional seconds.
    @Test func aDateKeepsItsFractionalSecondsInTheFile() {
        defer { folder.remove() }
        let date = Date(timeIntervalSinceReferenceDate: 760_000_000.25)
        store()[Keys.lastSync] = date
        #expect(store()[Keys.lastSync] == date)
        #expect(store()[Keys.lastSync].timeIntervalSinceReferenceDate == 760_000_000.25)
    }

    @Test func aChangeByAnotherStoreOnTheFileIsSeenAndNotOverwritten() {
        defer { folder.remove() }
        let first = store()
        let second = store()
        #expect(second[Keys.launches] == 0)  // read before the first store writes
        first[Keys.launches] = 7
        #expect(second[Keys.launches] == 7)
        second[Keys.name] = "Ana"
        #expect(first[Keys.name] == "Ana")
        #expect(store()[Keys.launches] == 7)  // the second store's write kept the first one's value
    }

    @Test func aFileThatIsNotAPropertyListReadsAsDefaultsAndIsLogged() throws {
        defer { folder.remove() }
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("not a property list".utf8).write(to: file)
        let sink = MemoryLogSink()
        let settings = store(sink)
        #expect(settings[Keys.launches] == 0)
        #expect(settings[Keys.name] == "Guest")
        #expect(sink.records.count == 1)  // once per version of the file, not per read
        #expect(sink.records.first?.level == .warning)
        #expect(sink.records.first?.metadata["file"] == file.path)
        settings[Keys.launches] = 1
        #expect(try dictionary()?["launches"] as? Int == 1)
    }

    @Test func aDirectoryAtThePathStaysAndTheValuesLiveInMemory() throws {
        defer { folder.remove() }
        try FileManager.default.createDirectory(at: file, withIntermediateDirectories: true)
        try Data("keep me".utf8).write(to: file.appendingPathComponent("thesis.docx"))
        let sink = MemoryLogSink()
        let settings = store(sink)
        settings[Keys.launches] = 5
        #expect(settings[Keys.launches] == 5)
        #expect(try Data(contentsOf: file.appendingPathComponent("thesis.docx")) == Data("keep me".utf8))
        #expect(sink.records.contains { $0.level == .error && $0.metadata["key"] == "launches" })
    }

    @Test func aNamedPipeAtThePathIsNeitherWaitedOnNorReplaced() throws {
        defer { folder.remove() }
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try #require(mkfifo(file.path, 0o600) == 0)
        let settings = store()
        #expect(settings[Keys.launches] == 0)  // returns at once: the pipe is not opened
        settings[Keys.launches] = 2
        var status = stat()
        #expect(lstat(file.path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
    }

    @Test func aSymbolicLinkToAnotherFolderIsFollowedAndStaysALink() throws {
        defer { folder.remove() }
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let synced = folder.url.appendingPathComponent("sync")
        try FileManager.default.createDirectory(at: synced, withIntermediateDirectories: true)
        let target = synced.appendingPathComponent("settings.plist")
        let first = store()
        first[Keys.launches] = 1
        try FileManager.default.moveItem(at: file, to: target)
        try FileManager.default.createSymbolicLink(atPath: file.path, withDestinationPath: "../sync/settings.plist")
        let settings = store()
        #expect(settings[Keys.launches] == 1)  // read through the link
        settings[Keys.launches] = 2
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: file.path) == "../sync/settings.plist")
        let stored = try PropertyListSerialization.propertyList(from: Data(contentsOf: target), format: nil)
        #expect((stored as? [String: Any])?["launches"] as? Int == 2)
        #expect(store()[Keys.launches] == 2)
    }

    @Test func aDanglingSymbolicLinkGetsItsTargetMade() throws {
        defer { folder.remove() }
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: file.path, withDestinationPath: "made.plist")
        let settings = store()
        #expect(settings[Keys.launches] == 0)
        settings[Keys.launches] = 3
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: file.path) == "made.plist")
        let made = file.deletingLastPathComponent().appendingPathComponent("made.plist")
        let stored = try PropertyListSerialization.propertyList(from: Data(contentsOf: made), format: nil)
        #expect((stored as? [String: Any])?["launches"] as? Int == 3)
    }

    @Test func aLoopOfSymbolicLinksStaysAndTheValuesLiveInMemory() throws {
        defer { folder.remove() }
        let nested = file.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: file.path, withDestinationPath: "other")
        try FileManager.default.createSymbolicLink(
            atPath: nested.appendingPathComponent("other").path, withDestinationPath: "settings.plist")
        let sink = MemoryLogSink()
        let settings = store(sink)
        settings[Keys.launches] = 4
        #expect(settings[Keys.launches] == 4)
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: nested.path)) == ["settings.plist", "other"])
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: file.path) == "other")
        let logged = sink.records.first { $0.level == .error && $0.metadata["key"] == "launches" }
        #expect(logged?.metadata["reason"]?.contains("symbolic links") == true)
    }
}
