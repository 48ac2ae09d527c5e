public import Foundation
public import TesseraGraphics

/// A device's screen: size in points, pixel scale, safe-area insets and standard bar heights.
///
/// The values come from `shared/reference/devices.md` (portrait). Pixels = points × scale.
///
/// For example:
/// ```swift
/// let phone = DevicePreset.iPhone15
/// phone.pixelSize  // 1179 × 2556
/// ```
public struct DevicePreset: Hashable, Sendable, CustomStringConvertible {
    /// Human-readable name, e.g. "iPhone 15".
    public var name: String
    /// Screen size in points, portrait.
    public var size: CGSize
    /// Pixels per point.
    public var scale: CGFloat
    /// Safe-area insets in points, portrait.
    public var safeAreaInsets: UIEdgeInsets
    /// Status bar height in points.
    public var statusBarHeight: CGFloat
    /// Navigation bar height in points (excluding the status bar).
    public var navigationBarHeight: CGFloat
    /// Tab bar height in points, excluding the bottom safe area.
    public var tabBarHeight: CGFloat
    /// Tablets scale designs by height rather than width (see `DesignScale`).
    public var isTablet: Bool
    /// The kind of device, as its windows' traits report it: `.pad` for tablets, `.mac` for the
    /// desktop window, `.phone` otherwise.
    public var userInterfaceIdiom: UIUserInterfaceIdiom

    /// - Parameter userInterfaceIdiom: nil picks `.pad` for a tablet and `.phone` otherwise.
    public init(
        name: String, size: CGSize, scale: CGFloat, safeAreaInsets: UIEdgeInsets, statusBarHeight: CGFloat,
        navigationBarHeight: CGFloat, tabBarHeight: CGFloat, isTablet: Bool = false,
        userInterfaceIdiom: UIUserInterfaceIdiom? = nil
    ) {
        self.name = name
        self.size = size
        self.scale = scale
        self.safeAreaInsets = safeAreaInsets
        self.statusBarHeight = statusBarHeight
        self.navigationBarHeight = navigationBarHeight
        self.tabBarHeight = tabBarHeight
        self.isTablet = isTablet
        self.userInterfaceIdiom = userInterfaceIdiom ?? (isTablet ? .pad : .phone)
    }

    /// The screen size in device pixels.
    public var pixelSize: CGSize { CGSize(width: size.width * scale, height: size.height * scale) }

    public var description: String { name }

    /// A file-name-safe identifier, e.g. "iphone-15-pro-max".
    public var slug: String {
        name.lowercased()
            .map { $0.isLetter || $0.isNumber ? String($0) : "-" }
            .joined()
            .split(separator: "-", omittingEmptySubsequences: true)
            .joined(separator: "-")
    }
}

extension DevicePreset {
    private static func preset(
        _ name: String, _ width: CGFloat, _ height: CGFloat, scale: CGFloat, safeTop: CGFloat, safeBottom: CGFloat,
        statusBar: CGFloat, navigationBar: CGFloat, tabBar: CGFloat, isTablet: Bool = false,
        idiom: UIUserInterfaceIdiom? = nil
    ) -> DevicePreset {
        DevicePreset(
            name: name, size: CGSize(width: width, height: height), scale: scale,
            safeAreaInsets: UIEdgeInsets(top: safeTop, bottom: safeBottom), statusBarHeight: statusBar,
            navigationBarHeight: navigationBar, tabBarHeight: tabBar, isTablet: isTablet, userInterfaceIdiom: idiom)
    }

    /// iPhone SE (3rd generation): 375 × 667 pt at 2×, a Home button, no bottom safe area.
    public static let iPhoneSE = preset(
        "iPhone SE (3rd gen)", 375, 667, scale: 2, safeTop: 20, safeBottom: 0, statusBar: 20, navigationBar: 44,
        tabBar: 49)
    /// iPhone 13 mini: 375 × 812 pt at 3×, with a notch (safe area 50 pt on top, 34 pt at the bottom).
    public static let iPhone13Mini = preset(
        "iPhone 13 mini", 375, 812, scale: 3, safeTop: 50, safeBottom: 34, statusBar: 50, navigationBar: 44, tabBar: 49)
    /// iPhone 15: 393 × 852 pt at 3×, with the Dynamic Island (safe area 59 pt on top, 34 pt at the bottom).
    public static let iPhone15 = preset(
        "iPhone 15", 393, 852, scale: 3, safeTop: 59, safeBottom: 34, statusBar: 54, navigationBar: 44, tabBar: 49)
    /// iPhone 15 Pro Max: 430 × 932 pt at 3×, with the Dynamic Island (safe area 59/34 pt).
    public static let iPhone15ProMax = preset(
        "iPhone 15 Pro Max", 430, 932, scale: 3, safeTop: 59, safeBottom: 34, statusBar: 54, navigationBar: 44,
        tabBar: 49)
    /// iPad (10th generation): 820 × 1180 pt at 2×, a tablet (taller navigation and tab bars, 50 pt).
    public static let iPad10 = preset(
        "iPad (10th gen)", 820, 1180, scale: 2, safeTop: 24, safeBottom: 20, statusBar: 24, navigationBar: 50,
        tabBar: 50,
        isTablet: true)
    /// A 1280 × 800 pt desktop window at 1×, with no status bar or unsafe areas and the Mac idiom.
    public static let desktop = preset(
        "Desktop window", 1280, 800, scale: 1, safeTop: 0, safeBottom: 0, statusBar: 0, navigationBar: 44, tabBar: 49,
        idiom: .mac)

    /// Every preset in `devices.md`, in its order.
    public static let all: [DevicePreset] = [.iPhoneSE, .iPhone13Mini, .iPhone15, .iPhone15ProMax, .iPad10, .desktop]
}
