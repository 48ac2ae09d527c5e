/// The JSON of an Xcode StoreKit configuration file (`.storekit`), field for field, before
/// validation. Only the fields Tessera uses are read; the others (`internalID`, `adHocOffers`,
/// `codeOffers`, `version`, …) are ignored.
struct ConfigurationFile: Decodable {
    var products: [ProductEntry]
    var subscriptionGroups: [SubscriptionGroupEntry]
    var nonRenewingSubscriptions: [ProductEntry]?
    var settings: SettingsEntry?

    struct Localization: Decodable {
        var displayName: String?
        var description: String?
        var locale: String
    }

    /// A consumable or non-consumable product.
    struct ProductEntry: Decodable {
        var productID: String
        var referenceName: String
        var displayPrice: String
        var type: String
        var localizations: [Localization]?
        var familyShareable: Bool?
    }

    struct SubscriptionGroupEntry: Decodable {
        var id: String
        var name: String
        var subscriptions: [SubscriptionEntry]
    }

    struct SubscriptionEntry: Decodable {
        var productID: String
        var referenceName: String
        var displayPrice: String
        var type: String
        var groupNumber: Int
        var recurringSubscriptionPeriod: String
        var subscriptionGroupID: String?
        var introductoryOffer: OfferEntry?
        var localizations: [Localization]?
        var familyShareable: Bool?
    }

    struct OfferEntry: Decodable {
        var paymentMode: String
        var subscriptionPeriod: String
        var numberOfPeriods: Int?
        var displayPrice: String?
    }

    /// Xcode's testing switches, stored with a leading underscore.
    struct SettingsEntry: Decodable {
        var locale: String?
        var storefront: String?
        var askToBuyEnabled: Bool?
        var failTransactionsEnabled: Bool?

        enum CodingKeys: String, CodingKey {
            case locale = "_locale"
            case storefront = "_storefront"
            case askToBuyEnabled = "_askToBuyEnabled"
            case failTransactionsEnabled = "_failTransactionsEnabled"
        }
    }
}
