import Foundation
public import Observation
public import Tessera

/// The journal's in-app purchase: the "Pro" unlock that opens the extra themes, over a
/// `PurchaseStore` whose transactions live in the journal's own database, and the
/// `EntitlementModel` Settings binds to.
///
/// ```swift
/// let purchases = try JournalPurchases(store: repository.store, clock: .system)
/// purchases.pro.displayPrice                     // "$4.99"
/// if case .success = try await purchases.purchasePro() {
///     purchases.isProUnlocked                   // true — and still true after a restart
/// }
/// ```
///
/// `isProUnlocked` is computed from ``entitlements`` (observable), so a binding to it follows every
/// purchase, restore and refund. Main actor.
@MainActor
@Observable
public final class JournalPurchases {
    /// The purchases and their transactions.
    @ObservationIgnored public let store: PurchaseStore
    /// What the user owns now, observable.
    @ObservationIgnored public let entitlements: EntitlementModel
    /// The Pro unlock.
    @ObservationIgnored public let pro: Product
    /// True while the payment sheet for Pro is up (a second purchase is not started meanwhile).
    public private(set) var isPurchasing = false

    /// Opens the purchases kept in `store`.
    /// - Parameters:
    ///   - store: the journal's store, opened with `PurchaseStore.storedModels` among its models
    ///     (as `JournalRepository` does).
    ///   - authorizer: the payment sheet; nil uses `LocalPurchaseAuthorizer`, which approves.
    ///   - catalog: the products; it must contain `JournalStoreConfiguration.proProductID`.
    /// - Throws: `PurchaseError.storage` when the store cannot be read.
    /// - Precondition: `catalog` has the Pro product.
    public init(
        store: Store, clock: WallClock, authorizer: (any PurchaseAuthorizer)? = nil,
        catalog: ProductCatalog = JournalStoreConfiguration.catalog
    ) throws(PurchaseError) {
        guard let pro = catalog.product(id: JournalStoreConfiguration.proProductID) else {
            preconditionFailure("the catalog has no \(JournalStoreConfiguration.proProductID)")
        }
        self.pro = pro
        self.store = try PurchaseStore(catalog: catalog, store: store, clock: clock, authorizer: authorizer)
        entitlements = EntitlementModel(store: self.store)
    }

    /// Whether the Pro themes are unlocked (Pro owned and not refunded).
    public var isProUnlocked: Bool { entitlements.isUnlocked(pro.id) }

    /// Whether a Pro purchase waits for approval (Ask to Buy).
    public var isProPending: Bool { entitlements.pendingPurchases.contains { $0.productID == pro.id } }

    /// Buys Pro through the payment sheet. Owning it already returns the existing transaction
    /// without charging again. The entitlements have changed by the time it returns.
    /// - Returns: `.success`, `.pending` (waiting for approval) or `.userCancelled`.
    /// - Throws: `PurchaseError.failed` when the payment fails, `PurchaseError.storage`.
    /// - Precondition: no purchase is in progress (``isPurchasing`` is false).
    @discardableResult
    public func purchasePro() async throws(PurchaseError) -> PurchaseResult {
        precondition(!isPurchasing, "purchasePro() while a purchase is in progress")
        isPurchasing = true
        defer { isPurchasing = false }
        let result = try await store.purchase(pro)
        if case .success(let transaction) = result { try store.finish(transaction) }
        return result
    }

    /// Re-reads the purchases from the store and reports whether Pro is unlocked afterwards.
    /// - Throws: `PurchaseError.storage`.
    @discardableResult
    public func restore() throws(PurchaseError) -> Bool {
        try store.restore()
        return isProUnlocked
    }
}
