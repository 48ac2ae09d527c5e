public import TesseraStore

/// Why a purchase operation failed. Each case carries the culprit (product, transaction, pending
/// purchase, quantity or store error).
///
/// For example:
/// ```swift
/// do {
///     let result = try await store.purchase(product)
///     handle(result)
/// } catch .failed(_, .paymentDeclined) {
///     showMessage("The payment was declined.")
/// } catch {
///     showMessage("\(error)")
/// }
/// ```
public enum PurchaseError: Error, Sendable, Hashable {
    /// The product is not in the store's ``ProductCatalog`` (or differs from the catalog's copy).
    case productUnavailable(productID: String)
    /// The quantity is below 1, or above 1 for a product that is not consumable.
    case invalidQuantity(productID: String, quantity: Int)
    /// The payment failed; nothing was charged.
    case failed(productID: String, reason: FailureReason)
    /// No transaction has this id.
    case transactionNotFound(id: Int64)
    /// The transaction was refunded already.
    case alreadyRevoked(transactionID: Int64)
    /// No pending purchase has this id (it was approved, declined, or never existed).
    case pendingPurchaseNotFound(id: Int64)
    /// No subscription of this group was ever bought.
    case subscriptionGroupNotFound(groupID: String)
    /// Reading or writing the transactions in the store failed.
    case storage(StoreError)

    /// Why a payment failed (the ``PurchaseAuthorizer`` decides).
    ///
    /// For example:
    /// ```swift
    /// if case .failed(let productID, .networkUnavailable) = error { retryLater(productID) }
    /// ```
    public enum FailureReason: Sendable, Hashable, Codable {
        /// The payment method was declined.
        case paymentDeclined
        /// Purchases are not allowed for this user (parental controls, device policy).
        case purchaseNotAllowed
        /// The store could not be reached.
        case networkUnavailable
        /// Anything else, described.
        case other(String)
    }
}

extension PurchaseError: CustomStringConvertible {
    /// A one-line English message naming the culprit, for logs.
    public var description: String {
        switch self {
        case .productUnavailable(let id): "product \(id) is not available"
        case .invalidQuantity(let id, let quantity): "cannot buy \(quantity) of \(id)"
        case .failed(let id, let reason): "purchase of \(id) failed: \(reason)"
        case .transactionNotFound(let id): "no transaction \(id)"
        case .alreadyRevoked(let id): "transaction \(id) was already refunded"
        case .pendingPurchaseNotFound(let id): "no pending purchase \(id)"
        case .subscriptionGroupNotFound(let id): "no subscription in group \(id)"
        case .storage(let error): "purchase storage failed: \(error)"
        }
    }
}
