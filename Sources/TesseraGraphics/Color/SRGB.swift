import Foundation

/// The sRGB transfer function and relative luminance (IEC 61966-2-1, Rec. 709 primaries, D65),
/// shared by contrast checks and snapshot comparison.
package enum SRGB {
    /// A channel (0…1) with the sRGB transfer function undone: linear light.
    package static func linear(_ channel: Double) -> Double {
        channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
    }

    /// Relative luminance Y (0…1) of linear-light red, green and blue.
    package static func luminance(red: Double, green: Double, blue: Double) -> Double {
        0.2126 * red + 0.7152 * green + 0.0722 * blue
    }
}
