import Dispatch
import Foundation
import TesseraCore

// Helpers shared by the TesseraCore test files.

/// Counts calls from any thread.
final class CallCounter: Sendable {
    private let storage = Lock<[String]>([])
    func record(_ name: String) { storage.withLock { $0.append(name) } }
    var calls: [String] { storage.withLock { $0 } }
}

/// A fresh folder under the system temporary directory, removed by `remove()`.
struct TemporaryFolder {
    let url: URL

    init(_ label: String) {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("tessera-core-\(label)-\(UUID().uuidString)", isDirectory: true)
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }

    func contents(_ name: String) -> String? {
        (try? Data(contentsOf: url.appendingPathComponent(name))).flatMap { String(data: $0, encoding: .utf8) }
    }

    var fileNames: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
    }
}

/// Waits until the main dispatch queue has run everything enqueued before the call.
func drainMainQueue() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        DispatchQueue.main.async { continuation.resume() }
    }
}
