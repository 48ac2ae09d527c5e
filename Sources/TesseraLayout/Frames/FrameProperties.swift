/// The properties `match(_:of:)` copies from another view in one call (Aquarius `a_equals`).
///
/// For example:
/// ```swift
/// caption.match([.width, .left], of: title)
/// badge.match([.size, .backgroundColor], of: template)
/// ```
public struct FrameProperties: OptionSet, Hashable, Sendable {
    public let rawValue: UInt16
    public init(rawValue: UInt16) { self.rawValue = rawValue }

    /// The frame's width (points).
    public static let width = FrameProperties(rawValue: 1 << 0)
    /// The frame's height (points).
    public static let height = FrameProperties(rawValue: 1 << 1)
    /// The left edge (the view moves; its width stays).
    public static let left = FrameProperties(rawValue: 1 << 2)
    /// The top edge (the view moves; its height stays).
    public static let top = FrameProperties(rawValue: 1 << 3)
    /// The right edge (the view moves; applied after `width`).
    public static let right = FrameProperties(rawValue: 1 << 4)
    /// The bottom edge (the view moves; applied after `height`).
    public static let bottom = FrameProperties(rawValue: 1 << 5)
    /// The origin (Aquarius `point`).
    public static let origin = FrameProperties(rawValue: 1 << 6)
    /// Width and height together (Aquarius `size`).
    public static let size = FrameProperties(rawValue: 1 << 7)
    /// The whole frame.
    public static let rect: FrameProperties = [.origin, .size]
    /// The background colour, applied after the geometry.
    public static let backgroundColor = FrameProperties(rawValue: 1 << 8)
    /// Whether the view is hidden.
    public static let isHidden = FrameProperties(rawValue: 1 << 9)
    /// The opacity, 0…1.
    public static let alpha = FrameProperties(rawValue: 1 << 10)
}

extension ViewLayoutItem {
    /// Copies `properties` from `target` (assumed to share the superview): sizes first, then the
    /// left/top edges and origin, then right/bottom, then appearance.
    ///
    /// For example:
    /// ```swift
    /// caption.match([.width, .left], of: title)
    /// placeholder.match([.rect, .backgroundColor, .alpha], of: avatar)
    /// ```
    public func match(_ properties: FrameProperties, of target: some ViewLayoutItem) {
        if properties.contains(.size) { size = target.size }
        if properties.contains(.width) { width = target.width }
        if properties.contains(.height) { height = target.height }
        if properties.contains(.origin) { origin = target.origin }
        if properties.contains(.left) { left = target.left }
        if properties.contains(.top) { top = target.top }
        if properties.contains(.right) { right = target.right }
        if properties.contains(.bottom) { bottom = target.bottom }
        if properties.contains(.backgroundColor) { backgroundColor = target.backgroundColor }
        if properties.contains(.isHidden) { isHidden = target.isHidden }
        if properties.contains(.alpha) { alpha = target.alpha }
    }
}
