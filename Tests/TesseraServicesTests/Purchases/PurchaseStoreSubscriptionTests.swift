import Foundation
import TesseraCore
import TesseraServices
import TesseraStore
import Testing

@MainActor
@Suite struct PurchaseStoreSubscriptionTests {
    /// Buys `productID` and returns its transaction.
    private func subscribe(_ harness: PurchaseHarness, to productID: String) async throws -> Transaction {
        let result = try await harness.purchases.purchase(try harness.product(productID))
        guard case .success(let transaction) = result else {
            throw PurchaseError.failed(productID: productID, reason: .other("unexpected \(result)"))
        }
        return transaction
    }

    @Test func yearlySubscriptionEndsOneCalendarYearLater() async throws {
        let harness = try PurchaseHarness()
        let yearly = try await subscribe(harness, to: JournalProducts.yearly)
        #expect(yearly.productType == .autoRenewable)
        #expect(yearly.subscriptionGroupID == JournalProducts.group)
        #expect(yearly.expirationDate == utc(2027, 1, 31))
        #expect(yearly.offerType == nil)
        #expect(yearly.price == Decimal(string: "14.99"))
        #expect(harness.purchases.currentEntitlements == [yearly])
    }

    @Test func firstMonthlySubscriptionStartsWithTheFreeTrialThenRenewsMonthly() async throws {
        let harness = try PurchaseHarness()
        #expect(harness.purchases.isEligibleForIntroductoryOffer(groupID: JournalProducts.group))
        let trial = try await subscribe(harness, to: JournalProducts.monthly)
        #expect(harness.authorizer.requests.first?.introductoryOffer?.paymentMode == .freeTrial)
        #expect(harness.authorizer.requests.first?.price == 0)
        #expect(trial.offerType == .introductory)
        #expect(trial.price == 0)
        #expect(trial.expirationDate == utc(2026, 2, 7))
        #expect(!harness.purchases.isEligibleForIntroductoryOffer(groupID: JournalProducts.group))

        let recorder = EventRecorder(harness.purchases)
        harness.advance(to: utc(2026, 2, 7))
        let renewals = harness.purchases.allTransactions.dropFirst()
        #expect(renewals.count == 1)
        let first = try #require(renewals.first)
        #expect(first.id == 2)
        #expect(first.originalID == trial.id)
        #expect(first.originalPurchaseDate == purchaseOrigin)
        #expect(first.purchaseDate == utc(2026, 2, 7))
        #expect(first.expirationDate == utc(2026, 3, 7))
        #expect(first.offerType == nil)
        #expect(first.price == Decimal(string: "1.99"))
        #expect(recorder.events == [.renewed(first)])
        #expect(harness.purchases.currentEntitlements == [first])
    }

    @Test func autoRenewKeepsRenewingWhileNotCancelled() async throws {
        let harness = try PurchaseHarness()
        _ = try await subscribe(harness, to: JournalProducts.yearly)
        let recorder = EventRecorder(harness.purchases)
        harness.advance(to: utc(2029, 2, 1))
        let expirations = harness.purchases.allTransactions.map(\.expirationDate)
        #expect(expirations == [utc(2027, 1, 31), utc(2028, 1, 31), utc(2029, 1, 31), utc(2030, 1, 31)])
        #expect(recorder.events.count == 3)
        #expect(harness.purchases.currentEntitlements.map(\.id) == [4])
        #expect(harness.purchases.subscriptionStatus(forGroup: JournalProducts.group)?.state == .subscribed)
    }

    @Test func cancelledSubscriptionStaysUntilItsPeriodEndsThenExpires() async throws {
        let harness = try PurchaseHarness()
        let yearly = try await subscribe(harness, to: JournalProducts.yearly)
        try harness.purchases.setAutoRenew(false, forGroup: JournalProducts.group)
        let recorder = EventRecorder(harness.purchases)
        let updates = harness.purchases.updates

        harness.advance(to: utc(2027, 1, 30, 23))
        #expect(harness.purchases.currentEntitlements == [yearly])
        #expect(recorder.events.isEmpty)

        harness.advance(to: utc(2027, 1, 31))
        #expect(harness.purchases.currentEntitlements.isEmpty)
        #expect(recorder.events == [.expired(yearly)])
        #expect(await take(1, from: updates) == [.expired(yearly)])
        let status = try #require(harness.purchases.subscriptionStatus(forGroup: JournalProducts.group))
        #expect(status.state == .expired)
        #expect(status.willAutoRenew == false)
        #expect(status.transaction == yearly)

        // Nothing more happens later.
        harness.advance(days: 800)
        #expect(recorder.events == [.expired(yearly)])
        #expect(harness.purchases.allTransactions == [yearly])
    }

    @Test func turningAutoRenewBackOnBeforeTheEndRenews() async throws {
        let harness = try PurchaseHarness()
        _ = try await subscribe(harness, to: JournalProducts.yearly)
        try harness.purchases.setAutoRenew(false, forGroup: JournalProducts.group)
        harness.advance(days: 100)
        try harness.purchases.setAutoRenew(true, forGroup: JournalProducts.group)
        harness.advance(to: utc(2027, 2, 1))
        #expect(harness.purchases.currentEntitlements.map(\.expirationDate) == [utc(2028, 1, 31)])
    }

