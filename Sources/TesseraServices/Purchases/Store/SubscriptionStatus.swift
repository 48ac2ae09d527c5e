/// Where a subscription group stands for the user (StoreKit's `Product.SubscriptionInfo.Status`).
///
/// ```swift
/// if let status = purchases.subscriptionStatus(forGroup: "journal.plus"), status.state == .subscribed {
///     status.transaction.expirationDate      // end of the current period
///     status.willAutoRenew                   // false once the user cancelled
/// }
/// ```
public struct SubscriptionStatus: Sendable, Hashable {
    /// The state of a subscription.
    ///
    /// For example, unlocking features while the subscription lasts:
    /// ```swift
    /// let isPro = store.subscriptionStatus(forGroup: "pro")?.state == .subscribed
    /// ```
    public enum State: Sendable, Hashable {
        /// In a paid (or offer) period now.
        case subscribed
        /// The last period ended without renewal.
        case expired
        /// The last period was refunded.
        case revoked
    }

    /// Subscribed, expired or revoked.
    public let state: State
    /// The transaction of the current (or last) period.
    public let transaction: Transaction
    /// Whether the subscription renews at the end of the period.
    public let willAutoRenew: Bool
    /// The product the next period renews.
    public let autoRenewProductID: String

    /// Creates a status. Nothing is checked.
    public init(state: State, transaction: Transaction, willAutoRenew: Bool, autoRenewProductID: String) {
        self.state = state
        self.transaction = transaction
        self.willAutoRenew = willAutoRenew
        self.autoRenewProductID = autoRenewProductID
    }
}
