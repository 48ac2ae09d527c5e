public import Foundation
public import TesseraCore
public import TesseraStore

/// In-app purchases shaped like StoreKit 2, on a local store configuration: products from a
/// ``ProductCatalog``, purchases confirmed by a ``PurchaseAuthorizer``, transactions kept in the
/// app's ``TesseraStore/Store``, subscriptions that renew and expire on a ``WallClock``, refunds,
/// and every change announced to observers and ``updates`` sequences.
///
/// ```swift
/// let store = try Store(at: url, models: [Entry.self] + PurchaseStore.storedModels)
/// let purchases = try PurchaseStore(catalog: catalog, store: store, clock: .system)
/// let entitlements = EntitlementModel(store: purchases)          // bind "Pro" to views
/// let pro = purchases.products(for: ["com.example.journal.pro"]).first!
/// switch try await purchases.purchase(pro) {
/// case .success: entitlements.isUnlocked(pro.id)                  // true
/// case .pending, .userCancelled: break
/// }
/// ```
///
/// **Why `@MainActor` and not an actor.** The purchase flow starts from a button and shows a
/// payment sheet (UI); renewals and expiries fire from ``WallClock`` timers, which run on the main
/// actor; and the ``EntitlementModel`` that views bind to is main-actor state. On the main actor
/// every event reaches observers synchronously, in order, before `purchase` returns — an actor
/// would add a hop between the store and its UI at every step and make that order depend on
/// scheduling. The work done here is small: one short SQLite transaction per change.
///
/// **Persistence.** Transactions, pending purchases and subscription renewal state are rows of
/// the app's store (register ``storedModels`` when opening it). `init` and ``restore()`` read
/// them back; a subscription whose periods ended while the app was closed is renewed (or expired)
/// for every missed period.
///
/// **Time.** Dates come from the injected ``WallClock``; subscription periods are added with
/// ``calendar`` (Gregorian in UTC by default, see ``SubscriptionPeriod/end(after:from:in:)``).
@MainActor
public final class PurchaseStore {
    /// The products on sale.
    public let catalog: ProductCatalog
    /// The clock that dates transactions and drives renewals.
    public let clock: WallClock
    /// The calendar subscription periods are added in.
    public let calendar: Calendar
    /// The storage error of the latest renewal or expiry check, which runs from a timer and so
    /// cannot throw; `nil` after a check that succeeded.
    public internal(set) var lastStorageError: PurchaseError?

    let store: Store
    let authorizer: any PurchaseAuthorizer
    let broadcaster = PurchaseEventBroadcaster()
    let logger = Logger(category: "purchases")
    /// Every transaction, ascending id.
    var transactions: [Transaction] = []
    var finishedIDs: Set<Int64> = []
    var pending: [PendingPurchase] = []
    /// Subscription group id → renewal state.
    var renewals: [String: RenewalRecord] = [:]
    /// The timer of the next renewal or expiry; replacing it cancels the previous one.
    var renewalTimer: AnyCancellable?

    /// The models to list when opening the ``TesseraStore/Store`` passed to ``init(catalog:store:clock:authorizer:calendar:)``.
    public nonisolated static let storedModels: [any StoredModel.Type] = [
        TransactionRecord.self, PendingPurchaseRecord.self, RenewalRecord.self,
    ]

