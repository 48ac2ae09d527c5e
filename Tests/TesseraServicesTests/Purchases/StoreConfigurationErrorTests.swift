import Foundation
import TesseraServices
import Testing

/// Every malformed configuration gives its typed error, never a crash.
@Suite struct StoreConfigurationErrorTests {
    private func load(_ json: String) throws(StoreConfigurationError) -> ProductCatalog {
        try ProductCatalog(data: Data(json.utf8))
    }

    private func error(_ json: String) -> StoreConfigurationError? {
        do {
            _ = try load(json)
            return nil
        } catch {
            return error
        }
    }

    /// A file with one product entry (in `products`) built from `fields`.
    private func productFile(_ fields: String) -> String {
        #"{"products": [{\#(fields)}], "subscriptionGroups": []}"#
    }

    /// A file with one subscription group holding one subscription built from `fields`.
    private func subscriptionFile(_ fields: String, groupID: String = "g") -> String {
        #"{"products": [], "subscriptionGroups": [{"id": "\#(groupID)", "name": "G", "subscriptions": [{\#(fields)}]}]}"#
    }

    private let monthly =
        #""productID": "m", "referenceName": "M", "displayPrice": "1.99", "type": "RecurringSubscription", "groupNumber": 1"#

    @Test func dataThatIsNotJSON() {
        guard case .malformedJSON = error("{ products: ") else {
            Issue.record("expected malformedJSON")
            return
        }
    }

    @Test func emptyData() {
        guard case .malformedJSON = error("") else {
            Issue.record("expected malformedJSON")
            return
        }
    }

    @Test func topLevelArrayInsteadOfObject() {
        guard case .wrongType(path: "(root)", _) = error("[]") else {
            Issue.record("expected wrongType at the root")
            return
        }
    }

    @Test func missingProductsSection() {
        #expect(error(#"{"subscriptionGroups": []}"#) == .missingField(path: "products"))
    }

    @Test func missingSubscriptionGroupsSection() {
        #expect(error(#"{"products": []}"#) == .missingField(path: "subscriptionGroups"))
    }

