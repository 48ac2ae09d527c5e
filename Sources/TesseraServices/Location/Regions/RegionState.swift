/// Where the device is relative to a monitored region, as Core Location's `CLRegionState`.
///
/// For example:
/// ```swift
/// let state: RegionState = office.contains(here) ? .inside : .outside
/// ```
public enum RegionState: Hashable, Sendable {
    /// No usable fix has been seen since the region was added.
    case unknown
    /// The latest usable fix was within the region's radius.
    case inside
    /// The latest usable fix was outside the region's radius.
    case outside
}
