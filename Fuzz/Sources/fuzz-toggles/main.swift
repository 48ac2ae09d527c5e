import Foundation
import FuzzDriver

@testable import TesseraCore

/// A remote toggles document as the server sent it.
runFuzzer { data in
    _ = RemoteToggleFetcher.document(from: data, url: URL(string: "https://example.com/toggles.json")!)
}
