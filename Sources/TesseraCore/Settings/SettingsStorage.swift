import Foundation

/// Where a ``SettingsStore`` keeps its values: property-list objects by key. The store calls it only
/// under its lock, so implementations need not be thread-safe.
protocol SettingsStorage {
    /// The stored object for `key`, nil when none.
    func object(forKey key: String) -> Any?
    /// Stores `object` (a property-list value) and writes it to disk at once.
    /// - Throws: why the disk could not be written; the value is still kept for this process.
    func set(_ object: Any, forKey key: String) throws
    /// Removes the value for `key` and writes that to disk at once.
    func removeObject(forKey key: String) throws
    /// Removes every value and writes that to disk at once.
    func removeAll() throws
}
