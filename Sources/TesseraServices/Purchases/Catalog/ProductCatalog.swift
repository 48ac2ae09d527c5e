public import Foundation
import TesseraCore

/// The products an app sells, read from a StoreKit configuration file — the JSON `.storekit` file
/// Xcode writes for StoreKit testing — so that the same file drives local purchases on Linux.
///
/// ```swift
/// let catalog = try ProductCatalog(contentsOf: Bundle.main.url(forResource: "Journal", withExtension: "storekit")!)
/// catalog.products.map(\.id)                       // ["…tip", "…pro", "…monthly", "…yearly"]
/// catalog.product(id: "com.example.journal.tip")?.displayPrice   // "$0.99"
/// catalog.subscriptions(inGroup: "journal.plus").map(\.id)       // by level: ["…yearly", "…monthly"]
/// ```
///
/// What is read: `products` (types `Consumable`, `NonConsumable`), `subscriptionGroups` with their
/// `subscriptions` (type `RecurringSubscription`, `groupNumber`, `recurringSubscriptionPeriod`,
/// optional `introductoryOffer`), each entry's `productID`, `referenceName`, `displayPrice`,
/// `localizations` and `familyShareable`, and the settings `_locale`, `_storefront`,
/// `_askToBuyEnabled` and `_failTransactionsEnabled`. Other fields are ignored.
///
/// A `Sendable` value; build it once at launch.
public struct ProductCatalog: Sendable {
    /// Every product: the `products` section in file order, then each subscription group's
    /// subscriptions in file order.
    public let products: [Product]
    /// The locale that chose the localizations and formats display prices.
    public let locale: Locale
    /// The ISO 4217 code of the currency prices are in (the locale's currency, `USD` if it has none).
    public let currencyCode: String
    /// The storefront named by the file's `_storefront` setting (`"USA"`), if any.
    public let storefront: String?
    /// The file's `_askToBuyEnabled` setting: ``LocalPurchaseAuthorizer`` defers every purchase for
    /// approval, like Xcode's StoreKit testing.
    public let isAskToBuyEnabled: Bool
    /// The file's `_failTransactionsEnabled` setting: ``LocalPurchaseAuthorizer`` fails every purchase.
    public let isFailTransactionsEnabled: Bool
    private let positions: [String: Int]

    /// A catalog of `products` (for tests and apps that build products in code).
    ///
    /// - Throws: ``StoreConfigurationError/duplicateProductID(_:)`` when two products share an id.
    public init(
        products: [Product], locale: Locale = Locale(identifier: "en_US"), storefront: String? = nil,
        isAskToBuyEnabled: Bool = false, isFailTransactionsEnabled: Bool = false
    ) throws(StoreConfigurationError) {
        var positions: [String: Int] = [:]
        for (position, product) in products.enumerated() {
            guard positions.updateValue(position, forKey: product.id) == nil else {
                throw .duplicateProductID(product.id)
            }
        }
        self.products = products
        self.positions = positions
        self.locale = locale
        currencyCode = Self.currencyCode(for: locale)
        self.storefront = storefront
        self.isAskToBuyEnabled = isAskToBuyEnabled
        self.isFailTransactionsEnabled = isFailTransactionsEnabled
    }

    /// The largest configuration read: 8 MiB (Xcode's files for hundreds of products are a few
    /// hundred KiB).
    public static let maximumByteCount = 8 << 20

    /// Reads the StoreKit configuration file at `url`.
    ///
    /// - Parameter locale: the locale for localizations and display prices; `nil` uses the file's
    ///   `_locale` setting, or `en_US` when it has none.
    /// - Throws: ``StoreConfigurationError/unreadableFile(path:reason:)`` when the path is missing,
    ///   not a regular file or cannot be read; ``StoreConfigurationError/tooLarge(byteCount:limit:)``
    ///   before reading a file over ``maximumByteCount``; everything ``init(data:locale:)`` throws.
    public init(contentsOf url: URL, locale: Locale? = nil) throws(StoreConfigurationError) {
        let data = try BoundedFileReader.contents(
            of: url, limit: Self.maximumByteCount, failingWith: StoreConfigurationError.self)
        try self.init(data: data, locale: locale)
    }

    /// Parses the JSON of a StoreKit configuration file.
    ///
    /// - Throws: ``StoreConfigurationError``: `tooLarge` over ``maximumByteCount``,
    ///   `malformedJSON` for data that is not JSON,
    ///   `missingField`/`wrongType` (with the JSON path) for a required field that is absent, `null`
    ///   or of the wrong kind, and the validation errors — unknown type, invalid price, period or
    ///   payment mode, numbers out of range, group mismatch, duplicate product or group ids.
    public init(data: Data, locale: Locale? = nil) throws(StoreConfigurationError) {
        guard data.count <= Self.maximumByteCount else {
            throw .tooLarge(byteCount: data.count, limit: Self.maximumByteCount)
        }
        let file: ConfigurationFile
        do {
            file = try JSONDecoder().decode(ConfigurationFile.self, from: data)
        } catch let error as DecodingError {
            throw ConfigurationReader.configurationError(for: error)
        } catch {
            throw .malformedJSON(reason: String(describing: error))
        }
        let locale = locale ?? Locale(identifier: file.settings?.locale ?? "en_US")
        let reader = ConfigurationReader(locale: locale, currencyCode: Self.currencyCode(for: locale))
        try self.init(
            products: try reader.products(in: file), locale: locale, storefront: file.settings?.storefront,
            isAskToBuyEnabled: file.settings?.askToBuyEnabled ?? false,
            isFailTransactionsEnabled: file.settings?.failTransactionsEnabled ?? false)
    }

    /// The product with identifier `id`, or `nil`.
    public func product(id: String) -> Product? {
        positions[id].map { products[$0] }
    }

    /// The products with the given identifiers, in the order asked, leaving out unknown identifiers
    /// (as StoreKit's `Product.products(for:)` does) and repeats.
    public func products(for identifiers: some Sequence<String>) -> [Product] {
        var seen: Set<String> = []
        return identifiers.compactMap { id in seen.insert(id).inserted ? product(id: id) : nil }
    }

    /// The subscriptions of group `groupID`, highest service level (lowest level number) first,
    /// file order among equal levels. Empty for an unknown group.
    public func subscriptions(inGroup groupID: String) -> [Product] {
        let members = products.enumerated().filter { $0.element.subscription?.groupID == groupID }
        return members.sorted {
            ($0.element.subscription!.groupLevel, $0.offset) < ($1.element.subscription!.groupLevel, $1.offset)
        }
        .map(\.element)
    }

    private static func currencyCode(for locale: Locale) -> String {
        locale.currency?.identifier ?? "USD"
    }
}