    @Test func buyingTheActiveSubscriptionAgainTurnsAutoRenewOnWithoutCharging() async throws {
        let harness = try PurchaseHarness()
        let yearly = try await subscribe(harness, to: JournalProducts.yearly)
        try harness.purchases.setAutoRenew(false, forGroup: JournalProducts.group)
        let again = try await subscribe(harness, to: JournalProducts.yearly)
        #expect(again == yearly)
        #expect(harness.authorizer.requests.count == 1)
        #expect(harness.purchases.subscriptionStatus(forGroup: JournalProducts.group)?.willAutoRenew == true)
    }

    @Test func setAutoRenewForAGroupNeverSubscribedTo() throws {
        let harness = try PurchaseHarness()
        #expect(throws: PurchaseError.subscriptionGroupNotFound(groupID: "journal.plus")) {
            try harness.purchases.setAutoRenew(false, forGroup: "journal.plus")
        }
        #expect(harness.purchases.subscriptionStatus(forGroup: "journal.plus") == nil)
    }

    @Test func upgradingReplacesTheCurrentSubscriptionAtOnce() async throws {
        let harness = try PurchaseHarness()
        let trial = try await subscribe(harness, to: JournalProducts.monthly)
        harness.advance(days: 3)
        let yearly = try await subscribe(harness, to: JournalProducts.yearly)
        #expect(yearly.originalID == trial.id)
        #expect(yearly.offerType == nil)
        #expect(yearly.purchaseDate == utc(2026, 2, 3))
        #expect(yearly.expirationDate == utc(2027, 2, 3))
        #expect(harness.purchases.allTransactions.first?.isUpgraded == true)
        #expect(harness.purchases.currentEntitlements == [yearly])
        // The replaced trial does not renew when its period ends.
        harness.advance(to: utc(2026, 2, 8))
        #expect(harness.purchases.allTransactions.count == 2)
        #expect(
            harness.purchases.subscriptionStatus(forGroup: JournalProducts.group)?.autoRenewProductID
                == JournalProducts.yearly)
    }

    @Test func missedPeriodsAreRenewedWhenTheStoreIsReopened() async throws {
        let database = try Store.inMemory(models: PurchaseStore.storedModels)
        let clock = TestClock()
        let wall = WallClock(timerClock: clock, origin: purchaseOrigin)
        do {
            let purchases = try PurchaseStore(
                catalog: try journalCatalog(), store: database, clock: wall, authorizer: ScriptedAuthorizer())
            _ = try await purchases.purchase(try #require(purchases.catalog.product(id: JournalProducts.yearly)))
        }
        // The app was closed for two and a half years; the clock moved without timers.
        let later = WallClock(
            timerClock: TestClock(now: .seconds(Int64(utc(2028, 7, 31).timeIntervalSince(purchaseOrigin)))),
            origin: purchaseOrigin)
        let reopened = try PurchaseStore(
            catalog: try journalCatalog(), store: database, clock: later, authorizer: ScriptedAuthorizer())
        #expect(
            reopened.allTransactions.map(\.expirationDate) == [utc(2027, 1, 31), utc(2028, 1, 31), utc(2029, 1, 31)])
        #expect(reopened.currentEntitlements.map(\.id) == [3])
    }

    @Test func refundedSubscriptionLosesItsEntitlementAndStopsRenewing() async throws {
        let harness = try PurchaseHarness()
        let yearly = try await subscribe(harness, to: JournalProducts.yearly)
        let recorder = EventRecorder(harness.purchases)
        harness.advance(days: 10)
        let refunded = try harness.purchases.refund(transactionID: yearly.id, reason: .developerIssue)
        #expect(refunded.revocationDate == utc(2026, 2, 10))
        #expect(refunded.revocationReason == .developerIssue)
        #expect(harness.purchases.currentEntitlements.isEmpty)
        #expect(recorder.events == [.revoked(refunded)])
        #expect(harness.purchases.subscriptionStatus(forGroup: JournalProducts.group)?.state == .revoked)
        harness.advance(days: 400)
        #expect(harness.purchases.allTransactions == [refunded])
        #expect(recorder.events == [.revoked(refunded)])
    }

    @Test func resubscribingAfterExpiryGetsNoIntroductoryOfferAndKeepsTheOriginalID() async throws {
        let harness = try PurchaseHarness()
        let trial = try await subscribe(harness, to: JournalProducts.monthly)
        try harness.purchases.setAutoRenew(false, forGroup: JournalProducts.group)
        harness.advance(days: 30)
        #expect(harness.purchases.currentEntitlements.isEmpty)
        let back = try await subscribe(harness, to: JournalProducts.monthly)
        #expect(back.offerType == nil)
        #expect(back.originalID == trial.id)
        #expect(back.purchaseDate == utc(2026, 3, 2))
        #expect(back.expirationDate == utc(2026, 4, 2))
        #expect(harness.purchases.subscriptionStatus(forGroup: JournalProducts.group)?.state == .subscribed)
    }
}
