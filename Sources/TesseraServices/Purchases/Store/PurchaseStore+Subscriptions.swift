import Foundation
import TesseraCore
import TesseraStore

extension PurchaseStore {
    /// The status of the user's subscription in group `groupID`, or `nil` if they never subscribed.
    public func subscriptionStatus(forGroup groupID: String) -> SubscriptionStatus? {
        guard let renewal = renewals[groupID],
            let latest = transactions.last(where: { $0.id == renewal.latestTransactionID })
        else { return nil }
        let state: SubscriptionStatus.State
        if latest.revocationDate != nil {
            state = .revoked
        } else if latest.grantsEntitlement(at: clock.now) {
            state = .subscribed
        } else {
            state = .expired
        }
        return SubscriptionStatus(
            state: state, transaction: latest, willAutoRenew: renewal.willAutoRenew && !renewal.hasLapsed,
            autoRenewProductID: renewal.productID)
    }

    /// Turns auto-renewal of the group's subscription on or off, as the user does in their account
    /// settings. Turned off, the subscription still gives access until its period ends, then
    /// expires (``PurchaseEvent/expired(_:)``). No event is sent by this call.
    ///
    /// - Throws: ``PurchaseError/subscriptionGroupNotFound(groupID:)`` when the user never
    ///   subscribed to the group; ``PurchaseError/storage(_:)``.
    public func setAutoRenew(_ isEnabled: Bool, forGroup groupID: String) throws(PurchaseError) {
        guard var renewal = renewals[groupID] else { throw .subscriptionGroupNotFound(groupID: groupID) }
        renewal.willAutoRenew = isEnabled
        try write { [renewal] db in try db.save(renewal) }
        renewals[groupID] = renewal
    }

    /// Refunds `transactionID` as the App Store does when a refund is granted: the transaction gets
    /// a ``Transaction/revocationDate`` (now) and a reason, its entitlement ends at once, and
    /// ``PurchaseEvent/revoked(_:)`` is sent. Refunding a subscription's current period also ends
    /// the subscription (no renewal follows).
    ///
    /// - Throws: ``PurchaseError/transactionNotFound(id:)``,
    ///   ``PurchaseError/alreadyRevoked(transactionID:)``, ``PurchaseError/storage(_:)``.
    @discardableResult
    public func refund(transactionID: Int64, reason: Transaction.RevocationReason = .other) throws(PurchaseError)
        -> Transaction
    {
        guard var transaction = transactions.first(where: { $0.id == transactionID }) else {
            throw .transactionNotFound(id: transactionID)
        }
        guard transaction.revocationDate == nil else { throw .alreadyRevoked(transactionID: transactionID) }
        transaction.revocationDate = clock.now
        transaction.revocationReason = reason
        var renewal: RenewalRecord?
        if let groupID = transaction.subscriptionGroupID, var current = renewals[groupID],
            current.latestTransactionID == transactionID
        {
            current.willAutoRenew = false
            current.hasLapsed = true
            renewal = current
        }
        let row = record(of: transaction)
        try write { [renewal] db in
            try db.save(row)
            if let renewal { try db.save(renewal) }
        }
        remember(transaction)
        if let renewal { renewals[renewal.id] = renewal }
        broadcaster.send(.revoked(transaction))
        scheduleRenewalCheck()
        return transaction
    }

    // MARK: Renewal and expiry

    /// Renews every subscription whose period has ended and that renews automatically — once per
    /// missed period — and expires the others, sending `.renewed` and `.expired` events; then
    /// schedules the next check at the earliest end of a current period.
    ///
    /// - Throws: ``PurchaseError/storage(_:)``; what was processed before the failure stays.
    func processDueSubscriptions() throws(PurchaseError) {
        let now = clock.now
        defer { scheduleRenewalCheck() }
        for groupID in renewals.keys.sorted() {
            guard var renewal = renewals[groupID], !renewal.hasLapsed,
                var latest = transactions.last(where: { $0.id == renewal.latestTransactionID }),
                latest.revocationDate == nil, !latest.isUpgraded
            else { continue }
            var events: [PurchaseEvent] = []
            var renewed: [Transaction] = []
            var nextID = nextTransactionID
            while let end = latest.expirationDate, end <= now {
                guard renewal.willAutoRenew, let product = catalog.product(id: renewal.productID),
                    let info = product.subscription, info.groupID == groupID
                else {
                    renewal.hasLapsed = true
                    events.append(.expired(latest))
                    break
                }
                latest = renewal.renew(latest, as: product, info: info, id: nextID, in: calendar)
                nextID += 1
                renewed.append(latest)
                events.append(.renewed(latest))
            }
            guard !events.isEmpty else { continue }
            let rows = renewed.map { record(of: $0) }
            try write { [renewal] db in
                try db.save(contentsOf: rows)
                try db.save(renewal)
            }
            renewed.forEach { remember($0) }
            renewals[groupID] = renewal
            events.forEach { broadcaster.send($0) }
        }
    }

    /// Replaces the renewal timer with one at the earliest end of a current subscription period.
    func scheduleRenewalCheck() {
        renewalTimer = nil
        let ends = renewals.values.filter { !$0.hasLapsed }.compactMap { renewal in
            transactions.last { $0.id == renewal.latestTransactionID && $0.revocationDate == nil && !$0.isUpgraded }?
                .expirationDate
        }
        guard let next = ends.min() else { return }
        let timer = clock.schedule(at: next) { [weak self] in
            self?.renewalTimerFired()
        }
        renewalTimer = AnyCancellable { timer.cancel() }
    }

    private func renewalTimerFired() {
        do {
            try processDueSubscriptions()
            lastStorageError = nil
        } catch {
            lastStorageError = error
            logger.error("subscription renewal check failed: \(error)")
        }
    }
}

extension RenewalRecord {
    /// Advances to the next period after `latest` and returns its transaction: the next
    /// introductory period while any remain, then the regular phase (which starts when the offer
    /// ends), each period ending a whole number of periods after its phase start.
    mutating func renew(
        _ latest: Transaction, as product: Product, info: SubscriptionInfo, id: Int64,
        in calendar: Calendar
    ) -> Transaction {
        let start = latest.expirationDate ?? latest.purchaseDate
        let offer = isIntroductoryPhase && introductoryPeriodsRemaining > 0 ? info.introductoryOffer : nil
        if offer != nil {
            introductoryPeriodsRemaining -= 1
            phaseCount += 1
        } else if isIntroductoryPhase || productID != latest.productID || phasePeriod != info.period {
            isIntroductoryPhase = false
            introductoryPeriodsRemaining = 0
            phaseStart = start
            phasePeriod = info.period
            phaseCount = 1
        } else {
            phaseCount += 1
        }
        latestTransactionID = id
        return Transaction(
            id: id, originalID: originalTransactionID, productID: product.id, productType: .autoRenewable,
            subscriptionGroupID: info.groupID, purchaseDate: start, originalPurchaseDate: latest.originalPurchaseDate,
            expirationDate: phasePeriod.end(after: phaseCount, from: phaseStart, in: calendar),
            price: offer?.price ?? product.price, offerType: offer == nil ? nil : .introductory)
    }
}
