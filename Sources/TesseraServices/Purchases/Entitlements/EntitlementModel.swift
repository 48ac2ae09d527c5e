import Foundation
public import Observation
import TesseraCore

/// What the user may use now, as `@Observable` main-actor state for views: bind a "Pro" unlock,
/// a badge or a paywall to it and they update on every purchase, approval, renewal, expiry, refund
/// and restore.
///
/// ```swift
/// let entitlements = EntitlementModel(store: purchases)
/// Binding.observe(entitlements, \.activeProductIDs) { [weak self] _ in
///     self?.extraThemesRow.isHidden = !entitlements.isUnlocked(anyOf: [proID, monthlyID, yearlyID])
/// }.store(in: lifetime)
/// ```
///
/// The model follows the store's event feed (the one ``PurchaseStore/updates`` carries) through a
/// synchronous observer, so its state has changed by the time `purchase` returns or a renewal
/// timer has run — no run-loop turn later. It recomputes everything from the store on each event,
/// so no event can leave it inconsistent. Releasing the model stops the observation.
@MainActor
@Observable
public final class EntitlementModel {
    /// The transactions that entitle the user now (see ``PurchaseStore/currentEntitlements``).
    public private(set) var entitlements: [Transaction] = []
    /// The product identifiers of ``entitlements``.
    public private(set) var activeProductIDs: Set<String> = []
    /// Purchases waiting for approval, oldest first — to show "waiting for approval".
    public private(set) var pendingPurchases: [PendingPurchase] = []
    /// The latest event, for a status line or an alert (`nil` until something happens).
    public private(set) var lastEvent: PurchaseEvent?
    /// How many events the model has applied.
    public private(set) var eventCount = 0

    @ObservationIgnored private let store: PurchaseStore
    @ObservationIgnored private var subscription: AnyCancellable?

    /// Reads the store's current entitlements and follows its events.
    public init(store: PurchaseStore) {
        self.store = store
        refresh()
        subscription = store.addObserver { [weak self] event in
            self?.apply(event)
        }
    }

    /// Whether `productID` is owned or subscribed to now.
    public func isUnlocked(_ productID: String) -> Bool {
        activeProductIDs.contains(productID)
    }

    /// Whether any of `productIDs` is owned or subscribed to now — a feature several products
    /// unlock (a one-time "Pro" purchase or either subscription).
    public func isUnlocked(anyOf productIDs: some Sequence<String>) -> Bool {
        productIDs.contains { activeProductIDs.contains($0) }
    }

    /// Whether a subscription of group `groupID` is active now.
    public func isSubscribed(toGroup groupID: String) -> Bool {
        entitlements.contains { $0.subscriptionGroupID == groupID }
    }

    private func apply(_ event: PurchaseEvent) {
        lastEvent = event
        eventCount += 1
        refresh()
    }

    /// Re-reads the store; assigns only what changed, so observers of unchanged properties are
    /// not woken.
    private func refresh() {
        let current = store.currentEntitlements
        if current != entitlements { entitlements = current }
        let ids = Set(current.map(\.productID))
        if ids != activeProductIDs { activeProductIDs = ids }
        let waiting = store.pendingPurchases
        if waiting != pendingPurchases { pendingPurchases = waiting }
    }
}
