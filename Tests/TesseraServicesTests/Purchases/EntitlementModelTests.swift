import Foundation
import Observation
import TesseraCore
import TesseraServices
import Testing

@MainActor
@Suite struct EntitlementModelTests {
    /// Whether reading `property` of `model` and then running `change` triggers an observation.
    private func observes<Value>(
        _ model: EntitlementModel, _ property: @escaping @MainActor (EntitlementModel) -> Value,
        when change: () async throws -> Void
    ) async rethrows -> Bool {
        let fired = Lock(false)
        withObservationTracking {
            _ = property(model)
        } onChange: {
            fired.withLock { $0 = true }
        }
        try await change()
        return fired.withLock { $0 }
    }

    @Test func startsFromTheStoreEntitlements() async throws {
        let harness = try PurchaseHarness()
        _ = try await harness.purchases.purchase(try harness.product(JournalProducts.pro))
        let model = EntitlementModel(store: harness.purchases)
        #expect(model.activeProductIDs == [JournalProducts.pro])
        #expect(model.isUnlocked(JournalProducts.pro))
        #expect(!model.isUnlocked(JournalProducts.tip))
        #expect(model.lastEvent == nil)
    }

    @Test func aPurchaseUnlocksProForObserversBeforePurchaseReturns() async throws {
        let harness = try PurchaseHarness()
        let model = EntitlementModel(store: harness.purchases)
        let proFeatures = [JournalProducts.pro, JournalProducts.monthly, JournalProducts.yearly]
        #expect(!model.isUnlocked(anyOf: proFeatures))
        let fired = try await observes(model, { $0.activeProductIDs }) {
            _ = try await harness.purchases.purchase(try harness.product(JournalProducts.pro))
        }
        #expect(fired)
        #expect(model.isUnlocked(anyOf: proFeatures))
        guard case .purchased = model.lastEvent else {
            Issue.record("expected the purchase event, got \(String(describing: model.lastEvent))")
            return
        }
    }

    @Test func everyOutcomeReachesTheModel() async throws {
        let harness = try PurchaseHarness([.cancel, .fail(.networkUnavailable), .askToBuy])
        let model = EntitlementModel(store: harness.purchases)
        let tip = try harness.product(JournalProducts.tip)
        _ = try await harness.purchases.purchase(tip)
        #expect(model.lastEvent == .cancelled(productID: JournalProducts.tip))
        _ = try? await harness.purchases.purchase(tip)
        #expect(
            model.lastEvent
                == .failed(
                    productID: JournalProducts.tip, .failed(productID: JournalProducts.tip, reason: .networkUnavailable)
                ))
        guard
            case .pending(let request) = try await harness.purchases.purchase(try harness.product(JournalProducts.pro))
        else {
            Issue.record("expected pending")
            return
        }
        #expect(model.pendingPurchases == [request])
        #expect(!model.isUnlocked(JournalProducts.pro))
        let transaction = try harness.purchases.approvePendingPurchase(request.id)
        #expect(model.lastEvent == .purchased(transaction))
        #expect(model.pendingPurchases.isEmpty)
        #expect(model.isUnlocked(JournalProducts.pro))
        #expect(model.eventCount == 4)
    }

    @Test func expiryLocksTheSubscriptionWhenTheClockPassesIt() async throws {
        let harness = try PurchaseHarness()
        let model = EntitlementModel(store: harness.purchases)
        _ = try await harness.purchases.purchase(try harness.product(JournalProducts.monthly))
        try harness.purchases.setAutoRenew(false, forGroup: JournalProducts.group)
        #expect(model.isSubscribed(toGroup: JournalProducts.group))
        let fired = await observes(model, { $0.activeProductIDs }) {
            harness.advance(days: 7)
        }
        #expect(fired)
        #expect(!model.isSubscribed(toGroup: JournalProducts.group))
        #expect(model.activeProductIDs.isEmpty)
        guard case .expired = model.lastEvent else {
            Issue.record("expected expiry, got \(String(describing: model.lastEvent))")
            return
        }
    }

    @Test func aRenewalKeepsTheUnlockAndUpdatesTheEntitlement() async throws {
        let harness = try PurchaseHarness()
        let model = EntitlementModel(store: harness.purchases)
        _ = try await harness.purchases.purchase(try harness.product(JournalProducts.yearly))
        harness.advance(to: utc(2027, 1, 31))
        #expect(model.isUnlocked(JournalProducts.yearly))
        #expect(model.entitlements.map(\.expirationDate) == [utc(2028, 1, 31)])
    }

    @Test func aRefundLocksAtOnce() async throws {
        let harness = try PurchaseHarness()
        let model = EntitlementModel(store: harness.purchases)
        guard case .success(let pro) = try await harness.purchases.purchase(try harness.product(JournalProducts.pro))
        else { return }
        let fired = try await observes(model, { $0.activeProductIDs }) {
            try harness.purchases.refund(transactionID: pro.id)
        }
        #expect(fired)
        #expect(!model.isUnlocked(JournalProducts.pro))
    }

    @Test func anEventThatChangesNothingDoesNotWakeEntitlementObservers() async throws {
        let harness = try PurchaseHarness([.cancel])
        let model = EntitlementModel(store: harness.purchases)
        let fired = try await observes(model, { $0.activeProductIDs }) {
            _ = try await harness.purchases.purchase(try harness.product(JournalProducts.pro))
        }
        #expect(!fired)
        #expect(model.eventCount == 1)
    }

    @Test func releasingTheModelStopsFollowingTheStore() throws {
        let harness = try PurchaseHarness()
        weak var released: EntitlementModel?
        do {
            let model = EntitlementModel(store: harness.purchases)
            released = model
            #expect(harness.purchases.registrationCount == 1)
        }
        #expect(released == nil)
        #expect(harness.purchases.registrationCount == 0)
    }
}
