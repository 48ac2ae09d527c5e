import Foundation
import TesseraCore
import TesseraServices
import TesseraStore
import Testing

// Shared by the purchase tests: the Journal.storekit fixture, a scripted payment sheet, an event
// recorder, and a store on a test clock that starts on 31 January 2026 (a month end, so month
// arithmetic is exercised).

enum JournalProducts {
    static let tip = "com.tessera.journal.tip"
    static let pro = "com.tessera.journal.pro"
    static let monthly = "com.tessera.journal.plus.monthly"
    static let yearly = "com.tessera.journal.plus.yearly"
    static let group = "journal.plus"
}

/// 2026-01-31 00:00:00 UTC.
let purchaseOrigin = Date(timeIntervalSince1970: 1_769_817_600)

/// A UTC date.
func utc(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0) -> Date {
    var components = DateComponents(year: year, month: month, day: day, hour: hour)
    components.timeZone = TimeZone(identifier: "UTC")
    return PurchaseStore.defaultCalendar.date(from: components)!
}

func fixtureURL() throws -> URL {
    try #require(
        Bundle.module.url(forResource: "Journal", withExtension: "storekit", subdirectory: "Fixtures/Purchases"))
}

func journalCatalog() throws -> ProductCatalog {
    try ProductCatalog(contentsOf: try fixtureURL())
}

/// A payment sheet whose answers the test decides, one per request (approve when it runs out).
@MainActor
final class ScriptedAuthorizer: PurchaseAuthorizer {
    var decisions: [PurchaseDecision]
    /// Let other tasks run while the "sheet" is shown, so purchases interleave.
    var yieldsBeforeAnswering = false
    private(set) var requests: [PurchaseRequest] = []

    init(_ decisions: [PurchaseDecision] = []) {
        self.decisions = decisions
    }

    func authorize(_ request: PurchaseRequest) async -> PurchaseDecision {
        requests.append(request)
        if yieldsBeforeAnswering {
            await Task.yield()
        }
        return decisions.isEmpty ? .approve : decisions.removeFirst()
    }
}

/// Records every event a store sends to its observers.
@MainActor
final class EventRecorder {
    private(set) var events: [PurchaseEvent] = []
    private var token: AnyCancellable?

    init(_ store: PurchaseStore) {
        token = store.addObserver { [weak self] event in self?.events.append(event) }
    }
}

/// A purchase store over an in-memory Store on a test clock.
@MainActor
struct PurchaseHarness {
    let clock = TestClock()
    let wallClock: WallClock
    let catalog: ProductCatalog
    let database: Store
    let authorizer: ScriptedAuthorizer
    let purchases: PurchaseStore

    init(_ decisions: [PurchaseDecision] = [], database: Store? = nil) throws {
        wallClock = WallClock(timerClock: clock, origin: purchaseOrigin)
        catalog = try journalCatalog()
        self.database = try database ?? Store.inMemory(models: PurchaseStore.storedModels)
        authorizer = ScriptedAuthorizer(decisions)
        purchases = try PurchaseStore(catalog: catalog, store: self.database, clock: wallClock, authorizer: authorizer)
    }

    func product(_ id: String) throws -> Product {
        try #require(catalog.product(id: id))
    }

    /// Moves the clock forward by whole days.
    func advance(days: Int) {
        clock.advance(by: .seconds(days * 86_400))
    }

    /// Moves the clock to `date`.
    func advance(to date: Date) {
        clock.advance(by: .milliseconds(Int64((date.timeIntervalSince(wallClock.now) * 1000).rounded())))
    }
}

/// The next `count` events an updates sequence has buffered (they are buffered unboundedly, so
/// this does not wait for anything that has already been sent).
func take(_ count: Int, from stream: AsyncStream<PurchaseEvent>) async -> [PurchaseEvent] {
    var iterator = stream.makeAsyncIterator()
    var events: [PurchaseEvent] = []
    for _ in 0..<count {
        guard let event = await iterator.next() else { break }
        events.append(event)
    }
    return events
}

/// A temporary directory, removed when released.
final class PurchaseTemporaryDirectory {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-purchases-\(UUID().uuidString)")

    init() throws {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
