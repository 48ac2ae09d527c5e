import Foundation
import Tessera
import TesseraTesting
import Testing

@testable import Journal
@testable import JournalDemo

/// The scripted demo session end to end, asserting on the store, the preferences, the window and the
/// analytics file — and a restart over the same data directory.
@MainActor
@Suite(.serialized) struct JournalAppSessionTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("journal-session-\(UUID().uuidString)")
    var output: URL { root.appendingPathComponent("out") }
    var data: URL { root.appendingPathComponent("data") }

    @Test func theScriptedSessionLeavesItsTraceInTheStoreSettingsWindowAndAnalytics() async throws {
        let session = DemoSession(outputDirectory: output, dataDirectory: data)
        defer { try? FileManager.default.removeItem(at: root) }
        let steps = try await session.run()

        #expect(
            steps.map(\.name) == [
                "launch", "onboarding", "home", "compose", "saved", "search", "detail", "favorite", "dark-mode",
                "text-size", "statistics",
            ])
        for step in steps {
            let bitmap = try Bitmap(pngData: Data(contentsOf: step.screenshot))
            #expect(bitmap.width == 1179)
        }
        let entry = try #require(session.storedNewEntry())
        #expect(entry.body == DemoSession.newEntryBody)
        #expect(entry.mood == .joyful)
        #expect(entry.tags == [DemoSession.newEntryTag])
        #expect(entry.isFavorite)
        let environment = try #require(session.root?.environment)
        #expect(environment.repository.count == SampleEntries.seed.count + 1)

        let preferences = JournalPreferences(fileURL: session.options.settingsFile)
        #expect(preferences.hasCompletedOnboarding)
        #expect(preferences.appearance == .dark)
        #expect(preferences.contentSizeCategory == .extraExtraExtraLarge)
        let window = try #require(session.window)
        #expect(window.windowTraits.userInterfaceStyle == .dark)
        #expect(window.windowTraits.preferredContentSizeCategory == .extraExtraExtraLarge)
        #expect(session.root?.tabs?.selectedIndex == JournalTabBarController.Tab.statistics.rawValue)

        let lines = try String(contentsOf: JournalApp.analyticsFile(in: data), encoding: .utf8).split(separator: "\n")
        let screens = try lines.compactMap { line -> String? in
            let event = try TrackingEvent(jsonLine: String(line))
            guard event.name == "screen_view", case .string(let name)? = event.properties["screen_name"] else {
                return nil
            }
            return name
        }
        for screen in ["onboarding", "journal_home", "compose", "entry_detail", "settings", "statistics"] {
            #expect(screens.contains(screen), "no screen_view for \(screen) in \(screens)")
        }
        #expect(!screens.contains { $0.hasSuffix("Controller") }, "containers are not screens: \(screens)")
        let summary = try String(contentsOf: output.appendingPathComponent("summary.md"), encoding: .utf8)
        #expect(summary.contains("the new entry is stored and starred"))
    }

    @Test func aSecondRunOverTheSameDataStartsAtHomeAndListsTheEntryOfTheFirst() async throws {
        let first = DemoSession(outputDirectory: output, dataDirectory: data)
        defer { try? FileManager.default.removeItem(at: root) }
        try await first.run()

        let launch = try await JournalBoot.run(first.options)
        #expect(launch.route == .home)
        let titles = try launch.environment.repository.entries().map(\.title)
        #expect(titles.contains(DemoSession.newEntryTitle))

        let second = DemoSession(outputDirectory: output, dataDirectory: data, startsFresh: false)
        let steps = try await second.run()
        #expect(!steps.map(\.name).contains("onboarding"))
        let home = try #require(second.root?.tabs?.home)
        home.model.searchText = ""
        #expect(home.model.sections.flatMap(\.entries).filter { $0.title == DemoSession.newEntryTitle }.count == 2)
    }

    @Test func startingFreshRefusesToEraseADirectoryHoldingFilesTheJournalDidNotWrite() async throws {
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let thesis = data.appendingPathComponent("thesis.txt")
        try Data("keep me".utf8).write(to: thesis)
        let session = DemoSession(outputDirectory: output, dataDirectory: data)
        await #expect(throws: DemoSessionError.self) { try await session.run() }
        #expect(try Data(contentsOf: thesis) == Data("keep me".utf8))
        #expect(session.steps.isEmpty)
    }

    /// Issue 19, S1: a folder named like the journal's database passed the old name-only check and was
    /// removed with everything in it.
    @Test func startingFreshLeavesAFolderNamedLikeTheDatabaseAndEverythingInIt() async throws {
        let folder = data.appendingPathComponent(JournalRepository.fileName)
        let thesis = folder.appendingPathComponent("thesis.docx")
        let chapter = folder.appendingPathComponent("drafts/chapter-1.docx")
        try FileManager.default.createDirectory(
            at: chapter.deletingLastPathComponent(), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("keep me".utf8).write(to: thesis)
        try Data("keep me too".utf8).write(to: chapter)
        let session = DemoSession(outputDirectory: output, dataDirectory: data)
        let error = await #expect(throws: DemoSessionError.self) { try await session.run() }
        #expect(try Data(contentsOf: thesis) == Data("keep me".utf8))
        #expect(try Data(contentsOf: chapter) == Data("keep me too".utf8))
        #expect(session.steps.isEmpty)
        guard case .notAJournalDirectory(let directory, let foreign)? = error else {
            Issue.record("expected notAJournalDirectory, got \(String(describing: error))")
            return
        }
        #expect(directory == data)
        #expect(foreign.map(\.description) == ["\(JournalRepository.fileName) (a directory)"])
        #expect(
            "\(error!)"
                == "will not erase \(data.path) to start fresh: it holds \(JournalRepository.fileName) (a directory), "
                + "which the journal did not write")
    }

    @Test func aDataDirectoryThatIsNotAJournalIsATypedBootError() async throws {
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("not a database".utf8).write(to: data.appendingPathComponent(JournalRepository.fileName))
        await #expect(throws: JournalBootError.self) {
            try await JournalBoot.run(JournalLaunchOptions(dataDirectory: data))
        }
        let bytes = try Data(contentsOf: data.appendingPathComponent(JournalRepository.fileName))
        #expect(bytes == Data("not a database".utf8))  // nothing lost
    }

    @Test func remoteTogglesFallBackToTheBuildDefaultsWhenTheServerIsUnreachable() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let options = JournalLaunchOptions(
            dataDirectory: data, remoteTogglesURL: URL(string: "http://127.0.0.1:9/toggles.json"),
            remoteTogglesLimits: DownloadLimits(totalTimeout: 2, idleTimeout: 2, maximumBytes: 1 << 20))
        let launch = try await JournalBoot.run(options)
        guard case .failed = launch.togglesRefresh else {
            Issue.record("expected a failed refresh, got \(launch.togglesRefresh)")
            return
        }
        #expect(launch.steps.first { $0.name == "Fetch Remote Toggles" }?.state == .failed)
        #expect(launch.steps.first { $0.name == "Decide Route" }?.state == .succeeded)
        #expect(launch.environment.toggles.isOn(.moodInsights))
        #expect(launch.route == .onboarding)
    }

    /// D11 (issue 19): `--toggles file:///…` is read from disk, as the demo's usage says.
    @Test func remoteTogglesFromAFileURLAreUsed() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let file = root.appendingPathComponent("toggles.json")
        try Data(#"{"moodInsights": false}"#.utf8).write(to: file)
        let launch = try await JournalBoot.run(JournalLaunchOptions(dataDirectory: data, remoteTogglesURL: file))
        #expect(launch.togglesRefresh == .updated)
        #expect(!launch.environment.toggles.isOn(.moodInsights))
        #expect(launch.environment.toggles.entry(for: .moodInsights).source == .remote)
    }
}
