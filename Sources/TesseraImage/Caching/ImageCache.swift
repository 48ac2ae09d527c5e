package import Foundation
import TesseraCore
public import TesseraGraphics

/// A thread-safe memory cache of bitmaps, evicting least-recently-used entries to stay within a cost
/// limit (decoded bytes: 4 × width × height per bitmap) and a count limit.
///
/// ```swift
/// let cache = ImageCache(costLimit: 64 << 20, countLimit: 500)
/// cache[key] = bitmap
/// cache[key]          // the bitmap, now the most recently used
/// cache.totalCost     // 4 · width · height
/// ```
///
/// A bitmap costing more than `costLimit` is not stored. Reads and writes are O(1). The cache
/// empties itself when the app gets a memory warning (`UIApplication.didReceiveMemoryWarningNotification`
/// from `UIApplication.shared`).
public final class ImageCache: ImageCaching {
    /// The most decoded bytes kept.
    public let costLimit: Int
    /// The most entries kept.
    public let countLimit: Int

    private let state: Lock<LRUList<ImageCacheKey, Bitmap>>
    // Written once in init and read once in deinit, never shared otherwise; the token itself is
    // only handed back to NotificationCenter, which is thread-safe.
    private nonisolated(unsafe) var memoryWarningObserver: (any NSObjectProtocol)?
    private let notificationCenter: NotificationCenter

    /// - Parameters:
    ///   - costLimit: bytes of decoded pixels; the default is a fifth of physical memory, at most 512 MiB.
    ///   - countLimit: entries.
    /// - Precondition: both limits ≥ 0.
    public convenience init(costLimit: Int = ImageCache.defaultCostLimit, countLimit: Int = 1000) {
        self.init(costLimit: costLimit, countLimit: countLimit, notificationCenter: .default)
    }

    /// A cache that follows the memory warnings posted to `notificationCenter`.
    package init(costLimit: Int, countLimit: Int, notificationCenter: NotificationCenter) {
        precondition(costLimit >= 0 && countLimit >= 0, "Cache limits must not be negative")
        self.costLimit = costLimit
        self.countLimit = countLimit
        state = Lock(LRUList())
        self.notificationCenter = notificationCenter
        memoryWarningObserver = notificationCenter.addObserver(
            forName: MemoryWarning.notification, object: nil, queue: nil
        ) { [weak self] notification in
            if MemoryWarning.isFollowed(from: notification.object) { self?.removeAll() }
        }
    }

    deinit {
        if let memoryWarningObserver { notificationCenter.removeObserver(memoryWarningObserver) }
    }

    /// A fifth of physical memory, at most 512 MiB.
    public static var defaultCostLimit: Int {
        min(Int(clamping: ProcessInfoMemory.physical / 5), 512 << 20)
    }

    public subscript(key: ImageCacheKey) -> Bitmap? {
        get { state.withLock { $0.value(for: key) } }
        set {
            state.withLock { list in
                guard let bitmap = newValue else {
                    list.remove(key)
                    return
                }
                let cost = bitmap.pixels.count
                guard cost <= costLimit, countLimit > 0 else {
                    list.remove(key)
                    return
                }
                list.insert(bitmap, for: key, cost: cost)
                list.trim(toCost: costLimit, count: countLimit)
            }
        }
    }

    /// The cost of every cached bitmap, in bytes.
    public var totalCost: Int { state.withLock { $0.totalCost } }

    /// How many bitmaps are cached.
    public var count: Int { state.withLock { $0.count } }

    /// The keys from least to most recently used (for tests and diagnostics). O(n).
    public var keysByRecency: [ImageCacheKey] { state.withLock { $0.keysOldestFirst } }

    public func removeAll() {
        state.withLock { $0.removeAll() }
    }
}
