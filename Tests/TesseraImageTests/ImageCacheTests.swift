import Foundation
import TesseraCore
import TesseraGraphics
import Testing

@testable import TesseraImage

@Suite struct ImageCacheTests {
    private func key(_ name: String) -> ImageCacheKey { ImageCacheKey(url: "https://example.com/\(name)", variant: "") }
    /// 4 × n × 1 pixels cost 4n bytes... a 10 × 10 bitmap costs 400.
    private let tile = Bitmap(width: 10, height: 10, fill: .red)

    @Test func storesAndReturnsBitmapsWithTheirCost() {
        let cache = ImageCache(costLimit: 10_000)
        cache[key("a")] = tile
        #expect(cache[key("a")] == tile)
        #expect(cache[key("b")] == nil)
        #expect(cache.totalCost == 400)
    }

    /// A fifth of physical memory, capped at 512 MiB.
    @Test func defaultCostLimitIsAFifthOfMemoryAtMost512MiB() {
        #expect(ImageCache.defaultCostLimit > 0)
        #expect(ImageCache.defaultCostLimit <= 512 << 20)
    }

    @Test func evictsTheLeastRecentlyUsedOverTheCostLimit() {
        let cache = ImageCache(costLimit: 1000)
        cache[key("a")] = tile
        cache[key("b")] = tile
        _ = cache[key("a")]  // a is now the most recent
        cache[key("c")] = tile  // 1200 > 1000: evict b
        #expect(cache.keysByRecency == [key("a"), key("c")])
        #expect(cache.totalCost == 800)
    }

    @Test func evictsOverTheCountLimit() {
        let cache = ImageCache(costLimit: 1 << 30, countLimit: 2)
        for name in ["a", "b", "c"] { cache[key(name)] = tile }
        #expect(cache.keysByRecency == [key("b"), key("c")])
    }

    @Test func bitmapCostingMoreThanTheLimitIsNotStored() {
        let cache = ImageCache(costLimit: 399)
        cache[key("a")] = tile
        #expect(cache.count == 0)
    }

    @Test func replacingAnEntryUpdatesTheCost() {
        let cache = ImageCache(costLimit: 10_000)
        cache[key("a")] = tile
        cache[key("a")] = Bitmap(width: 1, height: 1)
        #expect(cache.totalCost == 4)
        #expect(cache.count == 1)
    }

    @Test func assigningNilAndRemoveAllEmpty() {
        let cache = ImageCache(costLimit: 10_000)
        cache[key("a")] = tile
        cache[key("b")] = tile
        cache[key("a")] = nil
        #expect(cache.keysByRecency == [key("b")])
        cache.removeAll()
        #expect(cache.count == 0)
        #expect(cache.totalCost == 0)
    }

    @Test func zeroLimitsCacheNothing() {
        let cache = ImageCache(costLimit: 0)
        cache[key("a")] = Bitmap(width: 0, height: 0)
        #expect(cache.count == 1)  // an empty bitmap costs nothing
        let none = ImageCache(costLimit: 100, countLimit: 0)
        none[key("a")] = Bitmap(width: 1, height: 1)
        #expect(none.count == 0)
    }

    @Test func lruListReusesSlotsAfterManyOperations() {
        var list = LRUList<Int, Int>()
        for round in 0..<1000 {
            list.insert(round, for: round % 7, cost: 1)
            list.trim(toCost: 5, count: .max)
        }
        #expect(list.count == 5)
        #expect(list.keysOldestFirst == [(995 % 7), (996 % 7), (997 % 7), (998 % 7), (999 % 7)])
    }
}

@Suite struct ImageCacheMemoryWarningTests {
    private let key = ImageCacheKey(url: "https://example.com/a", variant: "")

    @Test func aMemoryWarningEmptiesTheCache() {
        let center = NotificationCenter()
        let cache = ImageCache(costLimit: 10_000, countLimit: 10, notificationCenter: center)
        cache[key] = Bitmap(width: 2, height: 2)
        // An app object other than the shared one (as tests make) is not followed.
        center.post(name: MemoryWarning.notification, object: NSObject())
        #expect(cache.count == 1)
        center.post(name: MemoryWarning.notification, object: nil)
        #expect(cache.count == 0)
        cache[key] = Bitmap(width: 2, height: 2)
        #expect(cache.count == 1)  // still usable afterwards
    }
}
