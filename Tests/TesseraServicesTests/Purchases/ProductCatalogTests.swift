import Foundation
import TesseraServices
import Testing

@Suite struct ProductCatalogTests {
    @Test func journalFixtureHasTheFourProductsInFileOrder() throws {
        let catalog = try journalCatalog()
        #expect(
            catalog.products.map(\.id) == [
                JournalProducts.tip, JournalProducts.pro, JournalProducts.monthly, JournalProducts.yearly,
            ])
        #expect(catalog.currencyCode == "USD")
        #expect(catalog.storefront == "USA")
        #expect(catalog.isAskToBuyEnabled == false)
        #expect(catalog.isFailTransactionsEnabled == false)
    }

    @Test func consumableAndNonConsumableFieldsAreRead() throws {
        let catalog = try journalCatalog()
        let tip = try #require(catalog.product(id: JournalProducts.tip))
        #expect(tip.type == .consumable)
        #expect(tip.displayName == "Tip")
        #expect(tip.referenceName == "Tip")
        #expect(tip.description == "Buy the journal team a coffee.")
        #expect(tip.price == Decimal(string: "0.99"))
        #expect(tip.displayPrice == "$0.99")
        #expect(tip.isFamilyShareable == false)
        #expect(tip.subscription == nil)

        let pro = try #require(catalog.product(id: JournalProducts.pro))
        #expect(pro.type == .nonConsumable)
        #expect(pro.displayName == "Journal Pro")
        #expect(pro.price == Decimal(string: "4.99"))
        #expect(pro.displayPrice == "$4.99")
        #expect(pro.isFamilyShareable == true)
    }

    @Test func subscriptionsCarryGroupLevelPeriodAndOffer() throws {
        let catalog = try journalCatalog()
        let monthly = try #require(catalog.product(id: JournalProducts.monthly)?.subscription)
        #expect(monthly.groupID == "journal.plus")
        #expect(monthly.groupName == "Journal Plus")
        #expect(monthly.groupLevel == 2)
        #expect(monthly.period == SubscriptionPeriod(value: 1, unit: .month))
        let offer = try #require(monthly.introductoryOffer)
        #expect(offer.paymentMode == .freeTrial)
        #expect(offer.period == SubscriptionPeriod(value: 1, unit: .week))
        #expect(offer.periodCount == 1)
        #expect(offer.price == 0)
        #expect(offer.displayPrice == "$0.00")

        let yearly = try #require(catalog.product(id: JournalProducts.yearly))
        #expect(yearly.type.kind == .autoRenewable)
        #expect(yearly.subscription?.period == SubscriptionPeriod(value: 1, unit: .year))
        #expect(yearly.subscription?.groupLevel == 1)
        #expect(yearly.subscription?.introductoryOffer == nil)
        #expect(yearly.displayPrice == "$14.99")
    }

    @Test func subscriptionsInGroupComeHighestLevelFirst() throws {
        let catalog = try journalCatalog()
        #expect(
            catalog.subscriptions(inGroup: JournalProducts.group).map(\.id) == [
                JournalProducts.yearly, JournalProducts.monthly,
            ])
        #expect(catalog.subscriptions(inGroup: "no such group").isEmpty)
    }

    @Test func productsForIdentifiersKeepsTheAskedOrderAndSkipsUnknownAndRepeats() throws {
        let catalog = try journalCatalog()
        let found = catalog.products(for: [
            JournalProducts.yearly, "com.unknown", JournalProducts.tip, JournalProducts.yearly,
        ])
        #expect(found.map(\.id) == [JournalProducts.yearly, JournalProducts.tip])
        #expect(catalog.products(for: []).isEmpty)
        #expect(catalog.product(id: "") == nil)
    }

    @Test func localizationFollowsTheRequestedLocaleByLanguage() throws {
        let chinese = try ProductCatalog(contentsOf: try fixtureURL(), locale: Locale(identifier: "zh_Hans_CN"))
        let tip = try #require(chinese.product(id: JournalProducts.tip))
        #expect(tip.displayName == "打赏")
        #expect(tip.description == "请开发者喝杯咖啡。")
        #expect(chinese.currencyCode == "CNY")
        // A product without a Chinese localization falls back to its first one.
        #expect(chinese.product(id: JournalProducts.pro)?.displayName == "Journal Pro")
    }

    @Test func productWithoutLocalizationsUsesItsReferenceName() throws {
        let json = """
            {"products": [{"productID": "a", "referenceName": "Alpha", "displayPrice": "1", "type": "NonConsumable", "localizations": []}],
             "subscriptionGroups": []}
            """
        let catalog = try ProductCatalog(data: Data(json.utf8))
        let alpha = try #require(catalog.product(id: "a"))
        #expect(alpha.displayName == "Alpha")
        #expect(alpha.description == "")
        #expect(alpha.price == 1)
        #expect(alpha.displayPrice == "$1.00")
    }

    @Test func askToBuyAndFailSettingsAreRead() throws {
        let json = """
            {"products": [], "subscriptionGroups": [],
             "settings": {"_askToBuyEnabled": true, "_failTransactionsEnabled": true, "_locale": "de_DE"}}
            """
        let catalog = try ProductCatalog(data: Data(json.utf8))
        #expect(catalog.isAskToBuyEnabled)
        #expect(catalog.isFailTransactionsEnabled)
        #expect(catalog.locale.identifier == "de_DE")
        #expect(catalog.currencyCode == "EUR")
        #expect(catalog.storefront == nil)
    }

    @Test func emptySectionsGiveAnEmptyCatalog() throws {
        let catalog = try ProductCatalog(data: Data(#"{"products": [], "subscriptionGroups": []}"#.utf8))
        #expect(catalog.products.isEmpty)
    }

    @Test func payAsYouGoOfferReadsItsPriceAndPeriodCount() throws {
        let json = """
            {"products": [], "subscriptionGroups": [{"id": "g", "name": "G", "subscriptions": [
              {"productID": "m", "referenceName": "M", "displayPrice": "3.00", "type": "RecurringSubscription",
               "groupNumber": 1, "recurringSubscriptionPeriod": "P1M",
               "introductoryOffer": {"paymentMode": "payAsYouGo", "subscriptionPeriod": "P1M", "numberOfPeriods": 3, "displayPrice": "0.99"}}]}]}
            """
        let offer = try #require(
            try ProductCatalog(data: Data(json.utf8)).product(id: "m")?.subscription?.introductoryOffer)
        #expect(offer.paymentMode == .payAsYouGo)
        #expect(offer.periodCount == 3)
        #expect(offer.price == Decimal(string: "0.99"))
        #expect(offer.displayPrice == "$0.99")
    }

    @Test func catalogBuiltInCodeRefusesDuplicateIdentifiers() throws {
        let product = Product(
            id: "x", referenceName: "X", displayName: "X", description: "", price: 1, displayPrice: "$1.00",
            type: .consumable)
        #expect(throws: StoreConfigurationError.duplicateProductID("x")) {
            try ProductCatalog(products: [product, product])
        }
    }
}
