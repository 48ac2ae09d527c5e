import Foundation
public import Tessera

/// The journal's in-app products, as a StoreKit configuration file (the JSON `.storekit` format
/// Xcode writes) kept in the source: one non-consumable, "Journal Pro" (`dev.tessera.journal.pro`,
/// $4.99), which unlocks the Pro themes.
///
/// The file's testing switches are off, so the default `LocalPurchaseAuthorizer` approves every
/// purchase at once, like Xcode's local StoreKit testing.
///
/// ```swift
/// let catalog = JournalStoreConfiguration.catalog
/// catalog.product(id: JournalStoreConfiguration.proProductID)?.displayPrice   // "$4.99"
/// ```
public enum JournalStoreConfiguration {
    /// The Pro unlock's product identifier.
    public static let proProductID = "dev.tessera.journal.pro"

    /// The configuration file's text.
    public static let json = """
        {
          "identifier" : "7A1C3E55",
          "nonRenewingSubscriptions" : [],
          "products" : [
            {
              "displayPrice" : "4.99",
              "familyShareable" : true,
              "internalID" : "6752000001",
              "localizations" : [
                {
                  "description" : "Unlocks the Bay and Dusk themes for good.",
                  "displayName" : "Journal Pro",
                  "locale" : "en_US"
                },
                {
                  "description" : "永久解锁「海湾」和「暮紫」主题。",
                  "displayName" : "悦记 Pro",
                  "locale" : "zh_Hans"
                }
              ],
              "productID" : "dev.tessera.journal.pro",
              "referenceName" : "Pro themes unlock",
              "type" : "NonConsumable"
            }
          ],
          "settings" : {
            "_askToBuyEnabled" : false,
            "_failTransactionsEnabled" : false,
            "_locale" : "en_US",
            "_storefront" : "USA",
            "_storeKitErrors" : []
          },
          "subscriptionGroups" : [],
          "version" : { "major" : 3, "minor" : 0 }
        }
        """

    /// The products of ``json``, with its `en_US` locale (display prices in dollars).
    public static let catalog: ProductCatalog = {
        do {
            return try ProductCatalog(data: Data(json.utf8))
        } catch {
            preconditionFailure("the journal's store configuration does not parse: \(error)")
        }
    }()
}
