import Foundation
import TesseraStore

extension PurchaseStore {
    /// Buys `product`: asks the ``PurchaseAuthorizer`` and records the outcome. Every call sends
    /// exactly one ``PurchaseEvent`` (to observers, then to ``updates``) before it returns or
    /// throws: `.purchased`, `.pending`, `.cancelled` or `.failed`.
    ///
    /// - A non-consumable already owned, or the subscription already active, is not charged again:
    ///   the result is `.success` with the existing transaction (and buying the active subscription
    ///   turns its auto-renewal back on).
    /// - A different subscription of a group with an active one replaces it at once: the old
    ///   transaction is marked ``Transaction/isUpgraded`` and the new period starts now. (The App
    ///   Store delays downgrades to the next renewal; this local store does not.)
    /// - The group's introductory offer applies when the user never subscribed to that group.
    ///
    /// - Parameter quantity: units to buy; 1 unless the product is consumable.
    /// - Returns: `.success` with the stored transaction, `.pending` for Ask to Buy or a payment
    ///   awaiting confirmation (resolved later by ``approvePendingPurchase(_:)`` or
    ///   ``declinePendingPurchase(_:)``), or `.userCancelled`.
    /// - Throws: ``PurchaseError/productUnavailable(productID:)`` for a product not in the catalog,
    ///   ``PurchaseError/invalidQuantity(productID:quantity:)``,
    ///   ``PurchaseError/failed(productID:reason:)`` when the payment fails, and
    ///   ``PurchaseError/storage(_:)``. Errors found before the payment sheet (product, quantity)
    ///   are sent as `.failed` events too.
    public func purchase(_ product: Product, quantity: Int = 1) async throws(PurchaseError) -> PurchaseResult {
        do throws(PurchaseError) {
            try validate(product, quantity: quantity)
            if let owned = ownedTransaction(for: product) {
                try keepRenewing(owned)
                broadcaster.send(.purchased(owned))
                return .success(owned)
            }
            let offer = introductoryOffer(for: product)
            let charge = offer?.price ?? product.price * Decimal(quantity)
            let request = PurchaseRequest(product: product, quantity: quantity, introductoryOffer: offer, price: charge)
            switch await authorizer.authorize(request) {
            case .approve:
                // Another purchase may have completed while the sheet was shown.
                let transaction: Transaction
                if let owned = ownedTransaction(for: product) {
                    transaction = owned
                } else {
                    transaction = try recordPurchase(of: product, quantity: quantity)
                }
                broadcaster.send(.purchased(transaction))
                return .success(transaction)
            case .cancel:
                broadcaster.send(.cancelled(productID: product.id))
                return .userCancelled
            case .fail(let reason):
                throw .failed(productID: product.id, reason: reason)
            case .askToBuy:
                return .pending(try deferPurchase(product, quantity: quantity, reason: .askToBuy))
            case .awaitPaymentConfirmation:
                return .pending(try deferPurchase(product, quantity: quantity, reason: .paymentConfirmation))
            }
        } catch {
            broadcaster.send(.failed(productID: product.id, error))
            throw error
        }
    }

    /// Whether a purchase of a subscription of group `groupID` would get the group's introductory
    /// offer: only if no transaction of the group exists (StoreKit's `isEligibleForIntroOffer`).
    public func isEligibleForIntroductoryOffer(groupID: String) -> Bool {
        !transactions.contains { $0.subscriptionGroupID == groupID }
    }

    /// Completes a pending purchase as if it was approved now (a parent said yes, the bank
    /// confirmed): the transaction is stored and sent as ``PurchaseEvent/purchased(_:)``.
    ///
    /// - Throws: ``PurchaseError/pendingPurchaseNotFound(id:)``,
    ///   ``PurchaseError/productUnavailable(productID:)`` when the product left the catalog
    ///   meanwhile (the request stays pending), ``PurchaseError/storage(_:)``.
    @discardableResult
    public func approvePendingPurchase(_ id: Int64) throws(PurchaseError) -> Transaction {
        guard let request = pending.first(where: { $0.id == id }) else { throw .pendingPurchaseNotFound(id: id) }
        guard let product = catalog.product(id: request.productID) else {
            throw .productUnavailable(productID: request.productID)
        }
        let transaction: Transaction
        if let owned = ownedTransaction(for: product) {
            try write { db in _ = try db.delete(PendingPurchaseRecord.self, id: id) }
            transaction = owned
        } else {
            transaction = try recordPurchase(of: product, quantity: request.quantity, resolving: id)
        }
        pending.removeAll { $0.id == id }
        broadcaster.send(.purchased(transaction))
        return transaction
    }

