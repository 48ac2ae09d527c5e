import Foundation
import Testing

@testable import TesseraCore

extension Toggle {
    fileprivate static let newEditor = Toggle(
        "newEditor", summary: "Rich-text editor", debug: true, internal: true, production: false)
    fileprivate static let cellularSync = Toggle("cellularSync", summary: "Sync without Wi-Fi", default: true)
    fileprivate static let darkIcons = Toggle("darkIcons", default: false)
}

/// A loopback TCP port held bound without listening, so that connecting to it is refused.
private struct BoundClosedPort {
    let descriptor: Int32
    let port: UInt16

    struct Failure: Error {}

    init() throws {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw Failure() }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = in_addr_t(UInt32(0x7F00_0001).bigEndian)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(descriptor, pointer, length) == 0 && getsockname(descriptor, pointer, &length) == 0
            }
        }
        guard bound else {
            Glibc.close(descriptor)
            throw Failure()
        }
        self.descriptor = descriptor
        port = UInt16(bigEndian: address.sin_port)
    }

    func close() { Glibc.close(descriptor) }
}

/// A clock the test moves by hand.
private final class ManualDate: Sendable {
    private let date = Lock(Date(timeIntervalSince1970: 1_000_000))
    var now: Date { date.withLock { $0 } }
    func advance(by seconds: TimeInterval) { date.withLock { $0 += seconds } }
}

/// Settings on a fresh suite, removed afterwards.
private final class ToggleFixture: Sendable {
    let settings = SettingsStore(
        suiteName: "group.tessera.tests.toggles.\(UUID().uuidString)",
        logger: Logger(category: "settings", hub: LogHub()))
    let log = MemoryLogSink()
    let clock = ManualDate()

    func toggles(
        remote url: URL? = nil, timeToLive: TimeInterval = 60,
        limits: DownloadLimits = DownloadLimits(totalTimeout: 20, idleTimeout: 20, maximumBytes: 1 << 20),
        configuration: BuildConfiguration = .production
    ) -> FeatureToggles {
        let clock = clock
        let remote = url.map {
            RemoteToggleSource(url: $0, timeToLive: timeToLive, limits: limits, now: { clock.now })
        }
        return FeatureToggles(
            toggles: [.newEditor, .cellularSync, .darkIcons], settings: settings, remote: remote,
            configuration: configuration, logger: Logger(category: "toggles", hub: LogHub(sinks: [log])))
    }

    deinit { settings.removeAll() }
}

/// Serves `/toggles.json` from a list of responses, one per request (the last one repeats).
private func scriptedServer(_ responses: [LoopbackHTTPServer.Response]) throws -> LoopbackHTTPServer {
    let index = Lock(0)
    return try LoopbackHTTPServer { request in
        guard request.path == "/toggles.json" else { return .status(404) }
        let position = index.withLock { index in
            defer { index += 1 }
            return min(index, responses.count - 1)
        }
        return responses[position]
    }
}

private func json(_ text: String, etag: String? = nil) -> LoopbackHTTPServer.Response {
    var response = LoopbackHTTPServer.Response.ok(Data(text.utf8), contentType: "application/json")
    if let etag { response.headers["ETag"] = etag }
    return response
}

@Suite struct ToggleTests {
    @Test func buildDefaultsFollowTheConfiguration() {
        #expect(Toggle.newEditor.buildDefault(for: .debug))
        #expect(Toggle.newEditor.buildDefault(for: .internal))
        #expect(!Toggle.newEditor.buildDefault(for: .production))
        #expect(BuildConfiguration.allCases.allSatisfy { Toggle.cellularSync.buildDefault(for: $0) })
        #if DEBUG && !INTERNAL && !PRODUCTION
            #expect(BuildConfiguration.current == .debug)
        #endif
    }

    @Test func withoutOtherSourcesTheBuildDefaultApplies() {
        let fixture = ToggleFixture()
        let debug = fixture.toggles(configuration: .debug)
        let production = fixture.toggles(configuration: .production)
        #expect(debug.isOn(.newEditor))
        #expect(!production.isOn(.newEditor))
        #expect(production.entry(for: .newEditor).source == .buildDefault(.production))
    }

