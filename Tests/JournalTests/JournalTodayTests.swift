import Foundation
import Tessera
import TesseraTesting
import Testing

@testable import Journal

/// The home header shows the app's today, not the sample data's date (issue 15, defect 7).
@MainActor
@Suite struct JournalTodayTests {
    @Test func theHomeHeaderShowsTheEnvironmentsToday() throws {
        let suite = "group.dev.tessera.journal.today-\(UUID().uuidString)"
        defer { UserDefaults.standard.removePersistentDomain(forName: suite) }
        let preferences = JournalPreferences(suiteName: suite)
        let today = Date(timeIntervalSince1970: 1_804_680_000)  // Wednesday 10 March 2027, 12:00 UTC
        let environment = JournalEnvironment(
            repository: try JournalRepository(inMemoryWith: SampleEntries.seed), preferences: preferences,
            toggles: FeatureToggles(toggles: Toggle.journal, settings: preferences.store), tracker: Tracker(),
            photoDirectory: nil, today: today)
        let tabs = JournalTabBarController(
            environment: environment, settings: SettingsViewModel(preferences: preferences))
        #expect(tabs.home.homeView.dateLabel.text == "2027年3月10日 星期三")
    }

    @Test func aBootWithoutADateTakesTheClocksToday() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "journal-today-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let before = Date()
        let launch = try await JournalBoot.run(JournalLaunchOptions(dataDirectory: directory, photoDirectory: nil))
        #expect(launch.environment.today >= before && launch.environment.today <= Date())
    }
}
