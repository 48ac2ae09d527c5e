/// How ``PurchaseStore/purchase(_:quantity:)`` ended when it did not fail (failures are thrown as
/// ``PurchaseError``). Shaped like StoreKit 2's `Product.PurchaseResult`.
///
/// ```swift
/// switch try await purchases.purchase(pro) {
/// case .success(let transaction): unlock(transaction.productID)
/// case .pending(let pending):     showWaitingForApproval(pending)   // later: an event on `updates`
/// case .userCancelled:            break
/// }
/// ```
public enum PurchaseResult: Sendable, Hashable {
    /// Paid; the transaction is stored and (for non-consumables and subscriptions) entitles the user.
    case success(Transaction)
    /// Waiting for Ask to Buy approval or a payment confirmation; the outcome arrives later as a
    /// ``PurchaseEvent/purchased(_:)`` or ``PurchaseEvent/declined(_:)`` event.
    case pending(PendingPurchase)
    /// The user dismissed the payment sheet.
    case userCancelled
}
