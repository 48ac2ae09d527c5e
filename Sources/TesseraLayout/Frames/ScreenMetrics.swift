public import Foundation

/// Parts of the screen a layout can leave out of its height (instead of Aquarius's twenty
/// `screenHeightNo…` functions).
public struct ScreenAreas: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let statusBar = ScreenAreas(rawValue: 1 << 0)
    public static let navigationBar = ScreenAreas(rawValue: 1 << 1)
    public static let tabBar = ScreenAreas(rawValue: 1 << 2)
    /// The unsafe area at the top (the notch or Dynamic Island; the status bar on older phones).
    public static let safeAreaTop = ScreenAreas(rawValue: 1 << 3)
    /// The unsafe area at the bottom (the home indicator).
    public static let safeAreaBottom = ScreenAreas(rawValue: 1 << 4)

    /// Everything above and below the content of a screen in a navigation and tab bar controller.
    public static let bars: ScreenAreas = [.statusBar, .navigationBar, .tabBar, .safeAreaBottom]
}

/// A device's screen sizes in points (`shared/reference/devices.md`).
///
/// For example, on an iPhone 15 (852 pt tall, safe area 59/34, status bar 54, bars 44/49):
/// ```swift
/// let metrics = ScreenMetrics(device: .iPhone15)
/// metrics.height(excluding: [.statusBar, .navigationBar])            // 852 − 54 − 44 = 754
/// metrics.height(excluding: [.safeAreaTop, .navigationBar, .tabBar, .safeAreaBottom])  // 852 − 59 − 44 − 49 − 34 = 666
/// ```
public struct ScreenMetrics: Hashable, Sendable {
    public var device: DevicePreset

    public init(device: DevicePreset) {
        self.device = device
    }

    /// The screen size in points.
    public var size: CGSize { device.size }
    public var width: CGFloat { device.size.width }
    public var height: CGFloat { device.size.height }
    public var statusBarHeight: CGFloat { device.statusBarHeight }
    public var navigationBarHeight: CGFloat { device.navigationBarHeight }
    /// The tab bar height without the bottom safe area.
    public var tabBarHeight: CGFloat { device.tabBarHeight }
    public var safeAreaTop: CGFloat { device.safeAreaInsets.top }
    public var safeAreaBottom: CGFloat { device.safeAreaInsets.bottom }

    /// The screen height less `areas`, in points.
    ///
    /// The status bar lies inside the top unsafe area, so excluding both removes the larger of the
    /// two, not their sum; the navigation bar sits below them. The tab bar sits above the bottom
    /// unsafe area, so excluding both removes their sum.
    public func height(excluding areas: ScreenAreas) -> CGFloat {
        var top: CGFloat = 0
        if areas.contains(.statusBar) { top = max(top, statusBarHeight) }
        if areas.contains(.safeAreaTop) { top = max(top, safeAreaTop) }
        if areas.contains(.navigationBar) { top += navigationBarHeight }
        var bottom: CGFloat = 0
        if areas.contains(.safeAreaBottom) { bottom += safeAreaBottom }
        if areas.contains(.tabBar) { bottom += tabBarHeight }
        return height - top - bottom
    }

    /// Where content starts below `areas` at the top of the screen, in points (the same rules as
    /// `height(excluding:)`; bottom areas are ignored).
    public func top(excluding areas: ScreenAreas) -> CGFloat {
        height - height(excluding: areas.intersection([.statusBar, .safeAreaTop, .navigationBar]))
    }
}
