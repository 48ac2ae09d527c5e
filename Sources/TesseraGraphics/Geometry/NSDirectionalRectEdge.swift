/// A set of edges named by reading direction (`NSDirectionalRectEdge`, with iOS's raw values):
/// `leading` is the left edge in left-to-right layouts and the right one in right-to-left layouts.
///
/// For example:
/// ```swift
/// configuration.imagePlacement = .trailing   // the image after the title
/// ```
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top edge.
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    /// The leading edge: the left in left-to-right layouts, the right in right-to-left ones.
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    /// The trailing edge: the right in left-to-right layouts, the left in right-to-left ones.
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    /// All four edges.
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
