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

    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
