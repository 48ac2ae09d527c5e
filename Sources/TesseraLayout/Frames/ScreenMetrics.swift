public import Foundation

/// Parts of the screen a layout can leave out of its height (instead of Aquarius's twenty
/// `screenHeightNo…` functions).
///
/// For example, the height left for content under a navigation bar and above a tab bar:
/// ```swift
/// let content = ScreenMetrics(device: .iPhone15).height(excluding: .bars)
/// ```
public struct ScreenAreas: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The status bar at the top (the clock and battery).
    public static let statusBar = ScreenAreas(rawValue: 1 << 0)
    /// A navigation controller's bar below the status bar.
    public static let navigationBar = ScreenAreas(rawValue: 1 << 1)
    /// A tab bar controller's bar at the bottom, without the bottom safe area.
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
    /// The device whose screen is measured.
    public var device: DevicePreset

    /// The metrics of `device`'s screen in portrait.
    public init(device: DevicePreset) {
        self.device = device
    }

    /// The screen size in points.
    public var size: CGSize { device.size }
    /// The screen width in points.
    public var width: CGFloat { device.size.width }
    /// The whole screen height in points, bars and unsafe areas included.
    public var height: CGFloat { device.size.height }
    /// The status bar height in points (54 on an iPhone 15, 0 on the desktop preset).
    public var statusBarHeight: CGFloat { device.statusBarHeight }
    /// A navigation bar's height in points (44 on phones).
    public var navigationBarHeight: CGFloat { device.navigationBarHeight }
    /// The tab bar height without the bottom safe area.
    public var tabBarHeight: CGFloat { device.tabBarHeight }
    /// The unsafe band at the top in points (the notch or Dynamic Island; 20 on an iPhone SE).
    public var safeAreaTop: CGFloat { device.safeAreaInsets.top }
    /// The unsafe band at the bottom in points (the home indicator; 0 on phones with a Home button).
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
