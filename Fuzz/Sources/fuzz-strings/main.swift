import Foundation
import FuzzDriver
import TesseraServices

/// A `.strings` file, as live reload reads it.
runFuzzer { data in
    _ = try? LocalizedStrings(data: data)
}