    @Test func overrideBeatsRemoteBeatsBuildDefault() async throws {
        let server = try scriptedServer([json(#"{"newEditor": true, "cellularSync": false}"#)])
        let fixture = ToggleFixture()
        let toggles = fixture.toggles(remote: server.url("/toggles.json"))
        #expect(await toggles.refreshRemote() == .updated)
        #expect(
            toggles.entry(for: .newEditor)
                == ToggleEntry(
                    toggle: .newEditor, value: true, source: .remote, override: nil, remoteValue: true,
                    buildDefault: false))
        toggles.setOverride(false, for: .newEditor)
        #expect(
            toggles.entry(for: .newEditor)
                == ToggleEntry(
                    toggle: .newEditor, value: false, source: .localOverride, override: false, remoteValue: true,
                    buildDefault: false))
        toggles.setOverride(nil, for: .newEditor)
        #expect(toggles.entry(for: .newEditor).source == .remote)
        #expect(!toggles.isOn(.cellularSync))
        #expect(toggles.entry(for: .darkIcons).source == .buildDefault(.production))
    }

    @Test func overridesPersistAcrossInstances() {
        let fixture = ToggleFixture()
        fixture.toggles().setOverride(true, for: .darkIcons)
        let reopened = fixture.toggles()
        #expect(reopened.isOn(.darkIcons))
        reopened.removeAllOverrides()
        #expect(!reopened.isOn(.darkIcons))
        #expect(!fixture.toggles().isOn(.darkIcons))
    }

    @Test func freshCacheIsNotFetchedAgainAndStaleCacheRevalidatesWithItsETag() async throws {
        let server = try scriptedServer([
            json(#"{"darkIcons": true}"#, etag: "\"v1\""),
            LoopbackHTTPServer.Response(status: 304),
        ])
        let fixture = ToggleFixture()
        let toggles = fixture.toggles(remote: server.url("/toggles.json"), timeToLive: 60)
        #expect(await toggles.refreshRemote() == .updated)
        fixture.clock.advance(by: 59)
        #expect(await toggles.refreshRemote() == .fresh)
        #expect(server.requestCount("/toggles.json") == 1)
        fixture.clock.advance(by: 2)
        #expect(await toggles.refreshRemote() == .notModified)
        #expect(server.requests.map { $0.headers["if-none-match"] } == [nil, "\"v1\""])
        #expect(toggles.isOn(.darkIcons))
        #expect(toggles.remoteFetchDate == fixture.clock.now)
        #expect(await toggles.refreshRemote() == .fresh)
    }

    @Test func forcedRefreshIgnoresTheTimeToLive() async throws {
        let server = try scriptedServer([json(#"{"darkIcons": true}"#), json(#"{"darkIcons": false}"#)])
        let fixture = ToggleFixture()
        let toggles = fixture.toggles(remote: server.url("/toggles.json"), timeToLive: 3600)
        #expect(await toggles.refreshRemote() == .updated)
        #expect(await toggles.refreshRemote(force: true) == .updated)
        #expect(!toggles.isOn(.darkIcons))
    }

    @Test func malformedJSONKeepsTheLastGoodValues() async throws {
        let server = try scriptedServer([
            json(#"{"darkIcons": true}"#),
            json(#"{"darkIcons": "yes"}"#),
            json(#"["darkIcons"]"#),
            json(#"{"darkIcons": tr"#),
        ])
        let fixture = ToggleFixture()
        let url = server.url("/toggles.json")
        let toggles = fixture.toggles(remote: url)
        #expect(await toggles.refreshRemote() == .updated)
        for _ in 0..<3 {
            let refresh = await toggles.refreshRemote(force: true)
            guard case .failed(.malformedJSON(let culprit, _)) = refresh else {
                Issue.record("expected malformedJSON, got \(refresh)")
                continue
            }
            #expect(culprit == url)
            #expect(toggles.entry(for: .darkIcons).source == .remote)
            #expect(toggles.isOn(.darkIcons))
        }
        #expect(fixture.log.records.count == 3)
    }

    @Test func httpErrorKeepsTheLastGoodValuesAndRetriesNextTime() async throws {
        let server = try scriptedServer([
            json(#"{"darkIcons": true}"#), .status(500), .status(404), json(#"{"darkIcons": false}"#),
        ])
        let fixture = ToggleFixture()
        let url = server.url("/toggles.json")
        let toggles = fixture.toggles(remote: url, timeToLive: 60)
        #expect(await toggles.refreshRemote() == .updated)
        fixture.clock.advance(by: 61)
        #expect(await toggles.refreshRemote() == .failed(.httpStatus(500, url)))
        #expect(toggles.isOn(.darkIcons))
        #expect(await toggles.refreshRemote() == .failed(.httpStatus(404, url)))
        #expect(await toggles.refreshRemote() == .updated)
        #expect(!toggles.isOn(.darkIcons))
    }

    @Test func timeoutKeepsTheLastGoodValues() async throws {
        let slow = LoopbackHTTPServer.Response(
            headers: ["Content-Type": "application/json"], body: Data(#"{"darkIcons": false}"#.utf8),
            delay: .seconds(30))
        let server = try scriptedServer([json(#"{"darkIcons": true}"#), slow])
        let fixture = ToggleFixture()
        let url = server.url("/toggles.json")
        #expect(await fixture.toggles(remote: url).refreshRemote() == .updated)
        let toggles = fixture.toggles(
            remote: url, limits: DownloadLimits(totalTimeout: 20, idleTimeout: 0.5, maximumBytes: 1024))
        #expect(await toggles.refreshRemote(force: true) == .failed(.timedOut(url, limit: .idle(0.5))))
        #expect(toggles.isOn(.darkIcons))
        server.stop()
    }

    @Test func unreachableServerIsATransportFailure() async throws {
        // A port bound and never listened on: connections are refused, and no other test's server can
        // take it meanwhile (a stopped server's port could be).
        let closedPort = try BoundClosedPort()
        defer { closedPort.close() }
        let url = try #require(URL(string: "http://127.0.0.1:\(closedPort.port)/toggles.json"))
        let fixture = ToggleFixture()
        let refresh = await fixture.toggles(remote: url).refreshRemote()
        guard case .failed(.transport(let culprit, _)) = refresh else {
            Issue.record("expected a transport failure, got \(refresh)")
            return
        }
        #expect(culprit == url)
    }

    @Test func lastGoodRemoteValuesSurviveARestart() async throws {
        let server = try scriptedServer([json(#"{"newEditor": true}"#, etag: "abc")])
        let fixture = ToggleFixture()
        #expect(await fixture.toggles(remote: server.url("/toggles.json")).refreshRemote() == .updated)
        server.stop()
        let restarted = fixture.toggles(remote: server.url("/toggles.json"))
        #expect(restarted.entry(for: .newEditor).source == .remote)
        #expect(restarted.isOn(.newEditor))
        #expect(await restarted.refreshRemote() == .fresh)
    }

    @Test func concurrentRefreshesShareOneRequest() async throws {
        let gate = ServerGate()
        var held = json(#"{"darkIcons": true}"#)
        held.gate = gate
        let server = try scriptedServer([held])
        let fixture = ToggleFixture()
        let toggles = fixture.toggles(remote: server.url("/toggles.json"))
        async let first = toggles.refreshRemote()
        async let second = toggles.refreshRemote()
        while server.requestCount("/toggles.json") == 0 { try await Task.sleep(for: .milliseconds(5)) }
        try await Task.sleep(for: .milliseconds(50))
        gate.open()
        #expect(await [first, second] == [.updated, .updated])
        #expect(server.requestCount("/toggles.json") == 1)
    }

    @Test func withoutASourceRefreshDoesNothing() async {
        #expect(await ToggleFixture().toggles().refreshRemote() == .noSource)
    }

    @Test func observersHearOverridesAndRemoteChanges() async throws {
        let server = try scriptedServer([json(#"{"darkIcons": true}"#), json(#"{"darkIcons": true}"#)])
        let fixture = ToggleFixture()
        let toggles = fixture.toggles(remote: server.url("/toggles.json"))
        let count = Lock(0)
        let token = toggles.observe { count.withLock { $0 += 1 } }
        toggles.setOverride(true, for: .newEditor)
        #expect(await toggles.refreshRemote() == .updated)
        #expect(await toggles.refreshRemote(force: true) == .updated)  // same values: no change to report
        token.cancel()
        toggles.setOverride(nil, for: .newEditor)
        #expect(count.withLock { $0 } == 2)
    }

    @MainActor @Test func debugModelListsTogglesAndEditsOverrides() async throws {
        let server = try scriptedServer([json(#"{"cellularSync": false}"#)])
        let fixture = ToggleFixture()
        let toggles = fixture.toggles(remote: server.url("/toggles.json"))
        let model = ToggleDebugModel(toggles: toggles)
        #expect(model.entries.map(\.toggle) == [.newEditor, .cellularSync, .darkIcons])
        #expect(model.entries.map(\.value) == [false, true, false])
        await model.refreshRemote()
        #expect(model.lastRefresh == .updated)
        #expect(model.entries[1].source == .remote)
        #expect(!model.entries[1].value)
        model.setOverride(true, for: .newEditor)
        #expect(model.entries[0].value)
        #expect(model.entries[0].source == .localOverride)
        toggles.setOverride(true, for: .darkIcons)  // made elsewhere, on the main actor: seen at once
        #expect(model.entries[2].override == true)
        model.removeAllOverrides()
        #expect(model.entries.map(\.override) == [nil, nil, nil])
    }

    // MARK: - Limits and file documents (issue 19: D4, D6, D11)

    /// D4: a server sending one byte every 50 ms never looks idle, but the total limit ends the fetch.
    @Test func aTricklingServerHitsTheTotalLimitAndTheLastGoodValuesStay() async throws {
        var trickled = json(#"{"darkIcons": false, "newEditor": true}"# + String(repeating: " ", count: 60))
        trickled.trickle = (pieceSize: 1, pause: .milliseconds(50))  // about 5 s for the document
        let server = try scriptedServer([json(#"{"darkIcons": true}"#), trickled])
        defer { server.stop() }
        let fixture = ToggleFixture()
        let url = server.url("/toggles.json")
        #expect(await fixture.toggles(remote: url).refreshRemote() == .updated)
        let toggles = fixture.toggles(
            remote: url, limits: DownloadLimits(totalTimeout: 1.5, idleTimeout: 1, maximumBytes: 1024))
        #expect(await toggles.refreshRemote(force: true) == .failed(.timedOut(url, limit: .total(1.5))))
        #expect(toggles.isOn(.darkIcons))
        #expect(!toggles.isOn(.newEditor))
    }

    /// D6: a valid document over the size limit is refused and nothing of it is saved.
    @Test func aDocumentOverTheSizeLimitIsRefusedAndNotSaved() async throws {
        let names = (0..<5000).map { "\"toggle\($0)\": true" }.joined(separator: ", ")
        let huge = "{" + names + ", \"darkIcons\": true}"  // about 100 KB of valid JSON
        let server = try scriptedServer([json(huge)])
        let fixture = ToggleFixture()
        let url = server.url("/toggles.json")
        let toggles = fixture.toggles(
            remote: url, limits: DownloadLimits(totalTimeout: 20, idleTimeout: 20, maximumBytes: 64 << 10))
        #expect(await toggles.refreshRemote() == .failed(.tooLarge(url, maximumBytes: 64 << 10)))
        #expect(!toggles.isOn(.darkIcons))
        #expect(fixture.settings[FeatureToggles.remoteCacheSetting] == nil)
    }

    /// D11: a `file:` URL is read from disk.
    @Test func aFileDocumentIsRead() async throws {
        let folder = TemporaryFolder("toggles")
        defer { folder.remove() }
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        let file = folder.url.appendingPathComponent("toggles.json")
        try Data(#"{"darkIcons": true}"#.utf8).write(to: file)
        let fixture = ToggleFixture()
        let toggles = fixture.toggles(remote: file)
        #expect(await toggles.refreshRemote() == .updated)
        #expect(toggles.entry(for: .darkIcons).source == .remote)
        #expect(toggles.isOn(.darkIcons))
        try Data(#"{"darkIcons": false}"#.utf8).write(to: file)
        #expect(await toggles.refreshRemote(force: true) == .updated)
        #expect(!toggles.isOn(.darkIcons))
    }

    @Test func aFileDocumentOverTheSizeLimitOrMissingFailsAndTheLastGoodValuesStay() async throws {
        let folder = TemporaryFolder("toggles")
        defer { folder.remove() }
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        let file = folder.url.appendingPathComponent("toggles.json")
        try Data(#"{"darkIcons": true}"#.utf8).write(to: file)
        let fixture = ToggleFixture()
        let toggles = fixture.toggles(
            remote: file, limits: DownloadLimits(totalTimeout: 20, idleTimeout: 20, maximumBytes: 100))
        #expect(await toggles.refreshRemote() == .updated)
        try Data(("{" + String(repeating: " ", count: 200) + "}").utf8).write(to: file)
        #expect(await toggles.refreshRemote(force: true) == .failed(.tooLarge(file, maximumBytes: 100)))
        try FileManager.default.removeItem(at: file)
        let refresh = await toggles.refreshRemote(force: true)
        guard case .failed(.fileUnreadable(file, _)) = refresh else {
            Issue.record("expected fileUnreadable, got \(refresh)")
            return
        }
        #expect(toggles.isOn(.darkIcons))
    }
}
