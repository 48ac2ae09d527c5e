public import Foundation

/// Something the app sells, as described by its StoreKit configuration file: identifier, localized
/// name and description, price, and kind (consumable, non-consumable, auto-renewable subscription).
///
/// Products come from a ``ProductCatalog``; buy one with ``PurchaseStore/purchase(_:quantity:)``:
/// ```swift
/// let catalog = try ProductCatalog(contentsOf: bundle.url(forResource: "Journal", withExtension: "storekit")!)
/// let pro = catalog.product(id: "com.example.journal.pro")!
/// pro.displayName      // "Journal Pro"
/// pro.price            // 4.99 (Decimal, in the storefront currency)
/// pro.displayPrice     // "$4.99"
/// pro.type             // .nonConsumable
/// ```
public struct Product: Sendable, Hashable, Identifiable {
    /// The product identifier (`productID` in the file), unique in its catalog.
    public let id: String
    /// The internal name shown in App Store Connect and Xcode, never to users.
    public let referenceName: String
    /// The name shown to users, from the localization that matches the catalog's locale (or the
    /// reference name when the file gives no localization).
    public let displayName: String
    /// The description shown to users, from the same localization (empty without one).
    public let description: String
    /// The price of one unit in the storefront's currency (``ProductCatalog/currencyCode``), exact.
    public let price: Decimal
    /// ``price`` formatted as currency for the catalog's locale, for example `"$0.99"`.
    public let displayPrice: String
    /// Consumable, non-consumable, or auto-renewable subscription with its group and period.
    public let type: ProductType
    /// Whether Family Sharing applies (`familyShareable` in the file; `false` when absent).
    public let isFamilyShareable: Bool

    /// Creates a product; `price` is one unit in the storefront's currency. Nothing is checked
    /// (identifier uniqueness is the ``ProductCatalog``'s job).
    public init(
        id: String, referenceName: String, displayName: String, description: String, price: Decimal,
        displayPrice: String, type: ProductType, isFamilyShareable: Bool = false
    ) {
        self.id = id
        self.referenceName = referenceName
        self.displayName = displayName
        self.description = description
        self.price = price
        self.displayPrice = displayPrice
        self.type = type
        self.isFamilyShareable = isFamilyShareable
    }

    /// The subscription details of an auto-renewable subscription, `nil` for other products.
    public var subscription: SubscriptionInfo? {
        if case .autoRenewable(let info) = type { return info }
        return nil
    }
}

/// What kind of product something is, and for subscriptions the group it belongs to and how long
/// each period lasts.
///
/// For example:
/// ```swift
/// let subscriptions = products.filter { $0.subscription != nil }
/// let consumables = products.filter { $0.type == .consumable }
/// ```
public enum ProductType: Sendable, Hashable {
    /// Bought, used up, and bought again (a tip, credits). Never an entitlement.
    case consumable
    /// Bought once, owned for ever (a "Pro" unlock) unless refunded.
    case nonConsumable
    /// A subscription that renews at the end of every period until cancelled.
    case autoRenewable(SubscriptionInfo)

    /// The kind without the subscription details.
    public var kind: ProductKind {
        switch self {
        case .consumable: .consumable
        case .nonConsumable: .nonConsumable
        case .autoRenewable: .autoRenewable
        }
    }
}

/// ``ProductType`` without its associated subscription details, as recorded in a ``Transaction``.
public enum ProductKind: String, Sendable, Hashable, Codable, CaseIterable {
    case consumable, nonConsumable, autoRenewable
}
