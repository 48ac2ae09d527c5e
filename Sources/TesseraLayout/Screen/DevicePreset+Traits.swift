public import Foundation
public import TesseraGraphics

extension DevicePreset {
    /// The traits a window of this device shows at `size` points: the device's display scale and
    /// idiom, and the size classes iOS gives it — a phone is compact wide and regular tall in
    /// portrait (height ≥ width), compact tall in landscape and then regular wide only on the large
    /// phones (portrait width ≥ 414 points, the "Plus"/"Max" models); a tablet and a Mac window are
    /// regular both ways. Appearance, text size and direction are left unspecified.
    ///
    /// For example:
    /// ```swift
    /// DevicePreset.iPhone15.traitCollection(forWindowOf: CGSize(width: 393, height: 852)).horizontalSizeClass
    ///     // .compact
    /// DevicePreset.iPhone15ProMax.traitCollection(forWindowOf: CGSize(width: 932, height: 430))
    ///     .horizontalSizeClass   // .regular
    /// ```
    public func traitCollection(forWindowOf size: CGSize) -> UITraitCollection {
        let horizontal: UIUserInterfaceSizeClass
        let vertical: UIUserInterfaceSizeClass
        if userInterfaceIdiom == .phone {
            let isLandscape = size.width > size.height
            let isLargePhone = min(self.size.width, self.size.height) >= 414
            horizontal = isLandscape && isLargePhone ? .regular : .compact
            vertical = isLandscape ? .compact : .regular
        } else {
            horizontal = .regular
            vertical = .regular
        }
        return UITraitCollection(
            displayScale: scale, horizontalSizeClass: horizontal, verticalSizeClass: vertical,
            userInterfaceIdiom: userInterfaceIdiom)
    }
}
