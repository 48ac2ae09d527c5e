import Foundation
import Observation
import Testing

@testable import TesseraStore

/// Counts notifications from any thread.
final class Counter: Sendable {
    private let value = TesseraStoreTestLock(0)
    func increment() { value.withLock { $0 += 1 } }
    var count: Int { value.withLock { $0 } }
}

/// Change observation: which commits notify whom, the UI-facing observable results, the async
/// sequence, and that nothing leaks.
@Suite struct ObservationTests {
    @Test func onlyCommitsThatChangeAnObservedTableNotify() throws {
        let (store, _directory) = try makeStore()
        _ = _directory
        let counter = Counter()
        let token = store.observers.add(tables: ["notes"]) { _ in counter.increment() }
        try store.save(Folder(id: UUID(), name: "not a note"))
        #expect(counter.count == 0)
        try store.save(Note(id: 1, title: "a note"))
        #expect(counter.count == 1)
        try store.write { db in
            try db.save(Note(id: 2, title: "two saves"))
            try db.save(Note(id: 3, title: "one commit"))
        }
        #expect(counter.count == 2)
        _ = try? store.write { db in
            try db.save(Note(id: 4, title: "rolled back"))
            throw Refusal()
        }
        #expect(counter.count == 2)
        // A savepoint that rolls back does not count; one that is released counts with its commit.
        try store.write { db in
            _ = try? db.transaction { db in
                try db.save(Note(id: 5, title: "undone"))
                throw Refusal()
            }
        }
        #expect(counter.count == 2)
        // A cascade into notes notifies notes observers.
        let folder = Folder(id: UUID(), name: "f")
        try store.write { db in
            try db.save(folder)
        }
        try store.save(Note(id: 6, title: "in f", folderID: folder.id))
        #expect(counter.count == 3)
        try store.delete(folder)
        #expect(counter.count == 4)
        token.cancel()
        try store.save(Note(id: 7, title: "after cancel"))
        #expect(counter.count == 4)
        #expect(store.observationCount == 0)
    }

    @MainActor
    @Test func observedResultsReloadAfterCommitsToTheirTable() async throws {
        let (store, _directory) = try makeStore()
        _ = _directory
        try store.save(contentsOf: sampleNotes(4))
        let results = ObservedResults(Note.query.filter(\.pinned == true).sorted(by: .ascending(\.id)), in: store)
        #expect(results.models.map(\.id) == [2, 4])
        #expect(results.loadCount == 1)
        #expect(results.count == 2)
        #expect(results[1].id == 4)
        #expect(results.map(\.title) == ["note 2", "note 4"])

        try store.save(Note(id: 6, title: "pinned", pinned: true))
        await waitUntil { results.models.map(\.id) == [2, 4, 6] }
        #expect(results.models.map(\.id) == [2, 4, 6])
        #expect(results.error == nil)

        try await store.write { db in _ = try db.delete(Note.self, id: 2) }
        await waitUntil { results.models.map(\.id) == [4, 6] }
        #expect(results.models.map(\.id) == [4, 6])

        results.query = Note.query.filter(\.pinned == false).sorted(by: .ascending(\.id))
        #expect(results.models.map(\.id) == [1, 3])  // reloaded synchronously
        #expect(store.observationCount == 1)
    }

    @MainActor
    @Test func observedResultsNotifyObservationTracking() async throws {
        let (store, _directory) = try makeStore()
        _ = _directory
        let results = ObservedResults(Note.query, in: store)
        let changed = Counter()
        withObservationTracking {
            _ = results.models
        } onChange: {
            changed.increment()
        }
        try store.save(Note(id: 1, title: "observed"))
        await waitUntil { changed.count == 1 }
        #expect(changed.count == 1)
        #expect(results.models.map(\.title) == ["observed"])
    }

    @MainActor
    @Test func releasedObservedResultsStopObservingAndAreFreed() async throws {
        let (store, _directory) = try makeStore()
        _ = _directory
        weak var weakResults: ObservedResults<Note>?
        do {
            let results = ObservedResults(Note.query, in: store)
            weakResults = results
            #expect(store.observationCount == 1)
            try store.save(Note(id: 1, title: "pending reload while released"))
        }
        #expect(weakResults == nil)
        #expect(store.observationCount == 0)
        // A reload already scheduled finds nothing to update and does not crash.
        try store.save(Note(id: 2, title: "no observer"))
        try await Task.sleep(for: .milliseconds(20))
        #expect(store.observationCount == 0)
    }

    @Test func anAsyncSequenceDeliversTheCurrentResultThenEachChange() async throws {
        let (store, _directory) = try makeStore()
        _ = _directory
        try store.save(Note(id: 1, title: "first"))
        var iterator = store.observe(Note.query.sorted(by: .ascending(\.id))).makeAsyncIterator()
        #expect(try await iterator.next()?.map(\.id) == [1])
        try store.save(Note(id: 2, title: "second"))
        var latest = try await iterator.next()?.map(\.id)
        while latest != [1, 2] { latest = try await iterator.next()?.map(\.id) }  // bursts may fold
        #expect(latest == [1, 2])
        #expect(store.observationCount == 1)
    }

    @Test func aSequenceDroppedWithoutIterationEndsItsObservation() async throws {
        let (store, _directory) = try makeStore()
        _ = _directory
        do {
            let sequence = store.observe(Note.query)
            _ = sequence
            #expect(store.observationCount == 1)
        }
        await waitUntil { store.observationCount == 0 }
        #expect(store.observationCount == 0)
    }

    @Test func cancellingTheConsumingTaskEndsTheObservation() async throws {
        let (store, _directory) = try makeStore()
        _ = _directory
        let received = Counter()
        let consumer = Task {
            for try await _ in store.observe(Note.query) {
                received.increment()
            }
        }
        await waitUntil { received.count == 1 && store.observationCount == 1 }
        consumer.cancel()
        _ = await consumer.result
        await waitUntil { store.observationCount == 0 }
        #expect(store.observationCount == 0)
    }
}
