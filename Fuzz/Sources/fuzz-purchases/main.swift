import Foundation
import FuzzDriver
import TesseraServices

/// A StoreKit configuration file (`.storekit` JSON), as the purchase simulator reads it.
runFuzzer { data in
    _ = try? ProductCatalog(data: data)
}
