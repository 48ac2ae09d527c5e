/// How a ``Store`` opens and uses its database.
///
/// ```swift
/// var configuration = StoreConfiguration()
/// configuration.busyTimeout = .seconds(10)
/// configuration.synchronous = .normal        // faster commits; a power cut may lose the last ones
/// let store = try Store(at: url, models: [Note.self], configuration: configuration)
/// ```
public struct StoreConfiguration: Sendable, Hashable {
    /// How long a statement waits for a lock held by another connection (usually another process)
    /// before failing with ``StoreError/busy(path:sql:)``. Default 5 seconds.
    public var busyTimeout: Duration = .seconds(5)

    /// The most read-only connections open at once; more concurrent reads wait for one. Default 4.
    public var maximumReaderCount = 4

    /// When a commit reaches the disk.
    public var synchronous: Synchronous = .full

    /// SQLite's `synchronous` setting in WAL mode (<https://sqlite.org/pragma.html#pragma_synchronous>).
    public enum Synchronous: Sendable, Hashable {
        /// Every commit is synced to disk before it returns: committed data survives a crash of the
        /// process and of the machine. The default.
        case full
        /// Commits survive a crash of the process (the WAL is written before the commit returns) but
        /// the last few may be lost if the machine loses power. Faster for many small transactions.
        case normal
    }

    public init() {}
}
