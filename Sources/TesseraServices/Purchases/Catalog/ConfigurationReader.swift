import Foundation

/// Turns a decoded ``ConfigurationFile`` into validated ``Product``s, and decoding failures into
/// ``StoreConfigurationError``s with JSON paths.
struct ConfigurationReader {
    let locale: Locale
    let currencyCode: String

    /// Every product of `file`: the `products` section, then each group's subscriptions.
    func products(in file: ConfigurationFile) throws(StoreConfigurationError) -> [Product] {
        var products: [Product] = []
        var seen: Set<String> = []
        func add(_ product: Product) throws(StoreConfigurationError) {
            guard seen.insert(product.id).inserted else { throw .duplicateProductID(product.id) }
            products.append(product)
        }
        for (index, entry) in file.products.enumerated() {
            try add(try product(entry, path: "products[\(index)]"))
        }
        for (index, entry) in (file.nonRenewingSubscriptions ?? []).enumerated() {
            try add(try product(entry, path: "nonRenewingSubscriptions[\(index)]"))
        }
        var groups: Set<String> = []
        for (groupIndex, group) in file.subscriptionGroups.enumerated() {
            guard groups.insert(group.id).inserted else { throw .duplicateSubscriptionGroupID(group.id) }
            for (index, entry) in group.subscriptions.enumerated() {
                try add(
                    try subscription(
                        entry, in: group, path: "subscriptionGroups[\(groupIndex)].subscriptions[\(index)]"))
            }
        }
        return products
    }

    private func product(_ entry: ConfigurationFile.ProductEntry, path: String) throws(StoreConfigurationError)
        -> Product
    {
        guard !entry.productID.isEmpty else { throw .emptyProductID(path: path + ".productID") }
        let type: ProductType
        switch entry.type {
        case "Consumable": type = .consumable
        case "NonConsumable": type = .nonConsumable
        default: throw .unknownProductType(productID: entry.productID, type: entry.type)
        }
        let price = try price(entry.displayPrice, productID: entry.productID)
        let (name, description) = localized(entry.localizations ?? [], fallback: entry.referenceName)
        return Product(
            id: entry.productID, referenceName: entry.referenceName, displayName: name, description: description,
            price: price, displayPrice: format(price), type: type, isFamilyShareable: entry.familyShareable ?? false)
    }

    private func subscription(
        _ entry: ConfigurationFile.SubscriptionEntry, in group: ConfigurationFile.SubscriptionGroupEntry,
        path: String
    ) throws(StoreConfigurationError) -> Product {
        let id = entry.productID
        guard !id.isEmpty else { throw .emptyProductID(path: path + ".productID") }
        guard entry.type == "RecurringSubscription" else { throw .unknownProductType(productID: id, type: entry.type) }
        if let declared = entry.subscriptionGroupID, declared != group.id {
            throw .subscriptionGroupMismatch(productID: id, listedIn: group.id, declared: declared)
        }
        guard entry.groupNumber >= 1 else {
            throw .invalidValue(productID: id, field: "groupNumber", value: String(entry.groupNumber))
        }
        guard let period = SubscriptionPeriod(iso8601: entry.recurringSubscriptionPeriod) else {
            throw .invalidSubscriptionPeriod(productID: id, period: entry.recurringSubscriptionPeriod)
        }
        let offer = try entry.introductoryOffer.map { offer throws(StoreConfigurationError) in
            try self.offer(offer, productID: id, path: path + ".introductoryOffer")
        }
        let price = try price(entry.displayPrice, productID: id)
        let (name, description) = localized(entry.localizations ?? [], fallback: entry.referenceName)
        let info = SubscriptionInfo(
            groupID: group.id, groupName: group.name, groupLevel: entry.groupNumber,
            period: period, introductoryOffer: offer)
        return Product(
            id: id, referenceName: entry.referenceName, displayName: name, description: description,
            price: price, displayPrice: format(price), type: .autoRenewable(info),
            isFamilyShareable: entry.familyShareable ?? false)
    }

    private func offer(_ entry: ConfigurationFile.OfferEntry, productID: String, path: String)
        throws(StoreConfigurationError) -> SubscriptionOffer
    {
        let mode: SubscriptionOffer.PaymentMode
        switch entry.paymentMode {
        case "free": mode = .freeTrial
        case "payAsYouGo": mode = .payAsYouGo
        case "payUpFront": mode = .payUpFront
        default: throw .unknownPaymentMode(productID: productID, paymentMode: entry.paymentMode)
        }
        guard let period = SubscriptionPeriod(iso8601: entry.subscriptionPeriod) else {
            throw .invalidSubscriptionPeriod(productID: productID, period: entry.subscriptionPeriod)
        }
        let count = entry.numberOfPeriods ?? 1
        guard count >= 1 else {
            throw .invalidValue(productID: productID, field: "introductoryOffer.numberOfPeriods", value: String(count))
        }
        let price: Decimal
        if mode == .freeTrial {
            price = 0
        } else {
            guard let text = entry.displayPrice else { throw .missingField(path: path + ".displayPrice") }
            price = try self.price(text, productID: productID)
        }
        return SubscriptionOffer(
            paymentMode: mode, period: period, periodCount: count, price: price, displayPrice: format(price))
    }

    /// A plain decimal: digits, optionally a point and more digits (`"0.99"`, `"12"`). Signs,
    /// exponents, grouping separators, currency symbols and spaces are refused.
    private func price(_ text: String, productID: String) throws(StoreConfigurationError) -> Decimal {
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let isPlain = parts.allSatisfy { part in !part.isEmpty && part.allSatisfy { $0.isASCII && $0.isNumber } }
        guard isPlain, let price = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) else {
            throw .invalidPrice(productID: productID, displayPrice: text)
        }
        return price
    }

    private func format(_ price: Decimal) -> String {
        price.formatted(.currency(code: currencyCode).locale(locale))
    }

    /// The display name and description of the localization for `locale`: the same identifier,
    /// else the same language, else the first; the reference name and "" when there is none.
    private func localized(_ localizations: [ConfigurationFile.Localization], fallback: String) -> (String, String) {
        let identifier = locale.identifier
        let language = locale.language.languageCode?.identifier
        let chosen =
            localizations.first { $0.locale == identifier }
            ?? localizations.first { entry in
                language != nil && Locale(identifier: entry.locale).language.languageCode?.identifier == language
            }
            ?? localizations.first
        guard let chosen else { return (fallback, "") }
        return (chosen.displayName ?? fallback, chosen.description ?? "")
    }

    /// The configuration error for a decoding failure, with the JSON path of the culprit.
    static func configurationError(for error: DecodingError) -> StoreConfigurationError {
        switch error {
        case .keyNotFound(let key, let context):
            return .missingField(path: path(context.codingPath + [key]))
        case .valueNotFound(_, let context):
            return .missingField(path: path(context.codingPath))
        case .typeMismatch(let type, let context):
            return .wrongType(path: path(context.codingPath), expected: String(describing: type))
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty {
                return .malformedJSON(
                    reason: context.underlyingError.map { String(describing: $0) } ?? context.debugDescription)
            }
            return .wrongType(path: path(context.codingPath), expected: context.debugDescription)
        @unknown default:
            return .malformedJSON(reason: String(describing: error))
        }
    }

    /// `products[0].productID`; `(root)` for the top level.
    static func path(_ codingPath: [any CodingKey]) -> String {
        var text = ""
        for key in codingPath {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : "." + key.stringValue
            }
        }
        return text.isEmpty ? "(root)" : text
    }
}
