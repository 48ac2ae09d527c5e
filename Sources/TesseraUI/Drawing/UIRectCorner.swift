/// Corners of a rectangle (`UIRectCorner`), for `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`.
/// Raw values are Apple's.
///
/// For example, a sheet rounded at the top only:
/// ```swift
/// let path = UIBezierPath(roundedRect: bounds, byRoundingCorners: [.topLeft, .topRight],
///                         cornerRadii: CGSize(width: 16, height: 16))
/// ```
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top-left corner.
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The top-right corner.
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// All four corners.
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}
