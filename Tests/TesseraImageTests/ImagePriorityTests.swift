import Foundation
import TesseraCore
import TesseraGraphics
import Testing

@testable import TesseraImage

/// A data loader test double: records which URLs it was asked for, in order, and holds `held` URLs
/// until their gate opens.
private final class RecordingLoader: DataLoading {
    let held: [String: ServerGate]
    private let calls = Lock<[String]>([])

    init(held: [String: ServerGate] = [:]) {
        self.held = held
    }

    var order: [String] { calls.withLock { $0 } }

    func loadData(for url: URL) async throws(DataLoadingError) -> Data {
        let name = url.lastPathComponent
        calls.withLock { $0.append(name) }
        if let gate = held[name] {
            while !gate.opened {
                if Task.isCancelled { throw .cancelled }
                try? await Task.sleep(for: .milliseconds(2))
            }
        }
        return ImageFixtures.png(width: 2, height: 2)
    }
}

@Suite struct ImagePriorityTests {
    @Test func waitingLoadsStartByPriorityAndFollowChanges() async throws {
        let blocker = ServerGate()
        let loader = RecordingLoader(held: ["blocker.png": blocker])
        let pipeline = ImagePipeline(configuration: .init(dataLoader: loader, maximumConcurrentLoads: 1))
        func request(_ name: String, _ priority: ImagePriority) -> ImageRequest {
            ImageRequest(url: URL(string: "https://images.test/\(name)")!, priority: priority)
        }
        let first = pipeline.loadImage(with: request("blocker.png", .normal)) { _ in }
        while loader.order.isEmpty { try await Task.sleep(for: .milliseconds(2)) }

        let finished = Lock<[String]>([])
        func start(_ name: String, _ priority: ImagePriority) -> ImageTask {
            pipeline.loadImage(with: request(name, priority)) { result in
                if case .success = result { finished.withLock { $0.append(name) } }
            }
        }
        let low = start("low.png", .low)
        let normal = start("normal.png", .normal)
        let high = start("high.png", .high)
        let lowest = start("lowest.png", .veryLow)
        while pipeline.gate.waitingCount < 4 { try await Task.sleep(for: .milliseconds(2)) }
        low.priority = .veryHigh  // scrolled into view
        lowest.cancel()  // scrolled away
        blocker.open()
        while finished.withLock({ $0.count }) < 3 { try await Task.sleep(for: .milliseconds(2)) }
        #expect(loader.order == ["blocker.png", "low.png", "high.png", "normal.png"])
        #expect(low.priority == .veryHigh)
        _ = (first, normal, high)
    }

    @Test func joiningSubscriberRaisesTheSharedLoadsPriority() async throws {
        let blocker = ServerGate()
        let loader = RecordingLoader(held: ["blocker.png": blocker])
        let pipeline = ImagePipeline(configuration: .init(dataLoader: loader, maximumConcurrentLoads: 1))
        let url = { (name: String) in URL(string: "https://images.test/\(name)")! }
        _ = pipeline.loadImage(with: ImageRequest(url: url("blocker.png"))) { _ in }
        while loader.order.isEmpty { try await Task.sleep(for: .milliseconds(2)) }
        let done = Lock(0)
        _ = pipeline.loadImage(with: ImageRequest(url: url("normal.png"), priority: .normal)) { _ in
            done.withLock { $0 += 1 }
        }
        _ = pipeline.loadImage(with: ImageRequest(url: url("shared.png"), priority: .low)) { _ in
            done.withLock { $0 += 1 }
        }
        while pipeline.gate.waitingCount < 2 { try await Task.sleep(for: .milliseconds(2)) }
        // A second request for shared.png, more urgent, joins the waiting job and lifts it.
        _ = pipeline.loadImage(with: ImageRequest(url: url("shared.png"), priority: .high)) { _ in
            done.withLock { $0 += 1 }
        }
        while pipeline.jobs.subscriberCount(for: ImageRequest(url: url("shared.png")).cacheKey) < 2 {
            try await Task.sleep(for: .milliseconds(2))
        }
        blocker.open()
        while done.withLock({ $0 }) < 3 { try await Task.sleep(for: .milliseconds(2)) }
        #expect(loader.order == ["blocker.png", "shared.png", "normal.png"])
    }
}
