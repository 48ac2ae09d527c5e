import Foundation
import Testing

@testable import TesseraStore

/// Runs `body(index)` on `count` threads at once and returns when all have finished, without
/// blocking a Swift concurrency thread.
func onThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let remaining = TesseraStoreTestLock(count)
        for index in 0..<count {
            let thread = Thread {
                body(index)
                let last = remaining.withLock { value -> Bool in
                    value -= 1
                    return value == 0
                }
                if last { continuation.resume() }
            }
            thread.stackSize = 1 << 20
            thread.start()
        }
    }
}

/// Whether the long stress variant was asked for (`make tsan` sets it).
let stressRequested = ProcessInfo.processInfo.environment["TESSERA_STORE_STRESS"] != nil

/// Many threads at once; run under the thread sanitizer by `make tsan`.
@Suite struct ConcurrencyTests {
    /// 8 writer threads commit pairs of notes (and nested savepoints); 8 reader threads check that
    /// every snapshot holds whole pairs and never goes backwards; an async observer follows along.
    @Test(arguments: [stressRequested ? 200 : 15])
    func eightWritersAndEightReadersSeeConsistentSnapshots(transactionsPerWriter: Int) async throws {
        let (store, _directory) = try makeStore()
        _ = _directory
        let failures = TesseraStoreTestLock<[String]>([])
        let observed = Counter()
        let observer = Task {
            for try await notes in store.observe(Note.query.filter(\.pinned == true)) {
                if notes.count % 2 != 0 { failures.withLock { $0.append("observer saw \(notes.count) notes") } }
                observed.increment()
            }
        }
        let writersDone = Counter()
        await onThreads(16) { index in
            do {
                if index < 8 {
                    for transaction in 0..<transactionsPerWriter {
                        let base = Int64(index * 100_000 + transaction * 2)
                        try store.write { db in
                            try db.save(Note(id: base, title: "writer \(index)", pinned: true))
                            try db.transaction { db in
                                try db.save(Note(id: base + 1, title: "writer \(index)", pinned: true))
                            }
                        }
                    }
                    writersDone.increment()
                } else {
                    var last = 0
                    while writersDone.count < 8 {
                        let (count, fetched) = try store.read { db in
                            (try db.count(Note.query), try db.fetch(Note.query.filter(\.pinned == true)).count)
                        }
                        if count % 2 != 0 || count != fetched || count < last {
                            failures.withLock { $0.append("reader \(index) saw \(count)/\(fetched) after \(last)") }
                        }
                        last = count
                    }
                }
            } catch {
                failures.withLock { $0.append("thread \(index): \(error)") }
            }
        }
        #expect(failures.withLock { $0 } == [])
        #expect(try store.count(Note.query) == 8 * transactionsPerWriter * 2)
        await waitUntil { observed.count > 0 }
        observer.cancel()
        _ = await observer.result
        try store.checkIntegrity()
    }

    @Test func anotherConnectionsWriteLockGivesBusyAfterTheTimeoutAndReadsStillWork() async throws {
        let directory = TemporaryDirectory()
        let holder = try Store(at: directory.file(), models: allModels)
        var impatient = StoreConfiguration()
        impatient.busyTimeout = .milliseconds(50)
        let other = try Store(at: directory.file(), models: allModels, configuration: impatient)
        try holder.save(Note(id: 1, title: "committed"))

        let started = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let holding = Task.detached {
            try holder.write { db in
                try db.save(Note(id: 2, title: "uncommitted"))
                started.signal()
                release.wait()
            }
        }
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                started.wait()
                continuation.resume()
            }
        }
        #expect(throws: StoreError.busy(path: directory.file().path, sql: "BEGIN IMMEDIATE")) {
            try other.save(Note(id: 3, title: "refused"))
        }
        // WAL: readers are not blocked by the open write transaction and see the committed state.
        #expect(try other.fetch(Note.query).map(\.id) == [1])
        #expect(try holder.fetch(Note.query).map(\.id) == [1])
        release.signal()
        try await holding.value
        try other.save(Note(id: 3, title: "accepted"))
        #expect(try other.fetch(Note.query.sorted(by: .ascending(\.id))).map(\.id) == [1, 2, 3])
    }

    @Test func aPatientWriterWaitsForTheLockInsteadOfFailing() async throws {
        let directory = TemporaryDirectory()
        let holder = try Store(at: directory.file(), models: allModels)
        let patient = try Store(at: directory.file(), models: allModels)  // 5 s busy timeout
        let started = DispatchSemaphore(value: 0)
        let holding = Task.detached {
            try holder.write { db in
                try db.save(Note(id: 1, title: "first"))
                started.signal()
                Thread.sleep(forTimeInterval: 0.1)
            }
        }
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                started.wait()
                continuation.resume()
            }
        }
        try await patient.write { db in try db.save(Note(id: 2, title: "second")) }
        try await holding.value
        #expect(try patient.count(Note.query) == 2)
    }
}