    @Test func missingProductID() {
        #expect(
            error(productFile(#""referenceName": "A", "displayPrice": "1", "type": "Consumable""#))
                == .missingField(path: "products[0].productID"))
    }

    @Test func nullDisplayPrice() {
        #expect(
            error(productFile(#""productID": "a", "referenceName": "A", "displayPrice": null, "type": "Consumable""#))
                == .missingField(path: "products[0].displayPrice"))
    }

    @Test func numericDisplayPriceIsTheWrongType() {
        #expect(
            error(productFile(#""productID": "a", "referenceName": "A", "displayPrice": 1.99, "type": "Consumable""#))
                == .wrongType(path: "products[0].displayPrice", expected: "String"))
    }

    @Test func missingRecurringPeriod() {
        #expect(
            error(subscriptionFile(monthly))
                == .missingField(path: "subscriptionGroups[0].subscriptions[0].recurringSubscriptionPeriod"))
    }

    @Test func emptyProductID() {
        #expect(
            error(productFile(#""productID": "", "referenceName": "A", "displayPrice": "1", "type": "Consumable""#))
                == .emptyProductID(path: "products[0].productID"))
    }

    @Test func unknownProductType() {
        #expect(
            error(productFile(#""productID": "a", "referenceName": "A", "displayPrice": "1", "type": "Durable""#))
                == .unknownProductType(productID: "a", type: "Durable"))
    }

    @Test func subscriptionTypeInTheProductsSectionIsUnknownThere() {
        #expect(
            error(
                productFile(
                    #""productID": "a", "referenceName": "A", "displayPrice": "1", "type": "RecurringSubscription""#))
                == .unknownProductType(productID: "a", type: "RecurringSubscription"))
    }

    @Test func nonRenewingSubscriptionsAreNotSupported() {
        let json =
            #"{"products": [], "subscriptionGroups": [], "nonRenewingSubscriptions": [{"productID": "season", "referenceName": "S", "displayPrice": "5", "type": "NonRenewingSubscription"}]}"#
        #expect(error(json) == .unknownProductType(productID: "season", type: "NonRenewingSubscription"))
    }

    @Test(arguments: ["1,99", "-1", "abc", "1.5x", "", ".5", "1.", "1e2", " 1", "$1.99", "+1"])
    func invalidPrices(price: String) {
        #expect(
            error(
                productFile(
                    #""productID": "a", "referenceName": "A", "displayPrice": "\#(price)", "type": "Consumable""#))
                == .invalidPrice(productID: "a", displayPrice: price))
    }

    @Test(arguments: ["P1X", "1M", "P0M", "P1M2D", "PT1H", "p1m", "P", "", "P-1M", "P99999Y", "P1.5M"])
    func invalidRecurringPeriods(period: String) {
        #expect(
            error(subscriptionFile(monthly + #", "recurringSubscriptionPeriod": "\#(period)""#))
                == .invalidSubscriptionPeriod(productID: "m", period: period))
    }

    @Test func invalidOfferPeriod() {
        let offer = #""introductoryOffer": {"paymentMode": "free", "subscriptionPeriod": "P2"}"#
        #expect(
            error(subscriptionFile(monthly + #", "recurringSubscriptionPeriod": "P1M", "# + offer))
                == .invalidSubscriptionPeriod(productID: "m", period: "P2"))
    }

    @Test func unknownPaymentMode() {
        let offer = #""introductoryOffer": {"paymentMode": "freeTrial", "subscriptionPeriod": "P1W"}"#
        #expect(
            error(subscriptionFile(monthly + #", "recurringSubscriptionPeriod": "P1M", "# + offer))
                == .unknownPaymentMode(productID: "m", paymentMode: "freeTrial"))
    }

    @Test func payUpFrontOfferWithoutPrice() {
        let offer = #""introductoryOffer": {"paymentMode": "payUpFront", "subscriptionPeriod": "P3M"}"#
        #expect(
            error(subscriptionFile(monthly + #", "recurringSubscriptionPeriod": "P1M", "# + offer))
                == .missingField(path: "subscriptionGroups[0].subscriptions[0].introductoryOffer.displayPrice"))
    }

    @Test func offerWithZeroPeriods() {
        let offer = #""introductoryOffer": {"paymentMode": "free", "subscriptionPeriod": "P1W", "numberOfPeriods": 0}"#
        #expect(
            error(subscriptionFile(monthly + #", "recurringSubscriptionPeriod": "P1M", "# + offer))
                == .invalidValue(productID: "m", field: "introductoryOffer.numberOfPeriods", value: "0"))
    }

    @Test func groupNumberBelowOne() {
        let fields =
            #""productID": "m", "referenceName": "M", "displayPrice": "1.99", "type": "RecurringSubscription", "groupNumber": 0, "recurringSubscriptionPeriod": "P1M""#
        #expect(error(subscriptionFile(fields)) == .invalidValue(productID: "m", field: "groupNumber", value: "0"))
    }

    @Test func subscriptionDeclaringAnotherGroup() {
        let fields = monthly + #", "recurringSubscriptionPeriod": "P1M", "subscriptionGroupID": "other""#
        #expect(
            error(subscriptionFile(fields))
                == .subscriptionGroupMismatch(productID: "m", listedIn: "g", declared: "other"))
    }

    @Test func duplicateProductIDsAcrossSections() {
        let json = """
            {"products": [{"productID": "m", "referenceName": "A", "displayPrice": "1", "type": "Consumable"}],
             "subscriptionGroups": [{"id": "g", "name": "G", "subscriptions": [{\(monthly), "recurringSubscriptionPeriod": "P1M"}]}]}
            """
        #expect(error(json) == .duplicateProductID("m"))
    }

    @Test func duplicateProductIDsInProducts() {
        let entry = #"{"productID": "a", "referenceName": "A", "displayPrice": "1", "type": "Consumable"}"#
        #expect(error(#"{"products": [\#(entry), \#(entry)], "subscriptionGroups": []}"#) == .duplicateProductID("a"))
    }

    @Test func duplicateSubscriptionGroupIDs() {
        let group = #"{"id": "g", "name": "G", "subscriptions": []}"#
        #expect(
            error(#"{"products": [], "subscriptionGroups": [\#(group), \#(group)]}"#)
                == .duplicateSubscriptionGroupID("g"))
    }

    @Test func unreadableFile() {
        let url = URL(fileURLWithPath: "/nonexistent/tessera/Journal.storekit")
        #expect {
            _ = try ProductCatalog(contentsOf: url)
        } throws: { error in
            guard case .unreadableFile(let path, _) = error as? StoreConfigurationError else { return false }
            return path == "/nonexistent/tessera/Journal.storekit"
        }
    }

    @Test func directoryInsteadOfFile() throws {
        let directory = try PurchaseTemporaryDirectory()
        #expect {
            _ = try ProductCatalog(contentsOf: directory.url)
        } throws: { error in
            guard case .unreadableFile = error as? StoreConfigurationError else { return false }
            return true
        }
    }
}
