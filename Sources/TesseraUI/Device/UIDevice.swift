public import Foundation
public import TesseraGraphics
import TesseraLayout

/// The device the app runs on (`UIDevice.current`), answering as the iOS Simulator does for the
/// device preset of the key window: its name, model and idiom (an iPhone 15 when no window is
/// key). The system is Linux, and the battery is the computer's, when it has one.
///
/// For example:
/// ```swift
/// let window = UIWindow(device: .iPad10)
/// window.makeKeyAndVisible()
/// UIDevice.current.userInterfaceIdiom   // .pad
/// UIDevice.current.model                // "iPad"
/// UIDevice.current.isBatteryMonitoringEnabled = true
/// UIDevice.current.batteryLevel         // 0.57 on a laptop at 57 %, -1 without a battery
/// ```
///
/// Not provided: `identifierForVendor`, proximity monitoring and the change notifications.
@preconcurrency @MainActor
open class UIDevice {
    /// The device the app runs on.
    public static let current = UIDevice()

    /// Where the battery is read; tests point it at a directory of their own.
    var powerSupplyDirectory = URL(fileURLWithPath: "/sys/class/power_supply", isDirectory: true)

    public init() {}

    private var preset: DevicePreset { UIScreen.main.device }

    /// The device's name, as the Simulator gives it: the preset's, e.g. "iPhone 15".
    open var name: String { preset.name }

    /// "iPhone", "iPad" or "Mac" (the desktop preset).
    open var model: String {
        switch userInterfaceIdiom {
        case .pad: "iPad"
        case .mac: "Mac"
        default: "iPhone"
        }
    }

    /// The model, in English.
    open var localizedModel: String { model }

    /// "Linux".
    open var systemName: String { "Linux" }

    /// The kernel's version, e.g. "6.8.0".
    open var systemVersion: String {
        let version = ProcessInfo.processInfo.operatingSystemVersion
        return "\(version.majorVersion).\(version.minorVersion).\(version.patchVersion)"
    }

    /// The key window's idiom: `.phone`, `.pad`, or `.mac` for the desktop preset.
    open var userInterfaceIdiom: UIUserInterfaceIdiom { preset.userInterfaceIdiom }

    /// Always true.
    open var isMultitaskingSupported: Bool { true }

    // MARK: Orientation

    /// Whether ``orientation`` is being tracked; counted, as UIKit counts begin and end calls.
    open var isGeneratingDeviceOrientationNotifications: Bool { orientationRequests > 0 }
    private var orientationRequests = 0

    open func beginGeneratingDeviceOrientationNotifications() { orientationRequests += 1 }

    open func endGeneratingDeviceOrientationNotifications() { orientationRequests = max(orientationRequests - 1, 0) }

    /// `.unknown` until orientation is tracked; then the key window's: `.landscapeLeft` when it is
    /// wider than tall, otherwise `.portrait` (`.unknown` with no key window).
    open var orientation: UIDeviceOrientation {
        guard isGeneratingDeviceOrientationNotifications, let window = UIWindow.current else { return .unknown }
        return window.bounds.width > window.bounds.height ? .landscapeLeft : .portrait
    }

    // MARK: Battery

    /// Whether the battery is read; off by default, as in UIKit.
    open var isBatteryMonitoringEnabled = false

    /// The charge from 0 to 1; -1 when monitoring is off or the computer has no battery.
    open var batteryLevel: Float { battery?.level ?? -1 }

    /// Unplugged, charging or full; `.unknown` when monitoring is off or there is no battery.
    open var batteryState: BatteryState { battery?.state ?? .unknown }

    private var battery: PowerSupply? {
        isBatteryMonitoringEnabled ? PowerSupply.battery(in: powerSupplyDirectory) : nil
    }

    /// Plays nothing: Linux has no keyboard click to play.
    open func playInputClick() {}

    /// The battery's charging state.
    public enum BatteryState: Int, Sendable {
        case unknown = 0
        /// On battery power.
        case unplugged
        /// Plugged in and below full.
        case charging
        /// Plugged in and full.
        case full
    }
}

/// The physical orientation of the device.
public enum UIDeviceOrientation: Int, Sendable {
    case unknown = 0
    case portrait
    case portraitUpsideDown
    case landscapeLeft
    case landscapeRight
    case faceUp
    case faceDown

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Portrait or landscape (not flat, not unknown).
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
