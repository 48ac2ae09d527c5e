public import Foundation

/// A purchase that waits for someone else before it completes: a parent's approval (Ask to Buy) or
/// a confirmation with the bank. No money has moved and no entitlement is granted yet.
///
/// It ends through ``PurchaseStore/approvePendingPurchase(_:)`` (a ``PurchaseEvent/purchased(_:)``
/// event carries the new transaction) or ``PurchaseStore/declinePendingPurchase(_:)`` (a
/// ``PurchaseEvent/declined(_:)`` event). Pending purchases are kept in the store, so they survive
/// a restart.
public struct PendingPurchase: Sendable, Hashable, Identifiable {
    /// Unique among pending purchases of one store (starts at 1).
    public let id: Int64
    /// The identifier of the product asked for.
    public let productID: String
    /// How many units were asked for, ≥ 1.
    public let quantity: Int
    /// When the user asked to buy.
    public let requestDate: Date
    /// What the purchase waits for: Ask to Buy approval or a payment confirmation.
    public let reason: Reason

    /// What the purchase waits for.
    public enum Reason: String, Sendable, Hashable, Codable {
        /// Ask to Buy: a family organizer must approve (StoreKit 1 called this state "deferred").
        case askToBuy
        /// The payment needs an extra step outside the app (Strong Customer Authentication, a bank
        /// confirmation).
        case paymentConfirmation
    }

    /// Creates a pending purchase record. Nothing is checked; the ``PurchaseStore`` assigns `id`.
    public init(id: Int64, productID: String, quantity: Int, requestDate: Date, reason: Reason) {
        self.id = id
        self.productID = productID
        self.quantity = quantity
        self.requestDate = requestDate
        self.reason = reason
    }
}
