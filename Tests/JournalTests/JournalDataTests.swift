import Foundation
import TesseraStore
import Testing

@testable import Journal

@Suite struct JournalDataTests {
    @Test func seedHasAboutFortyDistinctEntries() {
        #expect(SampleEntries.seed.count == 40)
        #expect(Set(SampleEntries.seed.map(\.id)).count == 40)
        #expect(SampleEntries.seed.allSatisfy { !$0.title.isEmpty && !$0.body.isEmpty })
    }

    @Test func aNewJournalFileIsSeededOnceAndPersists() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("journal-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        do {
            let repository = try JournalRepository(directory: directory)
            #expect(repository.count == 40)
            _ = try repository.delete(id: SampleEntries.home[0].id)
        }
        let reopened = try JournalRepository(directory: directory)
        #expect(reopened.count == 39)  // seeding ran once; the deletion survived
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("journal.sqlite").path))
    }

    @Test func searchMatchesTitleBodyAndTagsInAnyCase() throws {
        let repository = try JournalRepository(inMemoryWith: SampleEntries.seed)
        #expect(try repository.entries(matching: "pottery").map(\.title) == ["First pottery class"])
        #expect(try repository.entries(matching: "饺子").count == 1)
        #expect(try repository.entries(matching: "HANGZHOU").count == 1)
        #expect(try repository.entries(matching: "   ").count == 40)
        #expect(try repository.entries(matching: "no such words").isEmpty)
    }

    @Test func moodFilterAndNewestFirst() throws {
        let repository = try JournalRepository(inMemoryWith: SampleEntries.seed)
        let sad = try repository.entries(mood: .sad)
        #expect(!sad.isEmpty && sad.allSatisfy { $0.mood == .sad })
        let all = try repository.entries()
        #expect(all.map(\.date) == all.map(\.date).sorted(by: >))
    }

    @Test func deleteReturnsTheEntryForUndo() throws {
        let repository = try JournalRepository(inMemoryWith: SampleEntries.seed)
        let removed = try #require(try repository.delete(id: SampleEntries.home[2].id))
        #expect(repository.count == 39)
        try repository.save(removed)
        #expect(try repository.entry(id: removed.id) == removed)
        #expect(try repository.delete(id: UUID()) == nil)
    }

    @Test func tagCountsMostUsedFirst() throws {
        let repository = try JournalRepository(inMemoryWith: SampleEntries.seed)
        let counts = try repository.tagCounts()
        #expect(counts.first.map { $0.count } == counts.map(\.count).max())
        #expect(counts.map(\.count) == counts.map(\.count).sorted(by: >))
        #expect(counts.contains { $0.tag == "Food" && $0.count >= 3 })
    }

    @Test func statisticsCountByWeekdayAndMonth() {
        let stats = JournalStatistics(entries: SampleEntries.seed)
        #expect(stats.total == 40)
        #expect(stats.perWeekday.map(\.count).reduce(0, +) == 40)
        #expect(stats.perWeekday.map(\.label) == ["一", "二", "三", "四", "五", "六", "日"])
        #expect(stats.perMonth.last?.label == "11月")
        #expect(stats.perMonth.map(\.count).reduce(0, +) == 40)
        // 2026-11-28 is a Saturday: the latest entry counts there.
        let one = JournalStatistics(entries: [SampleEntries.home[0]])
        #expect(one.perWeekday[5].count == 1)
        #expect(one.longestRecentStreak == 1)
    }

    @Test func aFileThatIsNotADatabaseIsATypedError() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "journal-bad-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("this is not sqlite".utf8).write(to: directory.appendingPathComponent("journal.sqlite"))
        #expect(throws: StoreError.self) { try JournalRepository(directory: directory) }
    }
}
