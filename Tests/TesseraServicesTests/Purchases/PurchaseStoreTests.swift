import Foundation
import TesseraCore
import TesseraServices
import TesseraStore
import Testing

@MainActor
@Suite struct PurchaseStoreTests {
    @Test func approvedNonConsumableSucceedsAndEntitles() async throws {
        let harness = try PurchaseHarness([.approve])
        let pro = try harness.product(JournalProducts.pro)
        let result = try await harness.purchases.purchase(pro)
        guard case .success(let transaction) = result else {
            Issue.record("expected success, got \(result)")
            return
        }
        #expect(transaction.id == 1)
        #expect(transaction.originalID == 1)
        #expect(transaction.productID == JournalProducts.pro)
        #expect(transaction.productType == .nonConsumable)
        #expect(transaction.purchaseDate == purchaseOrigin)
        #expect(transaction.expirationDate == nil)
        #expect(transaction.price == Decimal(string: "4.99"))
        #expect(harness.purchases.currentEntitlements == [transaction])
        #expect(harness.authorizer.requests.map(\.product.id) == [JournalProducts.pro])
        #expect(harness.authorizer.requests.first?.price == Decimal(string: "4.99"))
    }

    @Test func consumablesAreRecordedButNeverEntitle() async throws {
        let harness = try PurchaseHarness()
        let tip = try harness.product(JournalProducts.tip)
        _ = try await harness.purchases.purchase(tip)
        let result = try await harness.purchases.purchase(tip, quantity: 3)
        guard case .success(let second) = result else {
            Issue.record("expected success, got \(result)")
            return
        }
        #expect(second.purchasedQuantity == 3)
        #expect(second.price == Decimal(string: "2.97"))
        #expect(harness.purchases.allTransactions.map(\.id) == [1, 2])
        #expect(harness.purchases.currentEntitlements.isEmpty)
    }

    @Test func everyOutcomeReachesTheObserverAndTheUpdatesSequence() async throws {
        let harness = try PurchaseHarness([
            .approve, .cancel, .fail(.paymentDeclined), .askToBuy, .awaitPaymentConfirmation,
        ])
        let recorder = EventRecorder(harness.purchases)
        let updates = harness.purchases.updates
        let tip = try harness.product(JournalProducts.tip)

        let success = try await harness.purchases.purchase(tip)
        let cancelled = try await harness.purchases.purchase(tip)
        await #expect(throws: PurchaseError.failed(productID: JournalProducts.tip, reason: .paymentDeclined)) {
            _ = try await harness.purchases.purchase(tip)
        }
        let deferred = try await harness.purchases.purchase(tip)
        let awaitingBank = try await harness.purchases.purchase(tip)

        guard case .success(let transaction) = success, case .pending(let askToBuy) = deferred,
            case .pending(let confirmation) = awaitingBank
        else {
            Issue.record("unexpected results \(success) \(deferred) \(awaitingBank)")
            return
        }
        #expect(cancelled == .userCancelled)
        #expect(askToBuy.reason == .askToBuy)
        #expect(confirmation.reason == .paymentConfirmation)
        #expect(askToBuy.id == 1)
        #expect(confirmation.id == 2)

        // Pending purchases end later, outside any purchase call.
        let approved = try harness.purchases.approvePendingPurchase(askToBuy.id)
        try harness.purchases.declinePendingPurchase(confirmation.id)

