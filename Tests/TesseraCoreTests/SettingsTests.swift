import Foundation
import Testing

@testable import TesseraCore

private struct Reminder: Codable, Sendable, Equatable {
    var hour: Int
    var minute: Int
}

private struct Measurement: Codable, Sendable, Equatable {
    var value: Double
}

private enum Keys {
    static let fontSize = Setting<Double>("fontSize", default: 17)
    static let onboarded = Setting<Bool>("onboarded", default: false)
    static let launches = Setting<Int>("launches", default: 0)
    static let name = Setting<String>("name", default: "Guest")
    static let avatar = Setting<Data>("avatar", default: Data())
    static let lastSync = Setting<Date>("lastSync", default: Date(timeIntervalSince1970: 0))
    static let reminder = Setting<Reminder>("reminder", default: Reminder(hour: 21, minute: 0))
    static let lastEntry = Setting<String?>("lastEntry", default: nil)
    static let tags = Setting<[String]>("tags", default: [])
    static let measurement = Setting<Measurement>("measurement", default: Measurement(value: 1))
}

/// A store on a fresh, uniquely named suite whose log goes to memory; removes the suite afterwards.
private struct SettingsFixture: ~Copyable {
    let suiteName = "group.tessera.tests.settings.\(UUID().uuidString)"
    let sink = MemoryLogSink()
    let store: SettingsStore

    init() {
        store = SettingsStore(
            suiteName: suiteName, logger: Logger(category: "settings", hub: LogHub(sinks: [sink], minimumLevel: .debug))
        )
    }

    /// Writes a raw object under `key`, bypassing the typed API (as another process or version would).
    func writeRaw(_ object: Any, forKey key: String) {
        let defaults = UserDefaults(suiteName: suiteName)!
        defaults.set(object, forKey: key)
    }

    deinit {
        store.removeAll()
    }
}

private final class SettingsRecorder<Value: Sendable>: Sendable {
    private let storage = Lock<[Value]>([])
    func append(_ value: Value) { storage.withLock { $0.append(value) } }
    var values: [Value] { storage.withLock { $0 } }
}

