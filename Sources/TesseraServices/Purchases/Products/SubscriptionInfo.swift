public import Foundation

/// The subscription details of an auto-renewable ``Product``: its group, its level in the group,
/// its billing period, and an optional introductory offer.
///
/// A subscriber holds at most one subscription of a group at a time. Levels order the group's
/// subscriptions by service: level 1 is the highest (`groupNumber` in the configuration file), so
/// moving to a lower number is an upgrade.
public struct SubscriptionInfo: Sendable, Hashable {
    /// The subscription group's identifier (`id` of the group in the file).
    public let groupID: String
    /// The group's reference name.
    public let groupName: String
    /// The service level within the group, 1 being the highest (`groupNumber`).
    public let groupLevel: Int
    /// How long one billing period lasts (`recurringSubscriptionPeriod`).
    public let period: SubscriptionPeriod
    /// The offer new subscribers of the group get first, if any (`introductoryOffer`).
    public let introductoryOffer: SubscriptionOffer?

    /// Creates subscription details; `groupLevel` is 1 for the highest level (not checked).
    public init(
        groupID: String, groupName: String, groupLevel: Int, period: SubscriptionPeriod,
        introductoryOffer: SubscriptionOffer? = nil
    ) {
        self.groupID = groupID
        self.groupName = groupName
        self.groupLevel = groupLevel
        self.period = period
        self.introductoryOffer = introductoryOffer
    }
}

/// A subscription offer: a free trial, or a discounted price for one or more periods.
///
/// The subscriber is billed ``periodCount`` times, each for ``period`` at ``price`` (zero for a free
/// trial), before the regular price and period start. For a free trial and a pay-up-front offer
/// the count is 1 and ``period`` is the whole offer.
public struct SubscriptionOffer: Sendable, Hashable {
    /// How the offer is paid.
    public enum PaymentMode: String, Sendable, Hashable, Codable, CaseIterable {
        /// No charge during the offer (`"free"` in the file).
        case freeTrial
        /// A discounted price every period of the offer (`"payAsYouGo"`).
        case payAsYouGo
        /// One discounted payment for the whole offer (`"payUpFront"`).
        case payUpFront
    }

    /// Free trial, pay as you go, or pay up front.
    public let paymentMode: PaymentMode
    /// The length of each billed period of the offer.
    public let period: SubscriptionPeriod
    /// How many periods the offer lasts (at least 1).
    public let periodCount: Int
    /// The price of each period of the offer (0 for a free trial), in the storefront's currency.
    public let price: Decimal
    /// ``price`` formatted as currency.
    public let displayPrice: String

    /// Creates an offer; `price` is per period in the storefront's currency.
    /// - Precondition: `periodCount >= 1`.
    public init(
        paymentMode: PaymentMode, period: SubscriptionPeriod, periodCount: Int, price: Decimal, displayPrice: String
    ) {
        precondition(periodCount >= 1, "an offer lasts at least one period, got \(periodCount)")
        self.paymentMode = paymentMode
        self.period = period
        self.periodCount = periodCount
        self.price = price
        self.displayPrice = displayPrice
    }
}
