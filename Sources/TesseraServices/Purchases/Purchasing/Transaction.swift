public import Foundation

/// The record of one payment: a purchase, an approved Ask to Buy request, or one period of a
/// subscription (every renewal is a new transaction with the same ``originalID``). Shaped like
/// StoreKit 2's `Transaction`.
///
/// Transactions are kept in the app's ``TesseraStore/Store`` by the ``PurchaseStore``; they change
/// only when refunded (``revocationDate``) or superseded by an upgrade (``isUpgraded``).
///
/// ```swift
/// if case .success(let transaction) = try await purchases.purchase(monthly) {
///     transaction.productID                // "com.example.journal.plus.monthly"
///     transaction.expirationDate           // one month after transaction.purchaseDate
///     transaction.originalID == transaction.id   // true for the first period
/// }
/// ```
public struct Transaction: Sendable, Hashable, Identifiable {
    /// Unique, increasing in the order transactions were made (starts at 1).
    public let id: Int64
    /// The id of the first transaction of this purchase: a subscription's renewals share it.
    public let originalID: Int64
    /// The identifier of the product bought.
    public let productID: String
    /// Consumable, non-consumable or auto-renewable subscription; decides ``grantsEntitlement(at:)``.
    public let productType: ProductKind
    /// The subscription group, for subscriptions.
    public let subscriptionGroupID: String?
    /// When this transaction was charged; for a renewal, when its period starts.
    public let purchaseDate: Date
    /// The ``purchaseDate`` of the transaction ``originalID`` names.
    public let originalPurchaseDate: Date
    /// When a subscription period ends (`nil` for other products). The subscription gives access
    /// while `purchaseDate <= now < expirationDate`.
    public let expirationDate: Date?
    /// How many units were bought (consumables may buy several; others buy 1).
    public let purchasedQuantity: Int
    /// What was charged: unit price × quantity, or the offer price, in the catalog's currency.
    public let price: Decimal
    /// `.introductory` when an introductory offer applied to this period.
    public let offerType: OfferType?
    /// When the App Store refunded the purchase; a revoked transaction gives no entitlement.
    public internal(set) var revocationDate: Date?
    /// Why it was refunded, when it was.
    public internal(set) var revocationReason: RevocationReason?
    /// Whether the subscriber moved to a higher-level subscription of the same group during this
    /// period; the upgraded-from transaction gives no entitlement from then on.
    public internal(set) var isUpgraded: Bool

    /// The kind of offer applied to a transaction.
    public enum OfferType: String, Sendable, Hashable, Codable {
        /// A subscription's introductory offer (free trial or discounted periods).
        case introductory
    }

    /// Why a transaction was refunded (StoreKit's `Transaction.RevocationReason`).
    public enum RevocationReason: String, Sendable, Hashable, Codable {
        /// The user reported a problem with the app or the purchase.
        case developerIssue
        /// Any other reason.
        case other
    }

    /// Creates a transaction record; `price` is in the catalog's currency. Nothing is checked; the
    /// ``PurchaseStore`` assigns ids and dates.
    public init(
        id: Int64, originalID: Int64, productID: String, productType: ProductKind, subscriptionGroupID: String? = nil,
        purchaseDate: Date, originalPurchaseDate: Date, expirationDate: Date? = nil, purchasedQuantity: Int = 1,
        price: Decimal, offerType: OfferType? = nil, revocationDate: Date? = nil,
        revocationReason: RevocationReason? = nil, isUpgraded: Bool = false
    ) {
        self.id = id
        self.originalID = originalID
        self.productID = productID
        self.productType = productType
        self.subscriptionGroupID = subscriptionGroupID
        self.purchaseDate = purchaseDate
        self.originalPurchaseDate = originalPurchaseDate
        self.expirationDate = expirationDate
        self.purchasedQuantity = purchasedQuantity
        self.price = price
        self.offerType = offerType
        self.revocationDate = revocationDate
        self.revocationReason = revocationReason
        self.isUpgraded = isUpgraded
    }

    /// Whether this transaction entitles the user to its product at `date`: never for consumables;
    /// for non-consumables unless revoked; for subscriptions unless revoked or upgraded, and only
    /// during `purchaseDate <= date < expirationDate`.
    public func grantsEntitlement(at date: Date) -> Bool {
        guard revocationDate == nil else { return false }
        switch productType {
        case .consumable:
            return false
        case .nonConsumable:
            return true
        case .autoRenewable:
            guard !isUpgraded, let expirationDate else { return false }
            return purchaseDate <= date && date < expirationDate
        }
    }
}
