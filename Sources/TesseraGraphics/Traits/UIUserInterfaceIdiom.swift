/// The kind of device the interface runs on (`UIUserInterfaceIdiom`, with UIKit's raw values).
///
/// Tessera's device presets are phones, a tablet (`.pad`) and a desktop window (`.mac`, as a Mac
/// Catalyst app reports); `DevicePreset.userInterfaceIdiom` names each one's idiom.
public enum UIUserInterfaceIdiom: Int, Hashable, Sendable, CaseIterable {
    case unspecified = -1
    case phone = 0
    case pad = 1
    case tv = 2
    case carPlay = 3
    case mac = 5
    case vision = 6
}
