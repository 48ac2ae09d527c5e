import Foundation
import TesseraStore

// The rows the PurchaseStore keeps in the app's Store. Internal: the app registers them through
// `PurchaseStore.storedModels` and reads purchases through the PurchaseStore.

/// One ``Transaction`` (its price as exact decimal text) and whether the app finished it.
struct TransactionRecord: StoredModel {
    var id: Int64
    var originalID: Int64
    var productID: String
    var productType: ProductKind
    var subscriptionGroupID: String?
    var purchaseDate: Date
    var originalPurchaseDate: Date
    var expirationDate: Date?
    var purchasedQuantity: Int
    var price: String
    var offerType: Transaction.OfferType?
    var revocationDate: Date?
    var revocationReason: Transaction.RevocationReason?
    var isUpgraded: Bool
    var isFinished: Bool

    static let schema = Schema<TransactionRecord>(table: "purchase_transactions")
        .column(\.productID, CodingKeys.productID, indexed: true)
        .column(\.subscriptionGroupID, CodingKeys.subscriptionGroupID)

    init(_ transaction: Transaction, isFinished: Bool) {
        id = transaction.id
        originalID = transaction.originalID
        productID = transaction.productID
        productType = transaction.productType
        subscriptionGroupID = transaction.subscriptionGroupID
        purchaseDate = transaction.purchaseDate
        originalPurchaseDate = transaction.originalPurchaseDate
        expirationDate = transaction.expirationDate
        purchasedQuantity = transaction.purchasedQuantity
        price = transaction.price.description
        offerType = transaction.offerType
        revocationDate = transaction.revocationDate
        revocationReason = transaction.revocationReason
        isUpgraded = transaction.isUpgraded
        self.isFinished = isFinished
    }

    /// The transaction, or `nil` when the stored price is not a decimal number.
    var transaction: Transaction? {
        guard let price = Decimal(string: price, locale: Locale(identifier: "en_US_POSIX")) else { return nil }
        return Transaction(
            id: id, originalID: originalID, productID: productID, productType: productType,
            subscriptionGroupID: subscriptionGroupID, purchaseDate: purchaseDate,
            originalPurchaseDate: originalPurchaseDate, expirationDate: expirationDate,
            purchasedQuantity: purchasedQuantity, price: price, offerType: offerType,
            revocationDate: revocationDate, revocationReason: revocationReason, isUpgraded: isUpgraded)
    }
}

/// One ``PendingPurchase`` awaiting approval.
struct PendingPurchaseRecord: StoredModel {
    var id: Int64
    var productID: String
    var quantity: Int
    var requestDate: Date
    var reason: PendingPurchase.Reason

    static let schema = Schema<PendingPurchaseRecord>(table: "purchase_pending")

    init(_ pending: PendingPurchase) {
        id = pending.id
        productID = pending.productID
        quantity = pending.quantity
        requestDate = pending.requestDate
        reason = pending.reason
    }

    var pending: PendingPurchase {
        PendingPurchase(id: id, productID: productID, quantity: quantity, requestDate: requestDate, reason: reason)
    }
}

/// The renewal state of one subscription group: which product renews, whether it will, and where
/// the current billing phase started (periods are counted from the phase start so month ends do
/// not drift).
struct RenewalRecord: StoredModel, Equatable {
    /// The subscription group id.
    var id: String
    /// The product the next period renews.
    var productID: String
    var willAutoRenew: Bool
    /// The first transaction of the group (the ``Transaction/originalID`` of every renewal).
    var originalTransactionID: Int64
    /// The transaction of the current (or last) period.
    var latestTransactionID: Int64
    /// When the current phase (introductory offer, or regular price) started.
    var phaseStart: Date
    /// The period length of the current phase.
    var phasePeriod: SubscriptionPeriod
    /// Periods of the current phase started so far (the latest transaction ends `phaseCount`
    /// periods after `phaseStart`).
    var phaseCount: Int
    var isIntroductoryPhase: Bool
    /// Introductory periods still to come after the current one.
    var introductoryPeriodsRemaining: Int
    /// The subscription ended (expired unrenewed or refunded); nothing more happens until a new purchase.
    var hasLapsed: Bool

    static let schema = Schema<RenewalRecord>(table: "purchase_renewals")
}

extension MemoryKey where Value == Int64 {
    /// The last id given to a pending purchase (ids are never reused).
    static let lastPendingPurchaseID = MemoryKey("tessera.purchases.lastPendingPurchaseID")
}
