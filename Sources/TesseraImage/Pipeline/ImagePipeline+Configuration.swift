import Foundation

extension ImagePipeline {
    /// The stages and limits of a pipeline.
    ///
    /// ```swift
    /// var configuration = ImagePipeline.Configuration()
    /// configuration.dataCache = try DataCache(directory: cachesURL.appendingPathComponent("images"))
    /// configuration.imageCache = ImageCache(costLimit: 32 << 20)
    /// let pipeline = ImagePipeline(configuration: configuration)
    /// ```
    public struct Configuration: Sendable {
        /// Fetches bytes (`file:` and `http(s):` by default).
        public var dataLoader: any DataLoading
        /// Decodes bytes into bitmaps (gdk-pixbuf by default).
        public var decoder: any ImageDecoding
        /// Holds processed bitmaps in memory; `nil` disables memory caching.
        public var imageCache: (any ImageCaching)?
        /// Holds downloaded `http(s):` bytes on disk; `nil` (the default) disables disk caching.
        /// Only bytes that decoded successfully are stored.
        public var dataCache: (any DataCaching)?
        /// How many downloads run at once; the others wait in priority order.
        public var maximumConcurrentLoads: Int

        /// - Precondition: `maximumConcurrentLoads` ≥ 1.
        public init(
            dataLoader: any DataLoading = DataLoader(), decoder: any ImageDecoding = ImageDecoder(),
            imageCache: (any ImageCaching)? = ImageCache(), dataCache: (any DataCaching)? = nil,
            maximumConcurrentLoads: Int = 6
        ) {
            precondition(maximumConcurrentLoads >= 1, "maximumConcurrentLoads must be at least 1")
            self.dataLoader = dataLoader
            self.decoder = decoder
            self.imageCache = imageCache
            self.dataCache = dataCache
            self.maximumConcurrentLoads = maximumConcurrentLoads
        }
    }
}
