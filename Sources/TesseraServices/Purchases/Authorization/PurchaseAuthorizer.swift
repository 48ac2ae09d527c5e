public import Foundation

/// The payment sheet: shows what is about to be bought and returns what the user (and the payment
/// system) decided. ``PurchaseStore`` asks it once per ``PurchaseStore/purchase(_:quantity:)``.
///
/// The app's default is ``LocalPurchaseAuthorizer``, which approves like Xcode's local StoreKit
/// testing. Tests inject a double that decides each outcome:
/// ```swift
/// @MainActor final class ScriptedAuthorizer: PurchaseAuthorizer {
///     var decisions: [PurchaseDecision]
///     init(_ decisions: [PurchaseDecision]) { self.decisions = decisions }
///     func authorize(_ request: PurchaseRequest) async -> PurchaseDecision { decisions.removeFirst() }
/// }
/// ```
/// Main-actor isolated because a real payment sheet is UI.
@MainActor
public protocol PurchaseAuthorizer: AnyObject {
    /// Presents `request` and returns the decision. May suspend for as long as the sheet is shown.
    func authorize(_ request: PurchaseRequest) async -> PurchaseDecision
}

/// What the payment sheet is asked to confirm.
public struct PurchaseRequest: Sendable, Hashable {
    /// The product being bought.
    public let product: Product
    /// How many units, ≥ 1 (exactly 1 unless the product is consumable).
    public let quantity: Int
    /// The introductory offer that applies (the user never subscribed to the product's group), if any.
    public let introductoryOffer: SubscriptionOffer?
    /// What will be charged now: the offer price for an introductory period, else unit price ×
    /// quantity, in the catalog's currency.
    public let price: Decimal

    /// Creates a request; `price` is in the catalog's currency. Nothing is checked.
    public init(product: Product, quantity: Int, introductoryOffer: SubscriptionOffer?, price: Decimal) {
        self.product = product
        self.quantity = quantity
        self.introductoryOffer = introductoryOffer
        self.price = price
    }
}

/// The payment sheet's answer; ``PurchaseStore`` turns it into a ``PurchaseResult``, a thrown
/// ``PurchaseError``, and a ``PurchaseEvent``.
public enum PurchaseDecision: Sendable, Hashable {
    /// Paid: the purchase succeeds.
    case approve
    /// The user dismissed the sheet: ``PurchaseResult/userCancelled``.
    case cancel
    /// The payment failed: ``PurchaseError/failed(productID:reason:)`` is thrown.
    case fail(PurchaseError.FailureReason)
    /// Ask to Buy: the purchase is deferred until a family organizer decides
    /// (``PurchaseResult/pending(_:)`` with reason ``PendingPurchase/Reason/askToBuy``).
    case askToBuy
    /// The payment needs a confirmation outside the app (``PendingPurchase/Reason/paymentConfirmation``).
    case awaitPaymentConfirmation
}
