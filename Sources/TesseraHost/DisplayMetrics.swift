public import Foundation

/// The size of a host window in points and in pixels, and the scale between them.
///
/// SDL sizes windows in screen coordinates, which Tessera treats as points; on a HiDPI display
/// (`SDL_WINDOW_ALLOW_HIGHDPI`) the drawable behind the window has more pixels than that. The
/// display scale is the ratio of the two.
///
/// For example, a 400×300 window on a 2× Wayland output:
/// ```swift
/// let metrics = DisplayMetrics(pointSize: CGSize(width: 400, height: 300), pixelWidth: 800, pixelHeight: 600)
/// metrics.scale  // 2
/// ```
public struct DisplayMetrics: Hashable, Sendable {
    /// The window's size in points (SDL screen coordinates).
    public var pointSize: CGSize
    /// The drawable's width in pixels.
    public var pixelWidth: Int
    /// The drawable's height in pixels.
    public var pixelHeight: Int

    /// Metrics of a window `pointSize` points large whose drawable is `pixelWidth` × `pixelHeight` pixels.
    public init(pointSize: CGSize, pixelWidth: Int, pixelHeight: Int) {
        self.pointSize = pointSize
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
    }

    /// Pixels per point: the drawable width over the window width, or the height ratio when that
    /// is larger (a drawable rounded down on one axis); 1 for an empty window or drawable.
    public var scale: CGFloat {
        guard pointSize.width > 0, pointSize.height > 0, pixelWidth > 0, pixelHeight > 0 else { return 1 }
        return max(CGFloat(pixelWidth) / pointSize.width, CGFloat(pixelHeight) / pointSize.height)
    }
}