@Suite struct SettingsTests {
    /// Where swift-corelibs-foundation keeps a suite: `$XDG_CONFIG_HOME/<suite>.plist`, else `~/.config`.
    static func suiteFile(_ suiteName: String) -> URL {
        let environment = ProcessInfo.processInfo.environment
        let base =
            environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".config")
        return base.appendingPathComponent("\(suiteName).plist")
    }

    @Test func aWriteReachesTheDiskAtOnceSoAnExitingProcessKeepsIt() throws {
        let fixture = SettingsFixture()
        fixture.store[Keys.onboarded] = true
        let file = Self.suiteFile(fixture.suiteName)
        #expect(FileManager.default.fileExists(atPath: file.path))
        let plist =
            try PropertyListSerialization.propertyList(from: Data(contentsOf: file), format: nil) as? [String: Any]
        #expect(plist?["onboarded"] != nil)
        fixture.store.removeValue(for: Keys.onboarded)
        // The suite is empty now: Foundation deletes its file, or keeps it without the key.
        let after = (try? Data(contentsOf: file)).flatMap {
            try? PropertyListSerialization.propertyList(from: $0, format: nil) as? [String: Any]
        }
        #expect(after?["onboarded"] == nil)
    }

    @Test func unsetKeysReadTheirDefaults() {
        let fixture = SettingsFixture()
        #expect(fixture.store[Keys.fontSize] == 17)
        #expect(fixture.store[Keys.reminder] == Reminder(hour: 21, minute: 0))
        #expect(fixture.store[Keys.lastEntry] == nil)
        #expect(!fixture.store.hasValue(for: Keys.fontSize))
        #expect(fixture.sink.records.isEmpty)
    }

    @Test func scalarValuesRoundTrip() {
        let fixture = SettingsFixture()
        let store = fixture.store
        store[Keys.fontSize] = 19.5
        store[Keys.onboarded] = true
        store[Keys.launches] = 42
        store[Keys.name] = "Zoë \u{1F600}"
        store[Keys.avatar] = Data([0, 1, 255])
        store[Keys.lastSync] = Date(timeIntervalSince1970: 1_700_000_000)
        #expect(store[Keys.fontSize] == 19.5)
        #expect(store[Keys.onboarded])
        #expect(store[Keys.launches] == 42)
        #expect(store[Keys.name] == "Zoë \u{1F600}")
        #expect(store[Keys.avatar] == Data([0, 1, 255]))
        #expect(store[Keys.lastSync] == Date(timeIntervalSince1970: 1_700_000_000))
    }

    @Test func scalarsAreStoredAsPropertyListValues() {
        let fixture = SettingsFixture()
        fixture.store[Keys.launches] = 3
        fixture.store[Keys.tags] = ["a"]
        let defaults = UserDefaults(suiteName: fixture.suiteName)!
        #expect(defaults.integer(forKey: "launches") == 3)
        #expect(defaults.data(forKey: "tags") == Data(#"["a"]"#.utf8))
    }

    @Test func codableValuesRoundTrip() {
        let fixture = SettingsFixture()
        fixture.store[Keys.reminder] = Reminder(hour: 7, minute: 30)
        fixture.store[Keys.lastEntry] = "entry-9"
        fixture.store[Keys.tags] = ["travel", "", "日本"]
        #expect(fixture.store[Keys.reminder] == Reminder(hour: 7, minute: 30))
        #expect(fixture.store[Keys.lastEntry] == "entry-9")
        #expect(fixture.store[Keys.tags] == ["travel", "", "日本"])
        fixture.store[Keys.lastEntry] = nil
        #expect(fixture.store[Keys.lastEntry] == nil)
        #expect(fixture.store.hasValue(for: Keys.lastEntry))
    }

    /// Issue 15, defect 11: a date keeps its fractional seconds in the suite and in its file on disk
    /// (what the next launch reads).
    @Test func aDateKeepsItsFractionalSeconds() throws {
        let fixture = SettingsFixture()
        let date = Date(timeIntervalSinceReferenceDate: 760_000_000.25)
        fixture.store[Keys.lastSync] = date
        #expect(fixture.store[Keys.lastSync] == date)
        #expect(SettingsStore(suiteName: fixture.suiteName)[Keys.lastSync] == date)
        let file = try Data(contentsOf: Self.suiteFile(fixture.suiteName))
        let stored = try #require(try PropertyListSerialization.propertyList(from: file, format: nil) as? [String: Any])
        guard case .stored(let onDisk) = SettingCoding.read(Keys.lastSync, from: stored["lastSync"]) else {
            Issue.record("the suite's file holds no date: \(String(describing: stored["lastSync"]))")
            return
        }
        #expect(onDisk.timeIntervalSinceReferenceDate == 760_000_000.25)
    }

    @Test func valuesPersistForAnotherStoreOnTheSameSuite() {
        let fixture = SettingsFixture()
        fixture.store[Keys.reminder] = Reminder(hour: 6, minute: 5)
        let reopened = SettingsStore(suiteName: fixture.suiteName)
        #expect(reopened[Keys.reminder] == Reminder(hour: 6, minute: 5))
    }

    @Test func removalRestoresTheDefault() {
        let fixture = SettingsFixture()
        fixture.store[Keys.launches] = 5
        fixture.store.removeValue(for: Keys.launches)
        #expect(fixture.store[Keys.launches] == 0)
        #expect(!fixture.store.hasValue(for: Keys.launches))
    }

    @Test func scalarOfTheWrongTypeReadsTheDefaultAndLogs() throws {
        let fixture = SettingsFixture()
        fixture.writeRaw("seventeen", forKey: "fontSize")
        #expect(fixture.store[Keys.fontSize] == 17)
        let record = try #require(fixture.sink.records.first)
        #expect(record.level == .warning)
        #expect(record.metadata["key"] == "fontSize")
        #expect(record.metadata["suite"] == fixture.suiteName)
    }

    @Test func malformedJSONReadsTheDefaultAndLogs() throws {
        let fixture = SettingsFixture()
        fixture.writeRaw(Data(#"{"hour": "seven"}"#.utf8), forKey: "reminder")
        #expect(fixture.store[Keys.reminder] == Reminder(hour: 21, minute: 0))
        fixture.writeRaw(Data([0xFF, 0x00]), forKey: "tags")
        #expect(fixture.store[Keys.tags] == [])
        fixture.writeRaw(12, forKey: "measurement")
        #expect(fixture.store[Keys.measurement] == Measurement(value: 1))
        #expect(fixture.sink.records.map(\.metadata["key"]) == ["reminder", "tags", "measurement"])
    }

    @Test func valueThatCannotBeEncodedIsNotStoredAndIsLogged() throws {
        let fixture = SettingsFixture()
        fixture.store[Keys.measurement] = Measurement(value: 2)
        let recorder = SettingsRecorder<Measurement>()
        let token = fixture.store.observe(Keys.measurement) { recorder.append($0) }
        fixture.store[Keys.measurement] = Measurement(value: .nan)
        #expect(fixture.store[Keys.measurement] == Measurement(value: 2))
        #expect(recorder.values.isEmpty)
        #expect(try #require(fixture.sink.records.first).level == .error)
        token.cancel()
    }

    @Test func observerHearsSetsAndRemovalsUntilCancelled() {
        let fixture = SettingsFixture()
        let recorder = SettingsRecorder<Double>()
        let token = fixture.store.observe(Keys.fontSize) { recorder.append($0) }
        fixture.store[Keys.fontSize] = 20
        fixture.store[Keys.launches] = 1  // another key: not heard
        fixture.store.removeValue(for: Keys.fontSize)
        token.cancel()
        fixture.store[Keys.fontSize] = 30
        #expect(recorder.values == [20, 17])
        #expect(fixture.store.observerCount == 0)
    }

    @Test func releasingTheTokenStopsObservation() {
        let fixture = SettingsFixture()
        let recorder = SettingsRecorder<Int>()
        do {
            let token = fixture.store.observe(Keys.launches) { recorder.append($0) }
            fixture.store[Keys.launches] = 1
            _ = token
        }
        fixture.store[Keys.launches] = 2
        #expect(recorder.values == [1])
        #expect(fixture.store.observerCount == 0)
    }

    @Test func removeAllResetsEveryKeyAndTellsObservers() {
        let fixture = SettingsFixture()
        fixture.store[Keys.name] = "Ana"
        fixture.store[Keys.launches] = 4
        let recorder = SettingsRecorder<String>()
        let token = fixture.store.observe(Keys.name) { recorder.append($0) }
        fixture.store.removeAll()
        #expect(fixture.store[Keys.launches] == 0)
        #expect(recorder.values == ["Guest"])
        token.cancel()
    }

    @Test func asyncValuesStartWithTheCurrentValue() async {
        let fixture = SettingsFixture()
        fixture.store[Keys.launches] = 1
        let stream = fixture.store.values(for: Keys.launches)
        var iterator = stream.makeAsyncIterator()
        #expect(await iterator.next() == 1)
        fixture.store[Keys.launches] = 2
        fixture.store.removeValue(for: Keys.launches)
        #expect(await iterator.next() == 2)
        #expect(await iterator.next() == 0)
    }

    @Test func endingTheAsyncSequenceRemovesItsObserver() async {
        let fixture = SettingsFixture()
        let store = fixture.store
        let consumer = Task {
            var seen: [Int] = []
            for await value in store.values(for: Keys.launches) {
                seen.append(value)
                if value == 3 { break }
            }
            return seen
        }
        while store.observerCount == 0 { await Task.yield() }
        store[Keys.launches] = 3
        #expect(await consumer.value == [0, 3])
        #expect(store.observerCount == 0)
    }

    @Test func propertyWrapperReadsWritesAndObserves() {
        let fixture = SettingsFixture()
        final class Preferences {
            @SettingValue var fontSize: Double
            init(store: SettingsStore) { _fontSize = SettingValue(Keys.fontSize, store: store) }
        }
        let preferences = Preferences(store: fixture.store)
        let recorder = SettingsRecorder<Double>()
        let token = preferences.$fontSize.observe { recorder.append($0) }
        #expect(preferences.fontSize == 17)
        preferences.fontSize = 21
        #expect(fixture.store[Keys.fontSize] == 21)
        preferences.$fontSize.remove()
        #expect(preferences.fontSize == 17)
        #expect(recorder.values == [21, 17])
        token.cancel()
    }
}
