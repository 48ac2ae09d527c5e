import Foundation
import FuzzDriver
import TesseraServices

/// A GPX document, as the location simulator reads it.
runFuzzer { data in
    _ = try? GPXTrack(data: data)
}
