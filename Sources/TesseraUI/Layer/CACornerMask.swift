/// Which corners of a layer `cornerRadius` rounds (`CACornerMask`), with Core Animation's names and
/// raw values. In UIKit's top-left-origin space, min Y is the top edge: `layerMinXMinYCorner` is the
/// top-left corner, `layerMaxXMaxYCorner` the bottom-right.
///
/// For example, a sheet rounded only at the top:
/// ```swift
/// sheet.layer.cornerRadius = 12
/// sheet.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
/// ```
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top-left corner.
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// The top-right corner.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}
