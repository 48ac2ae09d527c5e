import Foundation
import TesseraServices
import Testing

@MainActor
@Suite struct PurchaseRefundTests {
    @Test func refundedNonConsumableIsRemovedFromEntitlementsAndAnnounced() async throws {
        let harness = try PurchaseHarness()
        let recorder = EventRecorder(harness.purchases)
        let updates = harness.purchases.updates
        guard case .success(let pro) = try await harness.purchases.purchase(try harness.product(JournalProducts.pro))
        else {
            Issue.record("expected success")
            return
        }
        harness.advance(days: 1)
        let refunded = try harness.purchases.refund(transactionID: pro.id)
        #expect(refunded.revocationDate == utc(2026, 2, 1))
        #expect(refunded.revocationReason == .other)
        #expect(harness.purchases.currentEntitlements.isEmpty)
        #expect(harness.purchases.latestTransaction(for: JournalProducts.pro) == refunded)
        #expect(recorder.events == [.purchased(pro), .revoked(refunded)])
        #expect(await take(2, from: updates) == [.purchased(pro), .revoked(refunded)])
        // The refund is stored.
        #expect(try harness.purchases.restore().isEmpty)
        #expect(harness.purchases.allTransactions == [refunded])
    }

    @Test func aRefundedNonConsumableCanBeBoughtAgain() async throws {
        let harness = try PurchaseHarness()
        let pro = try harness.product(JournalProducts.pro)
        guard case .success(let first) = try await harness.purchases.purchase(pro) else { return }
        try harness.purchases.refund(transactionID: first.id)
        guard case .success(let second) = try await harness.purchases.purchase(pro) else {
            Issue.record("expected success")
            return
        }
        #expect(second.id == 2)
        #expect(harness.purchases.currentEntitlements == [second])
        #expect(harness.authorizer.requests.count == 2)
    }

    @Test func refundingTwiceIsAnError() async throws {
        let harness = try PurchaseHarness()
        guard case .success(let tip) = try await harness.purchases.purchase(try harness.product(JournalProducts.tip))
        else { return }
        try harness.purchases.refund(transactionID: tip.id)
        #expect(throws: PurchaseError.alreadyRevoked(transactionID: tip.id)) {
            try harness.purchases.refund(transactionID: tip.id)
        }
    }

    @Test func refundingAnUnknownTransaction() throws {
        let harness = try PurchaseHarness()
        #expect(throws: PurchaseError.transactionNotFound(id: 42)) {
            try harness.purchases.refund(transactionID: 42)
        }
    }
}
