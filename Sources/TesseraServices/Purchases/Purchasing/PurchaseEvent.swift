/// Something that happened to the app's purchases, delivered to ``PurchaseStore/addObserver(_:)``
/// observers (synchronously, on the main actor) and to every ``PurchaseStore/updates`` sequence —
/// every purchase outcome, and every change that happens later, outside any purchase call:
/// approvals and declines, renewals, expiries, refunds, restores.
///
/// ```swift
/// for await event in purchases.updates {
///     if case .revoked(let transaction) = event { lock(transaction.productID) }
/// }
/// ```
public enum PurchaseEvent: Sendable, Hashable {
    /// A new paid transaction: a purchase, or an approved pending purchase.
    case purchased(Transaction)
    /// A purchase now waits for approval or confirmation.
    case pending(PendingPurchase)
    /// A pending purchase was declined (or its payment refused); nothing was charged.
    case declined(PendingPurchase)
    /// The user cancelled the payment sheet for product `productID`.
    case cancelled(productID: String)
    /// A purchase of `productID` failed; the same error was thrown to the caller.
    case failed(productID: String, PurchaseError)
    /// A subscription renewed for another period (a new transaction).
    case renewed(Transaction)
    /// A subscription period ended without renewal (auto-renew was off, or the product is gone).
    case expired(Transaction)
    /// A transaction was refunded (its ``Transaction/revocationDate`` is set).
    case revoked(Transaction)
    /// ``PurchaseStore/restore()`` re-read the store; the payload is the current entitlements.
    case restored([Transaction])

    /// The product the event concerns, or `nil` for ``restored(_:)``.
    public var productID: String? {
        switch self {
        case .purchased(let transaction), .renewed(let transaction), .expired(let transaction),
            .revoked(let transaction):
            transaction.productID
        case .pending(let pending), .declined(let pending):
            pending.productID
        case .cancelled(let productID), .failed(let productID, _):
            productID
        case .restored:
            nil
        }
    }
}
