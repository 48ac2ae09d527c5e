public import Foundation

/// The pipeline's disk cache of downloaded (encoded) image data. ``DataCache`` is the default.
///
/// Implementations must be thread-safe.
///
/// For example, keeping downloaded bytes on disk between launches:
/// ```swift
/// let disk = try DataCache(directory: cachesURL.appending(path: "images"))
/// let pipeline = ImagePipeline(configuration: .init(dataCache: disk))
/// ```
public protocol DataCaching: AnyObject, Sendable {
    /// The stored data for `key`, marking it as recently used; `nil` on a miss or an unreadable file.
    func data(for key: String) -> Data?
    /// Stores `data` under `key`, evicting least-recently-used entries if over the size limit.
    func store(_ data: Data, for key: String)
    /// Removes the entry for `key`, if any.
    func removeData(for key: String)
    /// Removes every entry.
    func removeAll()
}