    /// Gregorian, in UTC: a month after 31 January is 28 (or 29) February at the same UTC time.
    public nonisolated static var defaultCalendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }

    /// Opens the purchases kept in `store`, renews or expires subscriptions whose periods ended
    /// since they were last seen, and schedules the next renewal on `clock`.
    ///
    /// - Parameters:
    ///   - authorizer: the payment sheet; `nil` uses a ``LocalPurchaseAuthorizer`` with the
    ///     catalog's testing switches.
    /// - Throws: ``PurchaseError/storage(_:)`` when the store cannot be read or written.
    /// - Precondition: `store` was opened with ``storedModels`` among its models.
    public init(
        catalog: ProductCatalog, store: Store, clock: WallClock, authorizer: (any PurchaseAuthorizer)? = nil,
        calendar: Calendar = PurchaseStore.defaultCalendar
    ) throws(PurchaseError) {
        self.catalog = catalog
        self.store = store
        self.clock = clock
        self.calendar = calendar
        self.authorizer = authorizer ?? LocalPurchaseAuthorizer(catalog: catalog)
        try reload()
        try processDueSubscriptions()
    }

    // MARK: Products and transactions

    /// The catalog's products with the given identifiers, in the order asked; unknown identifiers
    /// are left out (as StoreKit's `Product.products(for:)`).
    public func products(for identifiers: some Sequence<String>) -> [Product] {
        catalog.products(for: identifiers)
    }

    /// Every transaction, oldest first, including refunded ones and consumables (StoreKit's `Transaction.all`).
    public var allTransactions: [Transaction] { transactions }

    /// The transactions that entitle the user now, one per product: non-consumables that were not
    /// refunded and subscriptions in an unexpired, unrefunded period. Consumables never appear.
    /// Ascending transaction id.
    public var currentEntitlements: [Transaction] {
        let now = clock.now
        var latest: [String: Transaction] = [:]
        for transaction in transactions where transaction.grantsEntitlement(at: now) {
            latest[transaction.productID] = transaction
        }
        return latest.values.sorted { $0.id < $1.id }
    }

    /// The newest transaction of `productID`, refunded or not, or `nil`.
    public func latestTransaction(for productID: String) -> Transaction? {
        transactions.last { $0.productID == productID }
    }

    /// Purchases waiting for approval, oldest first.
    public var pendingPurchases: [PendingPurchase] { pending }

    /// Transactions the app has not yet ``finish(_:)``ed — for a consumable, ones whose content may
    /// not have been delivered. Check them at launch. Oldest first.
    public var unfinishedTransactions: [Transaction] {
        transactions.filter { !finishedIDs.contains($0.id) }
    }

    /// Records that the app delivered what `transaction` paid for (StoreKit's `Transaction.finish()`).
    /// Finishing twice does nothing.
    ///
    /// - Throws: ``PurchaseError/transactionNotFound(id:)``, ``PurchaseError/storage(_:)``.
    public func finish(_ transaction: Transaction) throws(PurchaseError) {
        guard let stored = transactions.first(where: { $0.id == transaction.id }) else {
            throw .transactionNotFound(id: transaction.id)
        }
        guard !finishedIDs.contains(stored.id) else { return }
        try write { db in try db.save(TransactionRecord(stored, isFinished: true)) }
        finishedIDs.insert(stored.id)
    }

    // MARK: Observing

    /// Calls `observer` on the main actor with every ``PurchaseEvent``, synchronously as it happens
    /// (before `purchase` returns), until the returned token is cancelled or released.
    ///
    /// ```swift
    /// purchases.addObserver { event in print(event) }.store(in: lifetime)
    /// ```
    public func addObserver(_ observer: @escaping @MainActor @Sendable (PurchaseEvent) -> Void) -> AnyCancellable {
        broadcaster.addObserver(observer)
    }

    /// A new sequence of every ``PurchaseEvent`` from now on (StoreKit's `Transaction.updates`).
    /// Nothing is dropped; the sequence ends when the store is released. Start listening at launch,
    /// before purchasing.
    public nonisolated var updates: AsyncStream<PurchaseEvent> {
        broadcaster.makeStream()
    }

    /// Observers plus live ``updates`` sequences (for leak tests).
    public var registrationCount: Int { broadcaster.registrationCount }

    // MARK: Restoring

    /// Re-reads every transaction, pending purchase and renewal state from the store (for example
    /// after another process or a sync changed it), renews or expires what fell due, and sends
    /// ``PurchaseEvent/restored(_:)`` with the current entitlements, which it also returns.
    ///
    /// - Throws: ``PurchaseError/storage(_:)``.
    @discardableResult
    public func restore() throws(PurchaseError) -> [Transaction] {
        try reload()
        try processDueSubscriptions()
        let entitlements = currentEntitlements
        broadcaster.send(.restored(entitlements))
        return entitlements
    }

    /// Replaces the in-memory state with the store's rows.
    private func reload() throws(PurchaseError) {
        let (records, pendingRecords, renewalRecords) = try read { db in
            (
                try db.fetch(TransactionRecord.query.sorted(by: .ascending(\.id))),
                try db.fetch(PendingPurchaseRecord.query.sorted(by: .ascending(\.id))),
                try db.fetch(RenewalRecord.query)
            )
        }
        var loaded: [Transaction] = []
        for record in records {
            guard let transaction = record.transaction else {
                throw .storage(
                    .decodingFailed(
                        table: TransactionRecord.schema.table, key: "price", reason: "not a decimal: \(record.price)"))
            }
            loaded.append(transaction)
        }
        transactions = loaded
        finishedIDs = Set(records.filter(\.isFinished).map(\.id))
        pending = pendingRecords.map(\.pending)
        renewals = Dictionary(uniqueKeysWithValues: renewalRecords.map { ($0.id, $0) })
    }

    // MARK: Storage helpers

    func read<T>(_ body: (Database) throws -> T) throws(PurchaseError) -> T {
        do {
            return try store.read(body)
        } catch let error as StoreError {
            throw .storage(error)
        } catch {
            preconditionFailure("purchase reads throw only StoreError, got \(error)")
        }
    }

    func write<T>(_ body: (WritableDatabase) throws -> T) throws(PurchaseError) -> T {
        do {
            return try store.write(body)
        } catch let error as StoreError {
            throw .storage(error)
        } catch {
            preconditionFailure("purchase writes throw only StoreError, got \(error)")
        }
    }

    /// Replaces (or appends) `transaction` in the in-memory list, keeping id order.
    func remember(_ transaction: Transaction) {
        if let index = transactions.firstIndex(where: { $0.id == transaction.id }) {
            transactions[index] = transaction
        } else {
            transactions.append(transaction)
            transactions.sort { $0.id < $1.id }
        }
    }

    /// The row of `transaction`, keeping whether it was finished.
    func record(of transaction: Transaction) -> TransactionRecord {
        TransactionRecord(transaction, isFinished: finishedIDs.contains(transaction.id))
    }

    /// The id the next transaction gets.
    var nextTransactionID: Int64 { (transactions.last?.id ?? 0) + 1 }
}
