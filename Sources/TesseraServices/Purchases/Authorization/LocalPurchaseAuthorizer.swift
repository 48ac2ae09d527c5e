/// The payment sheet of a local store configuration, like Xcode's StoreKit testing: every purchase
/// is approved at once, unless the configuration turns on Ask to Buy (every purchase waits for
/// approval) or failing transactions (every purchase fails with
/// ``PurchaseError/FailureReason/paymentDeclined``).
///
/// ```swift
/// let authorizer = LocalPurchaseAuthorizer(catalog: catalog)   // reads _askToBuyEnabled, _failTransactionsEnabled
/// authorizer.requests                                         // what was asked, for a debug screen
/// ```
@MainActor
public final class LocalPurchaseAuthorizer: PurchaseAuthorizer {
    /// Defer every purchase for approval (Xcode's "Enable Ask To Buy").
    public var isAskToBuyEnabled: Bool
    /// Fail every purchase (Xcode's "Fail Transactions").
    public var isFailTransactionsEnabled: Bool
    /// Every request received, oldest first.
    public private(set) var requests: [PurchaseRequest] = []

    /// An authorizer that approves every purchase unless one of the testing switches is on. Main actor.
    public init(isAskToBuyEnabled: Bool = false, isFailTransactionsEnabled: Bool = false) {
        self.isAskToBuyEnabled = isAskToBuyEnabled
        self.isFailTransactionsEnabled = isFailTransactionsEnabled
    }

    /// An authorizer with the testing switches of `catalog`'s configuration file.
    public convenience init(catalog: ProductCatalog) {
        self.init(
            isAskToBuyEnabled: catalog.isAskToBuyEnabled, isFailTransactionsEnabled: catalog.isFailTransactionsEnabled)
    }

    /// Records `request`, then fails it with ``PurchaseError/FailureReason/paymentDeclined`` when failing
    /// transactions is on, defers it when Ask to Buy is on, and approves it otherwise. Never suspends.
    public func authorize(_ request: PurchaseRequest) async -> PurchaseDecision {
        requests.append(request)
        if isFailTransactionsEnabled { return .fail(.paymentDeclined) }
        if isAskToBuyEnabled { return .askToBuy }
        return .approve
    }
}