    /// Ends a pending purchase without charging (a parent said no, the bank refused) and sends
    /// ``PurchaseEvent/declined(_:)``.
    ///
    /// - Throws: ``PurchaseError/pendingPurchaseNotFound(id:)``, ``PurchaseError/storage(_:)``.
    public func declinePendingPurchase(_ id: Int64) throws(PurchaseError) {
        guard let request = pending.first(where: { $0.id == id }) else { throw .pendingPurchaseNotFound(id: id) }
        try write { db in _ = try db.delete(PendingPurchaseRecord.self, id: id) }
        pending.removeAll { $0.id == id }
        broadcaster.send(.declined(request))
    }

    // MARK: Steps

    private func validate(_ product: Product, quantity: Int) throws(PurchaseError) {
        guard catalog.product(id: product.id) == product else { throw .productUnavailable(productID: product.id) }
        let maximum = product.type == .consumable ? Int.max : 1
        guard (1...maximum).contains(quantity) else {
            throw .invalidQuantity(productID: product.id, quantity: quantity)
        }
    }

    /// The transaction that already gives `product`: an unrefunded purchase of a non-consumable,
    /// or the current period of the subscription.
    private func ownedTransaction(for product: Product) -> Transaction? {
        guard product.type != .consumable else { return nil }
        return currentEntitlements.first { $0.productID == product.id }
    }

    /// Turns auto-renewal back on when the user buys the subscription they have.
    private func keepRenewing(_ owned: Transaction) throws(PurchaseError) {
        guard let groupID = owned.subscriptionGroupID, var renewal = renewals[groupID], !renewal.willAutoRenew else {
            return
        }
        renewal.willAutoRenew = true
        try write { [renewal] db in try db.save(renewal) }
        renewals[groupID] = renewal
    }

    private func introductoryOffer(for product: Product) -> SubscriptionOffer? {
        guard let info = product.subscription, isEligibleForIntroductoryOffer(groupID: info.groupID) else { return nil }
        return info.introductoryOffer
    }

    /// Stores a pending purchase and sends `.pending`.
    private func deferPurchase(_ product: Product, quantity: Int, reason: PendingPurchase.Reason) throws(PurchaseError)
        -> PendingPurchase
    {
        let now = clock.now
        let request = try write { db in
            let id = (try db.value(for: .lastPendingPurchaseID) ?? 0) + 1
            try db.setValue(id, for: .lastPendingPurchaseID)
            let request = PendingPurchase(
                id: id, productID: product.id, quantity: quantity, requestDate: now, reason: reason)
            try db.save(PendingPurchaseRecord(request))
            return request
        }
        pending.append(request)
        broadcaster.send(.pending(request))
        return request
    }

    /// Stores the transaction of a paid purchase dated now (and, for a subscription, starts its
    /// renewal state, marking a replaced subscription upgraded); deletes pending purchase
    /// `resolving` in the same store transaction.
    private func recordPurchase(of product: Product, quantity: Int, resolving pendingID: Int64? = nil)
        throws(PurchaseError) -> Transaction
    {
        let now = clock.now
        let id = nextTransactionID
        var changed: [Transaction] = []
        var renewal: RenewalRecord?
        let transaction: Transaction
        if let info = product.subscription {
            let previous = renewals[info.groupID]
            if let current = currentEntitlements.first(where: { $0.subscriptionGroupID == info.groupID }) {
                var upgraded = current
                upgraded.isUpgraded = true
                changed.append(upgraded)
            }
            let offer = introductoryOffer(for: product)
            let period = offer?.period ?? info.period
            let originalID = previous?.originalTransactionID ?? id
            let originalDate = transactions.first { $0.id == originalID }?.purchaseDate ?? now
            transaction = Transaction(
                id: id, originalID: originalID, productID: product.id, productType: .autoRenewable,
                subscriptionGroupID: info.groupID, purchaseDate: now, originalPurchaseDate: originalDate,
                expirationDate: period.end(after: 1, from: now, in: calendar), price: offer?.price ?? product.price,
                offerType: offer == nil ? nil : .introductory)
            renewal = RenewalRecord(
                id: info.groupID, productID: product.id, willAutoRenew: true, originalTransactionID: originalID,
                latestTransactionID: id, phaseStart: now, phasePeriod: period, phaseCount: 1,
                isIntroductoryPhase: offer != nil, introductoryPeriodsRemaining: (offer?.periodCount ?? 1) - 1,
                hasLapsed: false)
        } else {
            transaction = Transaction(
                id: id, originalID: id, productID: product.id, productType: product.type.kind,
                purchaseDate: now, originalPurchaseDate: now, purchasedQuantity: quantity,
                price: product.price * Decimal(quantity))
        }
        changed.append(transaction)
        let rows = changed.map { record(of: $0) }
        try write { [renewal] db in
            try db.save(contentsOf: rows)
            if let renewal { try db.save(renewal) }
            if let pendingID { _ = try db.delete(PendingPurchaseRecord.self, id: pendingID) }
        }
        changed.forEach { remember($0) }
        if let renewal {
            renewals[renewal.id] = renewal
            scheduleRenewalCheck()
        }
        return transaction
    }
}
