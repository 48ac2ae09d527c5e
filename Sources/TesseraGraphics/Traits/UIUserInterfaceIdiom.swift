/// The kind of device the interface runs on (`UIUserInterfaceIdiom`, with UIKit's raw values).
///
/// Tessera's device presets are phones, a tablet (`.pad`) and a desktop window (`.mac`, as a Mac
/// Catalyst app reports); `DevicePreset.userInterfaceIdiom` names each one's idiom.
public enum UIUserInterfaceIdiom: Int, Hashable, Sendable, CaseIterable {
    /// Not known.
    case unspecified = -1
    /// A phone-sized interface.
    case phone = 0
    /// A tablet-sized interface.
    case pad = 1
    /// A television interface (never reported here).
    case tv = 2
    /// A car's interface (never reported here).
    case carPlay = 3
    /// A desktop window, what Tessera's desktop preset reports.
    case mac = 5
    /// A headset's interface (never reported here).
    case vision = 6
}
