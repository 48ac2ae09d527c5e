import Foundation
import FuzzDriver
import TesseraServices

/// A `theme.json` document, as live reload reads it.
runFuzzer { data in
    _ = try? ThemeDocument(jsonData: data)
}
