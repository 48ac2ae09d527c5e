import Foundation
import TesseraServices
import Testing

/// The store serialises calls from many tasks; documents parse and write on many threads at once
/// (libical keeps its error number, temporary buffers and built-in zone loading per thread or locked).
@Suite struct EventStoreConcurrencyTests {
    typealias Support = CalendarTestSupport

    @Test func savesFromManyTasksAllLandInTheFile() async throws {
        let directory = try Support.makeDirectory()
        defer { Support.removeDirectory(directory) }
        let store = try await Support.makeStore(in: directory)
        try await withThrowingTaskGroup(of: Void.self) { group in
            for task in 0..<8 {
                group.addTask {
                    for index in 0..<10 {
                        let due = DateComponents(year: 2026, month: 4, day: 1 + index, hour: task)
                        try store.save(Reminder(uid: "r-\(task)-\(index)", title: "Task \(task).\(index)", due: due))
                        _ = try store.reminders(matching: .incomplete(dueFrom: nil, to: nil))
                    }
                }
            }
            try await group.waitForAll()
        }
        #expect(try store.reminders(matching: .all).count == 80)
        let reopened = try await Support.makeStore(in: directory)
        #expect(try reopened.reminders(matching: .all).count == 80)
    }

    @Test func documentsParseAndWriteOnManyThreadsAtOnce() async throws {
        let data = try Support.fixture("dst-new-york")
        let expected = try CalendarDocument(icsData: data, floatingTimeZone: Support.utc)
            .icsData(floatingTimeZone: Support.utc, timestamp: Support.origin)
        let outputs = try await withThrowingTaskGroup(of: Data.self) { group in
            for _ in 0..<16 {
                group.addTask {
                    let document = try CalendarDocument(icsData: data, floatingTimeZone: Support.utc)
                    return try document.icsData(floatingTimeZone: Support.utc, timestamp: Support.origin)
                }
            }
            return try await group.reduce(into: [Data]()) { $0.append($1) }
        }
        #expect(outputs.count == 16)
        #expect(outputs.allSatisfy { $0 == expected })
    }
}
