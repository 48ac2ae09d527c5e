public import Foundation
public import TesseraGraphics
public import TesseraLayout

/// A device's display (`UIScreen`): its size in points and pixels, its scale and its traits.
///
/// There is one screen per device preset (`UIScreen.screen(for:)`, `window.screen`), and
/// `UIScreen.main` is the key window's screen — an iPhone 15 when no window is key. Screens are
/// always in portrait.
///
/// For example:
/// ```swift
/// let window = UIWindow(device: .iPhone15ProMax)
/// window.makeKeyAndVisible()
/// UIScreen.main.bounds          // (0, 0, 430, 932)
/// UIScreen.main.nativeBounds    // (0, 0, 1290, 2796): pixels
/// UIScreen.main === window.screen   // true
/// ```
@preconcurrency @MainActor
public final class UIScreen {
    /// The device whose screen this is.
    public let device: DevicePreset

    private init(device: DevicePreset) {
        self.device = device
    }

    /// The key window's screen, or an iPhone 15's when no window is key.
    public static var main: UIScreen {
        UIWindow.current?.screen ?? screen(for: .iPhone15)
    }

    /// The screen of `device`; the same object every time for the same preset.
    public static func screen(for device: DevicePreset) -> UIScreen {
        if let screen = screens[device] { return screen }
        let screen = UIScreen(device: device)
        screens[device] = screen
        return screen
    }

    private static var screens: [DevicePreset: UIScreen] = [:]

    /// The screen in points, portrait, at the origin.
    public var bounds: CGRect { CGRect(origin: .zero, size: device.size) }

    /// Pixels per point.
    public var scale: CGFloat { device.scale }

    /// Pixels per point of the physical display: the same as `scale` (no preset is downsampled).
    public var nativeScale: CGFloat { device.scale }

    /// The screen in pixels, portrait, at the origin.
    public var nativeBounds: CGRect { CGRect(origin: .zero, size: device.pixelSize) }

    /// The screen's traits: the device's scale, idiom and portrait size classes, with light
    /// appearance, Large text and left-to-right layout. For an iPhone 15 these are
    /// `UITraitCollection.application`, what `UITraitCollection.current` falls back to.
    public var traitCollection: UITraitCollection {
        UITraitCollection(traitsFrom: [.default, device.traitCollection(forWindowOf: device.size)])
    }
}