        let expected: [PurchaseEvent] = [
            .purchased(transaction),
            .cancelled(productID: JournalProducts.tip),
            .failed(productID: JournalProducts.tip, .failed(productID: JournalProducts.tip, reason: .paymentDeclined)),
            .pending(askToBuy),
            .pending(confirmation),
            .purchased(approved),
            .declined(confirmation),
        ]
        #expect(recorder.events == expected)
        #expect(await take(expected.count, from: updates) == expected)
    }

    @Test func askToBuyApprovalCreatesTheTransactionAtApprovalTime() async throws {
        let harness = try PurchaseHarness([.askToBuy])
        let pro = try harness.product(JournalProducts.pro)
        guard case .pending(let request) = try await harness.purchases.purchase(pro) else {
            Issue.record("expected pending")
            return
        }
        #expect(harness.purchases.pendingPurchases == [request])
        #expect(harness.purchases.currentEntitlements.isEmpty)
        harness.advance(days: 2)
        let transaction = try harness.purchases.approvePendingPurchase(request.id)
        #expect(transaction.purchaseDate == utc(2026, 2, 2))
        #expect(harness.purchases.pendingPurchases.isEmpty)
        #expect(harness.purchases.currentEntitlements.map(\.productID) == [JournalProducts.pro])
    }

    @Test func declinedAskToBuyChargesNothing() async throws {
        let harness = try PurchaseHarness([.askToBuy])
        guard
            case .pending(let request) = try await harness.purchases.purchase(try harness.product(JournalProducts.pro))
        else {
            Issue.record("expected pending")
            return
        }
        try harness.purchases.declinePendingPurchase(request.id)
        #expect(harness.purchases.allTransactions.isEmpty)
        #expect(harness.purchases.pendingPurchases.isEmpty)
        #expect(throws: PurchaseError.pendingPurchaseNotFound(id: request.id)) {
            try harness.purchases.approvePendingPurchase(request.id)
        }
        #expect(throws: PurchaseError.pendingPurchaseNotFound(id: request.id)) {
            try harness.purchases.declinePendingPurchase(request.id)
        }
    }

    @Test func productOutsideTheCatalogIsUnavailable() async throws {
        let harness = try PurchaseHarness()
        let recorder = EventRecorder(harness.purchases)
        let stranger = Product(
            id: "com.other.app.gems", referenceName: "Gems", displayName: "Gems", description: "",
            price: 1, displayPrice: "$1.00", type: .consumable)
        await #expect(throws: PurchaseError.productUnavailable(productID: "com.other.app.gems")) {
            _ = try await harness.purchases.purchase(stranger)
        }
        #expect(harness.authorizer.requests.isEmpty)
        #expect(
            recorder.events == [
                .failed(productID: "com.other.app.gems", .productUnavailable(productID: "com.other.app.gems"))
            ])
    }

    @Test func quantityMustBePositiveAndOneForNonConsumables() async throws {
        let harness = try PurchaseHarness()
        await #expect(throws: PurchaseError.invalidQuantity(productID: JournalProducts.tip, quantity: 0)) {
            _ = try await harness.purchases.purchase(try harness.product(JournalProducts.tip), quantity: 0)
        }
        await #expect(throws: PurchaseError.invalidQuantity(productID: JournalProducts.pro, quantity: 2)) {
            _ = try await harness.purchases.purchase(try harness.product(JournalProducts.pro), quantity: 2)
        }
        #expect(harness.authorizer.requests.isEmpty)
    }

    @Test func buyingAnOwnedNonConsumableReturnsTheExistingTransactionWithoutCharging() async throws {
        let harness = try PurchaseHarness()
        let pro = try harness.product(JournalProducts.pro)
        let first = try await harness.purchases.purchase(pro)
        let again = try await harness.purchases.purchase(pro)
        #expect(first == again)
        #expect(harness.authorizer.requests.count == 1)
        #expect(harness.purchases.allTransactions.count == 1)
    }

    @Test func twoSheetsOpenAtOnceForTheSameNonConsumableChargeOnce() async throws {
        let harness = try PurchaseHarness()
        harness.authorizer.yieldsBeforeAnswering = true
        let pro = try harness.product(JournalProducts.pro)
        async let first = harness.purchases.purchase(pro)
        async let second = harness.purchases.purchase(pro)
        let results = try await [first, second]
        #expect(results[0] == results[1])
        #expect(harness.authorizer.requests.count == 2)
        #expect(harness.purchases.allTransactions.count == 1)
    }

    @Test func transactionsSurviveReopeningTheStoreFile() async throws {
        let directory = try PurchaseTemporaryDirectory()
        let url = directory.url.appendingPathComponent("journal.sqlite")
        let bought: Transaction
        do {
            let harness = try PurchaseHarness(
                [.approve, .askToBuy], database: try Store(at: url, models: PurchaseStore.storedModels))
            guard
                case .success(let transaction) = try await harness.purchases.purchase(
                    try harness.product(JournalProducts.pro))
            else {
                Issue.record("expected success")
                return
            }
            bought = transaction
            _ = try await harness.purchases.purchase(try harness.product(JournalProducts.tip))
        }
        let reopened = try PurchaseHarness(database: try Store(at: url, models: PurchaseStore.storedModels))
        #expect(reopened.purchases.allTransactions == [bought])
        #expect(reopened.purchases.currentEntitlements == [bought])
        #expect(reopened.purchases.pendingPurchases.map(\.productID) == [JournalProducts.tip])
        // Pending ids are never reused, even after a restart.
        reopened.authorizer.decisions = [.askToBuy]
        guard case .pending(let next) = try await reopened.purchases.purchase(try reopened.product(JournalProducts.tip))
        else {
            Issue.record("expected pending")
            return
        }
        #expect(next.id == 2)
    }

    @Test func restoreReadsChangesMadeByAnotherStoreInstance() async throws {
        let database = try Store.inMemory(models: PurchaseStore.storedModels)
        let phone = try PurchaseHarness(database: database)
        let tablet = try PurchaseHarness(database: database)
        let updates = tablet.purchases.updates
        _ = try await phone.purchases.purchase(try phone.product(JournalProducts.pro))
        #expect(tablet.purchases.currentEntitlements.isEmpty)
        let restored = try tablet.purchases.restore()
        #expect(restored.map(\.productID) == [JournalProducts.pro])
        #expect(tablet.purchases.currentEntitlements == restored)
        #expect(await take(1, from: updates) == [.restored(restored)])
    }

    @Test func unfinishedTransactionsUntilTheAppFinishesThem() async throws {
        let harness = try PurchaseHarness()
        guard case .success(let tip) = try await harness.purchases.purchase(try harness.product(JournalProducts.tip))
        else {
            Issue.record("expected success")
            return
        }
        #expect(harness.purchases.unfinishedTransactions == [tip])
        try harness.purchases.finish(tip)
        try harness.purchases.finish(tip)
        #expect(harness.purchases.unfinishedTransactions.isEmpty)
        // Finishing is remembered by the store.
        #expect(try harness.purchases.restore().isEmpty)
        #expect(harness.purchases.unfinishedTransactions.isEmpty)
        let ghost = Transaction(
            id: 99, originalID: 99, productID: JournalProducts.tip, productType: .consumable,
            purchaseDate: purchaseOrigin, originalPurchaseDate: purchaseOrigin, price: 1)
        #expect(throws: PurchaseError.transactionNotFound(id: 99)) { try harness.purchases.finish(ghost) }
    }

    @Test func localAuthorizerApprovesAsksOrFailsAsConfigured() async throws {
        let harness = try PurchaseHarness()
        let pro = try harness.product(JournalProducts.pro)
        let request = PurchaseRequest(product: pro, quantity: 1, introductoryOffer: nil, price: pro.price)
        let local = LocalPurchaseAuthorizer()
        #expect(await local.authorize(request) == .approve)
        local.isAskToBuyEnabled = true
        #expect(await local.authorize(request) == .askToBuy)
        local.isFailTransactionsEnabled = true
        #expect(await local.authorize(request) == .fail(.paymentDeclined))
        #expect(local.requests.count == 3)
    }

    @Test func defaultAuthorizerIsTheLocalStoreConfiguration() async throws {
        let clock = TestClock()
        let purchases = try PurchaseStore(
            catalog: try journalCatalog(), store: try Store.inMemory(models: PurchaseStore.storedModels),
            clock: WallClock(timerClock: clock, origin: purchaseOrigin))
        let result = try await purchases.purchase(try #require(purchases.products(for: [JournalProducts.pro]).first))
        guard case .success = result else {
            Issue.record("expected the local store to approve, got \(result)")
            return
        }
    }

    @Test func releasedObserversAndSequencesUnregister() async throws {
        let harness = try PurchaseHarness()
        do {
            let token = harness.purchases.addObserver { _ in }
            #expect(harness.purchases.registrationCount == 1)
            token.cancel()
        }
        #expect(harness.purchases.registrationCount == 0)
        do {
            let updates = harness.purchases.updates
            #expect(harness.purchases.registrationCount == 1)
            _ = updates
        }
        #expect(harness.purchases.registrationCount == 0)
    }
}
